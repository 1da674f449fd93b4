'use client';
import { List, Space, Tag, Typography } from 'antd';
import Link from 'next/link';
import type { SearchResult } from '@/lib/api/catalog';
import { categoryPath, formatYuan, productPath } from '@/lib/shared/format';
import { ProductName } from './ProductName';
import { splitForHighlight } from '@/lib/shared/highlight';
import { CasNumber } from '@/components/layout/IdNumber';

type Hit = SearchResult['list'][number];

/** The text with the searched term marked. */
export function Highlighted({ text, term }: { text: string; term?: string }) {
  if (!term) return <>{text}</>;
  return <>{splitForHighlight(text, term).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</>;
}

const MATCHED_LABEL: Record<string, string> = { synonym: '匹配别名', alias_zh: '匹配中文别名', iupac: '匹配 IUPAC 名', inchikey: '匹配 InChIKey' };

/** One product in a result list: name, CAS, formula, the name that matched and the best offer. */
export function ProductListItem({ hit, term }: { hit: Hit; term?: string }) {
  const field = hit.matched?.field;
  // An identifier match marks the whole identifier: "50782" found 50-78-2, "H2SO4" found H2O4S.
  const casTerm = field === 'cas' ? hit.cas : term;
  const formulaTerm = field === 'formula' ? (hit.formula ?? undefined) : term;
  const matchedLabel = field ? MATCHED_LABEL[field] : undefined;
  return (
    <List.Item
      extra={
        hit.offerCount > 0 && hit.lowestPriceCents !== null ? (
          <Space direction="vertical" size={0} style={{ textAlign: 'right' }}>
            <Typography.Text strong style={{ color: '#cf1322' }}>
              {formatYuan(hit.lowestPriceCents)} 起
            </Typography.Text>
            <Typography.Text type="secondary">{hit.offerCount} 个报价</Typography.Text>
          </Space>
        ) : (
          <Typography.Text type="secondary">暂无报价，可询价</Typography.Text>
        )
      }
    >
      <List.Item.Meta
        title={
          <Link href={productPath(hit.cas)}>
            <ProductName
              name={hit.name}
              nameZh={hit.nameZh}
              nameNode={<Highlighted text={hit.name} term={term} />}
              nameZhNode={hit.nameZh ? <Highlighted text={hit.nameZh} term={term} /> : undefined}
            />
          </Link>
        }
        description={
          <Space wrap size={[12, 4]}>
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
                <Link href={categoryPath(hit.categorySlug)} data-testid="category-badge">
                  <Tag>{hit.category}</Tag>
                </Link>
              ) : (
                <Tag>{hit.category}</Tag>
              ))}
            {matchedLabel && hit.matched && (
              <span data-testid="matched-name">
                {matchedLabel}：<Highlighted text={hit.matched.text} term={field === 'inchikey' ? hit.matched.text : term} />
              </span>
            )}
          </Space>
        }
      />
    </List.Item>
  );
}

/** A plain list of products (server pages hand over the data, this renders it). */
export function ProductHitList({ hits, emptyText }: { hits: Hit[]; emptyText: string }) {
  return (
    <List bordered style={{ background: '#fff' }} dataSource={hits} locale={{ emptyText }} renderItem={(hit) => <ProductListItem key={hit.cas} hit={hit} />} />
  );
}
