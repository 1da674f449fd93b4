'use client';
import { App, Button, List, Modal, Table, Tag } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import type { z } from 'zod';
import { useIsMobile } from '@/components/layout/viewport';
import type { ApiError } from '@/lib/api/client';
import { useReorder } from '@/lib/api/orders';
import type { ReorderResultSchema } from '@/lib/contracts/orders/schema';
import { formatYuan } from '@/lib/shared/format';

type Result = z.infer<typeof ReorderResultSchema>;
type Line = Result['lines'][number];

function Outcome({ line }: { line: Line }) {
  return line.added ? <Tag color="success">已加入</Tag> : <span style={{ color: '#a8071a' }}>{line.reason}</span>;
}

function PriceChange({ line }: { line: Line }) {
  if (line.differenceCents === null) return <span className="muted">—</span>;
  if (line.differenceCents === 0) return <span>价格未变</span>;
  const up = line.differenceCents > 0;
  return (
    <span style={{ color: up ? '#a8071a' : '#237804' }}>
      {up ? '涨' : '降'} {formatYuan(Math.abs(line.differenceCents))}
    </span>
  );
}

/** 再次购买: puts the order's lines back into the cart at today's prices and shows, line by line, what went in and what changed. */
export function ReorderButton({ orderNo, lineNos, label = '再次购买', size }: { orderNo: string; lineNos?: number[]; label?: string; size?: 'small' }) {
  const { message } = App.useApp();
  const mobile = useIsMobile();
  const reorder = useReorder();
  const [result, setResult] = useState<Result | null>(null);
  const run = async () => {
    try {
      setResult(await reorder.execute({ orderNo, ...(lineNos ? { lineNos } : {}) }));
    } catch (e) {
      void message.error((e as ApiError).message);
    }
  };
  return (
    <>
      <Button size={size} loading={reorder.isMutating} onClick={() => void run()} data-testid="reorder">
        {label}
      </Button>
      <Modal
        open={result !== null}
        title={result && result.added > 0 ? `已放回购物车 ${result.added} 种商品` : '没有商品可以放回购物车'}
        onCancel={() => setResult(null)}
        width={720}
        footer={[
          <Button key="close" onClick={() => setResult(null)}>
            关闭
          </Button>,
          result && result.added > 0 ? (
            <Link key="cart" href="/cart">
              <Button type="primary">去购物车结算</Button>
            </Link>
          ) : null,
        ]}
      >
        <p className="muted">按商品今天的价格计入购物车；与原订单单价不同的行已标出。</p>
        {mobile ? (
          <List
            data-testid="reorder-result"
            size="small"
            dataSource={result?.lines ?? []}
            renderItem={(l) => (
              <List.Item key={l.lineNo} style={{ display: 'block' }}>
                <div>
                  {l.lineNo}. {l.productName} × {l.quantity}
                </div>
                <div className="muted" style={{ fontSize: 13 }}>
                  原 {formatYuan(l.previousUnitPriceCents)} → 今日 {l.unitPriceCents === null ? '—' : formatYuan(l.unitPriceCents)} · <PriceChange line={l} />
                </div>
                <Outcome line={l} />
              </List.Item>
            )}
          />
        ) : (
          <Table<Line>
            data-testid="reorder-result"
            rowKey="lineNo"
            size="small"
            pagination={false}
            scroll={{ x: 560 }}
            dataSource={result?.lines ?? []}
            columns={[
              { title: '商品', key: 'name', render: (_, l) => `${l.lineNo}. ${l.productName} × ${l.quantity}` },
              { title: '原单价', key: 'before', render: (_, l) => formatYuan(l.previousUnitPriceCents) },
              { title: '今日单价', key: 'now', render: (_, l) => (l.unitPriceCents === null ? '—' : formatYuan(l.unitPriceCents)) },
              { title: '差额', key: 'diff', render: (_, l) => <PriceChange line={l} /> },
              { title: '结果', key: 'result', render: (_, l) => <Outcome line={l} /> },
            ]}
          />
        )}
      </Modal>
    </>
  );
}
