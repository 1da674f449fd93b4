import type { z } from 'zod';
import { inTransaction, nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { offsetOf, type Page, type PageQuery } from '@/lib/contracts/pagination';
import { normalizeCas } from '@/lib/shared/cas';
import { browseCategory } from './browse';
import type { CatalogOffers } from './offers';
import { isGeneratedSource } from './chinese-names/generate';
import { toProductCard } from './queries';
import * as repo from './repo';
import type { MatchRow } from './search/engine';
import { indexMissingPinyin, indexSubstances, indexUnindexedSubstances } from './search/indexer';
import type { SearchFilters } from './search/query';
import { searchCatalog } from './search/search';
import type { ProductDetailSchema, SearchHitSchema } from '@/lib/contracts/catalog/schema';

export type ProductDetail = z.infer<typeof ProductDetailSchema>;
export type SearchHit = z.infer<typeof SearchHitSchema>;

/** Throws CAS_INVALID unless `input` is a checksum-valid CAS number; returns it dashed. */
export function requireCas(input: string): string {
  const cas = normalizeCas(input);
  if (!cas) throw new AppError(ErrorCode.CAS_INVALID, `“${input}” 不是有效的 CAS 号（格式如 64-17-5，末位为校验位）`);
  return cas;
}

export async function findProduct(db: Db, offers: CatalogOffers, casInput: string): Promise<ProductDetail | null> {
  const row = await repo.findSubstanceByCas(db, requireCas(casInput));
  if (!row) return null;
  const [synonyms, onShelf, labels] = await Promise.all([repo.synonymsOf(db, row.id), offers.onShelfOffers(db, row.id), offers.ghsLabelsOf(db, [row.id])]);
  return {
    cas: row.cas,
    name: row.name,
    nameZh: row.nameZh,
    nameZhSource: row.nameZhSource,
    iupacName: row.iupacName,
    synonyms,
    formula: row.formula,
    molecularWeight: row.molecularWeight,
    smiles: row.smiles,
    inchi: row.inchi,
    inchikey: row.inchikey,
    pubchemCid: row.pubchemCid,
    category: row.categorySlug && row.categoryName ? { slug: row.categorySlug, name: row.categoryName } : null,
    properties: { meltingPointK: row.meltingPointK, boilingPointK: row.boilingPointK, densityKgM3: row.densityKgM3 },
    offers: onShelf,
    ghs: labels.get(row.id) ?? null,
  };
}

export async function getProduct(db: Db, offers: CatalogOffers, casInput: string): Promise<ProductDetail> {
  const product = await findProduct(db, offers, casInput);
  if (!product) throw new AppError(ErrorCode.PRODUCT_NOT_FOUND, `目录中没有 CAS 号为 ${normalizeCas(casInput)} 的产品`);
  return product;
}

async function toHits(db: Db, offers: CatalogOffers, rows: repo.SubstanceListRow[], matched?: Map<number, MatchRow>): Promise<SearchHit[]> {
  const ids = rows.map((r) => r.id);
  const [summaries, labels] = await Promise.all([offers.offerSummaries(db, ids), offers.ghsLabelsOf(db, ids)]);
  return rows.map((r) => {
    const match = matched?.get(r.id);
    const label = labels.get(r.id);
    // The best match: the product's own name whenever it matched (lists label only other names).
    return {
      ...toProductCard(r, summaries),
      matched: match ? { field: match.field, text: match.matched } : null,
      hazard: label && label.pictograms.length > 0 ? { pictograms: label.pictograms.map((p) => p.code), signalWord: label.signalWord?.text ?? null } : null,
    };
  });
}

export type SearchPage = Page<SearchHit> & { correctedKeyword: string | null; truncated: boolean };

/**
 * The search box: a CAS number (with or without dashes), an InChIKey, a
 * formula in any element order, or a name or synonym – exact, prefix,
 * contains, any word order, one typo per word – narrowed by the filters.
 */
export async function searchProducts(db: Db, offers: CatalogOffers, keyword: string, paging: PageQuery, filters: SearchFilters = {}): Promise<SearchPage> {
  const { rows, total, truncated, correctedKeyword } = await searchCatalog(db, offers, keyword, filters, { limit: paging.pageSize, offset: offsetOf(paging) });
  const list = await toHits(db, offers, rows, new Map(rows.map((r) => [r.id, r])));
  return { list, total, page: paging.page, pageSize: paging.pageSize, correctedKeyword, truncated };
}

export type CategoryPage = Page<SearchHit> & { category: { slug: string; name: string; nameEn: string } };

/**
 * /categories/:slug/:page — a category's products, paged, with the search's
 * filters. Null when there is no such category.
 */
export async function categoryProducts(
  db: Db,
  offers: CatalogOffers,
  slug: string,
  paging: PageQuery,
  filters: Omit<SearchFilters, 'category'> = {},
): Promise<CategoryPage | null> {
  const category = (await repo.categoryCounts(db)).find((c) => c.slug === slug);
  if (!category) return null;
  const { ids, total } = await browseCategory(db, offers, slug, filters, { limit: paging.pageSize, offset: offsetOf(paging) });
  const order = new Map(ids.map((id, i) => [id, i]));
  const rows = (await repo.substancesByIds(db, ids)).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return {
    list: await toHits(db, offers, rows),
    total,
    page: paging.page,
    pageSize: paging.pageSize,
    category: { slug: category.slug, name: category.name, nameEn: category.nameEn },
  };
}

/** Substances with the most on-shelf offers, for the home page. */
export async function featuredProducts(db: Db, offers: CatalogOffers, limit: number): Promise<SearchHit[]> {
  const ids = await offers.mostOfferedSubstanceIds(db, limit);
  const order = new Map(ids.map((id, i) => [id, i]));
  const rows = (await repo.substancesByIds(db, ids)).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return toHits(db, offers, rows);
}

export type CategorySummary = { slug: string; name: string; nameEn: string; productCount: number };

export function categoriesWithCounts(db: Db): Promise<CategorySummary[]> {
  return repo.categoryCounts(db);
}

export function catalogSize(db: Db): Promise<number> {
  return repo.countSubstances(db);
}

export type ImportedSubstance = Omit<repo.SubstanceListRow, 'id' | 'categoryName'> & {
  iupacName: string | null;
  smiles: string | null;
  inchi: string | null;
  inchikey: string | null;
  pubchemCid: number | null;
  meltingPointK: number | null;
  boilingPointK: number | null;
  densityKgM3: number | null;
  categorySlug: string;
  synonyms: string[];
  nameZh: string | null;
  nameZhSource: string | null;
  /** Other Chinese names from the same official entry: kept as synonyms, indexed as Chinese names. */
  aliasesZh?: string[];
};

const IMPORT_BATCH = 400;

/**
 * Makes sure the categories exist and adds the substances whose CAS number
 * is not in the catalog yet (existing ones are left as they are).
 */
export async function importCatalog(
  db: Db,
  categories: { slug: string; name: string; nameEn: string }[],
  substances: ImportedSubstance[],
): Promise<{ added: number; synonymsAdded: number }> {
  for (const [sortOrder, category] of categories.entries()) await repo.upsertCategory(db, { ...category, sortOrder });
  const categoryIds = await repo.categoryIdsBySlug(db);
  const existing = await repo.existingCasNumbers(db);
  const createdAt = nowIso();
  const missing = substances.filter((s) => !existing.has(s.cas));
  const totals = { added: 0, synonymsAdded: 0 };
  for (let i = 0; i < missing.length; i += IMPORT_BATCH) {
    const batch = missing.slice(i, i + IMPORT_BATCH).map(({ synonyms, categorySlug, aliasesZh = [], ...substance }) => ({
      substance: { ...substance, categoryId: categoryIds.get(categorySlug) ?? null, createdAt },
      synonyms: [...aliasesZh, ...synonyms],
    }));
    // A substance and its search terms land together or not at all.
    const result = await inTransaction(db, async (trx) => {
      const inserted = await repo.insertSubstances(trx, batch);
      await indexSubstances(
        trx,
        batch.map(({ substance, synonyms }) => ({
          id: inserted.ids.get(substance.cas)!,
          name: substance.name,
          nameZh: substance.nameZh ?? null,
          iupacName: substance.iupacName ?? null,
          synonyms,
        })),
      );
      return inserted;
    });
    totals.added += result.added;
    totals.synonymsAdded += result.synonymsAdded;
  }
  await indexUnindexedSubstances(db);
  await indexMissingPinyin(db);
  const loadedBefore = substances.filter((s) => existing.has(s.cas));
  await addChineseNames(db, loadedBefore);
  await addMissingChineseAliases(db, loadedBefore);
  await addMissingProperties(db, loadedBefore);
  return totals;
}

/**
 * Catalogs loaded before: gives each substance without a Chinese name the
 * one the import carries, with its source, and makes it searchable. A
 * generated name (never an official one) is replaced when the import carries
 * another — an official name now, or a rule's corrected name — and withdrawn
 * when it carries none (a family no longer published).
 */
async function addChineseNames(db: Db, substances: ImportedSubstance[]): Promise<void> {
  const held = await repo.chineseNamesOf(
    db,
    substances.map((s) => s.cas),
  );
  const changes = substances.flatMap((s): { s: ImportedSubstance; id: number; remove: string | null }[] => {
    const current = held.get(s.cas);
    if (!current) return [];
    const generated = current.nameZh !== null && isGeneratedSource(current.nameZhSource);
    if (current.nameZh === null) return s.nameZh ? [{ s, id: current.id, remove: null }] : [];
    if (!generated || (current.nameZh === s.nameZh && current.nameZhSource === s.nameZhSource)) return [];
    return [{ s, id: current.id, remove: current.nameZh }];
  });
  if (changes.length === 0) return;
  await inTransaction(db, async (trx) => {
    for (const { s, id, remove } of changes) {
      if (remove) await repo.removeGeneratedChineseName(trx, id, remove);
      if (s.nameZh) await repo.setChineseName(trx, id, s.nameZh, s.nameZhSource, remove ? [] : (s.aliasesZh ?? []));
    }
    const named = changes.filter((c) => c.s.nameZh);
    await indexSubstances(
      trx,
      named.map(({ s, id, remove }) => ({ id, name: '', nameZh: s.nameZh, iupacName: null, synonyms: remove ? [] : (s.aliasesZh ?? []) })),
    );
  });
}

/**
 * Catalogs loaded before a source of Chinese aliases was added (the
 * dictionary's 冰醋酸 for 乙酸, a generated name kept beside a dictionary
 * word): gives each substance the aliases the import carries that it lacks,
 * searchable by characters and pinyin, as a fresh load would.
 */
async function addMissingChineseAliases(db: Db, substances: ImportedSubstance[]): Promise<void> {
  const withAliases = substances.filter((s) => (s.aliasesZh ?? []).length > 0);
  if (withAliases.length === 0) return;
  const held = await repo.chineseNamesOf(
    db,
    withAliases.map((s) => s.cas),
  );
  const synonyms = await repo.synonymsByIds(
    db,
    [...held.values()].map((h) => h.id),
  );
  const missing = withAliases.flatMap((s) => {
    const current = held.get(s.cas);
    if (!current) return [];
    const aliases = (s.aliasesZh ?? []).filter((a) => a !== current.nameZh && !synonyms.get(current.id)?.has(a));
    return aliases.length > 0 ? [{ id: current.id, aliases: [...new Set(aliases)] }] : [];
  });
  if (missing.length === 0) return;
  await inTransaction(db, async (trx) => {
    for (const { id, aliases } of missing) await repo.addSynonyms(trx, id, aliases);
    await indexSubstances(
      trx,
      missing.map(({ id, aliases }) => ({ id, name: '', nameZh: null, iupacName: null, synonyms: aliases })),
    );
  });
}

const PROPERTIES = ['meltingPointK', 'boilingPointK', 'densityKgM3'] as const;

/**
 * Catalogs loaded before a property source was added (the CRC inorganic
 * table): fills each property a substance lacks from the import and
 * never replaces one it has, so a later start changes nothing.
 */
async function addMissingProperties(db: Db, substances: ImportedSubstance[]): Promise<void> {
  const withValues = substances.filter((s) => PROPERTIES.some((p) => s[p] !== null));
  if (withValues.length === 0) return;
  const lacking = await repo.substancesLackingProperties(
    db,
    withValues.map((s) => s.cas),
  );
  const updates = withValues.flatMap((s) => {
    const row = lacking.get(s.cas);
    if (!row) return [];
    const values: Partial<repo.PhysicalProperties> = {};
    for (const p of PROPERTIES) if (row[p] === null && s[p] !== null) values[p] = s[p];
    return Object.keys(values).length > 0 ? [{ id: row.id, values }] : [];
  });
  if (updates.length === 0) return;
  await inTransaction(db, async (trx) => {
    for (const { id, values } of updates) await repo.setProperties(trx, id, values);
  });
}

export function substanceIdsByCas(db: Db): Promise<Map<string, number>> {
  return repo.substanceIdsByCas(db);
}

/** CAS and name of substances by id, for other areas' lists. */
export async function substanceNames(db: Db, ids: number[]): Promise<Map<number, { cas: string; name: string }>> {
  const rows = await repo.substancesByIds(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, { cas: r.cas, name: r.name }]));
}

/** One slice of the products' CAS numbers in a stable order (one sitemap file). */
export function productCasSlice(db: Db, offset: number, limit: number): Promise<string[]> {
  return repo.listedCasSlice(db, offset, limit);
}
