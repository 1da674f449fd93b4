import { sql } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { offsetOf, type Page, type PageQuery } from '@/lib/server/core/pagination';
import { mostOfferedSubstanceIds, offerSummaries, onShelfOffers, type Offer } from '@/lib/server/goods/service';
import { normalizeCas } from '@/lib/shared/cas';

export type ProductDetail = {
  cas: string;
  name: string;
  iupacName: string | null;
  synonyms: string[];
  formula: string | null;
  molecularWeight: number | null;
  smiles: string | null;
  inchi: string | null;
  inchikey: string | null;
  pubchemCid: number | null;
  category: { slug: string; name: string } | null;
  properties: { meltingPointK: number | null; boilingPointK: number | null; densityKgM3: number | null };
  offers: Offer[];
};

/** Throws CAS_INVALID unless `input` is a checksum-valid CAS number; returns it dashed. */
export function requireCas(input: string): string {
  const cas = normalizeCas(input);
  if (!cas) throw new AppError(ErrorCode.CAS_INVALID, `“${input}” 不是有效的 CAS 号（格式如 64-17-5，末位为校验位）`);
  return cas;
}

export async function findProduct(db: Db, casInput: string): Promise<ProductDetail | null> {
  const cas = requireCas(casInput);
  const row = await db
    .selectFrom('substances')
    .leftJoin('categories', 'categories.id', 'substances.categoryId')
    .selectAll('substances')
    .select(['categories.slug as categorySlug', 'categories.name as categoryName'])
    .where('substances.cas', '=', cas)
    .executeTakeFirst();
  if (!row) return null;
  const [synonyms, offers] = await Promise.all([
    db.selectFrom('substanceSynonyms').select('synonym').where('substanceId', '=', row.id).orderBy('id').execute(),
    onShelfOffers(db, row.id),
  ]);
  return {
    cas: row.cas,
    name: row.name,
    iupacName: row.iupacName,
    synonyms: synonyms.map((s) => s.synonym),
    formula: row.formula,
    molecularWeight: row.molecularWeight,
    smiles: row.smiles,
    inchi: row.inchi,
    inchikey: row.inchikey,
    pubchemCid: row.pubchemCid,
    category: row.categorySlug && row.categoryName ? { slug: row.categorySlug, name: row.categoryName } : null,
    properties: { meltingPointK: row.meltingPointK, boilingPointK: row.boilingPointK, densityKgM3: row.densityKgM3 },
    offers,
  };
}

export async function getProduct(db: Db, casInput: string): Promise<ProductDetail> {
  const product = await findProduct(db, casInput);
  if (!product) throw new AppError(ErrorCode.PRODUCT_NOT_FOUND, `目录中没有 CAS 号为 ${normalizeCas(casInput)} 的产品`);
  return product;
}

export type SearchHit = {
  cas: string;
  name: string;
  formula: string | null;
  molecularWeight: number | null;
  category: string | null;
  offerCount: number;
  lowestPriceCents: number | null;
};

/** Escapes LIKE wildcards; every LIKE here says `escape '\\'`. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Plain text search: a CAS number (with or without dashes), an InChIKey, a
 * formula, or part of a name or synonym. Exact name matches rank first, then
 * prefixes, then the rest by name. The catalog issue replaces this with a
 * full-text index.
 */
export async function searchProducts(db: Db, keyword: string, paging: PageQuery): Promise<Page<SearchHit>> {
  const text = keyword.trim();
  const lowered = text.toLowerCase();
  const cas = normalizeCas(text);
  const contains = `%${escapeLike(lowered)}%`;
  const prefix = `${escapeLike(lowered)}%`;

  const base = db
    .selectFrom('substances')
    .leftJoin('categories', 'categories.id', 'substances.categoryId')
    .where((eb) =>
      eb.or([
        ...(cas ? [eb('substances.cas', '=', cas)] : []),
        eb('substances.inchikey', '=', text.toUpperCase()),
        eb('substances.formula', '=', text),
        eb(sql`lower(substances.name)`, 'like', sql`${contains} escape '\\'`),
        eb.exists(
          eb
            .selectFrom('substanceSynonyms')
            .select('substanceSynonyms.id')
            .whereRef('substanceSynonyms.substanceId', '=', 'substances.id')
            .where(sql`lower(substance_synonyms.synonym)`, 'like', sql`${contains} escape '\\'`),
        ),
      ]),
    );

  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .select([
        'substances.id',
        'substances.cas',
        'substances.name',
        'substances.formula',
        'substances.molecularWeight',
        'categories.name as categoryName',
      ])
      .orderBy(
        sql`case
          when substances.cas = ${cas ?? ''} then 0
          when lower(substances.name) = ${lowered} then 1
          when lower(substances.name) like ${prefix} escape '\\' then 2
          else 3 end`,
      )
      .orderBy(sql`length(substances.name)`)
      .orderBy('substances.name')
      // A unique last key keeps pages stable, and equal on both databases.
      .orderBy('substances.id')
      .limit(paging.pageSize)
      .offset(offsetOf(paging))
      .execute(),
  ]);
  return { list: await toHits(db, rows), total: Number(total), page: paging.page, pageSize: paging.pageSize };
}

type HitRow = { id: number; cas: string; name: string; formula: string | null; molecularWeight: number | null; categoryName: string | null };

async function toHits(db: Db, rows: HitRow[]): Promise<SearchHit[]> {
  const summaries = await offerSummaries(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    cas: r.cas,
    name: r.name,
    formula: r.formula,
    molecularWeight: r.molecularWeight,
    category: r.categoryName,
    offerCount: summaries.get(r.id)?.offerCount ?? 0,
    lowestPriceCents: summaries.get(r.id)?.lowestPriceCents ?? null,
  }));
}

/** Substances with the most on-shelf offers, for the home page. */
export async function featuredProducts(db: Db, limit: number): Promise<SearchHit[]> {
  const ids = await mostOfferedSubstanceIds(db, limit);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('substances')
    .leftJoin('categories', 'categories.id', 'substances.categoryId')
    .select(['substances.id', 'substances.cas', 'substances.name', 'substances.formula', 'substances.molecularWeight', 'categories.name as categoryName'])
    .where('substances.id', 'in', ids)
    .execute();
  const order = new Map(ids.map((id, i) => [id, i]));
  return toHits(db, rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)));
}

export type CategorySummary = { slug: string; name: string; nameEn: string; productCount: number };

export async function categoriesWithCounts(db: Db): Promise<CategorySummary[]> {
  const rows = await db
    .selectFrom('categories')
    .leftJoin('substances', 'substances.categoryId', 'categories.id')
    .select((eb) => ['categories.slug', 'categories.name', 'categories.nameEn', eb.fn.count<number>('substances.id').as('productCount')])
    .groupBy(['categories.id', 'categories.slug', 'categories.name', 'categories.nameEn', 'categories.sortOrder'])
    .orderBy('categories.sortOrder')
    .execute();
  return rows.map((r) => ({ ...r, productCount: Number(r.productCount) }));
}

export async function catalogSize(db: Db): Promise<number> {
  const { total } = await db.selectFrom('substances').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(total);
}
