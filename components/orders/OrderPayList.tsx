'use client';
import { TermsTag } from '@/components/sales/OrderBits';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Input, List, Skeleton, Space, Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { useIsMobile } from '@/components/layout/viewport';
import { beijingTime } from '@/components/money/MoneyText';
import { orderExportPath, useOrderList, useRefreshOrders, type Order, type OrderFilter, type OrderTab } from '@/lib/api/orders';
import { ORDER_TABS } from '@/lib/contracts/orders/schema';
import { formatYuan } from '@/lib/shared/format';
import { NegotiationDialog } from './NegotiationDialog';
import { MonthPaperwork } from './PaperworkButton';
import { OrderActions, type OpenPanel } from './OrderActions';
import { OrderDetailDrawer } from './OrderDetailDrawer';
import { lineName } from './OrderLines';
import { LogisticsView } from './LogisticsView';
import { OrderNumber } from '@/components/layout/IdNumber';

export const BASE_PATH = '/member/buyer/orderPayList';

export const TAB_LABELS: Record<OrderTab, string> = {
  all: '全部',
  created: '待确认',
  unpaid: '待付款',
  paid: '待发货',
  dispatched: '待收货',
  received: '已收货',
  completed: '已完成',
  closed: '已关闭',
};

const STATUS_COLORS: Record<string, string> = {
  created: 'gold',
  pending_approval: 'gold',
  submitted: 'orange',
  negotiating: 'purple',
  paid: 'cyan',
  dispatched: 'blue',
  received: 'green',
  completed: 'green',
};

/** The filters from the query string; anything unknown falls back to the default. */
export function filterFromQuery(params: URLSearchParams): OrderFilter {
  const status = params.get('status') ?? 'all';
  const day = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');
  return {
    status: (ORDER_TABS as readonly string[]).includes(status) ? (status as OrderTab) : 'all',
    keyword: (params.get('keyword') ?? params.get('orderNo') ?? '').trim().slice(0, 60),
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

export function listHref(filter: OrderFilter, page: number): string {
  const query = new URLSearchParams();
  if (filter.status !== 'all') query.set('status', filter.status);
  if (filter.keyword) query.set('keyword', filter.keyword);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  return `${BASE_PATH}/${page}${query.size ? `?${query}` : ''}`;
}

function firstLine(order: Order): string {
  const first = order.lines[0];
  if (!first) return '—';
  return order.lines.length > 1 ? `${lineName(first)} 等 ${order.lines.length} 种` : lineName(first);
}

function StatusTag({ order }: { order: Order }) {
  return (
    <>
      <Tag color={STATUS_COLORS[order.status]}>{order.statusLabel}</Tag>
      <TermsTag order={order} />
    </>
  );
}

/** /member/buyer/orderPayList/:page — the buyer's orders by state, searchable and exportable; every step of an order from here. */
export function OrderPayList({ page }: { page: number }) {
  const router = useRouter();
  const params = useSearchParams();
  const mobile = useIsMobile();
  const filter = filterFromQuery(new URLSearchParams(params.toString()));
  const badRange = Boolean(filter.from && filter.to && filter.from > filter.to);
  const { data, error, isLoading } = useOrderList(badRange ? { ...filter, to: '' } : filter, page);
  const refresh = useRefreshOrders();
  const [keyword, setKeyword] = useState(filter.keyword);
  const [panel, setPanel] = useState<{ kind: 'detail' | 'ship' | 'negotiate'; orderNo: string } | null>(null);
  useEffect(() => setKeyword(filter.keyword), [filter.keyword]);

  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // An old link or the last order of the last page gone: show the last page that exists.
  useEffect(() => {
    if (data && page > lastPage) router.replace(listHref(filter, lastPage));
  }, [data, page, lastPage, filter, router]);

  const go = (next: Partial<OrderFilter>) => router.push(listHref({ ...filter, ...next }, 1));
  const open: OpenPanel = (kind, orderNo) => setPanel({ kind, orderNo });
  const changed = () => void refresh();
  const filtered = Boolean(filter.keyword || filter.from || filter.to);

  const columns: ColumnsType<Order> = [
    {
      title: '订单号 / 下单时间',
      key: 'no',
      width: 170,
      render: (_, o) => (
        <div>
          <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => open('detail', o.orderNo)}>
            <OrderNumber orderNo={o.orderNo} />
          </Button>
          <div className="muted" style={{ fontSize: 12 }}>
            {beijingTime(o.createdAt)}
          </div>
        </div>
      ),
    },
    {
      title: '商品 / 卖家',
      key: 'lines',
      render: (_, o) => (
        <div style={{ wordBreak: 'break-word' }}>
          {firstLine(o)}
          <div className="muted" style={{ fontSize: 12 }}>
            {o.seller.name}
          </div>
        </div>
      ),
    },
    { title: '应付', key: 'payable', align: 'right', width: 100, render: (_, o) => <Typography.Text strong>{formatYuan(o.payableCents)}</Typography.Text> },
    { title: '状态', key: 'status', width: 80, render: (_, o) => <StatusTag order={o} /> },
    { title: '操作', key: 'actions', width: 200, render: (_, o) => <OrderActions order={o} onChanged={changed} open={open} /> },
  ];

  return (
    <Card
      title="我的订单"
      data-testid="order-pay-list"
      extra={
        <Space size={4}>
          <MonthPaperwork />
          <a href={orderExportPath(filter)} download>
            <DownloadOutlined /> 导出
          </a>
        </Space>
      }
    >
      <Tabs
        activeKey={filter.status}
        onChange={(status) => go({ status: status as OrderTab })}
        items={ORDER_TABS.map((tab) => ({ key: tab, label: `${TAB_LABELS[tab]}${data?.counts[tab] ? ` ${data.counts[tab]}` : ''}` }))}
        size={mobile ? 'small' : 'middle'}
      />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="搜索订单"
          placeholder="订单号、CAS 号或品名"
          allowClear
          value={keyword}
          maxLength={60}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => go({ keyword: v.trim() })}
          style={{ width: mobile ? '100%' : 260 }}
        />
        <Input
          aria-label="开始日期"
          type="date"
          style={{ width: mobile ? 'calc(50% - 16px)' : 160 }}
          value={filter.from}
          onChange={(e) => go({ from: e.target.value })}
        />
        <span style={{ alignSelf: 'center' }}>至</span>
        <Input
          aria-label="结束日期"
          type="date"
          style={{ width: mobile ? 'calc(50% - 16px)' : 160 }}
          value={filter.to}
          onChange={(e) => go({ to: e.target.value })}
        />
        {filtered && <Button onClick={() => go({ keyword: '', from: '', to: '' })}>清除筛选</Button>}
      </Flex>
      {badRange && <p style={{ color: '#cf1322' }}>开始日期不能晚于结束日期，已忽略结束日期。</p>}
      {error && !data ? (
        <Empty description={error.message} />
      ) : isLoading && !data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !data || data.list.length === 0 ? (
        <Empty description={filtered || filter.status !== 'all' ? '没有符合条件的订单' : '还没有订单'}>
          {!filtered && (
            <Flex gap={8} justify="center" wrap>
              <Link href="/cart">
                <Button type="primary">去购物车</Button>
              </Link>
              <Link href="/member/buyer/inquiryManage/all/1">
                <Button>查看询价</Button>
              </Link>
            </Flex>
          )}
        </Empty>
      ) : mobile ? (
        <List dataSource={data.list} renderItem={(o) => <OrderCard order={o} onChanged={changed} open={open} />} data-testid="order-cards" />
      ) : (
        <Table<Order> rowKey="orderNo" dataSource={data.list} pagination={false} columns={columns} size="middle" data-testid="order-table" />
      )}
      {data && <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="张" onPage={(p) => router.push(listHref(filter, p))} />}
      <OrderDetailDrawer orderNo={panel?.kind === 'detail' ? panel.orderNo : null} onClose={() => setPanel(null)} />
      <LogisticsView orderNo={panel?.kind === 'ship' ? panel.orderNo : null} onClose={() => setPanel(null)} />
      <NegotiationDialog orderNo={panel?.kind === 'negotiate' ? panel.orderNo : null} onClose={() => setPanel(null)} onChanged={changed} />
    </Card>
  );
}

function OrderCard({ order, onChanged, open }: { order: Order; onChanged: () => void; open: OpenPanel }) {
  return (
    <List.Item style={{ display: 'block' }} data-testid="order-card">
      <Flex justify="space-between" align="center" gap={8}>
        <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal' }} onClick={() => open('detail', order.orderNo)}>
          <OrderNumber orderNo={order.orderNo} />
        </Button>
        <StatusTag order={order} />
      </Flex>
      <div style={{ wordBreak: 'break-word', margin: '4px 0' }}>{firstLine(order)}</div>
      <Flex justify="space-between" className="muted" style={{ fontSize: 13 }} gap={8}>
        <span>
          {order.seller.name} · {beijingTime(order.createdAt)}
        </span>
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
          {formatYuan(order.payableCents)}
        </Typography.Text>
      </Flex>
      <div style={{ marginTop: 8 }}>
        <OrderActions order={order} onChanged={onChanged} open={open} />
      </div>
    </List.Item>
  );
}
