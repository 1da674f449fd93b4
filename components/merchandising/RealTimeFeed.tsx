'use client';
import { Card, Empty, List } from 'antd';
import Link from 'next/link';
import type { RealTimePurchasePage } from '@/lib/api/merchandising';
import { productPath } from '@/lib/shared/format';
import { timeAgoZh } from '@/lib/shared/relative-time';

type Purchase = RealTimePurchasePage['list'][number];

/** 实时采购: "王老师 3 分钟前询价 乙醇 500 mL" — the newest inquiries, buyers shown by surname and title only. */
export function RealTimeFeed({ items, now }: { items: Purchase[]; now: string }) {
  const at = new Date(now);
  return (
    <Card title="实时采购" size="small" data-testid="real-time-feed">
      <List
        size="small"
        dataSource={items}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有询价，来做第一个吧" /> }}
        renderItem={(item) => {
          const line = (
            <>
              {item.buyer} <span className="muted">{timeAgoZh(item.createdAt, at)}询价</span> {item.nameZh ? `${item.nameZh} ` : ''}
              {item.name} {item.quantity} {item.unit.code}
              {item.purity && <span className="muted"> · {item.purity}</span>}
            </>
          );
          // The whole line is the link, so it reads as one sentence (and is not just another "Ethanol" link).
          return (
            <List.Item key={item.id}>
              <div style={{ minWidth: 0, fontSize: 13, wordBreak: 'break-word' }}>
                {item.inCatalog && item.cas ? (
                  <Link href={productPath(item.cas)} style={{ color: 'inherit' }}>
                    {line}
                  </Link>
                ) : (
                  line
                )}
              </div>
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
