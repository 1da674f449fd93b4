'use client';
import { List, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useIsMobile } from '@/components/layout/viewport';
import type { Order } from '@/lib/api/orders';
import { formatYuan, productPath } from '@/lib/shared/format';
import { CasNumber } from '@/components/layout/IdNumber';
import { LineHazard } from '@/components/safety/LineHazard';

type Line = Order['lines'][number];

export function lineName(line: Pick<Line, 'productName' | 'productNameZh'>): string {
  return line.productNameZh && line.productNameZh !== line.productName ? `${line.productNameZh} ${line.productName}` : line.productName;
}

/** The lot shipped on the line (with its COA, revised or recalled), else before dispatch the offer's lot and COA. */
function Coa({ line }: { line: Line }) {
  const lot = line.shippedLot;
  if (lot)
    return (
      <span data-testid="shipped-lot">
        批号 {lot.lotNumber}
        {lot.coaUrl && (
          <>
            {' · '}
            <a href={lot.coaUrl} target="_blank" rel="noopener">
              COA{lot.coaRevision > 0 ? `（修订 ${lot.coaRevision}）` : ''}
            </a>
          </>
        )}
        {lot.recalledAt && (
          <Tag color="red" style={{ marginLeft: 6 }} title={lot.recallReason ?? undefined}>
            已召回：{lot.recallReason}
          </Tag>
        )}
      </span>
    );
  if (!line.coaUrl) return <span className="muted">—</span>;
  return (
    <a href={line.coaUrl} target="_blank" rel="noopener">
      COA{line.lotNumber ? ` · ${line.lotNumber}` : ''}
    </a>
  );
}

/** The seller's SDS of the line's substance (Chinese, English when given), with its revision date. */
function Sds({ line }: { line: Line }) {
  if (!line.sds) return null;
  return (
    <span data-testid="order-line-sds">
      {' · '}
      <a href={line.sds.url} target="_blank" rel="noopener" title={`安全技术说明书，${line.sds.revisedOn} 修订`}>
        SDS
      </a>
      {line.sds.enUrl && (
        <>
          {' / '}
          <a href={line.sds.enUrl} target="_blank" rel="noopener">
            EN
          </a>
        </>
      )}
      <span className="muted">（{line.sds.revisedOn} 修订）</span>
    </span>
  );
}

const columns: ColumnsType<Line> = [
  {
    title: '商品',
    key: 'name',
    render: (_, l) => (
      <>
        {l.cas ? <Link href={productPath(l.cas)}>{lineName(l)}</Link> : lineName(l)}
        <LineHazard hazard={l.hazard} />
      </>
    ),
  },
  { title: 'CAS', key: 'cas', render: (_, l) => (l.cas ? <CasNumber cas={l.cas} /> : '—') },
  { title: '规格', key: 'pack', render: (_, l) => `${l.packSize} ${l.unitCode}${l.purity ? ` · ${l.purity}` : ''}` },
  { title: '单价', key: 'price', align: 'right', render: (_, l) => formatYuan(l.unitPriceCents) },
  { title: '数量', key: 'qty', align: 'right', dataIndex: 'quantity' },
  { title: '小计', key: 'amount', align: 'right', render: (_, l) => formatYuan(l.amountCents) },
  {
    title: '批次 / COA / SDS',
    key: 'coa',
    render: (_, l) => (
      <>
        <Coa line={l} />
        <Sds line={l} />
      </>
    ),
  },
];

/** An order's lines: a table at desktop width, a list on a phone. */
export function OrderLines({ lines, action }: { lines: Line[]; action?: (line: Line) => ReactNode }) {
  const mobile = useIsMobile();
  if (mobile) {
    return (
      <List
        size="small"
        dataSource={lines}
        renderItem={(l) => (
          <List.Item key={l.lineNo} style={{ display: 'block' }} data-testid="order-line">
            <div style={{ wordBreak: 'break-word' }}>{lineName(l)}</div>
            <LineHazard hazard={l.hazard} />
            <div className="muted" style={{ fontSize: 13 }}>
              {l.cas && (
                <>
                  <CasNumber cas={l.cas} /> ·{' '}
                </>
              )}
              {l.packSize} {l.unitCode}
              {l.purity ? ` · ${l.purity}` : ''} · {formatYuan(l.unitPriceCents)} × {l.quantity} = <strong>{formatYuan(l.amountCents)}</strong> ·{' '}
              <Coa line={l} />
              <Sds line={l} />
            </div>
            {action && <div style={{ marginTop: 4 }}>{action(l)}</div>}
          </List.Item>
        )}
      />
    );
  }
  const shown = action ? [...columns, { title: '', key: 'action', render: (_: unknown, l: Line) => action(l) }] : columns;
  return <Table<Line> rowKey="lineNo" size="small" columns={shown} dataSource={lines} pagination={false} scroll={{ x: 720 }} data-testid="order-lines" />;
}
