import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '@/lib/server/workflows/load-catalog';
import { testDb } from './helpers';

const db = testDb();
afterAll(() => db.destroy());

async function counts() {
  const count = async (table: 'substances' | 'substanceSynonyms' | 'members' | 'goods' | 'units' | 'invoiceCategories' | 'categories') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    substances: await count('substances'),
    synonyms: await count('substanceSynonyms'),
    members: await count('members'),
    goods: await count('goods'),
    units: await count('units'),
    invoiceCategories: await count('invoiceCategories'),
    categories: await count('categories'),
  };
}

describe('the demo catalog loader', () => {
  it('loaded at least 4,000 substances, a few hundred with offers, on this database', async () => {
    const loaded = await counts();
    expect(loaded.substances).toBeGreaterThanOrEqual(4000);
    expect(loaded.goods).toBeGreaterThan(500);
    const listed = await db.selectFrom('goods').select('substanceId').distinct().execute();
    expect(listed.length).toBeGreaterThanOrEqual(200);
  });

  it('is idempotent: loading again adds nothing and changes no count', async () => {
    const before = await counts();
    const report = await seedDemoCatalog(db);
    expect(report).toEqual({ substancesAdded: 0, synonymsAdded: 0, membersAdded: 0, goodsAdded: 0 });
    expect(await counts()).toEqual(before);
  });
});
