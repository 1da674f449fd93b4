'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ProductDetail } from '@/lib/api/catalog';
import { SellerStandingLine } from '@/components/trust/SellerStandingLine';
import type { SellerStanding } from '@/components/trust/standing-format';
import { formatYuan, sellerPath } from '@/lib/shared/format';
import { BASE_UNITS } from '@/lib/shared/units';
import { BuyButton, CartResultStatus, type BuyResult } from './BuyButton';
import { hasSessionCookie } from '@/components/public/cart-events';

type Offer = ProductDetail['offers'][number];
type SortKey = 'price' | 'unitPrice' | 'rating' | 'onTime';
type Sort = { key: SortKey; ascending: boolean };
/** Each offer's seller's standing by seller id (the page reads them on the server); missing: not shown. */
export type Standings = Record<number, SellerStanding>;

/** Price per gram or millilitre, so different pack sizes compare; null for counted units. */
export function unitPriceCents(offer: Offer): number | null {
  const base = BASE_UNITS[offer.unit.code];
  return base ? offer.priceCents / (offer.packSize * base.factor) : null;
}

function unitPriceLabel(offer: Offer): string {
  const cents = unitPriceCents(offer);
  const base = BASE_UNITS[offer.unit.code];
  return cents === null || !base ? '—' : `${formatYuan(Math.round(cents))}/${base.label}`;
}

/** What each order sorts by; null (no unit price, no rating, too few orders) goes last whichever way. */
const SORT_VALUE: Record<SortKey, (o: Offer, standings: Standings) => number | null> = {
  price: (o) => o.priceCents,
  unitPrice: (o) => unitPriceCents(o),
  rating: (o, st) => st[o.seller.id]?.ratings.overall ?? null,
  onTime: (o, st) => st[o.seller.id]?.figures.onTimeDispatch.share ?? null,
};

/** Prices cheapest first, the seller's figures best first. */
const FIRST_ASCENDING: Record<SortKey, boolean> = { price: true, unitPrice: true, rating: false, onTime: false };

/** The sort menu's words, [ascending, descending]: the chosen entry says the way the header arrow set. */
const SORT_CHOICES: { key: SortKey; labels: [string, string] }[] = [
  { key: 'unitPrice', labels: ['单价从低到高', '单价从高到低'] },
  { key: 'price', labels: ['价格从低到高', '价格从高到低'] },
  { key: 'rating', labels: ['评分从低到高', '评分从高到低'] },
  { key: 'onTime', labels: ['准时发货率从低到高', '准时发货率从高到低'] },
];

export function sortOffers(offers: Offer[], sort: Sort, standings: Standings = {}): Offer[] {
  const value = SORT_VALUE[sort.key];
  return [...offers].sort((a, b) => {
    const [x, y] = [value(a, standings), value(b, standings)];
    if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1;
    return sort.ascending ? x - y : y - x;
  });
}

/** How an offer is named to screen readers and in the cart's messages. */
function offerLabel(offer: Offer): string {
  return `${offer.seller.name}${offer.brand ? ` ${offer.brand}` : ''} ${offer.packSize} ${offer.unit.code}`;
}

/** The lot's certificate of analysis when the seller has one; otherwise it can be asked for with the inquiry. */
function CoaLink({ offer }: { offer: Offer }) {
  if (!offer.coa)
    return (
      <span className="muted" title="询价时可向卖家索取检验报告">
        可索取
      </span>
    );
  return (
    <a href={offer.coa.url} target="_blank" rel="noopener" aria-label={`COA 批号 ${offer.coa.lotNumber}（下载检验报告）`}>
      COA
      <div className="muted">批号 {offer.coa.lotNumber}</div>
    </a>
  );
}

/** The seller's safety data sheet, in Chinese and English where given, with its revision date (hazardous goods always have one). */
function SdsLinks({ offer }: { offer: Offer }) {
  if (!offer.sds) return null;
  const sheets = (['zh', 'en'] as const).flatMap((language) => {
    const sheet = offer.sds?.[language];
    return sheet ? [{ language, ...sheet }] : [];
  });
  return (
    <div className="offer-sds">
      {sheets.map((sheet) => (
        <a
          key={sheet.language}
          href={sheet.url}
          target="_blank"
          rel="noopener"
          data-testid="offer-sds"
          aria-label={`${offer.seller.name} 的${sheet.language === 'zh' ? '中文' : '英文'}安全技术说明书（SDS，${sheet.revisedOn} 修订）`}
        >
          {sheet.language === 'zh' ? 'SDS' : 'SDS (EN)'}
          <div className="muted">{sheet.revisedOn} 修订</div>
        </a>
      ))}
    </div>
  );
}

function SortHeader({ label, sortKey, sort, onSort }: { label: string; sortKey: SortKey; sort: Sort; onSort: (key: SortKey) => void }) {
  const active = sort.key === sortKey;
  return (
    <th scope="col" aria-sort={active ? (sort.ascending ? 'ascending' : 'descending') : 'none'}>
      <button type="button" onClick={() => onSort(sortKey)} title={`按${label}排序`}>
        {label} <span aria-hidden="true">{active ? (sort.ascending ? '▲' : '▼') : '↕'}</span>
      </button>
    </th>
  );
}

const ALL_BRANDS = '';
/** The province a visitor chose for freight, remembered in this browser. */
const PROVINCE_KEY = 'chemmart:freight-province';

type Province = { code: string; name: string };
type OfferFreight = { freightCents: number | null; note: string; deliveredBy: string | null };
type FreightState = { province: Province | null; byGoods: Map<number, OfferFreight> };

/** "12/02" from "2026-12-02". */
const monthDay = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;

function FreightLine({ freight }: { freight: OfferFreight | undefined }) {
  if (!freight) return null;
  if (freight.freightCents === null)
    return (
      <div className="offer-freight offer-freight--blocked" title={freight.note}>
        不配送至该地区
      </div>
    );
  return (
    <div className="offer-freight" title={freight.note}>
      运费 {freight.freightCents === 0 ? '包邮' : formatYuan(freight.freightCents)}
      {freight.deliveredBy ? ` · 约 ${monthDay(freight.deliveredBy)} 到` : ''}
    </div>
  );
}
const PAGE_SIZE = 20;

/**
 * Every on-shelf offer of a product: a plain table rendered on the server
 * (cheapest per gram first), laid out as one card per offer on phones by CSS;
 * sorting, the brand filter and 加购 are the only scripts. Nine columns fit
 * the page at 1280 px, so 加购 is never cut off.
 */
export function OfferTable({ offers, provinces = [], standings }: { offers: Offer[]; provinces?: Province[]; standings?: Standings }) {
  const [sort, setSort] = useState<Sort>({ key: 'unitPrice', ascending: true });
  const [brand, setBrand] = useState(ALL_BRANDS);
  const [showAll, setShowAll] = useState(false);
  const [result, setResult] = useState<BuyResult | null>(null);
  // A success is said for a while, then the floating line gets out of the way; a refusal stays until the next press.
  useEffect(() => {
    if (!result?.ok) return;
    const timer = window.setTimeout(() => setResult(null), 8000);
    return () => window.clearTimeout(timer);
  }, [result]);
  const brands = useMemo(() => [...new Set(offers.flatMap((o) => (o.brand ? [o.brand] : [])))].sort((a, b) => a.localeCompare(b, 'zh-CN')), [offers]);
  const filtered = brand === ALL_BRANDS ? offers : offers.filter((o) => o.brand === brand);
  const sorted = sortOffers(filtered, sort, standings);
  const shown = showAll ? sorted : sorted.slice(0, PAGE_SIZE);
  const onSort = (key: SortKey) => setSort((s) => (s.key === key ? { key, ascending: !s.ascending } : { key, ascending: FIRST_ASCENDING[key] }));
  const [freight, setFreight] = useState<FreightState | null>(null);
  const goodsIds = useMemo(() => offers.map((o) => o.goodsId), [offers]);
  // Only the latest question's answer is shown: the first load (the default address) may answer after a province the visitor picked.
  const asked = useRef(0);

  // Freight depends on who is looking (their default address) or the province they chose: asked after load, never cached in the page.
  const loadFreight = useCallback(
    async (province?: string) => {
      const question = ++asked.current;
      try {
        const { quoteFreight } = await import('@/components/public/public-api');
        const answer = await quoteFreight(goodsIds, province);
        if (question === asked.current) setFreight({ province: answer.province, byGoods: new Map(answer.offers.map((o) => [o.goodsId, o])) });
      } catch {
        if (question === asked.current) setFreight(null);
      }
    },
    [goodsIds],
  );
  useEffect(() => {
    if (goodsIds.length === 0 || provinces.length === 0) return;
    const chosen = localStorage.getItem(PROVINCE_KEY) ?? undefined;
    // A visitor who is not signed in and chose no province has nowhere to quote to: the answer would be
    // empty, and asking loads the request client on every first visit.
    if (chosen === undefined && !hasSessionCookie()) return;
    void loadFreight(chosen);
  }, [goodsIds, provinces.length, loadFreight]);
  const chooseProvince = (code: string) => {
    if (code) localStorage.setItem(PROVINCE_KEY, code);
    else localStorage.removeItem(PROVINCE_KEY);
    void loadFreight(code || undefined);
  };

  if (offers.length === 0) return <p className="muted">暂无在售报价</p>;
  return (
    <>
      {provinces.length > 0 && (
        <div className="offer-filter" data-testid="freight-province">
          <label htmlFor="offer-freight-province">运费与送达至</label>
          <select id="offer-freight-province" value={freight?.province?.code ?? ''} onChange={(e) => chooseProvince(e.target.value)}>
            <option value="">选择省份</option>
            {provinces.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </select>
          <span className="muted">按各卖家的运费模板计算，买一件的运费</span>
        </div>
      )}
      {brands.length >= 2 && (
        <div className="offer-filter">
          <label htmlFor="offer-brand-filter">品牌</label>
          <select id="offer-brand-filter" aria-label="按品牌筛选报价" data-testid="offer-brand-filter" value={brand} onChange={(e) => setBrand(e.target.value)}>
            <option value={ALL_BRANDS}>全部品牌（{offers.length}）</option>
            {brands.map((b) => (
              <option key={b} value={b}>
                {b}（{offers.filter((o) => o.brand === b).length}）
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="offer-filter">
        {/* The one way to sort on a phone (the header is hidden there), and the way to sort by the sellers' figures. */}
        <label htmlFor="offer-sort">排序</label>
        <select
          id="offer-sort"
          data-testid="offer-sort"
          value={sort.key}
          onChange={(e) => setSort({ key: e.target.value as SortKey, ascending: FIRST_ASCENDING[e.target.value as SortKey] })}
        >
          {SORT_CHOICES.filter((c) => standings || (c.key !== 'rating' && c.key !== 'onTime')).map((c) => (
            <option key={c.key} value={c.key}>
              {c.labels[(c.key === sort.key ? sort.ascending : FIRST_ASCENDING[c.key]) ? 0 : 1]}
            </option>
          ))}
        </select>
      </div>
      <table className="offer-table" data-testid="offer-table">
        <thead>
          <tr>
            <th scope="col">供应商</th>
            <th scope="col">品牌</th>
            <th scope="col">规格</th>
            <th scope="col">纯度</th>
            <SortHeader label="价格" sortKey="price" sort={sort} onSort={onSort} />
            <SortHeader label="单价" sortKey="unitPrice" sort={sort} onSort={onSort} />
            <th scope="col">库存 / 货期</th>
            <th scope="col">COA / SDS</th>
            <th scope="col">购买</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((o) => (
            <tr key={o.goodsId} data-testid="offer-row">
              <td data-cell="seller">
                <a href={sellerPath(o.seller.id)}>{o.seller.name}</a>
                {standings?.[o.seller.id] && <SellerStandingLine standing={standings[o.seller.id]!} />}
              </td>
              <td data-cell="brand" data-label="品牌">
                {o.brand ?? <span className="muted">—</span>}
              </td>
              <td data-cell="pack" className="offer-nowrap">{`${o.packSize} ${o.unit.code}`}</td>
              <td data-cell="purity" data-label="纯度">
                {o.purity}
              </td>
              <td data-cell="price" className="offer-price">
                {formatYuan(o.priceCents)}
              </td>
              <td data-cell="unitPrice" className="offer-nowrap">
                {unitPriceLabel(o)}
              </td>
              <td data-cell="stock">
                {o.stock > 0 ? <span className="pub-tag pub-tag--green">现货 {o.stock}</span> : <span className="pub-tag">需订货</span>}
                <div className="muted">{o.leadTimeDays} 天发货</div>
                <FreightLine freight={freight?.byGoods.get(o.goodsId)} />
              </td>
              <td data-cell="coa">
                <CoaLink offer={o} />
                <SdsLinks offer={o} />
              </td>
              <td data-cell="buy">
                <BuyButton goodsId={o.goodsId} stock={o.stock} label={offerLabel(o)} onResult={setResult} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {sorted.length > shown.length && (
        <button type="button" className="pub-button pub-button--ghost" style={{ marginTop: 12 }} onClick={() => setShowAll(true)}>
          显示其余 {sorted.length - shown.length} 条报价
        </button>
      )}
      <CartResultStatus result={result} floating />
    </>
  );
}
