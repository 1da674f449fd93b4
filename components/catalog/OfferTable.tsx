'use client';
import { Flex, List, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useIsMobile } from '@/components/layout/viewport';
import { AddToCart } from '@/components/orders/AddToCart';
import type { ProductDetail } from '@/lib/api/catalog';
import { formatYuan } from '@/lib/shared/format';
import { BASE_UNITS } from '@/lib/shared/units';

type Offer = ProductDetail['offers'][number];

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

/*
 * Nine columns that fit the product page's card (1118 px at 1280 px and
 * wider) without a horizontal scroll bar, so 加购 is never cut off: stock and
 * lead time share a cell, the certificate's lot number sits under its link.
 */
const columns: ColumnsType<Offer> = [
  { title: '供应商', dataIndex: ['seller', 'name'], key: 'seller' },
  { title: '品牌', key: 'brand', render: (_, o) => o.brand ?? <span className="muted">—</span> },
  { title: '规格', key: 'pack', render: (_, o) => <span style={{ whiteSpace: 'nowrap' }}>{`${o.packSize} ${o.unit.code}`}</span> },
  { title: '纯度', dataIndex: 'purity', key: 'purity' },
  {
    title: '价格',
    key: 'price',
    sorter: (a, b) => a.priceCents - b.priceCents,
    render: (_, o) => (
      <Typography.Text strong style={{ color: '#cf1322', whiteSpace: 'nowrap' }}>
        {formatYuan(o.priceCents)}
      </Typography.Text>
    ),
  },
  {
    title: '单价',
    key: 'unitPrice',
    defaultSortOrder: 'ascend',
    sorter: (a, b) => (unitPriceCents(a) ?? Infinity) - (unitPriceCents(b) ?? Infinity),
    render: (_, o) => <span style={{ whiteSpace: 'nowrap' }}>{unitPriceLabel(o)}</span>,
  },
  {
    title: '库存 / 货期',
    key: 'stock',
    render: (_, o) => (
      <>
        {stockTag(o)}
        <div className="muted">{o.leadTimeDays} 天发货</div>
      </>
    ),
  },
  { title: 'COA', key: 'coa', render: (_, o) => <CoaLink offer={o} /> },
  { title: '购买', key: 'buy', render: (_, o) => <AddToCart goodsId={o.goodsId} stock={o.stock} label={offerLabel(o)} compact /> },
];

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

function stockTag(offer: Offer) {
  return offer.stock > 0 ? <Tag color="green">现货 {offer.stock}</Tag> : <Tag>需订货</Tag>;
}

/** The mobile layout: one compact card per offer, cheapest per gram first, price always in view. */
function OfferCards({ offers }: { offers: Offer[] }) {
  const sorted = [...offers].sort((a, b) => (unitPriceCents(a) ?? Infinity) - (unitPriceCents(b) ?? Infinity));
  return (
    <List
      dataSource={sorted}
      locale={{ emptyText: '暂无在售报价' }}
      data-testid="offer-table"
      renderItem={(o) => (
        <List.Item key={o.goodsId} className="offer-card">
          <div className="offer-card__main">
            <strong>
              {o.packSize} {o.unit.code}
            </strong>{' '}
            · {o.purity}
            <div className="muted">
              {o.seller.name}
              {o.brand ? ` · ${o.brand}` : ''}
            </div>
            <div>
              <CoaLink offer={o} />
            </div>
          </div>
          <div className="offer-card__price">
            <Typography.Text strong style={{ color: '#cf1322' }}>
              {formatYuan(o.priceCents)}
            </Typography.Text>
            <div className="muted">{unitPriceLabel(o)}</div>
            <div>
              {stockTag(o)} {o.leadTimeDays} 天
            </div>
            <div style={{ marginTop: 4 }}>
              <AddToCart goodsId={o.goodsId} stock={o.stock} label={offerLabel(o)} compact />
            </div>
          </div>
        </List.Item>
      )}
    />
  );
}

const ALL_BRANDS = '';

/** Every on-shelf offer of a product, sortable by price and by unit price, filtered by brand when sellers name several. */
export function OfferTable({ offers }: { offers: Offer[] }) {
  const mobile = useIsMobile();
  const [brand, setBrand] = useState(ALL_BRANDS);
  const brands = useMemo(() => [...new Set(offers.flatMap((o) => (o.brand ? [o.brand] : [])))].sort((a, b) => a.localeCompare(b, 'zh-CN')), [offers]);
  const shown = brand === ALL_BRANDS ? offers : offers.filter((o) => o.brand === brand);
  const filter =
    brands.length >= 2 ? (
      <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
        <span>品牌</span>
        <Select
          aria-label="按品牌筛选报价"
          data-testid="offer-brand-filter"
          value={brand}
          onChange={setBrand}
          style={{ minWidth: 160 }}
          options={[
            { value: ALL_BRANDS, label: `全部品牌（${offers.length}）` },
            ...brands.map((b) => ({ value: b, label: `${b}（${offers.filter((o) => o.brand === b).length}）` })),
          ]}
        />
      </Flex>
    ) : null;
  return (
    <>
      {filter}
      {mobile ? (
        <OfferCards offers={shown} />
      ) : (
        <Table<Offer>
          rowKey="goodsId"
          size="middle"
          columns={columns}
          dataSource={shown}
          pagination={shown.length > 20 ? { pageSize: 20 } : false}
          locale={{ emptyText: '暂无在售报价' }}
          data-testid="offer-table"
        />
      )}
    </>
  );
}
