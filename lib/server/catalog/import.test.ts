import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { CATEGORIES, readDemoSubstances } from '@/lib/server/demo/substances';
import { readDictionary, withDictionaryNames } from '@/lib/server/demo/dictionary-names';
import { withGeneratedNames } from './chinese-names/generate';
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

describe('importCatalog: Chinese names and their pinyin on a catalog loaded before them', () => {
  const terms = (kinds: string[]) =>
    db
      .selectFrom('searchTerms')
      .innerJoin('substances', 'substances.id', 'searchTerms.substanceId')
      .select(['substances.cas', 'searchTerms.kind', 'searchTerms.term', 'searchTerms.original'])
      .where('searchTerms.kind', 'in', kinds as never[])
      .execute();

  it('adds the generated name of a substance the lists do not name, and the pinyin of every Chinese name', async () => {
    // As a catalog indexed before pinyin existed.
    await db.deleteFrom('searchTerms').where('kind', 'in', ['pinyin', 'pinyin_initials']).execute();
    expect(await terms(['pinyin', 'pinyin_initials'])).toEqual([]);

    await importCatalog(db, CATEGORIES, withGeneratedNames(substances));
    const salt = await db.selectFrom('substances').select(['nameZh', 'nameZhSource']).where('cas', '=', SODIUM_CHLORIDE).executeTakeFirstOrThrow();
    expect(salt.nameZh).toBe('氯化钠');
    expect(salt.nameZhSource).toContain('非名录名称');
    const pinyin = await terms(['pinyin', 'pinyin_initials']);
    expect(pinyin).toEqual(
      expect.arrayContaining([
        { cas: ETHANOL, kind: 'pinyin', term: 'yichun', original: '乙醇' },
        { cas: ETHANOL, kind: 'pinyin_initials', term: 'yc', original: '乙醇' },
        { cas: SODIUM_CHLORIDE, kind: 'pinyin', term: 'lvhuana', original: '氯化钠' },
        { cas: SULFURIC_ACID, kind: 'pinyin_initials', term: 'ls', original: '硫酸' },
      ]),
    );

    // A later start adds nothing twice.
    await importCatalog(db, CATEGORIES, withGeneratedNames(substances));
    expect(await terms(['pinyin', 'pinyin_initials'])).toHaveLength(pinyin.length);
  });
});

describe('importCatalog: a generated name is replaced or withdrawn, an official one never', () => {
  const nameOf = (cas: string) => db.selectFrom('substances').select(['id', 'nameZh', 'nameZhSource']).where('cas', '=', cas).executeTakeFirstOrThrow();
  const chineseTerms = async (cas: string) => {
    const { id } = await nameOf(cas);
    return db
      .selectFrom('searchTerms')
      .select(['kind', 'term'])
      .where('substanceId', '=', id)
      .where('kind', 'in', ['name_zh', 'pinyin', 'pinyin_initials'])
      .execute();
  };

  it('replaces a stale generated name and its pinyin with the one the rules give now', async () => {
    const stale = { nameZh: '氯化钾', nameZhSource: '由英文名 x 按中国化学会《无机化学命名原则》生成，非名录名称' };
    await importCatalog(db, CATEGORIES, withGeneratedNames(substances));
    // As if an earlier, wrong rule had named sodium chloride: name and terms.
    const { id } = await nameOf(SODIUM_CHLORIDE);
    await db.deleteFrom('searchTerms').where('substanceId', '=', id).where('kind', 'in', ['name_zh', 'pinyin', 'pinyin_initials']).execute();
    await db.updateTable('substances').set(stale).where('id', '=', id).execute();
    await db.insertInto('searchTerms').values({ substanceId: id, kind: 'name_zh', original: '氯化钾', term: '氯化钾', words: ' 氯化钾' }).execute();

    await importCatalog(db, CATEGORIES, withGeneratedNames(substances));
    expect(await nameOf(SODIUM_CHLORIDE)).toMatchObject({ nameZh: '氯化钠', nameZhSource: expect.stringContaining('Sodium chloride') });
    const terms = (await chineseTerms(SODIUM_CHLORIDE)).map((t) => t.term);
    expect(terms).toContain('氯化钠');
    expect(terms).toContain('lvhuana');
    expect(terms).not.toContain('氯化钾');
  });

  it('withdraws a generated name no published rule gives any more, and keeps official names', async () => {
    await importCatalog(
      db,
      CATEGORIES,
      substances.map((s) => ({ ...s })),
    );
    expect(await nameOf(SODIUM_CHLORIDE)).toMatchObject({ nameZh: null, nameZhSource: null });
    expect(await chineseTerms(SODIUM_CHLORIDE)).toEqual([]);
    // Sulfuric acid's name is the official list's: an import never touches it.
    expect((await nameOf(SULFURIC_ACID)).nameZh).toBe('硫酸');
  });
});

describe('importCatalog: aliases a source added after the catalog was loaded', () => {
  const ACETIC_ACID = '64-19-7';
  const aceticAcid = readDemoSubstances().filter((s) => s.cas === ACETIC_ACID);
  const aliasTerms = () =>
    db
      .selectFrom('searchTerms')
      .innerJoin('substances', 'substances.id', 'searchTerms.substanceId')
      .select(['searchTerms.kind', 'searchTerms.term'])
      .where('substances.cas', '=', ACETIC_ACID)
      .where('searchTerms.original', '=', '冰醋酸')
      .execute();
  const synonymCount = async () =>
    (
      await db
        .selectFrom('substanceSynonyms')
        .innerJoin('substances', 'substances.id', 'substanceSynonyms.substanceId')
        .select('substanceSynonyms.synonym')
        .where('substances.cas', '=', ACETIC_ACID)
        .execute()
    ).length;

  it("gives an officially named substance the dictionary's aliases, searchable by pinyin, once", async () => {
    // Loaded before the dictionary: 乙酸 from the lists, without 冰醋酸.
    await importCatalog(db, CATEGORIES, aceticAcid);
    expect(await aliasTerms()).toEqual([]);
    const before = await synonymCount();

    const withDictionary = withDictionaryNames(aceticAcid, readDictionary(), () => null);
    expect(withDictionary[0]!.aliasesZh).toContain('冰醋酸');
    await importCatalog(db, CATEGORIES, withDictionary);
    expect(await aliasTerms()).toEqual(
      expect.arrayContaining([
        { kind: 'alias_zh', term: '冰醋酸' },
        { kind: 'pinyin_initials', term: 'bcs' },
      ]),
    );
    expect((await db.selectFrom('substances').select('nameZh').where('cas', '=', ACETIC_ACID).executeTakeFirstOrThrow()).nameZh).toBe('乙酸');
    const after = await synonymCount();
    expect(after).toBeGreaterThan(before);

    await importCatalog(db, CATEGORIES, withDictionary);
    expect(await synonymCount()).toBe(after);
    expect((await aliasTerms()).filter((t) => t.kind === 'alias_zh')).toHaveLength(1);
  });
});
