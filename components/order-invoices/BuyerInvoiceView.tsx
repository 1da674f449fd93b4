'use client';
import { App, Button, Card, Empty, Flex, List, Skeleton, Space, Table, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { useIsMobile } from '@/components/layout/viewport';
import { beijingTime } from '@/components/money/MoneyText';
import { InvoiceStatusTag, linesSummary } from '@/components/sales/OrderBits';
import { INVOICE_TABS, useBuyerInvoices, type InvoiceOrder, type InvoiceTab } from '@/lib/api/sales';
import { formatYuan } from '@/lib/shared/format';
import { CertificateModal } from './CertificateModal';
import { MoreInvoiceModal } from './MoreInvoiceModal';
import { RequestInvoiceModal } from './RequestInvoiceModal';
import { ViewInvoice } from './ViewInvoice';
import { OrderNumber } from '@/components/layout/IdNumber';

type Dialog = 'request' | 'view' | 'more' | 'certificate';
type Open = { dialog: Dialog; row: InvoiceOrder } | null;

export const INVOICE_TAB_LABELS: Record<InvoiceTab, string> = { all: '全部', none: '未申请', requested: '待开票', issued: '已开票' };

export function invoiceTabFrom(value: string | null): InvoiceTab {
  return (INVOICE_TABS as readonly string[]).includes(value ?? '') ? (value as InvoiceTab) : 'all';
}

/** What the buyer can do with one order's invoice and certificates. */
function InvoiceActions({ row, onOpen }: { row: InvoiceOrder; onOpen: (dialog: Dialog, row: InvoiceOrder) => void }) {
  const mobile = useIsMobile();
  const { order } = row;
  const size = mobile ? 'middle' : 'small';
  return (
    <Space size={4} wrap>
      {order.actions.includes('request_invoice') && (
        <Button size={size} type="primary" onClick={() => onOpen('request', row)}>
          申请开票
        </Button>
      )}
      {order.invoiceStatus === 'issued' && (
        <Button size={size} type="primary" onClick={() => onOpen('view', row)}>
          查看发票
        </Button>
      )}
      {order.invoice && (
        <Button size={size} type="link" onClick={() => onOpen('more', row)}>
          开票信息
        </Button>
      )}
      <Button size={size} type="link" onClick={() => onOpen('certificate', row)}>
        质检报告
      </Button>
    </Space>
  );
}

function columns(onOpen: (dialog: Dialog, row: InvoiceOrder) => void): ColumnsType<InvoiceOrder> {
  return [
    {
      title: '订单号 / 收货时间',
      key: 'orderNo',
      width: 180,
      render: (_, r) => (
        <>
          <OrderNumber orderNo={r.order.orderNo} />
          <div className="muted" style={{ fontSize: 12 }}>
            {r.order.receivedAt ? beijingTime(r.order.receivedAt) : '—'}
          </div>
        </>
      ),
    },
    {
      title: '商品 / 卖家',
      key: 'lines',
      render: (_, r) => (
        <>
          {linesSummary(r.order)}
          <div className="muted" style={{ fontSize: 12 }}>
            {r.order.seller.name}
          </div>
        </>
      ),
    },
    { title: '金额', key: 'payable', align: 'right', width: 100, render: (_, r) => formatYuan(r.order.payableCents) },
    {
      title: '发票',
      key: 'invoice',
      width: 140,
      render: (_, r) => (
        <Flex gap={4} wrap>
          <InvoiceStatusTag order={r.order} />
          {r.invoiceNumber && <span className="mono">{r.invoiceNumber}</span>}
        </Flex>
      ),
    },
    { title: '操作', key: 'actions', fixed: 'right', width: 200, render: (_, r) => <InvoiceActions row={r} onOpen={onOpen} /> },
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
  const onOpen = (dialog: Dialog, row: InvoiceOrder) => setOpen({ dialog, row });
  const close = () => setOpen(null);
  const emptyText = status === 'all' ? '还没有可开票的订单：确认收货后的订单在这里申请发票' : `没有${INVOICE_TAB_LABELS[status]}的订单`;

  return (
    <Card title="发票管理" data-testid="buyer-invoices">
      <Tabs
        activeKey={status}
        onChange={(key) => go(key as InvoiceTab)}
        items={INVOICE_TABS.map((t) => {
          return { key: t, label: t === status && data ? `${INVOICE_TAB_LABELS[t]} (${data.total})` : INVOICE_TAB_LABELS[t] };
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
            {data.list.map((r) => (
              <li key={r.order.orderNo} className="goods-card" data-testid="invoice-card">
                <div className="goods-card__head">
                  <OrderNumber orderNo={r.order.orderNo} />
                  <InvoiceStatusTag order={r.order} />
                </div>
                <div>{linesSummary(r.order)}</div>
                <div className="muted">
                  {r.order.seller.name} · {formatYuan(r.order.payableCents)}
                  {r.invoiceNumber ? ` · 发票 ${r.invoiceNumber}` : ''}
                </div>
                <InvoiceActions row={r} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        ) : (
          <List dataSource={[]} locale={{ emptyText }} />
        )
      ) : (
        <Table<InvoiceOrder>
          rowKey={(r) => r.order.orderNo}
          size="middle"
          columns={columns(onOpen)}
          dataSource={data?.list ?? []}
          pagination={false}
          scroll={{ x: 860 }}
          locale={{ emptyText }}
        />
      )}
      {data && <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="张" onPage={(p) => go(status, p)} />}

      {open?.dialog === 'request' && (
        <RequestInvoiceModal
          order={open.row.order}
          onClose={close}
          onDone={() => {
            message.success('已提交开票申请，卖家开具后可在这里查看和下载');
            close();
            void mutate();
          }}
        />
      )}
      {open?.dialog === 'view' && <ViewInvoice row={open.row} onClose={close} />}
      {open?.dialog === 'more' && <MoreInvoiceModal order={open.row.order} onClose={close} />}
      {open?.dialog === 'certificate' && <CertificateModal order={open.row.order} onClose={close} />}
    </Card>
  );
}
