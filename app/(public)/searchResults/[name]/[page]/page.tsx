import { catalogOffers } from '@/lib/server/goods/catalog-offers';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { SearchFilters } from '@/components/catalog/SearchFilters';
import { SearchResults } from '@/components/catalog/SearchResults';
import { readFilters, type RawSearchParams } from '@/lib/server/catalog/search-params';
import { categoriesWithCounts, searchProducts } from '@/lib/server/catalog/service';
import { db } from '@/lib/server/core/db';
import { pageNumberOf } from '@/lib/contracts/pagination';
import { sellersOnShelf } from '@/lib/server/goods/service';
import { searchResultsPath } from '@/lib/shared/highlight';

const PAGE_SIZE = 20;
const MAX_KEYWORD = 100;

type Props = { params: Promise<{ name: string; page: string }>; searchParams: Promise<RawSearchParams> };

/**
 * The keyword from its path segment. Next.js hands the segment over already
 * decoded, so a keyword with a literal "%" ("100%") does not decode again:
 * it is taken as it is instead of failing the page.
 */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name } = await params;
  return { title: `“${decoded(name)}” 的搜索结果`, robots: { index: false } };
}

/**
 * /searchResults/:name/:page — the search box's results, rendered on the
 * server, with filters. A page number that does not read ("abc", "0") opens
 * page 1; one past the end opens the last page, as structure search does.
 */
export default async function SearchResultsPage({ params, searchParams }: Props) {
  const { name, page } = await params;
  const keyword = decoded(name).trim();
  if (!keyword || keyword.length > MAX_KEYWORD) notFound();
  const filters = readFilters(await searchParams);
  const pageNumber = pageNumberOf(page);
  if (pageNumber === null) redirect(searchResultsPath(keyword, 1, filters));
  const [result, categories, sellers] = await Promise.all([
    searchProducts(db(), catalogOffers, keyword, { page: pageNumber, pageSize: PAGE_SIZE }, filters),
    categoriesWithCounts(db()),
    sellersOnShelf(db()),
  ]);
  const lastPage = Math.max(1, Math.ceil(result.total / PAGE_SIZE));
  if (pageNumber > lastPage) redirect(searchResultsPath(keyword, lastPage, filters));
  return (
    <>
      <h1 className="page-title">搜索结果</h1>
      <SearchFilters keyword={keyword} filters={filters} categories={categories} sellers={sellers} />
      <SearchResults keyword={keyword} filters={filters} result={result} />
    </>
  );
}
