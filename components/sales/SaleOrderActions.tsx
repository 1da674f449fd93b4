'use client';
import { Button, Space } from 'antd';
import { useIsMobile } from '@/components/layout/viewport';
import type { SaleOrder } from '@/lib/api/sales';
import { PARTIAL_REFUND_STATUSES } from '@/lib/contracts/refunds/schema';
import { OrderRatingAction } from '@/components/ratings/OrderRating';

export type SaleDialog = 'detail' | 'ship' | 'logistics' | 'refund' | 'partial_refund' | 'cancel' | 'negotiate' | 'invoice';

/** The buttons an order offers its seller, in the order a seller works: driven by the server's `actions`. */
export function saleButtons(
  order: Pick<SaleOrder, 'actions' | 'shipment' | 'status' | 'paidCents'>,
): { dialog: SaleDialog; label: string; primary?: boolean; danger?: boolean }[] {
  const can = (action: string) => order.actions.includes(action);
  const buttons: { dialog: SaleDialog; label: string; primary?: boolean; danger?: boolean }[] = [];
  if (can('dispatch')) buttons.push({ dialog: 'ship', label: '发货', primary: true });
  if (can('issue_invoice')) buttons.push({ dialog: 'invoice', label: '开具发票', primary: true });
  if (can('propose_price') || order.status === 'negotiating') buttons.push({ dialog: 'negotiate', label: '议价' });
  if (can('update_tracking')) buttons.push({ dialog: 'ship', label: '修改单号' });
  if (order.shipment) buttons.push({ dialog: 'logistics', label: '查看物流' });
  buttons.push({ dialog: 'detail', label: '详情' });
  if (can('refund')) buttons.push({ dialog: 'refund', label: '退款', danger: true });
  // Part of a paid order back while it is paid, dispatched or received; the dialog shows what is still refundable.
  if ((PARTIAL_REFUND_STATUSES as readonly string[]).includes(order.status) && order.paidCents > 0) {
    buttons.push({ dialog: 'partial_refund', label: '部分退款', danger: true });
  }
  if (can('cancel')) buttons.push({ dialog: 'cancel', label: '取消', danger: true });
  return buttons;
}

export function SaleOrderActions({ order, onOpen }: { order: SaleOrder; onOpen: (dialog: SaleDialog, order: SaleOrder) => void }) {
  // Phones get full-size buttons: a small one is too narrow a target for a thumb.
  const mobile = useIsMobile();
  return (
    <Space size={4} wrap>
      {saleButtons(order).map((b) => (
        <Button
          key={b.label}
          size={mobile ? 'middle' : 'small'}
          type={b.primary ? 'primary' : 'link'}
          danger={b.danger}
          onClick={() => onOpen(b.dialog, order)}
        >
          {b.label}
        </Button>
      ))}
      {/* The buyer's rating of a received order, and 回复评价 while the seller has not answered. */}
      <OrderRatingAction order={order} size={mobile ? 'middle' : 'small'} />
    </Space>
  );
}
