import { catalogOffers } from '@/lib/server/goods/catalog-offers';
import { Card, Col, Row, Statistic } from 'antd';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { ProductHitList } from '@/components/catalog/ProductList';
import { QuickInquiryForm } from '@/components/inquiry/QuickInquiryForm';
import { CompanyCheck } from '@/components/merchandising/CompanyCheck';
import { HomeSearchTabs } from '@/components/structure/HomeSearchTabs';
import { RealTimeFeed } from '@/components/merchandising/RealTimeFeed';
import { HomeHelpLinks, HomeShowcase } from '@/components/home/HomeShowcase';
import { HOME_INQUIRY_LINES, LatestInquiries } from '@/components/home/LatestInquiries';
import { currentMember } from '@/lib/server/account/current';
import { inquiryIndex } from '@/lib/server/inquiry/service';
import '@/components/help/help.css';
import { catalogSize, categoriesWithCounts, featuredProducts } from '@/lib/server/catalog/service';
import { db } from '@/lib/server/core/db';
import { bulkProducts, hotSaleProducts, mainProducts, realTimePurchases } from '@/lib/server/merchandising/service';
import { categoryPath } from '@/lib/shared/format';
import { searchResultsPath } from '@/lib/shared/highlight';

/** The merchandising lists a visitor can browse from the home page. */
const MERCHANDISING_LINKS = [
  { href: '/products/promotion/1', title: '促销产品', text: '限时折扣，先到先得' },
  { href: '/products/direct/1', title: '厂家直供', text: '平台核实的厂家与库存商直接供货' },
  { href: '/categories/electronic_grade/1', title: '电子级化学品', text: 'SEMI G2–G5 湿化学品与电子特气' },
];

type HomeProps = { searchParams: Promise<{ q?: string }> };

export default async function HomePage({ searchParams }: HomeProps) {
  // Old links of the form /?q=… go to the search results page.
  const keyword = (await searchParams).q?.trim();
  if (keyword) redirect(searchResultsPath(keyword));
  const [total, categories, featured] = await Promise.all([catalogSize(db()), categoriesWithCounts(db()), featuredProducts(db(), catalogOffers, 12)]);
  const now = new Date();
  const top = { page: 1, pageSize: 5 };
  const viewer = await currentMember();
  const [purchases, hot, bulk, main, inquiries] = await Promise.all([
    realTimePurchases(db(), { page: 1, pageSize: 8 }),
    hotSaleProducts(db(), top, now),
    bulkProducts(db(), top),
    mainProducts(db(), top, now),
    // Newest inquiries first; one line each is usually enough to fill the block.
    inquiryIndex(db(), viewer?.id ?? null, { page: 1, pageSize: HOME_INQUIRY_LINES }),
  ]);
  return (
    <>
      <section className="hero">
        <h1>找化学品，从 CAS 号开始</h1>
        <p>收录 {total.toLocaleString('zh-CN')} 种化学品与试剂：按 CAS 号、名称、别名、分子式或画出的结构搜索，比较多家供应商的规格与价格。</p>
        <HomeSearchTabs />
      </section>
      <h2 className="section-title">产品分类</h2>
      <Row gutter={[16, 16]}>
        {categories.map((c) => (
          <Col key={c.slug} xs={12} md={6}>
            <Link href={categoryPath(c.slug)} style={{ display: 'block', color: 'inherit' }} data-testid="category-card">
              <Card size="small" hoverable>
                <Statistic title={c.name} value={c.productCount} suffix="种" />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      <h2 className="section-title">精选</h2>
      <Row gutter={[16, 16]}>
        {MERCHANDISING_LINKS.map((l) => (
          <Col key={l.href} xs={24} md={8}>
            <Link href={l.href} style={{ display: 'block', color: 'inherit' }}>
              <Card size="small" hoverable>
                <strong>{l.title}</strong>
                <div className="muted">{l.text}</div>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={8} style={{ minWidth: 0 }} id="quick-inquiry">
          <QuickInquiryForm />
        </Col>
        <Col xs={24} lg={8} style={{ minWidth: 0 }}>
          <CompanyCheck />
        </Col>
        <Col xs={24} lg={8} style={{ minWidth: 0 }}>
          <RealTimeFeed items={purchases.list} now={now.toISOString()} />
        </Col>
      </Row>
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
