import { Card, Col, Row, Statistic } from 'antd';
import { redirect } from 'next/navigation';
import { HeaderSearch } from '@/components/layout/HeaderSearch';
import { ProductHitList } from '@/components/catalog/ProductList';
import { catalogSize, categoriesWithCounts, featuredProducts } from '@/lib/server/catalog/service';
import { db } from '@/lib/server/core/db';
import { searchResultsPath } from '@/lib/shared/highlight';

type HomeProps = { searchParams: Promise<{ q?: string }> };

export default async function HomePage({ searchParams }: HomeProps) {
  // Old links of the form /?q=… go to the search results page.
  const keyword = (await searchParams).q?.trim();
  if (keyword) redirect(searchResultsPath(keyword));
  const [total, categories, featured] = await Promise.all([catalogSize(db()), categoriesWithCounts(db()), featuredProducts(db(), 12)]);
  return (
    <>
      <section className="hero">
        <h1>找化学品，从 CAS 号开始</h1>
        <p>收录 {total.toLocaleString('zh-CN')} 种化学品与试剂：按 CAS 号、名称、别名或分子式搜索，比较多家供应商的规格与价格。</p>
        <HeaderSearch size="large" />
      </section>
      <h2 className="section-title">产品分类</h2>
      <Row gutter={[16, 16]}>
        {categories.map((c) => (
          <Col key={c.slug} xs={12} md={6}>
            <Card size="small">
              <Statistic title={c.name} value={c.productCount} suffix="种" />
            </Card>
          </Col>
        ))}
      </Row>
      <h2 className="section-title">热门在售产品</h2>
      <ProductHitList hits={featured} emptyText="暂无在售产品" />
    </>
  );
}
