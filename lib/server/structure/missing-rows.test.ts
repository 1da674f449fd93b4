import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { MemoryEngine } from './memory-engine';
import { WorkerPool } from './pool';
import { prepareStructureQuery } from './prepare';
import { missingCount, recordMissingStructures } from './records';

/*
 * Ids are not committed in order (a long import commits ids below ones a
 * short write already committed). Here a substance is inserted with a lower
 * id after a higher one was indexed: the recording, every instance's index
 * and the reconcile must still find it.
 */
const { db, dialect } = createDb({ kind: 'sqlite', file: ':memory:' });
const pool = new WorkerPool(1);
const engines: MemoryEngine[] = [];

function engine(): MemoryEngine {
  const made = new MemoryEngine(db, pool);
  engines.push(made);
  return made;
}

async function addSubstance(id: number, smiles: string | null): Promise<void> {
  await db
    .insertInto('substances')
    .values({ id, cas: `${8_000_000 + id}-00-0`, name: `substance ${id}`, smiles, formula: null, createdAt: new Date().toISOString() } as never)
    .execute();
}

async function exact(on: MemoryEngine, smiles: string): Promise<number[]> {
  await on.refresh();
  const prepared = await prepareStructureQuery(smiles, 'exact');
  return (await on.search(prepared, 'exact', { threshold: 0.7, maxHits: 1000, deadline: Date.now() + 10_000 })).hits.map((h) => h.substanceId);
}

beforeAll(async () => {
  await migrateToLatest(db, dialect);
}, 60_000);
afterAll(async () => {
  await pool.close();
  await db.destroy();
});

describe('structure rows found by what is missing, not by "ids above the highest"', () => {
  const first = engine();
  const second = engine();

  it('records and loads a substance committed below an id already indexed, on every instance', async () => {
    await addSubstance(100, 'CCO');
    expect(await exact(first, 'CCO')).toEqual([100]);
    expect(await exact(second, 'CCO')).toEqual([100]);
    await addSubstance(50, 'CCN');
    expect(await exact(first, 'CCN')).toEqual([50]);
    // The first instance recorded it; the second learns the row, it does not record it again.
    expect(await missingCount(db)).toMatchObject({ missing: 0 });
    expect(await exact(second, 'CCN')).toEqual([50]);
    expect(second.index.known.size).toBe(2);
  });

  it('gives an unreadable substance a row too, so the counts agree and nothing is recorded again', async () => {
    await addSubstance(60, 'not a smiles');
    await addSubstance(61, null);
    await first.refresh();
    expect(await missingCount(db)).toMatchObject({ missing: 0 });
    expect((await recordMissingStructures(db, pool)).added).toBe(0);
    expect(first.index.known.size).toBe(4);
    expect(first.index.size).toBe(2);
  });

  it('leaves the index alone when the counts agree', async () => {
    const size = second.index.size;
    await second.refresh();
    await second.refresh();
    expect(second.index.size).toBe(size);
  });

  it('repairs on reconcile what the counts cannot see: a row gone and another come in the same block', async () => {
    const third = engine();
    await third.refresh();
    expect(third.index.known.size).toBe(4);
    await db.deleteFrom('substances').where('id', '=', 61).execute();
    await addSubstance(55, 'CCCl');
    await first.refresh();
    // The same number of rows as the third index saw: a refresh trusts the count.
    await third.refresh();
    expect(third.index.known.has(55)).toBe(false);
    await third.reconcile();
    expect(third.index.known.has(55)).toBe(true);
    expect(third.index.known.has(61)).toBe(false);
    expect(await exact(third, 'CCCl')).toEqual([55]);
  });

  it('shares one run between concurrent refreshes, and runs a reconcile after a refresh in flight', async () => {
    await addSubstance(40, 'CCCC');
    const runs = await Promise.all([first.refresh(), first.refresh(), first.reconcile(), first.refresh()]);
    expect(runs).toHaveLength(4);
    expect(await exact(first, 'CCCC')).toEqual([40]);
  });
});
