'use client';
import { Badge, Button, Card, Drawer, Empty, Flex, Input, Skeleton, Tabs, Tag } from 'antd';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { useIsMobile } from '@/components/layout/viewport';
import { useBuyerInquiries, useRefreshBuyerInquiries, type BuyerInquiry } from '@/lib/api/rfq';
import { INQUIRY_STATUS_LABELS } from '@/lib/contracts/inquiry/schema';
import { InquiryDetailPanel } from './InquiryDetailPanel';
import { ageLabel, dayOf } from './price';
import { BUYER_STATUS_TABS, type BuyerStatusTab } from './tabs';
import { CasNumber } from '@/components/layout/IdNumber';

const TAB_LABEL = (s: BuyerStatusTab) => (s === 'all' ? '全部' : INQUIRY_STATUS_LABELS[s]);
const PAGE_SIZE = 10;

function InquiryCard({ inquiry, onOpen }: { inquiry: BuyerInquiry; onOpen: () => void }) {
  return (
    <Card size="small" data-testid="inquiry-card" hoverable onClick={onOpen} style={{ cursor: 'pointer' }}>
      <Flex justify="space-between" wrap gap={8}>
        <span>
          <span className="mono">{inquiry.inquiryNo}</span> <Tag color="processing">{inquiry.statusLabel}</Tag>
        </span>
        <span className="muted">
          {ageLabel(inquiry.createdAt)} · 截止 {dayOf(inquiry.deadline)}
        </span>
      </Flex>
      <ul style={{ margin: '8px 0', paddingLeft: 18 }}>
        {inquiry.lines.map((l) => (
          <li key={l.lineId}>
            {l.productName} {l.cas && <CasNumber cas={l.cas} muted />} · {l.quantity} {l.unit.name}
            {l.accepted ? (
              <Tag color="gold" style={{ marginLeft: 6 }}>
                待下单
              </Tag>
            ) : (
              <span className="muted"> · {l.quoteCount} 个报价</span>
            )}
          </li>
        ))}
        {inquiry.lineCount > inquiry.lines.length && <li className="muted">… 共 {inquiry.lineCount} 行</li>}
      </ul>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <span>
          报价 <strong>{inquiry.quoteCount}</strong> · 已采纳 {inquiry.acceptedLineCount}/{inquiry.lineCount} 行
        </span>
        <Button type="primary" ghost style={{ minHeight: 40 }} onClick={onOpen}>
          查看报价
        </Button>
      </Flex>
    </Card>
  );
}

/** 询价管理 (buyer): tabs by state with counts, search, paging; an inquiry opens in a drawer with the comparison. */
export function InquiryList({ status, page }: { status: BuyerStatusTab; page: number }) {
  const router = useRouter();
  const params = useSearchParams();
  const mobile = useIsMobile();
  const keyword = params.get('keyword') ?? '';
  const openId = Number(params.get('id')) || null;
  const [typed, setTyped] = useState(keyword);
  const { data, error, isLoading } = useBuyerInquiries(status, page, keyword, PAGE_SIZE);
  const refresh = useRefreshBuyerInquiries();
  const path = (s: string, p: number, extra: Record<string, string> = {}) => {
    const q = new URLSearchParams({ ...(keyword ? { keyword } : {}), ...extra });
    const qs = q.toString();
    return `/member/buyer/inquiryManage/${s}/${p}${qs ? `?${qs}` : ''}`;
  };
  const search = (value: string) => {
    const q = value.trim() ? `?keyword=${encodeURIComponent(value.trim())}` : '';
    router.push(`/member/buyer/inquiryManage/${status}/1${q}`);
  };

  return (
    <Card title="询价管理" data-testid="inquiry-list" extra={<Link href="/member/buyer/inquiryAdd">发布询价</Link>}>
      <Tabs
        activeKey={status}
        onChange={(key) => router.push(path(key, 1))}
        items={BUYER_STATUS_TABS.map((s) => ({
          key: s,
          label: (
            <span>
              {TAB_LABEL(s)} {data?.counts[s] ? <Badge count={data.counts[s]} color="#595959" size="small" /> : null}
            </span>
          ),
        }))}
      />
      <Input.Search
        placeholder="询价单号、CAS 号或产品名称"
        allowClear
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onSearch={search}
        enterButton="搜索"
        style={{ marginBottom: 12, maxWidth: 480 }}
      />
      {error ? (
        <Empty description={error.message} />
      ) : isLoading && !data ? (
        <Skeleton active />
      ) : !data || data.list.length === 0 ? (
        <Empty description={keyword ? `没有与“${keyword}”相关的询价单` : '这个状态下没有询价单'}>
          <Link href="/member/buyer/inquiryAdd">
            <Button type="primary">发布询价</Button>
          </Link>
        </Empty>
      ) : (
        <Flex vertical gap={12}>
          {data.list.map((inquiry) => (
            <InquiryCard key={inquiry.id} inquiry={inquiry} onOpen={() => router.push(path(status, page, { id: String(inquiry.id) }))} />
          ))}
        </Flex>
      )}
      {data && <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="张" onPage={(p) => router.push(path(status, p))} />}
      <Drawer open={openId !== null} onClose={() => router.push(path(status, page))} title="报价比较" width={mobile ? '100%' : 1080} destroyOnHidden>
        {openId !== null && <InquiryDetailPanel id={openId} onChanged={() => void refresh()} />}
      </Drawer>
    </Card>
  );
}
