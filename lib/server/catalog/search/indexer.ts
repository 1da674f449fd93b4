import { inTransaction, type Db } from '@/lib/server/core/db';
import type { SearchTermKind } from '@/lib/server/core/db/schema';
import { pinyinOf } from './pinyin';
import { isCorrectable, normalizeTerm, variantsOf, wordsOf } from './text';

export type IndexableSubstance = { id: number; name: string; nameZh?: string | null; iupacName: string | null; synonyms: string[] };

const HAN = /\p{Script=Han}/u;

type TermRow = { substanceId: number; kind: SearchTermKind; original: string; term: string; words: string };

const BATCH = 500;

function termsOf(substance: IndexableSubstance): TermRow[] {
  const seen = new Set<string>();
  const rows: TermRow[] = [];
  const named: [SearchTermKind, string | null][] = [
    ['name', substance.name],
    ['name_zh', substance.nameZh ?? null],
    ['iupac', substance.iupacName],
    // A Chinese synonym is another name from the official entry: its own kind, so short Chinese queries can scan these few.
    ...substance.synonyms.map((s): [SearchTermKind, string] => [HAN.test(s) ? 'alias_zh' : 'synonym', s]),
  ];
  for (const [kind, original] of named) {
    if (!original) continue;
    const term = normalizeTerm(original);
    if (term.length === 0 || seen.has(term)) continue;
    seen.add(term);
    // The leading space lets a trigram pattern '* word*' find a word at the start of the term too.
    rows.push({ substanceId: substance.id, kind, original, term, words: ` ${wordsOf(term).join(' ')}` });
  }
  const chinese = rows.filter((r) => r.kind === 'name_zh' || r.kind === 'alias_zh').map((r) => r.original);
  return [...rows, ...pinyinRowsOf(substance.id, chinese, seen)];
}

/** A Chinese name is also found by its pinyin; the row keeps the Chinese name as what matched. */
function pinyinRowsOf(substanceId: number, chineseNames: string[], seen = new Set<string>()): TermRow[] {
  const rows: TermRow[] = [];
  for (const chinese of chineseNames) {
    const forms = pinyinOf(chinese);
    if (!forms) continue;
    const typed: [SearchTermKind, string][] = [...forms.full.map((f): [SearchTermKind, string] => ['pinyin', f]), ['pinyin_initials', forms.initials]];
    for (const [kind, term] of typed) {
      if (seen.has(term)) continue;
      seen.add(term);
      rows.push({ substanceId, kind, original: chinese, term, words: ` ${wordsOf(term).join(' ')}` });
    }
  }
  return rows;
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Adds the substances' names, IUPAC names and synonyms to the search index,
 * and their long words to the typo index. Run inside the transaction that
 * adds the substances, so a substance is never in the catalog but not
 * findable.
 */
export function indexSubstances(db: Db, substances: IndexableSubstance[]): Promise<void> {
  return insertTerms(db, substances.flatMap(termsOf));
}

async function insertTerms(db: Db, terms: TermRow[]): Promise<void> {
  const frequency = new Map<string, number>();
  for (const row of terms) {
    // Initials (lsn, jjbc) are no words to correct a typo towards.
    if (row.kind === 'pinyin_initials') continue;
    for (const word of new Set(wordsOf(row.term))) if (isCorrectable(word)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  await insertInBatches(terms, (batch) => db.insertInto('searchTerms').values(batch).execute());
  await insertInBatches([...frequency], (batch) =>
    db
      .insertInto('searchWords')
      .values(batch.map(([word, n]) => ({ word, frequency: n })))
      .onConflict((oc) => oc.column('word').doUpdateSet((eb) => ({ frequency: eb('searchWords.frequency', '+', eb.ref('excluded.frequency')) })))
      .execute(),
  );
  const variants = [...frequency.keys()].flatMap((word) => variantsOf(word).map((variant) => ({ variant, word })));
  await insertInBatches(variants, (batch) =>
    db
      .insertInto('searchWordVariants')
      .values(batch)
      .onConflict((oc) => oc.columns(['variant', 'word']).doNothing())
      .execute(),
  );
}

/**
 * Indexes every substance that has no search terms yet: catalogs loaded
 * before the search index existed, or rows added by other means. A
 * proposed substance waits: its terms are written when it is approved.
 */
export async function indexUnindexedSubstances(db: Db): Promise<number> {
  const missing = await db
    .selectFrom('substances')
    .select(['id', 'name', 'nameZh', 'iupacName'])
    .where('listed', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('searchTerms').select('searchTerms.id').whereRef('searchTerms.substanceId', '=', 'substances.id'))),
    )
    .orderBy('id')
    .execute();
  for (let i = 0; i < missing.length; i += BATCH * 4) {
    const batch = missing.slice(i, i + BATCH * 4);
    const synonyms = await db
      .selectFrom('substanceSynonyms')
      .select(['substanceId', 'synonym'])
      .where(
        'substanceId',
        'in',
        batch.map((s) => s.id),
      )
      .orderBy('id')
      .execute();
    const bySubstance = new Map<number, string[]>();
    for (const row of synonyms) bySubstance.set(row.substanceId, [...(bySubstance.get(row.substanceId) ?? []), row.synonym]);
    await inTransaction(db, (trx) =>
      indexSubstances(
        trx,
        batch.map((s) => ({ ...s, synonyms: bySubstance.get(s.id) ?? [] })),
      ),
    );
  }
  return missing.length;
}

/**
 * Catalogs indexed before pinyin existed: adds the pinyin of every Chinese
 * name of a substance that has none yet. A later start finds nothing to do.
 */
export async function indexMissingPinyin(db: Db): Promise<number> {
  const names = await db
    .selectFrom('searchTerms as t')
    .select(['t.substanceId', 't.original'])
    .where('t.kind', 'in', ['name_zh', 'alias_zh'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('searchTerms as p').select('p.id').whereRef('p.substanceId', '=', 't.substanceId').where('p.kind', 'in', ['pinyin', 'pinyin_initials']),
        ),
      ),
    )
    .orderBy('t.id')
    .execute();
  const bySubstance = new Map<number, string[]>();
  for (const row of names) bySubstance.set(row.substanceId, [...(bySubstance.get(row.substanceId) ?? []), row.original]);
  const rows = [...bySubstance].flatMap(([id, chinese]) => pinyinRowsOf(id, chinese));
  if (rows.length > 0) await inTransaction(db, (trx) => insertTerms(trx, rows));
  return bySubstance.size;
}
