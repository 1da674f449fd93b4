import { catalogOffers } from '@/lib/server/goods/catalog-offers';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ProductHitList } from '@/components/catalog/ProductList';
import { SearchFilters } from '@/components/catalog/SearchFilters';
import { PageLinks } from '@/components/layout/PageLinks';
import { categoriesWithCounts, categoryProducts } from '@/lib/server/catalog/service';
import { db } from '@/lib/server/core/db';
import { pageNumberOf } from '@/lib/contracts/pagination';
import { sellersOnShelf } from '@/lib/server/goods/service';
import { categoryListingPath } from '@/lib/shared/highlight';
import { readFilters, type RawSearchParams } from '@/lib/server/catalog/search-params';
import { CATEGORY_PAGE_SIZE } from '@/lib/server/catalog/browse';

type Props = { params: Promise<{ slug: string; page: string }>; searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const category = (await categoriesWithCounts(db())).find((c) => c.slug === slug);
  if (!category) return { title: '页面不存在' };
  return {
    title: `${category.name}（${category.nameEn}）`,
    description: `${category.name}：${category.productCount} 种，按 CAS 号、纯度与现货筛选，比较供应商报价。`,
  };
}

/**
 * /categories/:slug/:page — a category's products, rendered on the server,
 * with the search's filters. A page number that does not read opens page 1;
 * one past the end opens the last page (as search and structure search do).
 */
export default async function CategoryPage({ params, searchParams }: Props) {
  const { slug, page } = await params;
  const filters = readFilters(await searchParams);
  const { category: chosen, ...offerFilters } = filters;
  // The filters' form without JavaScript names another category in the query: that category's page.
  if (chosen && chosen !== slug) redirect(categoryListingPath(chosen, 1, offerFilters));
  const pageNumber = pageNumberOf(page);
  if (pageNumber === null) {
    if ((await categoriesWithCounts(db())).some((c) => c.slug === slug)) redirect(categoryListingPath(slug, 1, offerFilters));
    notFound();
  }
  const [data, categories, sellers] = await Promise.all([
    categoryProducts(db(), catalogOffers, slug, { page: pageNumber, pageSize: CATEGORY_PAGE_SIZE }, offerFilters),
    categoriesWithCounts(db()),
    sellersOnShelf(db()),
  ]);
  if (!data) notFound();
  const lastPage = Math.max(1, Math.ceil(data.total / CATEGORY_PAGE_SIZE));
  if (pageNumber > lastPage) redirect(categoryListingPath(slug, lastPage, offerFilters));
  const filtered = Object.values(offerFilters).some(Boolean);
  return (
    <>
      <h1 className="page-title">
        {data.category.name} <span className="name-en">{data.category.nameEn}</span>
      </h1>
      <SearchFilters filters={{ ...offerFilters, category: slug }} categories={categories} sellers={sellers} />
      <p className="muted" data-testid="category-summary">
        共 {data.total} 种{filtered ? '（已筛选）' : ''}，在售产品在前
      </p>
      <ProductHitList hits={data.list} emptyText={filtered ? '筛选条件下没有产品，请放宽筛选条件' : '该分类暂无产品'} />
      <PageLinks page={pageNumber} pageSize={CATEGORY_PAGE_SIZE} total={data.total} unit="种" href={(n) => categoryListingPath(slug, n, offerFilters)} />
    </>
  );
}
