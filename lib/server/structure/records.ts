import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { substanceCount, substanceSmilesAfter, substanceSmilesWhere, type SubstanceSmiles } from '@/lib/server/catalog/queries';
import type { Database } from '@/lib/server/core/db/schema';
import type { WorkerPool } from './pool';

const DESCRIBE_BATCH = 400;
const INSERT_BATCH = 200;

/** A correlated "this substance has no structure row" for the catalog's query (the anti-join). */
const hasNoStructureRow = (id: Expression<number>) => sql<SqlBool>`not exists (select 1 from substance_structures ss where ss.substance_id = ${id})`;

/** Which substances a pass looks at: those after `afterId`, `limit` at a time. */
type MissingFinder = {
  start: (db: Kysely<Database>) => Promise<number>;
  next: (db: Kysely<Database>, afterId: number, limit: number) => Promise<SubstanceSmiles[]>;
};

/**
 * Two ways to the substances without a row. Usually they are above every
 * recorded id (a range on the key, cheap at any size); a transaction that
 * committed after a later one leaves some below, which only the anti-join
 * finds. The second pass runs only if the counts still differ after the first.
 */
const MISSING_PASSES: MissingFinder[] = [
  { start: highestRecordedId, next: (db, afterId, limit) => substanceSmilesAfter(db, afterId, limit) },
  { start: async () => 0, next: (db, afterId, limit) => substanceSmilesWhere(db, hasNoStructureRow, afterId, limit) },
];

/**
 * Computes (in the worker threads) and stores the structure record of every
 * substance that has none, whatever order their ids were committed in.
 * Every substance gets a row, an unreadable one a row of nulls, so "as many
 * rows as substances" means none is missing (rows go only with their
 * substance). Returns how many rows it added, and when it added none, the
 * row count it read (a caller comparing with it need not count again).
 */
export async function recordMissingStructures(db: Kysely<Database>, pool: WorkerPool): Promise<{ added: number; storedCount: number | null }> {
  let added = 0;
  for (const pass of MISSING_PASSES) {
    const { recorded, missing } = await missingCount(db);
    if (missing <= 0) return { added, storedCount: added === 0 ? recorded : null };
    added += await recordPass(db, pool, pass, missing);
  }
  return { added, storedCount: null };
}

/**
 * Substances without a structure row, by counts. The rows are counted
 * before the substances: a row recorded in between can only make the answer
 * larger (more work), never hide a substance committed before the call.
 */
export async function missingCount(db: Kysely<Database>): Promise<{ recorded: number; missing: number }> {
  const recorded = await structureRowCount(db);
  return { recorded, missing: (await substanceCount(db)) - recorded };
}

async function recordPass(db: Kysely<Database>, pool: WorkerPool, pass: MissingFinder, missing: number): Promise<number> {
  const batch = DESCRIBE_BATCH * pool.size;
  let added = 0;
  let after = await pass.start(db);
  // Stops once as many as were missing are done: the anti-join need not scan the rest of the table.
  while (added < missing) {
    const substances = await pass.next(db, after, batch);
    if (substances.length === 0) break;
    added += await describeAndStore(db, pool, substances);
    after = (substances[substances.length - 1] as SubstanceSmiles).id;
    if (substances.length < batch) break;
  }
  return added;
}

async function describeAndStore(db: Kysely<Database>, pool: WorkerPool, substances: SubstanceSmiles[]): Promise<number> {
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
  // Another instance may record the same substances at the same time: the first row stands.
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await db
      .insertInto('substanceStructures')
      .values(rows.slice(i, i + INSERT_BATCH))
      .onConflict((oc) => oc.column('substanceId').doNothing())
      .execute();
  }
  return rows.length;
}

export async function highestRecordedId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('substanceStructures')
    .select((eb) => eb.fn.max('substanceId').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Structure rows stored, readable or not (an index-only count on the key). */
export async function structureRowCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('substanceStructures')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
