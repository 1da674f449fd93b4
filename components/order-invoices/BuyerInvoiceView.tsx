'use client';
import { App, Button, Card, Empty, Flex, List, Skeleton, Space, Table, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { useIsMobile } from '@/components/layout/viewport';
import { beijingTime } from '@/components/money/MoneyText';
import { InvoiceStatusTag, linesSummary, OrderStatusTag } from '@/components/sales/OrderBits';
import { INVOICE_TABS, useBuyerInvoices, type InvoiceOrder, type InvoiceTab } from '@/lib/api/sales';
import { formatYuan } from '@/lib/shared/format';
import { CertificateModal } from './CertificateModal';
import { MoreInvoiceModal } from './MoreInvoiceModal';
import { RequestInvoiceModal } from './RequestInvoiceModal';
import { ViewInvoice } from './ViewInvoice';

type Dialog = 'request' | 'view' | 'more' | 'certificate';
type Open = { dialog: Dialog; order: InvoiceOrder } | null;

export const INVOICE_TAB_LABELS: Record<InvoiceTab, string> = { all: '全部', none: '可申请', requested: '开票中', issued: '已开票' };

export function invoiceTabFrom(value: string | null): InvoiceTab {
  return (INVOICE_TABS as readonly string[]).includes(value ?? '') ? (value as InvoiceTab) : 'all';
}

/** What the buyer can do with one order's invoice and certificates. */
function InvoiceActions({ order, onOpen }: { order: InvoiceOrder; onOpen: (dialog: Dialog, order: InvoiceOrder) => void }) {
  const mobile = useIsMobile();
  const size = mobile ? 'middle' : 'small';
  return (
    <Space size={4} wrap>
      {order.actions.includes('request_invoice') && (
        <Button size={size} type="primary" onClick={() => onOpen('request', order)}>
          申请开票
        </Button>
      )}
      {order.invoiceStatus === 'issued' && (
        <Button size={size} type="primary" onClick={() => onOpen('view', order)}>
          查看发票
        </Button>
      )}
      {order.invoice && (
        <Button size={size} type="link" onClick={() => onOpen('more', order)}>
          开票信息
        </Button>
      )}
      <Button size={size} type="link" onClick={() => onOpen('certificate', order)}>
        质检报告
      </Button>
    </Space>
  );
}

function columns(onOpen: (dialog: Dialog, order: InvoiceOrder) => void): ColumnsType<InvoiceOrder> {
  return [
    { title: '订单号', key: 'orderNo', render: (_, o) => <span className="mono">{o.orderNo}</span> },
    { title: '卖家', key: 'seller', render: (_, o) => o.seller.name },
    { title: '商品', key: 'lines', render: (_, o) => linesSummary(o) },
    { title: '金额', key: 'payable', align: 'right', render: (_, o) => formatYuan(o.payableCents) },
    { title: '收货时间', key: 'receivedAt', render: (_, o) => (o.receivedAt ? beijingTime(o.receivedAt) : '—') },
    {
      title: '发票',
      key: 'invoice',
      render: (_, o) => (
        <Flex gap={4} wrap>
          <InvoiceStatusTag order={o} />
          {o.invoiceNumber && <span className="mono">{o.invoiceNumber}</span>}
        </Flex>
      ),
    },
    { title: '订单状态', key: 'status', render: (_, o) => <OrderStatusTag order={o} /> },
    { title: '操作', key: 'actions', fixed: 'right', width: 230, render: (_, o) => <InvoiceActions order={o} onOpen={onOpen} /> },
  ];
}

/** /member/buyer/invoice/:page — the buyer's received orders with their invoices (request, view, download) and COAs. */
export function BuyerInvoiceView({ page }: { page: number }) {
  const router = useRouter();
  const params = useSearchParams();
  const mobile = useIsMobile();
  const { message } = App.useApp();
  const status = invoiceTabFrom(params.get('status'));
  const { data, error, isLoading, mutate } = useBuyerInvoices(status, page);
  const [open, setOpen] = useState<Open>(null);
  const go = (next: InvoiceTab, toPage = 1) => router.push(`/member/buyer/invoice/${toPage}${next === 'all' ? '' : `?status=${next}`}`);
  const onOpen = (dialog: Dialog, order: InvoiceOrder) => setOpen({ dialog, order });
  const close = () => setOpen(null);
  const emptyText = status === 'all' ? '还没有可开票的订单：确认收货后的订单在这里申请发票' : `没有${INVOICE_TAB_LABELS[status]}的订单`;

  return (
    <Card title="发票与证书" data-testid="buyer-invoices">
      <Tabs
        activeKey={status}
        onChange={(key) => go(key as InvoiceTab)}
        items={INVOICE_TABS.map((t) => {
          const count = data?.counts?.[t];
          return { key: t, label: `${INVOICE_TAB_LABELS[t]}${count ? ` (${count})` : ''}` };
        })}
      />
      {error ? (
        <Empty description={error.message}>
          <Button onClick={() => mutate()}>重试</Button>
        </Empty>
      ) : isLoading && !data ? (
        <Skeleton active />
      ) : mobile ? (
        data && data.list.length > 0 ? (
          <ul className="goods-cards">
            {data.list.map((o) => (
              <li key={o.orderNo} className="goods-card" data-testid="invoice-card">
                <div className="goods-card__head">
                  <span className="mono">{o.orderNo}</span>
                  <InvoiceStatusTag order={o} />
                </div>
                <div>{linesSummary(o)}</div>
                <div className="muted">
                  {o.seller.name} · {formatYuan(o.payableCents)}
                  {o.invoiceNumber ? ` · 发票 ${o.invoiceNumber}` : ''}
                </div>
                <InvoiceActions order={o} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        ) : (
          <List dataSource={[]} locale={{ emptyText }} />
        )
      ) : (
        <Table<InvoiceOrder>
          rowKey="orderNo"
          size="middle"
          columns={columns(onOpen)}
          dataSource={data?.list ?? []}
          pagination={false}
          scroll={{ x: 1000 }}
          locale={{ emptyText }}
        />
      )}
      {data && <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="张" onPage={(p) => go(status, p)} />}

      {open?.dialog === 'request' && (
        <RequestInvoiceModal
          order={open.order}
          onClose={close}
          onDone={() => {
            message.success('已提交开票申请，卖家开具后可在这里查看和下载');
            close();
            void mutate();
          }}
        />
      )}
      {open?.dialog === 'view' && <ViewInvoice order={open.order} onClose={close} />}
      {open?.dialog === 'more' && <MoreInvoiceModal order={open.order} onClose={close} />}
      {open?.dialog === 'certificate' && <CertificateModal order={open.order} onClose={close} />}
    </Card>
  );
}
