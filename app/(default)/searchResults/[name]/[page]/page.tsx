import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SearchFilters } from '@/components/catalog/SearchFilters';
import { SearchResults } from '@/components/catalog/SearchResults';
import { SearchFilterQuery } from '@/lib/server/catalog/schema';
import { categoriesWithCounts, searchProducts } from '@/lib/server/catalog/service';
import { db } from '@/lib/server/core/db';
import { pageNumberOf } from '@/lib/server/core/pagination';
import { sellersOnShelf } from '@/lib/server/goods/service';
import type { SearchFilterParams } from '@/lib/shared/highlight';

const PAGE_SIZE = 20;
const MAX_KEYWORD = 100;

type Props = { params: Promise<{ name: string; page: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name } = await params;
  return { title: `“${decodeURIComponent(name)}” 的搜索结果`, robots: { index: false } };
}

/** Filters from the query string; one that does not read is left out rather than failing the page. */
function readFilters(searchParams: Record<string, string | string[] | undefined>): SearchFilterParams {
  const filters: SearchFilterParams = {};
  for (const key of ['category', 'purity', 'inStock', 'sellerId'] as const) {
    const value = searchParams[key];
    const parsed = SearchFilterQuery.pick({ [key]: true } as Record<typeof key, true>).safeParse({ [key]: Array.isArray(value) ? value[0] : value });
    if (parsed.success) Object.assign(filters, parsed.data);
  }
  return filters;
}

/** /searchResults/:name/:page — the search box's results, rendered on the server, with filters. */
export default async function SearchResultsPage({ params, searchParams }: Props) {
  const { name, page } = await params;
  const keyword = decodeURIComponent(name).trim();
  const pageNumber = pageNumberOf(page);
  if (!keyword || keyword.length > MAX_KEYWORD || pageNumber === null) notFound();
  const filters = readFilters(await searchParams);
  const [result, categories, sellers] = await Promise.all([
    searchProducts(db(), keyword, { page: pageNumber, pageSize: PAGE_SIZE }, filters),
    categoriesWithCounts(db()),
    sellersOnShelf(db()),
  ]);
  return (
    <>
      <h1 className="page-title">搜索结果</h1>
      <SearchFilters keyword={keyword} filters={filters} categories={categories} sellers={sellers} />
      <SearchResults keyword={keyword} filters={filters} result={result} />
    </>
  );
}
