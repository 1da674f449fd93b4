'use client';
import { Badge, Card, List } from 'antd';
import type { ThreadSummary } from '@/lib/api/threads';

function when(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }) : '';
}

/** The inquiry's conversations, newest first, each opening its thread; nothing when there are none. */
export function InquiryThreadList({
  threads,
  unread,
  counterpart,
  onOpen,
}: {
  threads: ThreadSummary[];
  unread: number;
  counterpart: (t: ThreadSummary) => string;
  onOpen: (t: ThreadSummary) => void;
}) {
  if (threads.length === 0) return null;
  return (
    <Card
      size="small"
      title={
        <span>
          沟通 <Badge count={unread} size="small" />
        </span>
      }
      style={{ marginBottom: 12 }}
      data-testid="thread-list"
    >
      <List
        size="small"
        dataSource={threads}
        renderItem={(t) => (
          <List.Item
            key={t.threadId}
            onClick={() => onOpen(t)}
            style={{ cursor: 'pointer' }}
            actions={[<Badge key="unread" count={t.unread} size="small" />]}
            data-testid="thread-summary"
          >
            <List.Item.Meta
              title={
                <span>
                  {t.lineNo}. {t.productName} · {counterpart(t)}
                </span>
              }
              description={
                <span style={{ overflowWrap: 'anywhere' }}>
                  {t.lastFrom === 'seller' ? '卖家' : '买家'}：{t.preview} <span className="muted">{when(t.lastMessageAt)}</span>
                </span>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
