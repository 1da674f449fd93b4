'use client';
import { Alert, App, Button, Card, Descriptions, Empty, Flex, Skeleton, Tag, Timeline } from 'antd';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { InquiryThreadList } from '@/components/threads/InquiryThreadList';
import { ThreadButton } from '@/components/threads/ThreadButton';
import { ThreadDrawer } from '@/components/threads/ThreadDrawer';
import { useInquiryThreads } from '@/lib/api/threads';
import { inquiryExportUrl, useCancelQuote, useInquiryDetail } from '@/lib/api/rfq';
import { formatYuan } from '@/lib/shared/format';
import { dayOf, formatNormalized, leadLabel } from './price';
import { QuoteModal } from './QuoteModal';
import { CasNumber } from '@/components/layout/IdNumber';

/** /member/seller/quoteDetail: the inquiry (id given by the page from the quotation) as a seller sees it, their own quotations per line with history. */
export function QuoteDetailView({ id }: { id: number | null }) {
  const { modal, message } = App.useApp();
  const { data, error, isLoading, mutate } = useInquiryDetail(id);
  const cancel = useCancelQuote();
  const [quoting, setQuoting] = useState<number | null>(null);
  const threads = useInquiryThreads(id);
  const link = useSearchParams().get('thread');
  const linked = /^\d{1,10}$/.test(link ?? '') ? Number(link) : null;
  const [talking, setTalking] = useState<number | null>(linked);
  // A message's link followed while the page is open opens that conversation too.
  useEffect(() => {
    if (linked !== null) setTalking(linked);
  }, [linked]);
  if (id === null) return <Empty description="报价不存在，或不是你的报价" />;
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (isLoading || !data) return <Skeleton active />;
  const quotable = ['open', 'quoted', 'partly_accepted'].includes(data.status);
  return (
    <Card
      title={`报价详情 · ${data.inquiryNo}`}
      data-testid="quote-detail"
      extra={
        <Flex gap={12} wrap>
          {quotable && <Link href={`/member/seller/quoteSheet?inquiryId=${data.id}`}>整单报价</Link>}
          <a href={inquiryExportUrl(data.id)} download>
            导出 Excel
          </a>
          <Link href="/member/seller/inquiryManage/quoted/1">返回报价管理</Link>
        </Flex>
      }
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="询价人">{data.buyer.label}</Descriptions.Item>
        <Descriptions.Item label="收货地区">{data.area ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="状态">{data.statusLabel}</Descriptions.Item>
        <Descriptions.Item label="报价截止">{dayOf(data.deadline)}</Descriptions.Item>
        <Descriptions.Item label="期望到货">{data.neededBy ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="买家备注">{data.remarks ?? '—'}</Descriptions.Item>
      </Descriptions>
      <InquiryThreadList
        threads={threads.data?.list ?? []}
        unread={threads.data?.unread ?? 0}
        counterpart={(t) => t.buyer}
        onOpen={(t) => setTalking(t.lineId)}
      />
      {data.lines.map((line) => {
        const active = line.quotations.find((q) => q.status === 'active');
        const won = line.acceptedQuotationId !== null;
        return (
          <Card
            key={line.id}
            size="small"
            style={{ marginBottom: 12 }}
            data-testid={`detail-line-${line.lineNo}`}
            title={
              <Flex wrap gap={8} style={{ whiteSpace: 'normal' }}>
                <strong>
                  {line.lineNo}. {line.productName}
                </strong>
                {line.cas && <CasNumber cas={line.cas} />}
                <span>
                  {line.quantity} {line.unit.name}
                </span>
                {won ? <Tag color="success">已中标</Tag> : line.accepted ? <Tag>已采纳他人报价</Tag> : <Tag>{line.quoteCount} 个报价</Tag>}
              </Flex>
            }
          >
            {line.quotations.length === 0 ? (
              <span className="muted">你还没有报价</span>
            ) : (
              <Timeline
                items={line.quotations.map((q) => ({
                  color: q.status === 'active' ? 'blue' : q.status === 'accepted' ? 'green' : 'gray',
                  children: (
                    <div data-testid="my-quotation">
                      <strong>{formatYuan(q.priceCents)}</strong> / {q.packSize} {q.unit.code}（{formatNormalized(q.normalizedPrice)}）· 纯度 {q.purity ?? '—'}{' '}
                      · 货期 {leadLabel(q)} · 有效至 {dayOf(q.validUntil)} <Tag>{q.status === 'lost' ? '未中标' : q.statusLabel}</Tag>
                      <div className="muted">
                        {new Date(q.createdAt).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' })}
                        {q.remarks ? ` · ${q.remarks}` : ''}
                        {q.coa && (
                          <>
                            {' · '}
                            <a href={q.coa.url} target="_blank" rel="noreferrer">
                              COA
                            </a>
                          </>
                        )}
                      </div>
                    </div>
                  ),
                }))}
              />
            )}
            <Flex gap={8} wrap justify="flex-end" style={{ marginTop: 8 }}>
              <ThreadButton label="联系买家" unread={threads.data?.list.find((t) => t.lineId === line.id)?.unread ?? 0} onClick={() => setTalking(line.id)} />
              {quotable && !line.accepted && (
                <>
                  <Button type="primary" ghost onClick={() => setQuoting(line.id)} style={{ minHeight: 40 }}>
                    {active ? '追加报价' : '报价'}
                  </Button>
                  {active && (
                    <Button
                      danger
                      style={{ minHeight: 40 }}
                      onClick={() =>
                        modal.confirm({
                          title: '撤销这条报价？',
                          content: '撤销后买家不能再采纳它，可重新报价。',
                          okText: '确认撤销',
                          okButtonProps: { danger: true },
                          cancelText: '返回',
                          onOk: async () => {
                            await cancel.execute({ quotationId: active.id });
                            message.success('报价已撤销');
                            await mutate();
                          },
                        })
                      }
                    >
                      撤销报价
                    </Button>
                  )}
                </>
              )}
            </Flex>
          </Card>
        );
      })}
      <ThreadDrawer threadKey={talking === null ? null : { lineId: talking }} title="与买家沟通" onClose={() => setTalking(null)} />
      <QuoteModal lineId={quoting} open={quoting !== null} onClose={() => setQuoting(null)} onDone={() => void mutate()} />
    </Card>
  );
}
