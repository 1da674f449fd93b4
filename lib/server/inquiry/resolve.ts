import type { z } from 'zod';
import { substancesByCas, substancesByName, type SubstanceRef } from '@/lib/server/catalog/refs';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { cellText, decodeTextFile } from '@/lib/server/core/table-file';
import { onShelfPriceRows } from '@/lib/server/goods/queries';
import { listUnits } from '@/lib/server/goods/service';
import { restrictionsFor } from '@/lib/server/regulated/service';
import { structureSearch } from '@/lib/server/structure/service';
import { normalizeCas } from '@/lib/shared/cas';
import { MAX_RESOLVE_LINES, type ResolveBody, type ResolvedLineSchema, type ResolveResult } from '@/lib/contracts/inquiry/schema';
import { normalizedPrice } from './views';

/*
 * List inquiry (批量询价): a pasted or uploaded list of CAS numbers, names or
 * SMILES with quantities, resolved against the catalog in a few batched
 * queries: found or not, the substance, on-shelf offers, the lowest price
 * per g or mL, regulated-list badges.
 */

/** `quantityRefused`: a quantity was written but is 0 or negative (read as none, and said so rather than taken as one pack). */
export type RawRow = { query: string; quantity: number | null; unitCode: string | null; purity: string | null; quantityRefused?: boolean };
type Resolved = z.input<typeof ResolvedLineSchema>;

const HEADER = /^(cas|名称|品名|产品|查询|query|name|smiles|cas\s*号)/i;
const QUANTITY_UNIT = /^(-?\d+(?:\.\d+)?)\s*([a-zA-Z\u4e00-\u9fa5]+)?$/;
/** A purity or grade as lists write it: "99%", "≥99.5%", "AR", "分析纯", "HPLC". */
const PURITY = /^(?:(?:≥|>=|>)?\d{1,3}(?:\.\d+)?%|AR|GR|CP|LR|BR|ACS|HPLC|GC|USP|EP|BP|分析纯|优级纯|化学纯|色谱纯|电子级|试剂级|光谱纯|实验级)$/i;

/**
 * What people paste: full-width digits, letters and punctuation (Chinese input methods),
 * non-breaking spaces. NFKC makes "５００ｍＬ" 500mL and "，" a comma; Chinese names are unchanged.
 */
function normalizeInput(text: string): string {
  return text.normalize('NFKC').replace(/\u00a0|\u3000/g, ' ');
}

/** Splits pasted text into rows: "64-17-5 500 mL", "67-64-1,2,L", "乙醇\t1\tL 99%", a header row skipped. */
export function parsePasted(text: string): RawRow[] {
  const rows: RawRow[] = [];
  for (const [index, raw] of normalizeInput(text).split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line) continue;
    let cells = line
      .split(/\t|,|;|，|；/)
      .map((c) => c.trim())
      .filter(Boolean);
    if (cells.length === 1) {
      // "64-17-5 500 mL AR" or "64-17-5 500mL": the last words may be a purity, a quantity and a unit.
      let words = line.split(/\s+/);
      const purity = words.length >= 2 && PURITY.test(words.at(-1)!.replace(/\s+/g, '')) ? words.at(-1)! : null;
      if (purity) words = words.slice(0, -1);
      const tail2 = words.slice(-2).join('');
      if (words.length >= 3 && QUANTITY_UNIT.test(tail2) && /^-?\d/.test(words.at(-2)!)) cells = [words.slice(0, -2).join(' '), words.at(-2)!, words.at(-1)!];
      else if (words.length >= 2 && QUANTITY_UNIT.test(words.at(-1)!)) cells = [words.slice(0, -1).join(' '), words.at(-1)!];
      else cells = [words.join(' ')];
      if (purity) cells.push(purity);
    }
    if (index === 0 && HEADER.test(cells[0] ?? '') && !normalizeCas(cells[0] ?? '')) continue;
    rows.push(rowOf(cells));
  }
  return rows;
}

/** One row's cells: the query first, then in any order a quantity (with or without its unit), a unit and a purity. */
export function rowOf(cells: (string | number | null | undefined)[]): RawRow {
  // Array.from, not map: exceljs rows are sparse, and map keeps the holes of empty cells.
  const [query, ...rest] = Array.from(cells, (c) => (c === null || c === undefined ? '' : normalizeInput(String(c)).trim()));
  let quantity: number | null = null;
  let unitCode: string | null = null;
  let purity: string | null = null;
  for (const cell of rest) {
    const compact = cell.replace(/\s+/g, '');
    if (!compact) continue;
    const match: RegExpExecArray | null = quantity === null ? QUANTITY_UNIT.exec(compact) : null;
    if (match) {
      quantity = Number(match[1]);
      unitCode = match[2] ?? unitCode;
    } else if (purity === null && PURITY.test(compact)) purity = cell;
    else if (unitCode === null && /^[a-zA-Z\u4e00-\u9fa5]{1,8}$/.test(compact)) unitCode = compact;
  }
  const refused = quantity !== null && !(quantity > 0);
  return { query: query ?? '', quantity: refused ? null : quantity, unitCode, purity, ...(refused ? { quantityRefused: true } : {}) };
}

/** Reads an uploaded .xlsx (first sheet) or .csv into rows. */
export async function parseFile(file: File): Promise<RawRow[]> {
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length > 5 * 1024 * 1024) throw new AppError(ErrorCode.RESOLVE_INPUT_INVALID, '文件超过 5 MB，请拆分后再上传');
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (!isZip) {
    const text = decodeTextFile(bytes);
    if (text === null) throw new AppError(ErrorCode.RESOLVE_INPUT_INVALID, '只能上传 .xlsx 或 .csv 文件（.csv 须为 UTF-8 或 GBK/GB18030 编码的文本）');
    return parsePasted(text);
  }
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError(ErrorCode.RESOLVE_INPUT_INVALID, '无法读取该 Excel 文件，请另存为 .xlsx 或 .csv 后重试');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: RawRow[] = [];
  sheet.eachRow((row, number) => {
    const values: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      // A purity typed as 99.5% in Excel is stored as 0.995 with a percent format: read it as shown.
      values[column - 1] =
        typeof cell.value === 'number' && (cell.numFmt ?? '').includes('%') ? `${Number((cell.value * 100).toPrecision(12))}%` : cellText(cell.value);
    });
    if (number === 1 && HEADER.test(String(values[0] ?? '')) && !normalizeCas(String(values[0] ?? ''))) return;
    const parsed = rowOf(values);
    if (parsed.query) rows.push(parsed);
  });
  return rows;
}

/** Written like a CAS number (the check digit is judged separately). */
const isCasFormat = (query: string) => /^\d{2,7}-\d{2}-\d$|^\d{5,10}$/.test(query.trim());

function kindOf(query: string): Resolved['kind'] {
  if (isCasFormat(query)) return 'cas';
  // No spaces or CJK, and structure characters: a SMILES.
  if (
    !/\s|[\u4e00-\u9fa5]/.test(query) &&
    /[=#()[\]@]|^[BCNOPSFIcnosp][A-Za-z0-9]*$/.test(query) &&
    /[A-Z]/.test(query) &&
    /^[A-Za-z0-9@+\-[\]()=#$%/\\.*:]+$/.test(query) &&
    !/^[A-Z][a-z]+$/.test(query)
  ) {
    return 'smiles';
  }
  return 'name';
}

async function smilesMatches(db: Db, smiles: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const s of [...new Set(smiles)]) {
    try {
      const result = await structureSearch(db, { structure: s, mode: 'exact', page: 1, pageSize: 1, threshold: 0.7 });
      const hit = result.list[0];
      if (hit) out.set(s, hit.cas);
    } catch {
      // An unreadable structure is reported on its line.
    }
  }
  return out;
}

/** Resolves up to 500 rows against the catalog. */
export async function resolveRows(db: Db, rows: RawRow[]): Promise<ResolveResult> {
  if (rows.length > MAX_RESOLVE_LINES)
    throw new AppError(ErrorCode.RESOLVE_INPUT_INVALID, `清单最多 ${MAX_RESOLVE_LINES} 行，当前 ${rows.length} 行，请拆分后分批询价`);
  const kinds = rows.map((r) => kindOf(r.query));
  const casOf = rows.map((r, i) => (kinds[i] === 'cas' ? normalizeCas(r.query) : null));
  const smilesList = rows.flatMap((r, i) => (kinds[i] === 'smiles' ? [r.query] : []));
  const [byName, bySmiles, units] = await Promise.all([
    substancesByName(
      db,
      rows.flatMap((r, i) => (kinds[i] === 'name' ? [r.query] : [])),
    ),
    smilesMatches(db, smilesList),
    listUnits(db),
  ]);
  const byCas = await substancesByCas(db, [...casOf.filter((c): c is string => c !== null), ...bySmiles.values()]);
  const substances: (SubstanceRef | undefined)[] = rows.map((r, i) => {
    if (kinds[i] === 'cas') return casOf[i] ? byCas.get(casOf[i]) : undefined;
    if (kinds[i] === 'smiles') {
      const cas = bySmiles.get(r.query);
      return cas ? byCas.get(cas) : undefined;
    }
    return byName.get(r.query.trim().toLowerCase());
  });
  const ids = [...new Set(substances.flatMap((s) => (s ? [s.id] : [])))];
  const prices = await onShelfPriceRows(db, ids);
  const offers = new Map<number, { count: number; best: { cents: number; per: 'g' | 'mL' | 'piece' } | null }>();
  for (const p of prices) {
    const current = offers.get(p.substanceId) ?? { count: 0, best: null };
    current.count += 1;
    const normal = normalizedPrice(p.priceCents, p.packSize, p.unitCode);
    // Per g / mL beats per piece: a price per piece cannot be compared with one per gram.
    if (
      normal &&
      (!current.best || (normal.per !== 'piece' && current.best.per === 'piece') || (normal.per === current.best.per && normal.cents < current.best.cents))
    )
      current.best = normal;
    offers.set(p.substanceId, current);
  }
  const unitCodes = new Set(units.map((u) => u.code));
  // By code in any case (500ML), or by the unit's Chinese name (500 毫升).
  const unitByLower = new Map([...units.map((u) => [u.name.toLowerCase(), u.code] as const), ...units.map((u) => [u.code.toLowerCase(), u.code] as const)]);
  const lines: Resolved[] = rows.map((r, i) => {
    const substance = substances[i];
    const kind = kinds[i]!;
    const cas = substance?.cas ?? casOf[i] ?? null;
    const regulated = cas
      ? restrictionsFor(cas)
          .lists.filter((l) => l.onList)
          .map((l) => ({ key: l.key, name: l.name }))
      : [];
    const unitCode = r.unitCode ? (unitCodes.has(r.unitCode) ? r.unitCode : (unitByLower.get(r.unitCode.toLowerCase()) ?? null)) : null;
    let problem: string | null = null;
    if (!r.query) problem = '空行';
    else if (kind === 'cas' && !casOf[i]) problem = 'CAS 号校验位不正确';
    else if (!substance)
      problem = kind === 'cas' ? '目录中没有该 CAS 号，仍可询价' : kind === 'smiles' ? '目录中没有该结构，仍可询价' : '目录中没有该名称，仍可询价';
    if (r.unitCode && !unitCode) problem = `${problem ? `${problem}；` : ''}没有单位“${r.unitCode}”`;
    if (r.quantityRefused) problem = `${problem ? `${problem}；` : ''}数量须大于 0`;
    const offer = substance ? offers.get(substance.id) : undefined;
    return {
      row: i + 1,
      query: r.query,
      kind,
      quantity: r.quantity,
      unitCode,
      found: substance !== undefined,
      casValid: kind === 'cas' ? casOf[i] !== null : null,
      substance: substance ?? null,
      offerCount: offer?.count ?? 0,
      lowestPrice: offer?.best ?? null,
      regulated,
      problem,
    };
  });
  const found = lines.filter((l) => l.found).length;
  return { lines, total: lines.length, found, notFound: lines.length - found } as ResolveResult;
}

export async function resolveInput(db: Db, body: z.output<typeof ResolveBody>): Promise<ResolveResult> {
  const rows = body.lines
    ? body.lines.map((l) => ({ query: l.query, quantity: l.quantity ?? null, unitCode: l.unitCode ?? null, purity: null }))
    : parsePasted(body.text ?? '');
  return resolveRows(db, rows);
}

export async function resolveFile(db: Db, file: File): Promise<ResolveResult> {
  return resolveRows(db, await parseFile(file));
}
