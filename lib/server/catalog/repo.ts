import type { Db } from '@/lib/server/core/db';
import type { NewSubstance } from '@/lib/server/core/db/schema';

/** The columns a result list needs of a substance. */
export type SubstanceListRow = {
  id: number;
  cas: string;
  name: string;
  nameZh: string | null;
  formula: string | null;
  molecularWeight: number | null;
  categoryName: string | null;
  categorySlug: string | null;
};

function listColumns(db: Db) {
  return db
    .selectFrom('substances')
    .leftJoin('categories', 'categories.id', 'substances.categoryId')
    .select([
      'substances.id',
      'substances.cas',
      'substances.name',
      'substances.nameZh',
      'substances.formula',
      'substances.molecularWeight',
      'categories.name as categoryName',
      'categories.slug as categorySlug',
    ]);
}

export async function findSubstanceByCas(db: Db, cas: string) {
  return db
    .selectFrom('substances')
    .leftJoin('categories', 'categories.id', 'substances.categoryId')
    .selectAll('substances')
    .select(['categories.slug as categorySlug', 'categories.name as categoryName'])
    .where('substances.cas', '=', cas)
    .where('substances.listed', '=', 1)
    .executeTakeFirst();
}

export async function synonymsOf(db: Db, substanceId: number): Promise<string[]> {
  const rows = await db.selectFrom('substanceSynonyms').select('synonym').where('substanceId', '=', substanceId).orderBy('id').execute();
  return rows.map((r) => r.synonym);
}

export async function substancesByIds(db: Db, ids: number[]): Promise<SubstanceListRow[]> {
  return ids.length === 0 ? [] : listColumns(db).where('substances.id', 'in', ids).execute();
}

export async function categoryCounts(db: Db) {
  const rows = await db
    .selectFrom('categories')
    .leftJoin('substances', (join) => join.onRef('substances.categoryId', '=', 'categories.id').on('substances.listed', '=', 1))
    .select((eb) => ['categories.slug', 'categories.name', 'categories.nameEn', eb.fn.count<number>('substances.id').as('productCount')])
    .groupBy(['categories.id', 'categories.slug', 'categories.name', 'categories.nameEn', 'categories.sortOrder'])
    .orderBy('categories.sortOrder')
    .execute();
  return rows.map((r) => ({ ...r, productCount: Number(r.productCount) }));
}

export async function countSubstances(db: Db): Promise<number> {
  const { total } = await db
    .selectFrom('substances')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('listed', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(total);
}

export async function upsertCategory(db: Db, category: { slug: string; name: string; nameEn: string; sortOrder: number }): Promise<void> {
  await db
    .insertInto('categories')
    .values(category)
    .onConflict((oc) => oc.column('slug').doUpdateSet({ name: category.name, nameEn: category.nameEn, sortOrder: category.sortOrder }))
    .execute();
}

export async function categoryIdsBySlug(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('categories').select(['id', 'slug']).execute();
  return new Map(rows.map((c) => [c.slug, c.id]));
}

export async function existingCasNumbers(db: Db): Promise<Set<string>> {
  return new Set((await db.selectFrom('substances').select('cas').execute()).map((r) => r.cas));
}

export async function substanceIdsByCas(db: Db): Promise<Map<string, number>> {
  return new Map((await db.selectFrom('substances').select(['id', 'cas']).execute()).map((s) => [s.cas, s.id]));
}

/** Inserts substances with their synonyms; returns how many of each were added. */
export async function insertSubstances(
  db: Db,
  rows: { substance: NewSubstance; synonyms: string[] }[],
): Promise<{ added: number; synonymsAdded: number; ids: Map<string, number> }> {
  if (rows.length === 0) return { added: 0, synonymsAdded: 0, ids: new Map() };
  const inserted = await db
    .insertInto('substances')
    .values(rows.map((r) => r.substance))
    .returning(['id', 'cas'])
    .execute();
  const idOf = new Map(inserted.map((r) => [r.cas, r.id]));
  const synonymRows = rows.flatMap((r) => r.synonyms.map((synonym) => ({ substanceId: idOf.get(r.substance.cas)!, synonym })));
  for (let i = 0; i < synonymRows.length; i += 800) {
    await db
      .insertInto('substanceSynonyms')
      .values(synonymRows.slice(i, i + 800))
      .execute();
  }
  return { added: inserted.length, synonymsAdded: synonymRows.length, ids: idOf };
}

/** One slice of the listed CAS numbers, in id order (a sitemap file). */
export async function listedCasSlice(db: Db, offset: number, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('substances').select('cas').where('listed', '=', 1).orderBy('id').offset(offset).limit(limit).execute();
  return rows.map((r) => r.cas);
}

/** The Chinese names the catalog holds for these CAS numbers (null where none), with their source. */
export async function chineseNamesOf(db: Db, cas: string[]): Promise<Map<string, { id: number; nameZh: string | null; nameZhSource: string | null }>> {
  const found = new Map<string, { id: number; nameZh: string | null; nameZhSource: string | null }>();
  for (let i = 0; i < cas.length; i += 500) {
    const rows = await db
      .selectFrom('substances')
      .select(['id', 'cas', 'nameZh', 'nameZhSource'])
      .where('cas', 'in', cas.slice(i, i + 500))
      .execute();
    for (const r of rows) found.set(r.cas, { id: r.id, nameZh: r.nameZh, nameZhSource: r.nameZhSource });
  }
  return found;
}

/** Takes a substance's generated Chinese name out (to replace or withdraw it): the name and its search terms, pinyin included. */
export async function removeGeneratedChineseName(db: Db, id: number, nameZh: string): Promise<void> {
  await db.updateTable('substances').set({ nameZh: null, nameZhSource: null }).where('id', '=', id).execute();
  await db
    .deleteFrom('searchTerms')
    .where('substanceId', '=', id)
    .where('kind', 'in', ['name_zh', 'pinyin', 'pinyin_initials'])
    .where('original', '=', nameZh)
    .execute();
}

export async function setChineseName(db: Db, id: number, nameZh: string, source: string | null, aliases: string[]): Promise<void> {
  await db.updateTable('substances').set({ nameZh, nameZhSource: source }).where('id', '=', id).execute();
  if (aliases.length > 0)
    await db
      .insertInto('substanceSynonyms')
      .values(aliases.map((synonym) => ({ substanceId: id, synonym })))
      .execute();
}

/** The synonyms each of these substances holds, by id. */
export async function synonymsByIds(db: Db, ids: number[]): Promise<Map<number, Set<string>>> {
  const found = new Map<number, Set<string>>(ids.map((id) => [id, new Set<string>()]));
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('substanceSynonyms')
      .select(['substanceId', 'synonym'])
      .where('substanceId', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) found.get(r.substanceId)?.add(r.synonym);
  }
  return found;
}

export async function addSynonyms(db: Db, substanceId: number, synonyms: string[]): Promise<void> {
  if (synonyms.length > 0)
    await db
      .insertInto('substanceSynonyms')
      .values(synonyms.map((synonym) => ({ substanceId, synonym })))
      .execute();
}

export type PhysicalProperties = { meltingPointK: number | null; boilingPointK: number | null; densityKgM3: number | null };

/** The given substances that lack at least one physical property, by CAS, with the ones they have. */
export async function substancesLackingProperties(db: Db, cas: string[]): Promise<Map<string, PhysicalProperties & { id: number }>> {
  const found = new Map<string, PhysicalProperties & { id: number }>();
  for (let i = 0; i < cas.length; i += 500) {
    const rows = await db
      .selectFrom('substances')
      .select(['id', 'cas', 'meltingPointK', 'boilingPointK', 'densityKgM3'])
      .where('cas', 'in', cas.slice(i, i + 500))
      .where((eb) => eb.or([eb('meltingPointK', 'is', null), eb('boilingPointK', 'is', null), eb('densityKgM3', 'is', null)]))
      .execute();
    for (const { cas: key, ...row } of rows) found.set(key, row);
  }
  return found;
}

export async function setProperties(db: Db, id: number, values: Partial<PhysicalProperties>): Promise<void> {
  await db.updateTable('substances').set(values).where('id', '=', id).execute();
}
