import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { CATEGORIES, readDemoSubstances } from '@/lib/server/demo/substances';
import { withGeneratedNames } from './chinese-names/generate';
import { chineseNameDirectory, directoryPaths } from './directory';
import { importCatalog } from './service';

const { db, dialect } = createDb({ kind: 'sqlite', file: ':memory:' });
const WANTED = ['64-17-5', '7664-93-9', '7757-82-6', '7647-14-5', '67-64-1', '50-78-2'];

beforeAll(async () => {
  await migrateToLatest(db, dialect);
  await importCatalog(db, CATEGORIES, withGeneratedNames(readDemoSubstances().filter((s) => WANTED.includes(s.cas))));
}, 60_000);
afterAll(() => db.destroy());

describe('the Chinese-name directory', () => {
  it('files each Chinese name under its pinyin initial, in pinyin order, and leaves out products without one', async () => {
    const byLetter = await chineseNameDirectory(db);
    expect(byLetter.get('Y')?.map((e) => e.nameZh)).toEqual(['乙醇']);
    // liusuan, liusuanna, lvhuana: pinyin order.
    expect(byLetter.get('L')?.map((e) => e.nameZh)).toEqual(['硫酸', '硫酸钠', '氯化钠']);
    expect(byLetter.get('B')?.map((e) => e.nameZh)).toEqual(['丙酮']);
    // Aspirin has no Chinese name from a list or a published rule.
    expect([...byLetter.values()].flat().map((e) => e.cas)).not.toContain('50-78-2');
  });

  it('has a page 1 for every letter for the sitemap', async () => {
    const paths = await directoryPaths(db);
    expect(paths).toHaveLength(26);
    expect(paths).toContain('/products/directory/Y/1');
  });
});
