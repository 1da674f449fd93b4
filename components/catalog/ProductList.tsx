import Link from 'next/link';
import type { SearchResult } from '@/lib/api/catalog';
import { categoryPath, formatYuan, productPath } from '@/lib/shared/format';
import { ProductName } from './ProductName';
import { splitForHighlight } from '@/lib/shared/highlight';
import { CasNumber } from '@/components/layout/IdNumber';
import { GhsPictograms } from '@/components/safety/GhsPictogram';

type Hit = SearchResult['list'][number];

/** The text with the searched term marked. */
export function Highlighted({ text, term }: { text: string; term?: string }) {
  if (!term) return <>{text}</>;
  return <>{splitForHighlight(text, term).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</>;
}

const MATCHED_LABEL: Record<string, string> = {
  synonym: '匹配别名',
  alias_zh: '匹配中文别名',
  iupac: '匹配 IUPAC 名',
  inchikey: '匹配 InChIKey',
  pinyin: '匹配拼音',
  pinyin_initials: '匹配拼音首字母',
};

/**
 * One product in a result list: name, CAS, formula, the name that matched and
 * the best offer. Plain markup (no antd, no hooks): it renders on the server in
 * the public pages and inside antd pages alike.
 */
export function ProductListItem({ hit, term }: { hit: Hit; term?: string }) {
  const field = hit.matched?.field;
  // An identifier match marks the whole identifier: "50782" found 50-78-2, "H2SO4" found H2O4S.
  const casTerm = field === 'cas' ? hit.cas : term;
  const formulaTerm = field === 'formula' ? (hit.formula ?? undefined) : term;
  const matchedLabel = field ? MATCHED_LABEL[field] : undefined;
  return (
    <li className="product-list__item">
      <div className="product-list__main">
        <h2 className="product-list__title">
          <Link href={productPath(hit.cas)} prefetch={false}>
            <ProductName
              name={hit.name}
              nameZh={hit.nameZh}
              nameNode={<Highlighted text={hit.name} term={term} />}
              nameZhNode={hit.nameZh ? <Highlighted text={hit.nameZh} term={term} /> : undefined}
            />
          </Link>
        </h2>
        {hit.hazard && (
          <div className="product-list__hazard" data-testid="hit-hazard">
            <GhsPictograms codes={hit.hazard.pictograms} size={24} />
            {hit.hazard.signalWord && <strong>{hit.hazard.signalWord}</strong>}
          </div>
        )}
        <div className="product-list__facts">
          <span>
            CAS{' '}
            <CasNumber>
              <Highlighted text={hit.cas} term={casTerm} />
            </CasNumber>
          </span>
          {hit.formula && (
            <span>
              分子式{' '}
              <span className="mono">
                <Highlighted text={hit.formula} term={formulaTerm} />
              </span>
            </span>
          )}
          {hit.molecularWeight !== null && <span>分子量 {hit.molecularWeight.toFixed(2)}</span>}
          {hit.category &&
            (hit.categorySlug ? (
              <Link href={categoryPath(hit.categorySlug)} prefetch={false} data-testid="category-badge" className="pub-tag">
                {hit.category}
              </Link>
            ) : (
              <span className="pub-tag">{hit.category}</span>
            ))}
          {matchedLabel && hit.matched && (
            <span data-testid="matched-name">
              {matchedLabel}：<Highlighted text={hit.matched.text} term={field === 'inchikey' ? hit.matched.text : term} />
            </span>
          )}
        </div>
      </div>
      <div className="product-list__offer">
        {hit.offerCount > 0 && hit.lowestPriceCents !== null ? (
          <>
            <strong className="offer-price">{formatYuan(hit.lowestPriceCents)} 起</strong>
            <span className="muted">{hit.offerCount} 个报价</span>
          </>
        ) : (
          <span className="muted">暂无报价，可询价</span>
        )}
      </div>
    </li>
  );
}

/** A list of products (server pages hand over the data, this renders it), or what to do when it is empty. */
export function ProductHitList({ hits, emptyText, term }: { hits: Hit[]; emptyText: string; term?: string }) {
  if (hits.length === 0)
    return (
      <p className="product-list product-list--empty" data-testid="empty-results">
        {emptyText}
      </p>
    );
  return (
    <ul className="product-list">
      {hits.map((hit) => (
        <ProductListItem key={hit.cas} hit={hit} term={term} />
      ))}
    </ul>
  );
}
