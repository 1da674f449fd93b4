'use client';
import { Button, Empty, List, Tag } from 'antd';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { requestQuickInquiry, type InquiryPrefill } from '@/components/inquiry/prefill';
import type { DirectPage, ElectronicGradePage, PromotionPage } from '@/lib/api/merchandising';
import { ProductName } from '@/components/catalog/ProductName';
import { AddToCart } from '@/components/orders/AddToCart';
import { bilingualName, formatYuan, productPath } from '@/lib/shared/format';
import { timeLeftZh } from '@/lib/shared/relative-time';
import { CasNumber } from '@/components/layout/IdNumber';

type PromotionItem = PromotionPage['list'][number];
type DirectItem = DirectPage['list'][number];
type ElectronicGradeItem = ElectronicGradePage['list'][number];
type Product = PromotionItem | DirectItem | ElectronicGradeItem;

export type MerchandisingListProps = { emptyText: string; now: string } & (
  { kind: 'promotion'; items: PromotionItem[] } | { kind: 'direct'; items: DirectItem[] } | { kind: 'electronic_grade'; items: ElectronicGradeItem[] }
);

const price = { color: '#cf1322', fontWeight: 600, fontSize: 16 } as const;

/** One row: the product on the left, the price and the inquiry button on the right; they stack on a phone. */
function Row({ product, tags, detail, side, prefill }: { product: Product; tags?: ReactNode; detail?: ReactNode; side: ReactNode; prefill: InquiryPrefill }) {
  return (
    <List.Item>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', width: '100%', alignItems: 'flex-start' }} data-testid="list-item">
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center', marginBottom: 4 }}>
            <Link href={productPath(product.cas)} style={{ fontWeight: 600, fontSize: 15, wordBreak: 'break-word' }}>
              <ProductName name={product.name} nameZh={product.nameZh} />
            </Link>
            {tags}
          </div>
          <div className="muted" style={{ fontSize: 13, display: 'flex', flexWrap: 'wrap', gap: '2px 12px' }}>
            <span>
              CAS <CasNumber cas={product.cas} />
            </span>
            {product.formula && (
              <span>
                分子式 <span className="mono">{product.formula}</span>
              </span>
            )}
            {product.category && <span>{product.category}</span>}
          </div>
          {detail && <div style={{ fontSize: 13, marginTop: 4, wordBreak: 'break-word' }}>{detail}</div>}
        </div>
        <div style={{ flex: '0 0 auto', textAlign: 'right', marginLeft: 'auto', display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 4 }}>
          {side}
          <Button size="small" onClick={() => requestQuickInquiry(prefill)} aria-label={`询价 ${product.name}`}>
            询价
          </Button>
        </div>
      </div>
    </List.Item>
  );
}

function offersLine(product: Product): string {
  return product.offerCount > 0 && product.lowestPriceCents !== null
    ? `${product.offerCount} 个报价，${formatYuan(product.lowestPriceCents)} 起`
    : '暂无报价，可询价';
}

function PromotionRow({ item, now }: { item: PromotionItem; now: Date }) {
  const left = timeLeftZh(item.endsAt, now);
  return (
    <Row
      product={item}
      prefill={{ cas: item.cas, productName: bilingualName(item) }}
      tags={
        <>
          <Tag color="red">{item.label}</Tag>
          {left && <Tag color="orange">{left}</Tag>}
        </>
      }
      detail={item.note}
      side={
        <>
          {item.promotionPriceCents !== null ? (
            <span style={price}>{formatYuan(item.promotionPriceCents)} 起</span>
          ) : (
            <span className="muted">促销价请询价</span>
          )}
          {item.lowestPriceCents !== null && item.promotionPriceCents !== null && item.promotionPriceCents < item.lowestPriceCents && (
            <s className="muted" style={{ fontSize: 12 }}>
              {formatYuan(item.lowestPriceCents)}
            </s>
          )}
          <span className="muted" style={{ fontSize: 12 }}>
            {offersLine(item)}
          </span>
        </>
      }
    />
  );
}

function DirectRow({ item }: { item: DirectItem }) {
  const offer = item.directOffer;
  return (
    <Row
      product={item}
      prefill={{ cas: item.cas, productName: bilingualName(item) }}
      tags={<Tag color="blue">{item.supplier.label}</Tag>}
      detail={
        <span>
          {item.supplier.name} · {offer.packSize} {offer.unit.code} · {offer.purity} · {offer.stock > 0 ? '现货' : `货期 ${offer.leadTimeDays} 天`}
        </span>
      }
      side={
        <>
          <span style={price}>{formatYuan(offer.priceCents)}</span>
          <span className="muted" style={{ fontSize: 12 }}>
            直供 {item.directOfferCount} 个报价 · 全站 {item.offerCount} 个
          </span>
          <AddToCart goodsId={offer.goodsId} stock={offer.stock} label={`${item.supplier.name} ${offer.packSize} ${offer.unit.code}`} compact />
        </>
      }
    />
  );
}

function ElectronicGradeRow({ item }: { item: ElectronicGradeItem }) {
  return (
    <Row
      product={item}
      prefill={{ cas: item.cas, productName: bilingualName(item), purity: item.grade }}
      tags={<Tag color="purple">{item.grade}</Tag>}
      detail={item.note}
      side={
        <>
          <span style={{ fontWeight: 600 }}>电子级请询价</span>
          <span className="muted" style={{ fontSize: 12 }}>
            普通规格：{offersLine(item)}
          </span>
        </>
      }
    />
  );
}

/** A page of one merchandising list (the server page fetched it); each row can fill the page's quick inquiry form. */
export function MerchandisingList(props: MerchandisingListProps) {
  const now = new Date(props.now);
  const empty = { emptyText: <Empty description={props.emptyText} /> };
  const style = { background: '#fff' };
  switch (props.kind) {
    case 'promotion':
      return (
        <List bordered style={style} locale={empty} dataSource={props.items} renderItem={(item) => <PromotionRow key={item.cas} item={item} now={now} />} />
      );
    case 'direct':
      return <List bordered style={style} locale={empty} dataSource={props.items} renderItem={(item) => <DirectRow key={item.cas} item={item} />} />;
    case 'electronic_grade':
      return <List bordered style={style} locale={empty} dataSource={props.items} renderItem={(item) => <ElectronicGradeRow key={item.cas} item={item} />} />;
  }
}
