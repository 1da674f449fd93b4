import { catalogOffers } from '@/lib/server/goods/catalog-offers';
import { Button, Card, Col, Descriptions, Row, Space, Tag } from 'antd';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { OfferTable } from '@/components/catalog/OfferTable';
import { RegulatedBadges } from '@/components/catalog/RegulatedBadges';
import { UnknownProduct } from '@/components/catalog/UnknownProduct';
import { QuickInquiryForm } from '@/components/inquiry/QuickInquiryForm';
import { jsonForScript, productJsonLd } from '@/lib/server/catalog/seo';
import { findProduct } from '@/lib/server/catalog/service';
import { structureSvg } from '@/lib/server/chem/depict';
import { originFromHeaders } from '@/lib/server/core/origin';
import { db } from '@/lib/server/core/db';
import { buyerOrderNotice } from '@/lib/server/regulated/buyer-notice';
import { restrictionsFor } from '@/lib/server/regulated/service';
import { normalizeCas } from '@/lib/shared/cas';
import { bilingualName, categoryPath, densityGramsPerCm3, kelvinToCelsius } from '@/lib/shared/format';
import { ProductName } from '@/components/catalog/ProductName';
import { CasNumber } from '@/components/layout/IdNumber';

type ProductPageProps = { params: Promise<{ cas: string }> };

/**
 * Product pages are the same for every visitor, so each is rendered once and
 * served from Next.js's cache for two minutes (offers change by the minute, not
 * by the request). Rendered this way, the layout sees no cookie or user
 * agent: the signed-in header and the phone layout switch on in the browser.
 */
export const dynamic = 'force-static';
export const revalidate = 120;

const SYNONYMS_SHOWN = 16;

/**
 * `64-17-5.html` (already decoded by Next.js) → the CAS number and its product
 * (null when the catalog does not have it yet), or null for an invalid CAS.
 */
const loadProduct = cache(async (segment: string) => {
  const cas = normalizeCas(segment.replace(/\.html$/, ''));
  return cas ? { cas, product: await findProduct(db(), catalogOffers, cas) } : null;
});

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const loaded = await loadProduct((await params).cas);
  if (!loaded) return { title: '产品不存在' };
  const { product } = loaded;
  if (!product) return { title: `CAS ${loaded.cas} 询价`, robots: { index: false } };
  return {
    title: `${bilingualName(product)} | CAS ${product.cas}`,
    description: `${bilingualName(product)}（CAS ${product.cas}${product.formula ? `，${product.formula}` : ''}）的规格、纯度、价格与供应商报价。`,
    alternates: { canonical: `/products/${product.cas}.html` },
  };
}

export default async function ProductPage({ params }: ProductPageProps) {
  const loaded = await loadProduct((await params).cas);
  if (!loaded) notFound();
  const restrictions = restrictionsFor(loaded.cas);
  const buyerNotice = buyerOrderNotice(restrictions);
  const { product } = loaded;
  if (!product) {
    return <UnknownProduct cas={loaded.cas} restrictions={restrictions} inquiry={<QuickInquiryForm withDelivery presetCas={loaded.cas} title="发送询价" />} />;
  }
  const { properties } = product;
  const identity = [
    // A row of its own: the Chinese name with the official list it comes from.
    ...(product.nameZh
      ? [
          {
            key: 'zh',
            label: '中文名',
            span: 2,
            children: (
              <span data-testid="name-zh-source">
                {product.nameZh}
                <span className="muted">（出处：{product.nameZhSource}）</span>
              </span>
            ),
          },
        ]
      : []),
    { key: 'cas', label: 'CAS 号', children: <CasNumber cas={product.cas} /> },
    { key: 'formula', label: '分子式', children: <span className="mono">{product.formula ?? '—'}</span> },
    { key: 'mw', label: '分子量', children: product.molecularWeight?.toFixed(4) ?? '—' },
    { key: 'iupac', label: 'IUPAC 名称', children: product.iupacName ?? '—' },
    { key: 'smiles', label: 'SMILES', span: 2, children: <span className="mono">{product.smiles ?? '—'}</span> },
    { key: 'inchikey', label: 'InChIKey', span: 2, children: <span className="mono">{product.inchikey ?? '—'}</span> },
    { key: 'mp', label: '熔点', children: kelvinToCelsius(properties.meltingPointK) ?? '—' },
    { key: 'bp', label: '沸点', children: kelvinToCelsius(properties.boilingPointK) ?? '—' },
    { key: 'density', label: '密度', children: densityGramsPerCm3(properties.densityKgM3) ?? '—' },
    { key: 'pubchem', label: 'PubChem CID', children: product.pubchemCid ?? '—' },
  ];
  const [svg, origin] = await Promise.all([product.smiles ? structureSvg(product.smiles) : Promise.resolve(null), headers().then((h) => originFromHeaders(h))]);
  const shown = product.synonyms.slice(0, SYNONYMS_SHOWN);
  const hidden = product.synonyms.slice(SYNONYMS_SHOWN);
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(productJsonLd(product, origin)) }} />
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <div>
          <h1 className="page-title" data-testid="product-name">
            <ProductName name={product.name} nameZh={product.nameZh} />
          </h1>
          <Space wrap>
            <span className="muted">
              CAS <CasNumber cas={product.cas} />
            </span>
            {product.category && (
              <a href={categoryPath(product.category.slug)}>
                <Tag color="green">{product.category.name}</Tag>
              </a>
            )}
            <Button type="primary" size="small" href="#inquiry">
              询价
            </Button>
          </Space>
        </div>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={8}>
            <Card title="结构式" style={{ height: '100%' }}>
              {svg ? (
                // RDKit's own drawing of the SMILES, made on the server and cached.
                <div
                  className="structure"
                  role="img"
                  aria-label={`${product.name} 的结构式`}
                  data-testid="structure"
                  dangerouslySetInnerHTML={{ __html: svg }}
                />
              ) : (
                <p className="muted">暂无结构图</p>
              )}
            </Card>
          </Col>
          <Col xs={24} lg={16}>
            <Card title="基本信息" style={{ height: '100%' }}>
              <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={identity} />
              {(properties.meltingPointK ?? properties.boilingPointK ?? properties.densityKgM3) !== null && (
                // The tables describe the pure substance under this CAS number: 7647-01-0 is hydrogen chloride gas, not 盐酸 as sold.
                <p className="muted" data-testid="properties-source" style={{ marginTop: 8, marginBottom: 0 }}>
                  熔点、沸点、密度为纯物质在常压下的数据（CRC Handbook of Chemistry and Physics，经 chemicals 数据库整理）；溶液等商品的性质以卖家提供的 COA
                  为准。
                </p>
              )}
            </Card>
          </Col>
        </Row>
        {product.synonyms.length > 0 && (
          <Card title={`别名（${product.synonyms.length}）`}>
            <Space wrap size={[6, 6]}>
              {shown.map((s) => (
                <Tag key={s}>{s}</Tag>
              ))}
            </Space>
            {hidden.length > 0 && (
              <details style={{ marginTop: 8 }}>
                <summary>显示其余 {hidden.length} 个别名</summary>
                <Space wrap size={[6, 6]} style={{ marginTop: 8 }}>
                  {hidden.map((s) => (
                    <Tag key={s}>{s}</Tag>
                  ))}
                </Space>
              </details>
            )}
          </Card>
        )}
        <Card title="管制信息" data-testid="regulated">
          <RegulatedBadges result={restrictions} />
        </Card>
        <Card title={`供应商报价（${product.offers.length}）`}>
          <OfferTable offers={product.offers} />
        </Card>
        <Row gutter={[16, 16]} id="inquiry">
          <Col xs={24} lg={14}>
            <QuickInquiryForm
              withDelivery
              presetCas={product.cas}
              presetName={bilingualName(product)}
              title={product.offers.length > 0 ? '询价（批量、其他规格或纯度）' : '暂无报价，发送询价'}
            />
          </Col>
          <Col xs={24} lg={10}>
            <Card title="询价说明" size="small">
              <ul className="plain-list">
                <li>询价单发给在售该产品的卖家，也向其他卖家开放；卖家报价后在会员中心的询价管理中查看。</li>
                <li>写明数量、纯度与交期，附上收货地址与发票信息，卖家可一并报上运费与税费。</li>
                <li>需要检验报告（COA）的批次，可在备注中注明；已上传的 COA 可在上方报价表中直接下载。</li>
                {buyerNotice && <li data-testid="buyer-order-notice">{buyerNotice}</li>}
              </ul>
            </Card>
          </Col>
        </Row>
      </Space>
    </>
  );
}
