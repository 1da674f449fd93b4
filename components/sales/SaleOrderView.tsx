'use client';
import { Alert, App, Button, Card, Empty, Flex, Input, List, Skeleton, Space, Table, Tabs, Tag } from 'antd';
import { ControlledSalesButton } from './ControlledSalesButton';
import type { ColumnsType } from 'antd/es/table';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { useIsMobile } from '@/components/layout/viewport';
import { beijingTime } from '@/components/money/MoneyText';
import type { ApiError } from '@/lib/api/client';
import { exportSaleOrders, SALE_TABS, useDispatchList, useSaleOrders, useSellerInvoices, type SaleFilter, type SaleOrder } from '@/lib/api/sales';
import { formatYuan } from '@/lib/shared/format';
import { IssueInvoiceDialog } from './IssueInvoiceDialog';
import { LogisticsView } from '@/components/orders/LogisticsView';
import { NegotiationDialog } from '@/components/orders/NegotiationDialog';
import { InvoiceStatusTag, linesSummary, OrderStatusTag, TermsTag } from './OrderBits';
import { OrderDetailDrawer } from '@/components/orders/OrderDetailDrawer';
import { PartialRefundDialog } from './PartialRefundDialog';
import { ReasonDialog } from './ReasonDialog';
import { SaleOrderActions, type SaleDialog } from './SaleOrderActions';
import { SALE_TAB_LABELS, saleFilterFrom, saleOrderPath } from './sale-filter';
import { ShipDialog } from './ShipDialog';
import { OrderNumber } from '@/components/layout/IdNumber';

type Open = { dialog: SaleDialog; order: SaleOrder } | null;

const DONE_TEXT: Partial<Record<SaleDialog, string>> = {
  ship: '已保存物流单号',
  refund: '已退款，款项按原付款方式退回买家',
  partial_refund: '已部分退款，款项按原付款方式退回买家',
  cancel: '订单已取消',
  invoice: '发票已开具，买家可以下载',
};

function columns(onOpen: (dialog: SaleDialog, order: SaleOrder) => void): ColumnsType<SaleOrder> {
  return [
    {
      title: '订单号 / 提交时间',
      key: 'orderNo',
      width: 180,
      render: (_, o) => (
        <>
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen('detail', o)}>
            <OrderNumber orderNo={o.orderNo} />
          </Button>
          <div className="muted" style={{ fontSize: 12 }}>
            {beijingTime(o.submittedAt ?? o.createdAt)}
          </div>
        </>
      ),
    },
    { title: '买家', key: 'buyer', width: 140, render: (_, o) => o.buyer.name },
    { title: '商品', key: 'lines', render: (_, o) => linesSummary(o) },
    { title: '应付', key: 'payable', align: 'right', width: 100, render: (_, o) => <strong>{formatYuan(o.payableCents)}</strong> },
    {
      title: '状态',
      key: 'status',
      width: 110,
      render: (_, o) => (
        <Flex gap={4} wrap>
          <OrderStatusTag order={o} />
          <TermsTag order={o} />
          {o.invoiceStatus !== 'none' && <InvoiceStatusTag order={o} />}
        </Flex>
      ),
    },
    { title: '操作', key: 'actions', fixed: 'right', width: 200, render: (_, o) => <SaleOrderActions order={o} onOpen={onOpen} /> },
  ];
}

function SaleCards({ list, onOpen }: { list: SaleOrder[]; onOpen: (dialog: SaleDialog, order: SaleOrder) => void }) {
  return (
    <ul className="goods-cards">
      {list.map((o) => (
        <li key={o.orderNo} className="goods-card" data-testid="sale-card">
          <div className="goods-card__head">
            <a onClick={() => onOpen('detail', o)}>
              <OrderNumber orderNo={o.orderNo} />
            </a>
            <OrderStatusTag order={o} />
            <TermsTag order={o} />
          </div>
          <div>{linesSummary(o)}</div>
          <div className="muted">
            {o.buyer.name} · {beijingTime(o.submittedAt ?? o.createdAt)}
          </div>
          <div>
            应付 <strong>{formatYuan(o.payableCents)}</strong> {o.invoiceStatus !== 'none' && <InvoiceStatusTag order={o} />}
          </div>
          <SaleOrderActions order={o} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

/** Paid orders waiting for dispatch, above everything else: the seller's first job of the day. */
function DispatchBanner({ onOpen, onShowTab }: { onOpen: (dialog: SaleDialog, order: SaleOrder) => void; onShowTab: () => void }) {
  const { data } = useDispatchList();
  if (!data || data.total === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="dispatch-banner"
      title={`有 ${data.total} 张已付款的订单等待发货`}
      description={
        <Flex vertical gap={4}>
          {data.list.slice(0, 3).map((o) => (
            <Flex key={o.orderNo} gap={8} wrap align="center">
              <OrderNumber orderNo={o.orderNo} />
              <span className="muted">{linesSummary(o)}</span>
              <Button size="small" type="primary" onClick={() => onOpen('ship', o)}>
                发货
              </Button>
            </Flex>
          ))}
        </Flex>
      }
      action={
        <Button size="small" onClick={onShowTab}>
          查看全部待发货
        </Button>
      }
    />
  );
}

/** Buyers' invoice requests waiting for the seller (order_invoices_sell): each opens the issue dialog. */
function InvoiceRequestsBanner({ onOpen }: { onOpen: (dialog: SaleDialog, order: SaleOrder) => void }) {
  const { data } = useSellerInvoices('requested', 1);
  if (!data || data.total === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="invoice-requests-banner"
      title={`有 ${data.total} 张订单的买家申请开票`}
      description={
        <Flex vertical gap={4}>
          {data.list.slice(0, 3).map(({ order: o }) => (
            <Flex key={o.orderNo} gap={8} wrap align="center">
              <OrderNumber orderNo={o.orderNo} />
              <span className="muted">
                {o.buyer.name} · {formatYuan(o.payableCents)}
              </span>
              <Button size="small" onClick={() => onOpen('invoice', o)}>
                开具发票
              </Button>
            </Flex>
          ))}
        </Flex>
      }
    />
  );
}

/** /member/seller/saleOrder/:page — the seller's orders by state, filtered through the URL, each with what can be done to it. */
export function SaleOrderView({ page }: { page: number }) {
  const router = useRouter();
  const params = useSearchParams();
  const mobile = useIsMobile();
  const { message } = App.useApp();
  const filter = saleFilterFrom(Object.fromEntries(params.entries()));
  const badRange = Boolean(filter.from && filter.to && filter.from > filter.to);
  const sent: SaleFilter = badRange ? { ...filter, to: '' } : filter;
  const { data, error, isLoading, mutate } = useSaleOrders(sent, page);
  const dispatchList = useDispatchList();
  const invoiceRequests = useSellerInvoices('requested', 1);
  const [open, setOpen] = useState<Open>(null);
  const [exporting, setExporting] = useState(false);

  const go = (next: Partial<SaleFilter>, toPage = 1) => router.push(saleOrderPath({ ...filter, ...next }, toPage));
  // An old link or a page number typed past the end ("还没有销售订单" beside a tab of 9): show the last page that exists.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const lastPageHref = saleOrderPath(filter, lastPage);
  useEffect(() => {
    if (data && page > lastPage) router.replace(lastPageHref);
  }, [data, page, lastPage, lastPageHref, router]);
  // A row of order_sell lacks the dispatch list's dangerous-goods flag: the ship dialog takes it from there.
  const onOpen = (dialog: SaleDialog, order: SaleOrder) => {
    const waiting = dispatchList.data?.list.find((o) => o.orderNo === order.orderNo);
    setOpen({ dialog, order: waiting ? { ...order, dangerousGoods: waiting.dangerousGoods } : order });
  };
  const close = () => setOpen(null);
  const done = (dialog: SaleDialog) => () => {
    const text = DONE_TEXT[dialog];
    if (text) message.success(text);
    setOpen(null);
    void mutate();
    void dispatchList.mutate();
    void invoiceRequests.mutate();
  };
  const exportNow = async () => {
    setExporting(true);
    try {
      await exportSaleOrders(sent);
    } catch (e) {
      message.error((e as ApiError).message);
    } finally {
      setExporting(false);
    }
  };
  const filtered = Boolean(filter.keyword || filter.from || filter.to);
  const emptyText = filtered
    ? '没有符合筛选条件的订单'
    : filter.status === 'all'
      ? '还没有销售订单：买家提交订单后在这里'
      : `没有${SALE_TAB_LABELS[filter.status]}的订单`;
  const exportButton = (
    <Space wrap>
      <ControlledSalesButton />
      <Button onClick={exportNow} loading={exporting} data-testid="sale-export">
        导出 Excel
      </Button>
    </Space>
  );

  return (
    <Card title="销售订单" data-testid="sale-orders" extra={mobile ? undefined : exportButton}>
      <DispatchBanner onOpen={onOpen} onShowTab={() => go({ status: 'paid' })} />
      <InvoiceRequestsBanner onOpen={onOpen} />
      <Tabs
        activeKey={filter.status}
        onChange={(key) => go({ status: key as SaleFilter['status'] })}
        items={SALE_TABS.map((t) => {
          const count = data?.counts[t];
          return { key: t, label: `${SALE_TAB_LABELS[t]}${count ? ` (${count})` : ''}` };
        })}
      />
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          key={filter.keyword}
          aria-label="关键词"
          allowClear
          defaultValue={filter.keyword}
          placeholder="订单号、CAS 号或品名"
          enterButton="搜索"
          maxLength={60}
          style={{ maxWidth: 360, width: '100%' }}
          onSearch={(keyword) => go({ keyword: keyword.trim() })}
        />
        <Input aria-label="开始日期" type="date" style={{ width: 160 }} value={filter.from} onChange={(e) => go({ from: e.target.value })} />
        <span style={{ alignSelf: 'center' }}>至</span>
        <Input aria-label="结束日期" type="date" style={{ width: 160 }} value={filter.to} onChange={(e) => go({ to: e.target.value })} />
        {filtered && <Button onClick={() => go({ keyword: '', from: '', to: '' })}>清除筛选</Button>}
        {mobile && exportButton}
      </Flex>
      {badRange && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title="开始日期不能晚于结束日期，已忽略结束日期" />}
      {filter.status === 'paid' && (
        <Tag color="blue" style={{ marginBottom: 12 }}>
          已付款的订单：请尽快发货，发货前可退款
        </Tag>
      )}
      {error ? (
        <Empty description={error.message}>
          <Button onClick={() => mutate()}>重试</Button>
        </Empty>
      ) : isLoading && !data ? (
        <Skeleton active />
      ) : mobile ? (
        data && data.list.length > 0 ? (
          <SaleCards list={data.list} onOpen={onOpen} />
        ) : (
          <List dataSource={[]} locale={{ emptyText }} />
        )
      ) : (
        <Table<SaleOrder>
          rowKey="orderNo"
          size="middle"
          columns={columns(onOpen)}
          dataSource={data?.list ?? []}
          loading={isLoading}
          pagination={false}
          scroll={{ x: 940 }}
          locale={{ emptyText }}
          data-testid="sale-table"
        />
      )}
      {data && <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="张" onPage={(p) => go({}, p)} />}

      {open?.dialog === 'detail' && <OrderDetailDrawer orderNo={open.order.orderNo} onClose={close} />}
      {open?.dialog === 'ship' && <ShipDialog order={open.order} onClose={close} onDone={done('ship')} />}
      {open?.dialog === 'logistics' && <LogisticsView orderNo={open.order.orderNo} onClose={close} />}
      {(open?.dialog === 'refund' || open?.dialog === 'cancel') && (
        <ReasonDialog kind={open.dialog} order={open.order} onClose={close} onDone={done(open.dialog)} />
      )}
      {open?.dialog === 'partial_refund' && <PartialRefundDialog order={open.order} onClose={close} onDone={done('partial_refund')} />}
      {open?.dialog === 'negotiate' && <NegotiationDialog orderNo={open.order.orderNo} onClose={close} onChanged={() => void mutate()} />}
      {open?.dialog === 'invoice' && <IssueInvoiceDialog order={open.order} onClose={close} onDone={done('invoice')} />}
    </Card>
  );
}
