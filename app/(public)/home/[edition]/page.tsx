import { catalogOffers } from '@/lib/server/goods/catalog-offers';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ProductHitList } from '@/components/catalog/ProductList';
import { CompanyCheck } from '@/components/merchandising/CompanyCheck';
import { HomeSearchTabs } from '@/components/structure/HomeSearchTabs';
import { RealTimeFeed } from '@/components/merchandising/RealTimeFeed';
import { HomeHelpLinks, HomeShowcase } from '@/components/home/HomeShowcase';
import { HOME_INQUIRY_LINES, LatestInquiries } from '@/components/home/LatestInquiries';
import { LazyInquiry } from '@/components/public/LazyInquiry';
import { inquiryIndex } from '@/lib/server/inquiry/service';
import '@/components/help/help.css';
import { catalogSize, categoriesWithCounts, featuredProducts } from '@/lib/server/catalog/service';
import { db } from '@/lib/server/core/db';
import { bulkProducts, hotSaleProducts, mainProducts, realTimePurchases } from '@/lib/server/merchandising/service';
import { categoryPath } from '@/lib/shared/format';

/**
 * The home page, `/` (the middleware rewrites it here: HOME_PAGE_ROUTE). It is
 * the same for every visitor: rendered on the first request, served from the
 * page cache for half a minute, and rendered anew when goods, the lists or
 * the inquiries it shows change (lib/server/catalog/page-cache.ts). What
 * depends on the visitor (their name, 报价 or 登录后报价) is decided in the
 * browser; old `/?q=` links are redirected by the middleware.
 */
export const dynamic = 'force-static';
export const revalidate = 30;

/** The merchandising lists a visitor can browse from the home page. */
const MERCHANDISING_LINKS = [
  { href: '/products/promotion/1', title: '促销产品', text: '限时折扣，先到先得' },
  { href: '/products/direct/1', title: '厂家直供', text: '平台核实的厂家与库存商直接供货' },
  { href: '/categories/electronic_grade/1', title: '电子级化学品', text: 'SEMI G2–G5 湿化学品与电子特气' },
];

export const metadata: Metadata = { alternates: { canonical: '/' } };

type HomeProps = { params: Promise<{ edition: string }> };

export default async function HomePage({ params }: HomeProps) {
  // One edition for now; any other is not a page.
  if ((await params).edition !== 'zh') notFound();
  const now = new Date();
  const top = { page: 1, pageSize: 5 };
  const [total, categories, featured, purchases, hot, bulk, main, inquiries] = await Promise.all([
    catalogSize(db()),
    categoriesWithCounts(db()),
    featuredProducts(db(), catalogOffers, 12),
    realTimePurchases(db(), { page: 1, pageSize: 8 }),
    hotSaleProducts(db(), top, now),
    bulkProducts(db(), top),
    mainProducts(db(), top, now),
    // Newest inquiries first; one line each is usually enough to fill the block.
    inquiryIndex(db(), null, { page: 1, pageSize: HOME_INQUIRY_LINES }),
  ]);
  return (
    <>
      <section className="hero">
        <h1>找化学品，从 CAS 号开始</h1>
        <p>收录 {total.toLocaleString('zh-CN')} 种化学品与试剂：按 CAS 号、名称、别名、分子式或画出的结构搜索，比较多家供应商的规格与价格。</p>
        <HomeSearchTabs>
          <form className="pub-search home-search" action="/search" method="get" role="search">
            <input
              name="q"
              type="search"
              required
              aria-label="搜索产品"
              placeholder="CAS 号 / 中英文名称 / 分子式，如 64-17-5"
              autoComplete="off"
              enterKeyHint="search"
            />
            <button type="submit" className="pub-button">
              搜索
            </button>
          </form>
        </HomeSearchTabs>
      </section>
      <h2 className="section-title">产品分类</h2>
      <ul className="home-cards home-cards--categories">
        {categories.map((c) => (
          <li key={c.slug}>
            <Link href={categoryPath(c.slug)} prefetch={false} data-testid="category-card">
              <span className="muted">{c.name}</span>
              <strong>
                {c.productCount.toLocaleString('zh-CN')} <small>种</small>
              </strong>
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="section-title">精选</h2>
      <ul className="home-cards home-cards--lists">
        {MERCHANDISING_LINKS.map((l) => (
          <li key={l.href}>
            <Link href={l.href} prefetch={false}>
              <strong>{l.title}</strong>
              <span className="muted">{l.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="home-columns home-block">
        <div id="quick-inquiry" style={{ minWidth: 0 }}>
          <LazyInquiry anchor="quick-inquiry" />
        </div>
        <CompanyCheck />
        <RealTimeFeed items={purchases.list} now={now.toISOString()} />
      </div>
      <LatestInquiries data={inquiries} />
      <HomeShowcase
        columns={[
          {
            title: '热销产品',
            testId: 'home-hot',
            items: hot.list.map((i) => ({ ...i, note: `近 30 天 ${i.recentBuyerCount} 位买家询价` })),
            empty: '近 30 天暂无询价',
          },
          {
            title: '大宗产品',
            testId: 'home-bulk',
            items: bulk.list.map((i) => ({ ...i, note: `${i.bulkOfferCount} 个大包装报价` })),
            empty: '暂无大包装报价',
          },
          { title: '主营产品', testId: 'home-main', items: main.list.map((i) => ({ ...i, note: i.label ?? undefined })), empty: '暂无主营产品' },
        ]}
      />
      <HomeHelpLinks />
      <h2 className="section-title">热门在售产品</h2>
      <ProductHitList hits={featured} emptyText="暂无在售产品" />
    </>
  );
}
