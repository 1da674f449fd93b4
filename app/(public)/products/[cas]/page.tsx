import { catalogOffers } from '@/lib/server/goods/catalog-offers';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache, Fragment, type ReactNode } from 'react';
import { OfferTable } from '@/components/catalog/OfferTable';
import { RegulatedBadges } from '@/components/catalog/RegulatedBadges';
import { UnknownProduct } from '@/components/catalog/UnknownProduct';
import { LazyInquiry } from '@/components/public/LazyInquiry';
import { jsonForScript, productJsonLd } from '@/lib/server/catalog/seo';
import { findProduct } from '@/lib/server/catalog/service';
import { PROVINCES } from '@/lib/server/freight/service';
import { structureSvg } from '@/lib/server/chem/depict';
import { cachedPageOrigin } from '@/lib/server/core/origin';
import { db } from '@/lib/server/core/db';
import { buyerOrderNotice } from '@/lib/server/regulated/buyer-notice';
import { isHazardousChemical, restrictionsFor } from '@/lib/server/regulated/service';
import { GhsLabelDetails, GhsLabelSummary } from '@/components/safety/GhsLabelView';
import { normalizeCas } from '@/lib/shared/cas';
import { bilingualName, categoryPath, densityGramsPerCm3, kelvinToCelsius } from '@/lib/shared/format';
import { ProductName } from '@/components/catalog/ProductName';
import { CasNumber } from '@/components/layout/IdNumber';
import { PriceHistoryChart } from '@/components/trust/PriceHistoryChart';
import { PriceWatchButton } from '@/components/trust/PriceWatchButton';
import { priceHistoryByCas } from '@/lib/server/trust/price-history';
import { sellerStandings } from '@/lib/server/trust/standing';

type ProductPageProps = { params: Promise<{ cas: string }> };

/**
 * Product pages are the same for every visitor, so each is rendered once and
 * served from Next.js's cache for two minutes (offers change by the minute, not
 * by the request). The public frame reads no cookie or header: the phone
 * layout is CSS, the signed-in links an island.
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
  const hazardous = isHazardousChemical(loaded.cas);
  const buyerNotice = buyerOrderNotice(restrictions);
  const { product } = loaded;
  if (!product) {
    return (
      <UnknownProduct
        cas={loaded.cas}
        restrictions={restrictions}
        inquiry={<LazyInquiry anchor="inquiry" withDelivery presetCas={loaded.cas} title="发送询价" />}
      />
    );
  }
  const { properties } = product;
  const facts: { label: string; value: ReactNode; wide?: boolean }[] = [
    { label: 'CAS 号', value: <CasNumber cas={product.cas} /> },
    { label: '分子式', value: <span className="mono">{product.formula ?? '—'}</span> },
    { label: '分子量', value: product.molecularWeight?.toFixed(4) ?? '—' },
    { label: 'IUPAC 名称', value: product.iupacName ?? '—' },
    { label: 'SMILES', value: <span className="mono">{product.smiles ?? '—'}</span>, wide: true },
    { label: 'InChIKey', value: <span className="mono">{product.inchikey ?? '—'}</span>, wide: true },
    { label: '熔点', value: kelvinToCelsius(properties.meltingPointK) ?? '—' },
    { label: '沸点', value: kelvinToCelsius(properties.boilingPointK) ?? '—' },
    { label: '密度', value: densityGramsPerCm3(properties.densityKgM3) ?? '—' },
    { label: 'PubChem CID', value: product.pubchemCid ?? '—' },
  ];
  // The sellers' stored figures and the price history are read with the page: cached with it, refreshed when it is (two minutes).
  const [svg, standings, history] = await Promise.all([
    product.smiles ? structureSvg(product.smiles) : null,
    sellerStandings(
      db(),
      product.offers.map((o) => o.seller.id),
    ),
    priceHistoryByCas(db(), product.cas),
  ]);
  const sellersWithSds = new Set(product.offers.filter((o) => o.sds?.zh).map((o) => o.seller.id)).size;
  const shown = product.synonyms.slice(0, SYNONYMS_SHOWN);
  const hidden = product.synonyms.slice(SYNONYMS_SHOWN);
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(productJsonLd(product, cachedPageOrigin())) }} />
      <div className="pub-stack">
        <div>
          <h1 className="page-title" data-testid="product-name">
            <ProductName name={product.name} nameZh={product.nameZh} />
          </h1>
          <div className="pub-row">
            <span className="muted">
              CAS <CasNumber cas={product.cas} />
            </span>
            {product.category && (
              <a href={categoryPath(product.category.slug)} className="pub-tag pub-tag--green">
                {product.category.name}
              </a>
            )}
            <a className="pub-button pub-button--small" href="#inquiry">
              询价
            </a>
            <PriceWatchButton cas={product.cas} productName={bilingualName(product)} />
          </div>
          <GhsLabelSummary label={product.ghs} />
        </div>
        <div className="pub-grid">
          <section className="pub-card">
            <h2>结构式</h2>
            <div className="pub-card__body">
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
            </div>
          </section>
          <section className="pub-card">
            <h2>基本信息</h2>
            <div className="pub-card__body">
              {product.nameZh && (
                // The Chinese name with the official list it comes from.
                <p style={{ marginTop: 0 }} data-testid="name-zh-source">
                  中文名：{product.nameZh}
                  <span className="muted">（出处：{product.nameZhSource}）</span>
                </p>
              )}
              <dl className="pub-facts">
                {facts.map((f) => (
                  <Fragment key={f.label}>
                    <dt>{f.label}</dt>
                    <dd className={f.wide ? 'pub-facts__wide' : undefined}>{f.value}</dd>
                  </Fragment>
                ))}
              </dl>
              {(properties.meltingPointK ?? properties.boilingPointK ?? properties.densityKgM3) !== null && (
                // The tables describe the pure substance under this CAS number: 7647-01-0 is hydrogen chloride gas, not 盐酸 as sold.
                <p className="muted" data-testid="properties-source" style={{ marginTop: 8, marginBottom: 0 }}>
                  熔点、沸点、密度为纯物质在常压下的数据（CRC Handbook of Chemistry and Physics，经 chemicals 数据库整理）；溶液等商品的性质以卖家提供的 COA
                  为准。
                </p>
              )}
            </div>
          </section>
        </div>
        {product.synonyms.length > 0 && (
          <section className="pub-card">
            <h2>别名（{product.synonyms.length}）</h2>
            <div className="pub-card__body">
              <div className="pub-tags">
                {shown.map((s) => (
                  <span key={s} className="pub-tag">
                    {s}
                  </span>
                ))}
              </div>
              {hidden.length > 0 && (
                <details style={{ marginTop: 8 }}>
                  <summary>显示其余 {hidden.length} 个别名</summary>
                  <div className="pub-tags" style={{ marginTop: 8 }}>
                    {hidden.map((s) => (
                      <span key={s} className="pub-tag">
                        {s}
                      </span>
                    ))}
                  </div>
                </details>
              )}
            </div>
          </section>
        )}
        <section className="pub-card" data-testid="safety">
          <h2>安全信息（GHS 标签与 SDS）</h2>
          <div className="pub-card__body">
            <GhsLabelDetails label={product.ghs} hazardous={hazardous} />
            <p className="muted" style={{ marginBottom: 0 }} data-testid="sds-note">
              {sellersWithSds > 0
                ? `${sellersWithSds} 家供应商提供安全技术说明书（SDS），在下方报价表中下载。`
                : hazardous
                  ? '危险化学品应随货附 SDS 和安全标签（《危险化学品安全管理条例》第十五条）；在售的供应商尚未在线上传 SDS，可在询价时索取。'
                  : '暂无供应商上传 SDS，可在询价时索取。'}
            </p>
          </div>
        </section>
        <section className="pub-card" data-testid="regulated">
          <h2>管制信息</h2>
          <div className="pub-card__body">
            <RegulatedBadges result={restrictions} />
          </div>
        </section>
        <section className="pub-card">
          <h2>供应商报价（{product.offers.length}）</h2>
          <div className="pub-card__body">
            <OfferTable offers={product.offers} provinces={PROVINCES} standings={Object.fromEntries(standings)} />
            <p className="muted" style={{ marginBottom: 0, fontSize: 12 }}>
              卖家表现为近 180 天的实际记录，依据少于 5 单（次）的不显示。
              <Link href="/about_us/seller_performance" prefetch={false}>
                指标说明
              </Link>
            </p>
          </div>
        </section>
        <section className="pub-card" data-testid="price-history-card">
          <h2>价格走势（近 180 天）</h2>
          <div className="pub-card__body">
            <PriceHistoryChart series={history.series} />
          </div>
        </section>
        <div className="pub-grid pub-grid--inquiry" id="inquiry">
          <LazyInquiry
            anchor="inquiry"

            withDelivery
            presetCas={product.cas}
            presetName={bilingualName(product)}
            title={product.offers.length > 0 ? '询价（批量、其他规格或纯度）' : '暂无报价，发送询价'}
          />
          <section className="pub-card">
            <h2>询价说明</h2>
            <div className="pub-card__body">
              <ul className="plain-list">
                <li>询价单发给在售该产品的卖家，也向其他卖家开放；卖家报价后在会员中心的询价管理中查看。</li>
                <li>写明数量、纯度与交期，附上收货地址与发票信息，卖家可一并报上运费与税费。</li>
                <li>需要检验报告（COA）的批次，可在备注中注明；已上传的 COA 可在上方报价表中直接下载。</li>
                {buyerNotice && <li data-testid="buyer-order-notice">{buyerNotice}</li>}
              </ul>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
