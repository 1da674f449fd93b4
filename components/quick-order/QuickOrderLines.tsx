'use client';
import { Button, Select, Table, Tag, Typography } from 'antd';
import { useIsMobile } from '@/components/layout/viewport';
import type { QuickLine, QuickOffer, QuickOrderResult } from '@/lib/contracts/orders/quick-order-schema';
import { formatYuan } from '@/lib/shared/format';
import { formatNormalized } from '@/lib/shared/normalized-price';
import { offerOf, type Picks } from './quick-order-state';

function asked(line: QuickLine): string {
  const amount = line.quantity === null ? '1 件' : `${line.quantity}${line.unitCode ? ` ${line.unitCode}` : ' 件'}`;
  return line.purity ? `${amount} · ${line.purity}` : amount;
}

function offerLabel(o: QuickOffer): string {
  const days = o.days === null ? '' : ` · 约 ${o.days} 天送达`;
  return `${o.sellerName} · ${o.packSize} ${o.unitCode}${o.purity ? ` ${o.purity}` : ''} × ${o.packs} · 到手 ${formatYuan(o.landedCents)}${days}`;
}

function Product({ line }: { line: QuickLine }) {
  return (
    <div>
      <div>{line.substance ? (line.substance.nameZh ?? line.substance.name) : line.query}</div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {line.substance ? line.substance.cas : '未识别'} · 需要 {asked(line)}
      </Typography.Text>
      {line.regulated.map((r) => (
        <Tag key={r.key} color="orange" style={{ marginLeft: 4 }}>
          {r.name}
        </Tag>
      ))}
    </div>
  );
}

/** The chosen offer of a line with its alternatives one click away, or why it goes to an inquiry. */
function Choice({ line, picks, onPick }: { line: QuickLine; picks: Picks; onPick: (row: number, goodsId: number | null) => void }) {
  const offer = offerOf(line, picks);
  const options = [line.choice, ...line.alternatives].filter((o): o is QuickOffer => o !== null);
  if (options.length === 0) return <Typography.Text type="warning">{line.problem}</Typography.Text>;
  if (!offer)
    return (
      <span>
        <Typography.Text type="secondary">不购买，转为询价</Typography.Text>{' '}
        <Button size="small" type="link" onClick={() => onPick(line.row, line.choice?.goodsId ?? options[0]!.goodsId)}>
          恢复
        </Button>
      </span>
    );
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      <Select
        aria-label={`第 ${line.row} 行所选商品`}
        value={offer.goodsId}
        onChange={(goodsId: number) => onPick(line.row, goodsId)}
        options={options.map((o) => ({ value: o.goodsId, label: offerLabel(o) }))}
        style={{ flex: '1 1 260px', minWidth: 0 }}
        popupMatchSelectWidth={false}
      />
      {options.length > 1 && <Typography.Text type="secondary">另有 {options.length - 1} 个可选</Typography.Text>}
      <Button size="small" type="link" onClick={() => onPick(line.row, null)}>
        不买这行
      </Button>
    </div>
  );
}

/** The resolved list: a table at desktop width, a list of cards on a phone. */
export function QuickOrderLines({ result, picks, onPick }: { result: QuickOrderResult; picks: Picks; onPick: (row: number, goodsId: number | null) => void }) {
  const mobile = useIsMobile();
  if (mobile)
    return (
      <ol className="quick-order-cards" aria-label="清单匹配结果">
        {result.lines.map((line) => {
          const offer = offerOf(line, picks);
          return (
            <li key={line.row} data-testid="quick-line">
              <Typography.Text type="secondary">第 {line.row} 行</Typography.Text>
              <Product line={line} />
              <Choice line={line} picks={picks} onPick={onPick} />
              {offer && <div>到手价 {formatYuan(offer.landedCents)}</div>}
            </li>
          );
        })}
      </ol>
    );
  return (
    <Table<QuickLine>
      rowKey="row"
      size="small"
      pagination={result.lines.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      dataSource={result.lines}
      onRow={() => ({ 'data-testid': 'quick-line' }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { title: '行', dataIndex: 'row', width: 48 },
        { title: '产品与需求', key: 'product', width: 280, render: (_, line) => <Product line={line} /> },
        { title: '所选商品（可换）', key: 'choice', render: (_, line) => <Choice line={line} picks={picks} onPick={onPick} /> },
        {
          title: '到手价',
          key: 'landed',
          width: 120,
          align: 'right',
          render: (_, line) => {
            const offer = offerOf(line, picks);
            if (!offer) return '—';
            return (
              <div>
                <div>{formatYuan(offer.landedCents)}</div>
                {offer.perBase && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatNormalized(offer.perBase)}
                  </Typography.Text>
                )}
              </div>
            );
          },
        },
      ]}
    />
  );
}
