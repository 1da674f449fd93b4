'use client';
import { MessageOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Flex, Input, Skeleton, Tabs, Tag } from 'antd';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import {
  useCancelQuote,
  useRefreshSellerLists,
  useSellerList,
  type SellerLine,
  type SellerLinePage,
  type SellerQuotationPage,
  type SellerQuotationRow,
  type SellerTab,
} from '@/lib/api/rfq';
import { formatYuan } from '@/lib/shared/format';
import { ageLabel, dayOf, formatNormalized, leadLabel } from './price';
import { QuoteModal } from './QuoteModal';
import { SELLER_TABS } from './tabs';
import { CasNumber } from '@/components/layout/IdNumber';
import { ThreadDrawer } from '@/components/threads/ThreadDrawer';

const PAGE_SIZE = 10;

function LineFacts({
  l,
}: {
  l: { productName: string; cas: string | null; quantity: number; unit: { name: string }; purity: string | null; packaging: string | null };
}) {
  return (
    <div style={{ minWidth: 0 }}>
      <strong>{l.productName}</strong> {l.cas && <CasNumber cas={l.cas} muted />}
      <div className="muted">
        需求 {l.quantity} {l.unit.name}
        {l.purity ? ` · 纯度 ${l.purity}` : ''}
        {l.packaging ? ` · ${l.packaging}` : ''}
      </div>
    </div>
  );
}

type RowHead = { inquiryNo: string; buyer: string; area: string | null };

/** One row of a seller tab: inquiry number, masked buyer and area above the line's facts and the row's own part. */
function RowCard({
  row,
  line,
  side,
  age,
  children,
}: {
  row: RowHead;
  line: Parameters<typeof LineFacts>[0]['l'];
  side: ReactNode;
  age?: string;
  children: ReactNode;
}) {
  return (
    <Card size="small" data-testid="seller-row">
      <Flex justify="space-between" wrap gap={8} className="muted" style={{ marginBottom: 6 }}>
        <span>
          <span className="mono">{row.inquiryNo}</span> · {row.buyer}
          {row.area ? ` · ${row.area}` : ''}
          {age ? ` · ${age}` : ''}
        </span>
        {side}
      </Flex>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <LineFacts l={line} />
        {children}
      </Flex>
    </Card>
  );
}

function ToQuoteCard({ row, onQuote, onAsk }: { row: SellerLine; onQuote: () => void; onAsk: () => void }) {
  return (
    <RowCard row={row} line={row} side={<span>截止 {dayOf(row.deadline)}</span>} age={ageLabel(row.createdAt)}>
      <Flex gap={8} align="center" wrap>
        {row.onShelfGoodsCount > 0 && <Tag color="green">我有 {row.onShelfGoodsCount} 件在售</Tag>}
        <span className="muted">{row.quoteCount} 个报价</span>
        <Button icon={<MessageOutlined />} onClick={onAsk} style={{ minHeight: 40 }} data-testid="ask-buyer">
          问买家
        </Button>
        <Button href={`/member/seller/quoteSheet?inquiryId=${row.inquiryId}`} data-testid="quote-sheet-link" style={{ minHeight: 40, textDecoration: 'none' }}>
          整单报价
        </Button>
        <Button type="primary" onClick={onQuote} style={{ minHeight: 40 }}>
          报价
        </Button>
      </Flex>
    </RowCard>
  );
}

function QuotationCard({ row, tab, onAppend, onCancel }: { row: SellerQuotationRow; tab: SellerTab; onAppend: () => void; onCancel: () => void }) {
  const q = row.quotation;
  return (
    <RowCard
      row={row}
      line={row.line}
      side={
        <Tag color={q.status === 'accepted' ? 'success' : q.status === 'active' ? 'processing' : 'default'}>
          {q.status === 'lost' ? '未中标' : q.statusLabel}
        </Tag>
      }
    >
      <div>
        <strong>{formatYuan(q.priceCents)}</strong> / {q.packSize} {q.unit.code} <span className="muted">（{formatNormalized(q.normalizedPrice)}）</span>
        <div className="muted">
          货期 {leadLabel(q)} · 有效至 {dayOf(q.validUntil)}
        </div>
      </div>
      <Flex gap={8} wrap justify="flex-end" style={{ marginTop: 8, width: '100%' }}>
        <Link href={`/member/seller/quoteDetail?id=${q.id}`}>
          <Button style={{ minHeight: 40 }}>详情</Button>
        </Link>
        {tab === 'quoted' && (
          <>
            <Button type="primary" ghost onClick={onAppend} style={{ minHeight: 40 }}>
              追加报价
            </Button>
            <Button danger onClick={onCancel} style={{ minHeight: 40 }}>
              撤销
            </Button>
          </>
        )}
      </Flex>
    </RowCard>
  );
}

/** 报价管理 (seller): lines to quote, and the seller's own quotations by outcome. */
/** 待报价 lists lines to quote; every other tab lists one's quotations. */
function isLinePage(page: SellerLinePage | SellerQuotationPage): page is SellerLinePage {
  return page.list.every((row) => 'lineId' in row);
}

export function SellerInquiryManage({ tab, page }: { tab: SellerTab; page: number }) {
  const router = useRouter();
  const params = useSearchParams();
  const { modal, message } = App.useApp();
  const keyword = params.get('keyword') ?? '';
  const [typed, setTyped] = useState(keyword);
  const [quoting, setQuoting] = useState<number | null>(null);
  const [asking, setAsking] = useState<number | null>(null);
  const { data, error, isLoading } = useSellerList(tab, page, keyword, PAGE_SIZE);
  const refresh = useRefreshSellerLists();
  const cancel = useCancelQuote();
  const path = (t: string, p: number, k = keyword) => `/member/seller/inquiryManage/${t}/${p}${k ? `?keyword=${encodeURIComponent(k)}` : ''}`;
  const spec = SELLER_TABS.find((t) => t.key === tab)!;

  const confirmCancel = (row: SellerQuotationRow) =>
    modal.confirm({
      title: '撤销这条报价？',
      content: `${row.line.productName}（${row.inquiryNo}）：撤销后买家不能再采纳它，可重新报价。`,
      okText: '确认撤销',
      okButtonProps: { danger: true },
      cancelText: '返回',
      onOk: async () => {
        await cancel.execute({ quotationId: row.quotation.id });
        message.success('报价已撤销');
        await refresh();
      },
    });

  return (
    <Card title="报价管理" data-testid="seller-inquiry-manage" extra={<Link href="/inquiryZone/1">询价专区</Link>}>
      <Tabs activeKey={tab} onChange={(key) => router.push(path(key, 1))} items={SELLER_TABS.map((t) => ({ key: t.key, label: t.label }))} />
      <Input.Search
        placeholder="CAS 号、产品名称或询价单号"
        allowClear
        enterButton="搜索"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onSearch={(v) => router.push(path(tab, 1, v.trim()))}
        style={{ marginBottom: 12, maxWidth: 480 }}
      />
      {error ? (
        <Empty description={error.message} />
      ) : isLoading && !data ? (
        <Skeleton active />
      ) : !data || data.list.length === 0 ? (
        <Empty description={keyword ? `没有与“${keyword}”相关的记录` : spec.empty}>
          {tab === 'not_quote' && (
            <Link href="/inquiryZone/1">
              <Button type="primary">去询价专区</Button>
            </Link>
          )}
        </Empty>
      ) : (
        <Flex vertical gap={12}>
          {isLinePage(data)
            ? data.list.map((row) => <ToQuoteCard key={row.lineId} row={row} onQuote={() => setQuoting(row.lineId)} onAsk={() => setAsking(row.lineId)} />)
            : data.list.map((row) => (
                <QuotationCard key={row.quotation.id} row={row} tab={tab} onAppend={() => setQuoting(row.line.lineId)} onCancel={() => confirmCancel(row)} />
              ))}
        </Flex>
      )}
      {data && <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="条" onPage={(p) => router.push(path(tab, p))} />}
      <QuoteModal lineId={quoting} open={quoting !== null} onClose={() => setQuoting(null)} onDone={() => void refresh()} />
      <ThreadDrawer threadKey={asking === null ? null : { lineId: asking }} title="与买家沟通" onClose={() => setAsking(null)} />
    </Card>
  );
}
