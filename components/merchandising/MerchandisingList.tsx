import Link from 'next/link';
import type { ReactNode } from 'react';
import type { InquiryPrefill } from '@/components/inquiry/prefill';
import type { DirectPage, ElectronicGradePage, PromotionPage } from '@/lib/api/merchandising';
import { ProductName } from '@/components/catalog/ProductName';
import { InquireButton, ListBuyButton } from './ListIslands';
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

/** One row: the product on the left, the price and the inquiry button on the right; they stack on a phone (CSS). */
function Row({ product, tags, detail, side, prefill }: { product: Product; tags?: ReactNode; detail?: ReactNode; side: ReactNode; prefill: InquiryPrefill }) {
  return (
    <li data-testid="list-item">
      <div className="merch-list__what">
        <div className="pub-tags" style={{ alignItems: 'center', marginBottom: 4 }}>
          <Link href={productPath(product.cas)} className="merch-list__name" prefetch={false}>
            <ProductName name={product.name} nameZh={product.nameZh} />
          </Link>
          {tags}
        </div>
        <div className="muted merch-list__facts">
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
      <div className="merch-list__side">
        {side}
        <InquireButton prefill={prefill} name={product.name} />
      </div>
    </li>
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
          <span className="pub-tag pub-tag--red">{item.label}</span>
          {left && <span className="pub-tag pub-tag--orange">{left}</span>}
        </>
      }
      detail={item.note}
      side={
        <>
          {item.promotionPriceCents !== null ? (
            <span className="merch-list__price">{formatYuan(item.promotionPriceCents)} 起</span>
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
      tags={<span className="pub-tag pub-tag--blue">{item.supplier.label}</span>}
      detail={
        <span>
          {item.supplier.name} · {offer.packSize} {offer.unit.code} · {offer.purity} · {offer.stock > 0 ? '现货' : `货期 ${offer.leadTimeDays} 天`}
        </span>
      }
      side={
        <>
          <span className="merch-list__price">{formatYuan(offer.priceCents)}</span>
          <span className="muted" style={{ fontSize: 12 }}>
            直供 {item.directOfferCount} 个报价 · 全站 {item.offerCount} 个
          </span>
          <ListBuyButton goodsId={offer.goodsId} stock={offer.stock} label={`${item.supplier.name} ${offer.packSize} ${offer.unit.code}`} />
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
      tags={<span className="pub-tag pub-tag--purple">{item.grade}</span>}
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

/** A page of one merchandising list (the server page fetched it), as plain markup; each row's 询价 fills the page's inquiry form. */
export function MerchandisingList(props: MerchandisingListProps) {
  const now = new Date(props.now);
  if (props.items.length === 0) return <p className="merch-list merch-list--empty">{props.emptyText}</p>;
  return (
    <ul className="merch-list">
      {props.kind === 'promotion' && props.items.map((item) => <PromotionRow key={item.cas} item={item} now={now} />)}
      {props.kind === 'direct' && props.items.map((item) => <DirectRow key={item.cas} item={item} />)}
      {props.kind === 'electronic_grade' && props.items.map((item) => <ElectronicGradeRow key={item.cas} item={item} />)}
    </ul>
  );
}
