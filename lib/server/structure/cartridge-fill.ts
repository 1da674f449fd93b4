import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { substanceCount, substanceSmilesAfter, substanceSmilesWhere, type SubstanceSmiles } from '@/lib/server/catalog/queries';
import type { Database } from '@/lib/server/core/db/schema';
import { MORGAN } from './record';

/** Substances parsed per statement: the cartridge parses and fingerprints them inside PostgreSQL. */
const FILL_BATCH = 1000;

/** Fingerprint settings apply per session: every statement that makes or compares one sets them first. */
export function morganSettings(db: Kysely<Database>) {
  return sql`select set_config('rdkit.morgan_fp_size', ${String(MORGAN.nBits)}, true)`.execute(db);
}

/** A correlated "the cartridge has not seen this substance" for the catalog's query (the anti-join). */
const notSeen = (id: Expression<number>) =>
  sql<SqlBool>`not exists (select 1 from substance_mols m where m.substance_id = ${id}) and not exists (select 1 from substance_mols_unreadable u where u.substance_id = ${id})`;

/** Substances the cartridge has seen: a mol row, or noted as unreadable (only ever more, as substances are). */
async function seenCount(db: Kysely<Database>): Promise<number> {
  const seen = await sql<{ n: string | number }>`select (select count(*) from substance_mols) + (select count(*) from substance_mols_unreadable) as n`.execute(
    db,
  );
  return Number(seen.rows[0]?.n ?? 0);
}

async function highestSeenId(db: Kysely<Database>): Promise<number> {
  const row = await sql<{
    id: number | null;
  }>`select greatest((select max(substance_id) from substance_mols), (select max(substance_id) from substance_mols_unreadable)) as id`.execute(db);
  return Number(row.rows[0]?.id ?? 0);
}

type Pass = { start: (db: Kysely<Database>) => Promise<number>; next: (db: Kysely<Database>, afterId: number) => Promise<SubstanceSmiles[]> };

/** As for the structure rows (records.ts): above the highest seen first, then the anti-join if the counts still differ. */
const PASSES: Pass[] = [
  { start: highestSeenId, next: (db, afterId) => substanceSmilesAfter(db, afterId, FILL_BATCH) },
  { start: async () => 0, next: (db, afterId) => substanceSmilesWhere(db, notSeen, afterId, FILL_BATCH) },
];

/**
 * Gives every substance without one a `substance_mols` row, or a
 * `substance_mols_unreadable` one. Counts what was seen before the
 * substances (see missingCount in records.ts). Returns the seen count after.
 */
export async function fillMissingMols(db: Kysely<Database>): Promise<number> {
  let filled = false;
  for (const pass of PASSES) {
    const seen = await seenCount(db);
    const missing = (await substanceCount(db)) - seen;
    if (missing <= 0) return filled ? seenCount(db) : seen;
    filled = true;
    let done = 0;
    let after = await pass.start(db);
    while (done < missing) {
      const substances = await pass.next(db, after);
      if (substances.length === 0) break;
      await storeMols(db, substances);
      done += substances.length;
      after = (substances[substances.length - 1] as SubstanceSmiles).id;
      if (substances.length < FILL_BATCH) break;
    }
  }
  return seenCount(db);
}

/** One statement: parse each SMILES once, store the readable ones, note the others. Another instance may fill the same rows: the first stands. */
async function storeMols(db: Kysely<Database>, substances: SubstanceSmiles[]): Promise<void> {
  const ids = substances.map((s) => s.id);
  const smiles = substances.map((s) => s.smiles);
  await db.transaction().execute(async (trx) => {
    await morganSettings(trx);
    await sql`with parsed as (
        select t.id, mol_from_smiles(t.smiles::cstring) as m
        from unnest(${ids}::integer[], ${smiles}::text[]) as t(id, smiles)
      ), readable as (
        insert into substance_mols (substance_id, heavy_atoms, mol, mfp2)
        select id, mol_numheavyatoms(m), m, morganbv_fp(m, ${MORGAN.radius}) from parsed where m is not null
        on conflict (substance_id) do nothing
      )
      insert into substance_mols_unreadable (substance_id)
      select id from parsed where m is null
      on conflict (substance_id) do nothing`.execute(trx);
  });
}
