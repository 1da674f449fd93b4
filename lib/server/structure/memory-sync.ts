import type { Kysely } from 'kysely';
import type { Database } from '@/lib/server/core/db/schema';
import type { StructureIndex } from './memory-index';
import { structureRowCount } from './records';
import {
  readAllStructureRows,
  readStructureRowsAbove,
  readStructureRowsOf,
  structureBlockSums,
  structureIdsBetween,
  type StoredStructureRow,
} from './stored-rows';

/** Ids per block when comparing the index with the stored rows: a million rows are 245 blocks. */
export const BLOCK_IDS = 4096;

/**
 * Brings the index up to the stored rows, whoever recorded them and in
 * whatever order they were committed; true when the arrays were reallocated.
 *
 * A search pays one count when nothing changed (`storedCount`, when the
 * caller has just read it). Rows usually arrive above the highest one seen,
 * read by a range on the key; if the count still differs, rows were
 * committed below it (a long import) and the blocks whose id count or sum
 * differ are read again. `full` (the periodic reconcile) compares the blocks
 * whatever the count says.
 */
export async function syncIndex(db: Kysely<Database>, index: StructureIndex, options: { full: boolean; storedCount?: number | null }): Promise<boolean> {
  let grown = false;
  const add = async (batches: AsyncGenerator<StoredStructureRow[]>) => {
    for await (const rows of batches) grown = index.append(rows) || grown;
  };
  const complete = async (count?: number | null) => !options.full && (count ?? (await structureRowCount(db))) === index.known.size;

  if (index.known.size === 0) await add(readAllStructureRows(db));
  if (await complete(options.storedCount)) return grown;
  await add(readStructureRowsAbove(db, index.known.max));
  if (await complete()) return grown;
  await add(readStructureRowsOf(db, await idsNotLoaded(db, index)));
  return grown;
}

/**
 * Stored ids the index has not seen, found block by block: only blocks
 * whose count or id sum differ are listed. Ids the index saw that are no
 * longer stored (their substance was deleted) are forgotten, so the counts
 * agree again; their hits are dropped anyway, as not listed.
 */
async function idsNotLoaded(db: Kysely<Database>, index: StructureIndex): Promise<number[]> {
  const stored = await structureBlockSums(db, BLOCK_IDS);
  const seen = index.known.blockSums(BLOCK_IDS);
  const missing: number[] = [];
  for (const block of new Set([...stored.keys(), ...seen.keys()])) {
    const s = stored.get(block);
    const l = seen.get(block);
    if (s && l && s.count === l.count && s.total === l.total) continue;
    const from = block * BLOCK_IDS;
    const ids = await structureIdsBetween(db, from, from + BLOCK_IDS);
    for (const id of ids) if (!index.known.has(id)) missing.push(id);
    const present = new Set(ids);
    for (const id of [...index.known.between(from, from + BLOCK_IDS)]) if (!present.has(id)) index.known.delete(id);
  }
  return missing;
}
