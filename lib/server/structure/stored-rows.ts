import { sql, type Kysely } from 'kysely';
import { inchikeysOf } from '@/lib/server/catalog/queries';
import type { Database } from '@/lib/server/core/db/schema';
import type { BlockSum } from './id-set';
import type { StructureRecord } from './record';

const LOAD_BATCH = 5000;
const BY_ID_BATCH = 500;

/** A stored structure record with what the index keeps beside it. */
export type StructureRow = StructureRecord & { substanceId: number; inchikey: string | null };

/** A row as stored: an unreadable substance's has nulls (the index notes it as seen and skips it). */
export type StoredStructureRow = { [K in keyof StructureRecord]: StructureRecord[K] | null } & { substanceId: number; inchikey: string | null };

const COLUMNS = ['ss.substanceId', 'ss.canonicalSmiles', 'ss.heavyAtoms', 'ss.patternFp', 'ss.morganFp', 'ss.morganBits', 'ss.pickle'] as const;

function structureRows(db: Kysely<Database>) {
  return db.selectFrom('substanceStructures as ss').select(COLUMNS);
}

async function withInchikeys(db: Kysely<Database>, rows: Omit<StoredStructureRow, 'inchikey'>[]): Promise<StoredStructureRow[]> {
  const inchikeys = await inchikeysOf(
    db,
    rows.map((r) => r.substanceId),
  );
  return rows.map((r) => ({ ...r, inchikey: inchikeys.get(r.substanceId) ?? null }));
}

/**
 * Every stored row, smallest molecules first (the order the index screens
 * in), in batches, so a million rows never sit in one result: the first build.
 */
export async function* readAllStructureRows(db: Kysely<Database>): AsyncGenerator<StoredStructureRow[]> {
  let cursor = { heavyAtoms: -1, substanceId: 0 };
  for (;;) {
    const rows = await structureRows(db)
      .where(sql<boolean>`(ss.heavy_atoms, ss.substance_id) > (${cursor.heavyAtoms}, ${cursor.substanceId})`)
      .orderBy('ss.heavyAtoms')
      .orderBy('ss.substanceId')
      .limit(LOAD_BATCH)
      .execute();
    if (rows.length === 0) return;
    const last = rows[rows.length - 1] as (typeof rows)[number];
    cursor = { heavyAtoms: last.heavyAtoms, substanceId: last.substanceId };
    yield withInchikeys(db, rows as Omit<StoredStructureRow, 'inchikey'>[]);
  }
}

/** Rows with an id above `afterId`, by id (a range on the key): what was added since, in the usual case. */
export async function* readStructureRowsAbove(db: Kysely<Database>, afterId: number): AsyncGenerator<StoredStructureRow[]> {
  let after = afterId;
  for (;;) {
    const rows = await structureRows(db).where('ss.substanceId', '>', after).orderBy('ss.substanceId').limit(LOAD_BATCH).execute();
    if (rows.length === 0) return;
    after = (rows[rows.length - 1] as (typeof rows)[number]).substanceId;
    yield withInchikeys(db, rows as Omit<StoredStructureRow, 'inchikey'>[]);
  }
}

/** The rows of these substances (those that have one). */
export async function* readStructureRowsOf(db: Kysely<Database>, ids: number[]): AsyncGenerator<StoredStructureRow[]> {
  for (let i = 0; i < ids.length; i += BY_ID_BATCH) {
    const rows = await structureRows(db)
      .where('ss.substanceId', 'in', ids.slice(i, i + BY_ID_BATCH))
      .execute();
    if (rows.length > 0) yield withInchikeys(db, rows as Omit<StoredStructureRow, 'inchikey'>[]);
  }
}

/**
 * Count and sum of the stored ids per block of `blockSize` ids: one pass
 * over the key, a few hundred numbers back for a million rows. A block whose
 * numbers differ from the index's holds rows it lacks (or rows gone).
 */
export async function structureBlockSums(db: Kysely<Database>, blockSize: number): Promise<Map<number, BlockSum>> {
  const size = sql.raw(String(Math.trunc(blockSize)));
  const rows = await db
    .selectFrom('substanceStructures')
    .select([sql<number>`substance_id / ${size}`.as('block'), (eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.sum('substanceId').as('total')])
    .groupBy(sql`substance_id / ${size}`)
    .execute();
  return new Map(rows.map((r) => [Number(r.block), { count: Number(r.n), total: Number(r.total) }]));
}

/** The stored ids in `[from, to)`. */
export async function structureIdsBetween(db: Kysely<Database>, from: number, to: number): Promise<number[]> {
  const rows = await db.selectFrom('substanceStructures').select('substanceId').where('substanceId', '>=', from).where('substanceId', '<', to).execute();
  return rows.map((r) => r.substanceId);
}
