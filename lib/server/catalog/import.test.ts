import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { CATEGORIES, readDemoSubstances } from '@/lib/server/demo/substances';
import { importCatalog } from './service';

const { db, dialect } = createDb({ kind: 'sqlite', file: ':memory:' });
const SULFURIC_ACID = '7664-93-9';
const SODIUM_CHLORIDE = '7647-14-5';
const ETHANOL = '64-17-5';
const substances = readDemoSubstances().filter((s) => [SULFURIC_ACID, SODIUM_CHLORIDE, ETHANOL].includes(s.cas));
const noProperties = { meltingPointK: null, boilingPointK: null, densityKgM3: null };

const properties = async () =>
  new Map((await db.selectFrom('substances').select(['cas', 'meltingPointK', 'boilingPointK', 'densityKgM3']).execute()).map(({ cas, ...p }) => [cas, p]));

beforeAll(async () => {
  await migrateToLatest(db, dialect);
  // A catalog loaded before the inorganic table: sulfuric acid without properties, and sodium
  // chloride with a melting point that differs from the table, which the database's value must keep.
  await importCatalog(
    db,
    CATEGORIES,
    substances.map((s) =>
      s.cas === SULFURIC_ACID ? { ...s, ...noProperties } : s.cas === SODIUM_CHLORIDE ? { ...s, ...noProperties, meltingPointK: 1074 } : s,
    ),
  );
}, 60_000);
afterAll(() => db.destroy());

describe('importCatalog on a catalog loaded before', () => {
  it('fills the properties a substance lacks and keeps the ones it has', async () => {
    const before = await properties();
    expect(before.get(SULFURIC_ACID)).toEqual(noProperties);

    await importCatalog(db, CATEGORIES, substances);
    const after = await properties();
    expect(after.get(SULFURIC_ACID)).toEqual({ meltingPointK: 283.46, boilingPointK: 610.15, densityKgM3: 1830.2 });
    expect(after.get(SODIUM_CHLORIDE)).toEqual({ meltingPointK: 1074, boilingPointK: 1738.15, densityKgM3: 2170 });
    expect(after.get(ETHANOL)).toEqual(before.get(ETHANOL));
  });

  it('changes nothing when run again', async () => {
    const before = await properties();
    expect(await importCatalog(db, CATEGORIES, substances)).toEqual({ added: 0, synonymsAdded: 0 });
    expect(await properties()).toEqual(before);
  });
});
