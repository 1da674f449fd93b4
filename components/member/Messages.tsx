'use client';
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Drawer, Empty, Flex, List, Skeleton, Tag } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { useIsMobile } from '@/components/layout/viewport';
import { useMarkRead, useMessages, useRefreshMessages, type Message } from '@/lib/api/rfq';

const KIND_LABEL: Record<Message['kind'], { text: string; color: string }> = {
  quotation_received: { text: '新报价', color: 'blue' },
  quotation_appended: { text: '追加报价', color: 'cyan' },
  quotation_accepted: { text: '中标', color: 'green' },
  quotation_lost: { text: '未中标', color: 'default' },
  quotation_cancelled: { text: '已撤销', color: 'orange' },
  inquiry_message: { text: '询价留言', color: 'magenta' },
  lot_notice: { text: '批次通知', color: 'red' },
  certificate_reviewed: { text: '证书审核', color: 'purple' },
  order_submitted: { text: '新订单', color: 'blue' },
  order_paid: { text: '已付款', color: 'green' },
  order_cancelled: { text: '订单取消', color: 'default' },
  order_dispatched: { text: '已发货', color: 'cyan' },
  order_received: { text: '已收货', color: 'green' },
  order_refunded: { text: '已退款', color: 'orange' },
  order_negotiation: { text: '议价', color: 'gold' },
  order_payment_reviewed: { text: '转账审核', color: 'purple' },
  order_invoice: { text: '发票', color: 'geekblue' },
  refund_succeeded: { text: '退款到账', color: 'green' },
  refund_failed: { text: '退款转入预存款', color: 'orange' },
  payout_status: { text: '提现', color: 'gold' },
  sds_request: { text: 'SDS', color: 'volcano' },
  rating_received: { text: '评价', color: 'gold' },
  rating_reply: { text: '评价', color: 'gold' },
  price_alert: { text: '价格提醒', color: 'cyan' },
  organisation: { text: '组织', color: 'geekblue' },
  terms_due: { text: '账期', color: 'volcano' },
};

function when(iso: string): string {
  return new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
}

/** The messages, newest first: opening one marks it read; "全部已读" marks them all. */
export function MessageList({ pageSize = 10, paged = true, onNavigate }: { pageSize?: number; paged?: boolean; onNavigate?: () => void }) {
  const [page, setPage] = useState(1);
  const { data, isLoading } = useMessages(page, pageSize);
  const markRead = useMarkRead();
  const refresh = useRefreshMessages();
  const read = async (ids: number[] | 'all') => {
    await markRead.execute(ids === 'all' ? { all: true } : { ids });
    await refresh();
  };
  if (isLoading && !data) return <Skeleton active />;
  if (!data || data.list.length === 0) return <Empty description="暂无消息。收到报价、报价被采纳等会在这里通知你" />;
  return (
    <div data-testid="message-list">
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <span className="muted">未读 {data.unread} 条</span>
        <Button size="small" disabled={data.unread === 0} loading={markRead.isMutating} onClick={() => void read('all')} style={{ minHeight: 32 }}>
          全部已读
        </Button>
      </Flex>
      <List<Message>
        dataSource={data.list}
        renderItem={(m) => (
          <List.Item
            data-testid="message"
            style={{ alignItems: 'flex-start', background: m.read ? undefined : '#f0f7ff', padding: '10px 8px' }}
            actions={
              m.read
                ? []
                : [
                    <Button key="read" type="link" size="small" onClick={() => void read([m.id])} style={{ minHeight: 40 }}>
                      标为已读
                    </Button>,
                  ]
            }
          >
            <List.Item.Meta
              title={
                <span>
                  <Tag color={KIND_LABEL[m.kind].color}>{KIND_LABEL[m.kind].text}</Tag>
                  {m.link ? (
                    <Link
                      href={m.link}
                      onClick={() => {
                        if (!m.read) void read([m.id]);
                        onNavigate?.();
                      }}
                    >
                      {m.title}
                    </Link>
                  ) : (
                    m.title
                  )}
                  {!m.read && <Badge status="processing" style={{ marginLeft: 6 }} />}
                </span>
              }
              description={
                <>
                  <div>{m.body}</div>
                  <div className="muted">{when(m.createdAt)}</div>
                </>
              }
            />
          </List.Item>
        )}
      />
      {paged && <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="条" onPage={setPage} />}
    </div>
  );
}

export const UNREAD_POLL_MS = 60_000;

/** The bell in the header: unread count, asked again every `pollMs`; opens the message drawer. */
export function MessageBell({ pollMs = UNREAD_POLL_MS }: { pollMs?: number }) {
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  // New quotations arrive while the page is open; a minute is soon enough and cheap (one indexed count).
  const { data, mutate } = useMessages(1, 1, true, pollMs);
  return (
    <>
      <Badge count={data?.unread ?? 0} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          icon={<BellOutlined />}
          aria-label={`消息${data?.unread ? `（${data.unread} 条未读）` : ''}`}
          data-testid="message-bell"
          onClick={() => {
            setOpen(true);
            void mutate();
          }}
          style={{ minWidth: 40, minHeight: 40 }}
        />
      </Badge>
      <Drawer open={open} onClose={() => setOpen(false)} title="消息" width={mobile ? '100%' : 480} destroyOnHidden>
        <MessageList onNavigate={() => setOpen(false)} />
      </Drawer>
    </>
  );
}

/** /member: the latest messages. */
export function LatestMessages() {
  return (
    <Card title="最新消息" size="small" data-testid="latest-messages">
      <MessageList pageSize={5} paged={false} />
    </Card>
  );
}
