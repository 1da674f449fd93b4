import { Tag } from 'antd';
import type { SaleOrder } from '@/lib/api/sales';

const STATUS_COLOURS: Record<SaleOrder['status'], string> = {
  created: 'default',
  pending_approval: 'gold',
  submitted: 'orange',
  negotiating: 'purple',
  paid: 'blue',
  dispatched: 'cyan',
  received: 'green',
  completed: 'green',
  cancelled: 'default',
  refunded: 'red',
};

export function OrderStatusTag({ order }: { order: Pick<SaleOrder, 'status' | 'statusLabel'> }) {
  return (
    <Tag color={STATUS_COLOURS[order.status]} data-testid="order-status">
      {order.statusLabel}
    </Tag>
  );
}

/** An order on payment terms (decision 0160): 账期, its due day while it owes, red once overdue. */
export function TermsTag({ order }: { order: Pick<SaleOrder, 'terms'> }) {
  const { terms } = order;
  if (!terms) return null;
  const owing = terms.owedCents > 0;
  return (
    <Tag color={terms.overdue ? 'red' : owing ? 'volcano' : 'default'} data-testid="order-terms">
      {terms.kindLabel}
      {owing && terms.dueOn ? `${terms.overdue ? ' 已逾期' : ''} · 应付 ${terms.dueOn}` : ''}
    </Tag>
  );
}

const INVOICE_LABELS: Record<SaleOrder['invoiceStatus'], { label: string; colour: string }> = {
  none: { label: '未申请', colour: 'default' },
  requested: { label: '待开票', colour: 'orange' },
  issued: { label: '已开票', colour: 'green' },
};

export function InvoiceStatusTag({ order }: { order: Pick<SaleOrder, 'invoiceStatus' | 'invoice'> }) {
  if (!order.invoice && order.invoiceStatus === 'none') return <Tag>不开发票</Tag>;
  const { label, colour } = INVOICE_LABELS[order.invoiceStatus];
  return (
    <Tag color={colour} data-testid="invoice-status">
      {label}
    </Tag>
  );
}

/** "硫酸 98% 500 g × 2 等 3 种": what a row of a list says about the goods. */
export function linesSummary(order: Pick<SaleOrder, 'lines'>): string {
  const [firstLine] = order.lines;
  if (!firstLine) return '—';
  const name = firstLine.productNameZh || firstLine.productName;
  const text = `${name}${firstLine.purity ? ` ${firstLine.purity}` : ''} ${firstLine.packSize} ${firstLine.unitCode} × ${firstLine.quantity}`;
  return order.lines.length > 1 ? `${text} 等 ${order.lines.length} 种` : text;
}
