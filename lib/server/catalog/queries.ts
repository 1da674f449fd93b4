import { sql, type Expression, type SqlBool } from 'kysely';
import type { ValueOf } from '@/lib/server/core/db/scalar';
import type { Db } from '@/lib/server/core/db';
import { normalizeCas } from '@/lib/shared/cas';
import { escapeLike } from './search/text';
import type { z } from 'zod';
import type { OfferSummary } from '@/lib/server/goods/service';
import type { CatalogOffers } from './offers';
import { substancesByIds, type SubstanceListRow } from './repo';
import type { ProductCardSchema } from '@/lib/contracts/catalog/schema';

/*
 * Read-only helpers the catalog exports for other areas (
 * docs/decisions/0006-one-owner-per-table.md): they read the catalog's tables so no other area's
 * repo has to name them.
 */

export type ProductCard = z.infer<typeof ProductCardSchema>;

/** The card of one catalog row, given the on-shelf offer summaries of its page. */
export function toProductCard(row: SubstanceListRow, summaries: Map<number, OfferSummary>): ProductCard {
  return {
    cas: row.cas,
    name: row.name,
    nameZh: row.nameZh,
    formula: row.formula,
    molecularWeight: row.molecularWeight,
    category: row.categoryName,
    categorySlug: row.categorySlug,
    offerCount: summaries.get(row.id)?.offerCount ?? 0,
    lowestPriceCents: summaries.get(row.id)?.lowestPriceCents ?? null,
  };
}

/** Product cards by substance id (ids not in the catalog are absent). */
export async function productCards(db: Db, offers: CatalogOffers, ids: number[]): Promise<Map<number, ProductCard>> {
  const unique = [...new Set(ids)];
  const [rows, summaries] = await Promise.all([substancesByIds(db, unique), offers.offerSummaries(db, unique)]);
  return new Map(rows.map((r) => [r.id, toProductCard(r, summaries)]));
}

/** Ids of the given CAS numbers that are in the catalog. */
export async function substanceIdsOf(db: Db, casNumbers: string[]): Promise<Map<string, number>> {
  if (casNumbers.length === 0) return new Map();
  const rows = await db.selectFrom('substances').select(['id', 'cas']).where('cas', 'in', casNumbers).where('listed', '=', 1).execute();
  return new Map(rows.map((r) => [r.cas, r.id]));
}

/** The catalog entry a CAS number names, if any (id and name only: this runs on every inquiry). */
export async function substanceRefByCas(db: Db, cas: string): Promise<{ id: number; name: string; nameZh: string | null } | undefined> {
  return db.selectFrom('substances').select(['id', 'name', 'nameZh']).where('cas', '=', cas).where('listed', '=', 1).executeTakeFirst();
}

/** Identity and structure of substances by id, for structure-search hits. */
export async function substanceDepictions(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('substances').select(['id', 'cas', 'name', 'nameZh', 'smiles', 'formula', 'molecularWeight']).where('id', 'in', ids).execute();
}

/**
 * Substances with an id above `afterId`, with their SMILES, smallest id first.
 * Ids are handed out at insert but seen at commit, so a long transaction
 * commits ids below ones already seen: this range alone misses substances
 * (docs/decisions/0142-structure-index-by-missing-rows.md); see substanceSmilesWhere.
 */
export async function substanceSmilesAfter(db: Db, afterId: number, limit: number): Promise<SubstanceSmiles[]> {
  return db.selectFrom('substances').select(['id', 'smiles']).where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

export type SubstanceSmiles = { id: number; smiles: string | null };

/**
 * Substances (id above `afterId`, smallest first) for which `unprocessed(id)`
 * holds: another area passes a correlated `not exists` over its own table,
 * so it finds the substances it has no row for without naming this one.
 */
export async function substanceSmilesWhere(
  db: Db,
  unprocessed: (id: Expression<number>) => Expression<SqlBool>,
  afterId: number,
  limit: number,
): Promise<SubstanceSmiles[]> {
  return db
    .selectFrom('substances')
    .select(['id', 'smiles'])
    .where('id', '>', afterId)
    .where((eb) => unprocessed(eb.ref('substances.id')))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** How many substances there are (listed or proposed): compared with another area's row count, it tells whether any is missing there. */
export async function substanceCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('substances')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** InChIKeys by substance id (null where the source had none). */
export async function inchikeysOf(db: Db, ids: number[]): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('substances').select(['id', 'inchikey']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.inchikey]));
}

/** Which of these substances are listed (a proposed one is not until approved): structure hits are filtered by it. */
export async function listedSubstanceIds(db: Db, ids: number[]): Promise<Set<number>> {
  const listed = new Set<number>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('substances')
      .select('id')
      .where('id', 'in', ids.slice(i, i + 500))
      .where('listed', '=', 1)
      .execute();
    for (const r of rows) listed.add(r.id);
  }
  return listed;
}

/** A subquery of the ids of substances (listed or proposed) whose CAS is `keyword` or whose name contains it: a seller filtering their goods. */
export function substanceIdsMatching(db: Db, keyword: string) {
  const like = `%${escapeLike(keyword.toLowerCase())}%`;
  return db
    .selectFrom('substances')
    .select('substances.id')
    .where((eb) =>
      eb.or([
        eb('substances.cas', '=', normalizeCas(keyword) ?? keyword),
        eb(eb.fn('lower', ['substances.name']), 'like', sql<string>`${like} escape '\\'`),
        eb('substances.nameZh', 'like', sql<string>`${like} escape '\\'`),
      ]),
    );
}

/**
 * A substance's CAS number, name or Chinese name as a scalar subquery, for
 * another area's query that shows it beside its own rows: one statement, as
 * the join it replaces was, with the substances table named only here.
 */
export function substanceColumn<C extends 'cas' | 'name' | 'nameZh'>(db: Db, substanceId: Expression<number | null>, column: C) {
  const scalar = db.selectFrom('substances').select(column).where('substances.id', '=', substanceId).$asScalar();
  // No row (a null id) gives null, which the column's own type does not say; a caller with a not-null reference adds $notNull().
  return scalar.$castTo<ValueOf<typeof scalar> | null>();
}

/** The category of each substance (substances without one are absent): what a commission rate per category reads. */
export async function categoryIdsOfSubstances(db: Db, substanceIds: number[]): Promise<Map<number, number>> {
  const unique = [...new Set(substanceIds)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('substances').select(['id', 'categoryId']).where('id', 'in', unique).where('categoryId', 'is not', null).execute();
  return new Map(rows.map((r) => [r.id, r.categoryId!]));
}

/** Every category's id, slug and Chinese name, in the catalog's order: for choosers in the console. */
export function categoryChoices(db: Db) {
  return db.selectFrom('categories').select(['id', 'slug', 'name']).orderBy('sortOrder').execute();
}
