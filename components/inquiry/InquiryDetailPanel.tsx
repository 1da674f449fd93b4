'use client';
import { Alert, App, Button, Descriptions, Flex, Skeleton, Space, Tag } from 'antd';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { InquiryThreadList } from '@/components/threads/InquiryThreadList';
import { ThreadDrawer } from '@/components/threads/ThreadDrawer';
import { inquiryExportUrl, useChangeInquiryStatus, useInquiryDetail, type InquiryDetail } from '@/lib/api/rfq';
import { useInquiryThreads } from '@/lib/api/threads';
import { dayOf } from './price';
import { Quoted } from './Quoted';

/** One of the buyer's inquiries: header, close / cancel, and the comparison of quotations. */
export function InquiryDetailPanel({ id, onChanged }: { id: number; onChanged: () => void }) {
  const { modal, message } = App.useApp();
  const { data, error, isLoading, mutate } = useInquiryDetail(id);
  const change = useChangeInquiryStatus();
  const threads = useInquiryThreads(id);
  const link = useSearchParams().get('thread');
  const [talking, setTalking] = useState(() => threadFromLink(link));
  // A message's link followed while the page is open opens that conversation too.
  useEffect(() => {
    const linked = threadFromLink(link);
    if (linked) setTalking(linked);
  }, [link]);
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (isLoading || !data || data.id !== id) return <Skeleton active />;

  const run = async (action: 'accept' | 'close' | 'cancel', quotationId?: number) => {
    const next = await change.execute({ inquiryId: id, action, quotationId });
    await mutate(next, { revalidate: false });
    onChanged();
    message.success(action === 'accept' ? '已采纳，该行待下单' : action === 'close' ? '询价单已关闭' : '询价单已取消');
  };
  const confirmEnd = (action: 'close' | 'cancel') =>
    modal.confirm({
      title: action === 'close' ? '关闭这张询价单？' : '取消这张询价单？',
      content: action === 'close' ? '关闭后卖家不能再报价，已采纳的行仍可下单。' : '取消后询价单作废，所有有效报价将撤销，卖家会收到通知。',
      okText: action === 'close' ? '确认关闭' : '确认取消',
      okButtonProps: { danger: action === 'cancel' },
      cancelText: '返回',
      onOk: () => run(action).catch(() => undefined),
    });

  return (
    <div data-testid="inquiry-detail">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space wrap>
          <strong className="mono">{data.inquiryNo}</strong>
          <Tag color="processing">{data.statusLabel}</Tag>
        </Space>
        <Space wrap>
          <Button href={inquiryExportUrl(id)} download style={{ textDecoration: 'none' }} data-testid="inquiry-export">
            导出 Excel
          </Button>
          {data.allowedActions.includes('close') && <Button onClick={() => confirmEnd('close')}>关闭询价</Button>}
          {data.allowedActions.includes('cancel') && (
            <Button danger onClick={() => confirmEnd('cancel')}>
              取消询价
            </Button>
          )}
        </Space>
      </Flex>
      <HeaderFacts detail={data} />
      <InquiryThreadList
        threads={threads.data?.list ?? []}
        unread={threads.data?.unread ?? 0}
        counterpart={(t) => t.seller.name}
        onOpen={(t) => setTalking({ lineId: t.lineId, sellerId: t.seller.id, title: `与 ${t.seller.name} 沟通` })}
      />
      <Quoted
        detail={data}
        onAccept={(q) => run('accept', q.id).catch(() => undefined)}
        talk={{
          unread: (q) => threads.data?.list.find((t) => t.lineId === q.lineId && t.seller.id === q.seller.id)?.unread ?? 0,
          open: (q) => setTalking({ lineId: q.lineId, sellerId: q.seller.id, title: `与 ${q.seller.name} 沟通` }),
        }}
      />
      <ThreadDrawer threadKey={talking} title={talking?.title ?? '沟通'} onClose={() => setTalking(null)} />
    </div>
  );
}

/** `?thread=<lineId>-<sellerId>` (the link in a message or mail) opens that conversation. */
function threadFromLink(value: string | null): { lineId: number; sellerId: number; title: string } | null {
  const match = /^(\d{1,10})-(\d{1,10})$/.exec(value ?? '');
  return match ? { lineId: Number(match[1]), sellerId: Number(match[2]), title: '沟通' } : null;
}

function HeaderFacts({ detail }: { detail: InquiryDetail }) {
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} style={{ marginBottom: 12 }}>
      <Descriptions.Item label="联系人">
        {detail.buyer.contactName} {detail.buyer.contactPhone}
      </Descriptions.Item>
      <Descriptions.Item label="报价截止">{dayOf(detail.deadline)}</Descriptions.Item>
      <Descriptions.Item label="期望到货">{detail.neededBy ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="收货地址">{detail.delivery?.address ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="发票">{detail.delivery?.invoiceTitle ?? '不开发票'}</Descriptions.Item>
      <Descriptions.Item label="备注">{detail.remarks ?? '—'}</Descriptions.Item>
      {detail.attachments.length > 0 && (
        <Descriptions.Item label="附件">
          <Space wrap>
            {detail.attachments.map((a) => (
              <a key={a.id} href={a.url} target="_blank" rel="noreferrer">
                {a.name}
              </a>
            ))}
          </Space>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
