import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SearchResults } from '@/components/catalog/SearchResults';
import { searchProducts } from '@/lib/server/catalog/service';
import { db } from '@/lib/server/core/db';

const PAGE_SIZE = 20;
const MAX_KEYWORD = 100;

type Props = { params: Promise<{ name: string; page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name } = await params;
  return { title: `“${decodeURIComponent(name)}” 的搜索结果`, robots: { index: false } };
}

/** /searchResults/:name/:page — the search box's results, rendered on the server. */
export default async function SearchResultsPage({ params }: Props) {
  const { name, page } = await params;
  const keyword = decodeURIComponent(name).trim();
  const pageNumber = Number(page);
  if (!keyword || keyword.length > MAX_KEYWORD || !Number.isInteger(pageNumber) || pageNumber < 1) notFound();
  const result = await searchProducts(db(), keyword, { page: pageNumber, pageSize: PAGE_SIZE });
  return (
    <>
      <h1 className="page-title">搜索结果</h1>
      <SearchResults keyword={keyword} result={result} />
    </>
  );
}
