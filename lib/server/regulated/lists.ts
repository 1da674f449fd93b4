import fs from 'node:fs';
import path from 'node:path';
import { normalizeCas } from '@/lib/shared/cas';
import { parseCsv } from './csv';

import { LIST_KEYS, type ListKey } from '@/lib/shared/regulated-lists';

export { LIST_KEYS, type ListKey };

const FILE_OF: Record<ListKey, string> = {
  precursor: 'precursor.csv',
  explosive_precursor: 'explosive_precursor.csv',
  highly_toxic: 'highly_toxic.csv',
  hazardous: 'hazardous.csv',
};

/** One entry of a list, as the official document names it. */
export type ListEntry = {
  /** Dashed, checksum-valid; null where the document gives no single CAS (mixtures, extracts, open classes). */
  cas: string | null;
  nameZh: string;
  nameEn: string | null;
  /** Precursor category `1`/`2`/`3`; explosive-precursor group (`2 硝酸盐类`); empty elsewhere. */
  category: string | null;
  /** The document's own number for the entry (`1.3`, `12`, catalogue 序号 `1688`). */
  item: string | null;
  /** 第一类中的药品类易制毒化学品 (marked * in the precursor annex). */
  pharma: boolean;
  note: string | null;
};

export type ListSource = {
  document: string;
  authority: string;
  edition: string;
  /** The copy we took the data from. */
  url: string;
  /** The date we took it (YYYY-MM-DD). */
  taken: string;
};

export type RegulatedList = {
  key: ListKey;
  name: string;
  source: ListSource;
  /** True when we hold the whole list; false means "not found here" does not mean "not on the list". */
  complete: boolean;
  entries: ListEntry[];
  byCas: ReadonlyMap<string, ListEntry>;
};

export type Requirement = {
  list: ListKey;
  /** `1`, `1-pharma`, `2`, `3` for precursors; `*` for any entry of the list. */
  category: string;
  requirement: string;
  basis: string;
};

export type RegulatedData = {
  lists: Record<ListKey, RegulatedList>;
  requirements: Requirement[];
};

export const DEFAULT_DATA_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'data', 'regulated');

function required(meta: Record<string, string>, key: string, file: string): string {
  const value = meta[key];
  if (!value) throw new Error(`${file}: missing "# @${key}" line`);
  return value;
}

function orNull(value: string | undefined): string | null {
  return value && value.length > 0 ? value : null;
}

function loadList(dir: string, key: ListKey): RegulatedList {
  const file = FILE_OF[key];
  const { meta, rows } = parseCsv(fs.readFileSync(path.join(/*turbopackIgnore: true*/ dir, file), 'utf8'), file);
  const entries: ListEntry[] = [];
  const byCas = new Map<string, ListEntry>();
  for (const row of rows) {
    const rawCas = row.cas ?? '';
    let cas: string | null = null;
    if (rawCas !== '') {
      cas = normalizeCas(rawCas);
      if (cas !== rawCas) throw new Error(`${file}: "${rawCas}" is not a valid dashed CAS number`);
      if (byCas.has(cas)) throw new Error(`${file}: CAS ${cas} appears twice`);
    }
    const nameZh = row.name_zh ?? '';
    if (!nameZh) throw new Error(`${file}: a row without name_zh (CAS ${rawCas || '—'})`);
    const entry: ListEntry = {
      cas,
      nameZh,
      nameEn: orNull(row.name_en),
      category: orNull(row.category),
      item: orNull(row.item),
      pharma: row.pharma === '1',
      note: orNull(row.note),
    };
    entries.push(entry);
    if (cas) byCas.set(cas, entry);
  }
  return {
    key,
    name: required(meta, 'name', file),
    source: {
      document: required(meta, 'document', file),
      authority: required(meta, 'authority', file),
      edition: required(meta, 'edition', file),
      url: required(meta, 'url', file),
      taken: required(meta, 'taken', file),
    },
    complete: required(meta, 'complete', file) === 'true',
    entries,
    byCas,
  };
}

function loadRequirements(dir: string): Requirement[] {
  const file = 'requirements.csv';
  const { rows } = parseCsv(fs.readFileSync(path.join(/*turbopackIgnore: true*/ dir, file), 'utf8'), file);
  return rows.map((row) => {
    const list = row.list as ListKey;
    if (!LIST_KEYS.includes(list)) throw new Error(`${file}: unknown list "${row.list}"`);
    if (!row.category || !row.requirement || !row.basis) throw new Error(`${file}: incomplete row for ${list}`);
    return { list, category: row.category, requirement: row.requirement, basis: row.basis };
  });
}

/** Reads every list and the requirements from `dir`; throws on a malformed file. */
export function loadRegulatedData(dir: string = DEFAULT_DATA_DIR): RegulatedData {
  const lists = Object.fromEntries(LIST_KEYS.map((key) => [key, loadList(dir, key)])) as Record<ListKey, RegulatedList>;
  return { lists, requirements: loadRequirements(dir) };
}

let cached: RegulatedData | null = null;

/** The lists of `process.cwd()/data/regulated`, read once per process. */
export function regulatedData(): RegulatedData {
  cached ??= loadRegulatedData();
  return cached;
}
