import { sql, type Kysely } from 'kysely';
import { inchikeysOf, substanceSmilesAfter } from '@/lib/server/catalog/queries';
import type { Database } from '@/lib/server/core/db/schema';
import type { WorkerPool } from './pool';
import type { StructureRecord } from './record';

const DESCRIBE_BATCH = 400;
const LOAD_BATCH = 5000;

/** A stored structure record with what the index keeps beside it. */
export type StructureRow = StructureRecord & { substanceId: number; inchikey: string | null };

/**
 * Computes (in the worker threads) and stores the structure record of every
 * substance that has none yet. Substances are only ever appended, so "none
 * yet" is "an id above the highest recorded one". Returns how many it added.
 */
export async function recordNewStructures(db: Kysely<Database>, pool: WorkerPool): Promise<number> {
  let added = 0;
  for (;;) {
    const recorded = await highestRecordedId(db);
    const substances = await substanceSmilesAfter(db, recorded, DESCRIBE_BATCH * pool.size);
    if (substances.length === 0) return added;
    const slices = Array.from({ length: pool.size }, (_, n) => substances.slice(n * DESCRIBE_BATCH, (n + 1) * DESCRIBE_BATCH)).filter((s) => s.length > 0);
    const described = await Promise.all(slices.map((slice, n) => pool.on(n, { kind: 'describe', smiles: slice.map((s) => s.smiles ?? '') })));
    const rows = slices.flatMap((slice, n) =>
      slice.map((substance, i) => {
        const record = described[n]?.records[i] ?? null;
        return {
          substanceId: substance.id,
          canonicalSmiles: record?.canonicalSmiles ?? null,
          heavyAtoms: record?.heavyAtoms ?? 0,
          patternFp: record ? Buffer.from(record.patternFp) : null,
          morganFp: record ? Buffer.from(record.morganFp) : null,
          morganBits: record?.morganBits ?? 0,
          pickle: record ? Buffer.from(record.pickle) : null,
        };
      }),
    );
    for (let i = 0; i < rows.length; i += 200) {
      await db
        .insertInto('substanceStructures')
        .values(rows.slice(i, i + 200))
        .onConflict((oc) => oc.column('substanceId').doNothing())
        .execute();
    }
    added += rows.length;
  }
}

export async function highestRecordedId(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('substanceStructures').select((eb) => eb.fn.max('substanceId').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
}

export { highestSubstanceId } from '@/lib/server/catalog/queries';

/**
 * Every readable structure record with an id above `afterId`, smallest
 * molecules first, in batches, so a million rows never sit in one result.
 */
export async function* readStructureRows(db: Kysely<Database>, afterId: number): AsyncGenerator<StructureRow[]> {
  let cursor = { heavyAtoms: -1, substanceId: 0 };
  for (;;) {
    const rows = await db
      .selectFrom('substanceStructures as ss')
      .select(['ss.substanceId', 'ss.canonicalSmiles', 'ss.heavyAtoms', 'ss.patternFp', 'ss.morganFp', 'ss.morganBits', 'ss.pickle'])
      .where('ss.substanceId', '>', afterId)
      .where('ss.canonicalSmiles', 'is not', null)
      .where(sql<boolean>`(ss.heavy_atoms, ss.substance_id) > (${cursor.heavyAtoms}, ${cursor.substanceId})`)
      .orderBy('ss.heavyAtoms')
      .orderBy('ss.substanceId')
      .limit(LOAD_BATCH)
      .execute();
    if (rows.length === 0) return;
    const last = rows[rows.length - 1] as (typeof rows)[number];
    cursor = { heavyAtoms: last.heavyAtoms, substanceId: last.substanceId };
    const inchikeys = await inchikeysOf(
      db,
      rows.map((r) => r.substanceId),
    );
    yield rows.map((r) => ({ ...r, inchikey: inchikeys.get(r.substanceId) ?? null })) as StructureRow[];
  }
}
