'use client';
import { App, Button, Flex, Input, Modal } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import { cancelOrder, confirmReceive, contractPath, paymentPath, requestInvoice, submitOrder, type Order } from '@/lib/api/orders';
import { formatYuan } from '@/lib/shared/format';
import { OrderRatingAction } from '@/components/ratings/OrderRating';
import { hasPaperwork, PaperworkButton } from './PaperworkButton';
import { ReorderButton } from './ReorderButton';

export type OpenPanel = (panel: 'detail' | 'ship' | 'negotiate', orderNo: string) => void;

/** Which buttons an order shows, from what the server says the caller may do now (`actions`). */
export function buyerButtons(order: Pick<Order, 'actions' | 'shipment' | 'status'>): string[] {
  const out: string[] = [];
  const can = (a: string) => order.actions.includes(a);
  if (can('submit')) out.push('submit');
  if (can('pay')) out.push('pay');
  if (can('propose_price') || order.status === 'negotiating') out.push('negotiate');
  if (order.shipment) out.push('ship');
  if (can('receive')) out.push('receive');
  if (can('request_invoice')) out.push('request_invoice');
  if (can('cancel')) out.push('cancel');
  return out;
}

/**
 * The buttons of one order in the buyer's list. Destructive or binding steps
 * (cancel, confirm receipt) ask first; every change re-reads the list.
 */
export function OrderActions({ order, onChanged, open, vertical = false }: { order: Order; onChanged: () => void; open: OpenPanel; vertical?: boolean }) {
  const { message, modal } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);

  const run = async (key: string, call: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await call();
      void message.success(done);
      onChanged();
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(null);
    }
  };

  const buttons = buyerButtons(order);
  const size = 'small' as const;
  return (
    <Flex gap={6} wrap vertical={vertical} align={vertical ? 'flex-end' : 'center'} data-testid="order-actions">
      {buttons.includes('submit') && (
        <Button
          size={size}
          type="primary"
          loading={busy === 'submit'}
          onClick={() =>
            // Submitting binds the buyer to the contract: it is offered to read first, as at checkout.
            modal.confirm({
              title: `提交订单 ${order.orderNo}？`,
              content: (
                <span>
                  提交即表示您已阅读并同意本订单的购销合同，卖家随即可以看到订单。
                  <a href={contractPath(order.orderNo)} target="_blank" rel="noopener" style={{ marginLeft: 4 }}>
                    查看合同
                  </a>
                </span>
              ),
              okText: '同意合同并提交',
              cancelText: '再看看',
              onOk: () => run('submit', () => submitOrder(order.orderNo), '订单已提交'),
            })
          }
        >
          提交订单
        </Button>
      )}
      {buttons.includes('pay') && (
        <Link href={paymentPath(order.orderNo)}>
          <Button size={size} type="primary">
            去付款
          </Button>
        </Link>
      )}
      {buttons.includes('negotiate') && (
        <Button size={size} onClick={() => open('negotiate', order.orderNo)}>
          议价
        </Button>
      )}
      {buttons.includes('ship') && (
        <Button size={size} onClick={() => open('ship', order.orderNo)}>
          查看物流
        </Button>
      )}
      {buttons.includes('receive') && (
        <Button
          size={size}
          type="primary"
          loading={busy === 'receive'}
          onClick={() =>
            modal.confirm({
              title: '确认已收到货物？',
              content: `确认收货后，货款 ${formatYuan(order.paidCents)} 将结算给卖家，此操作不能撤销。请先核对货物与数量。`,
              okText: '确认收货',
              cancelText: '还没收到',
              onOk: () => run('receive', () => confirmReceive(order.orderNo), '已确认收货'),
            })
          }
        >
          确认收货
        </Button>
      )}
      {buttons.includes('request_invoice') && (
        <Button
          size={size}
          loading={busy === 'invoice'}
          onClick={() =>
            modal.confirm({
              title: '申请开具发票？',
              content: order.invoice
                ? `卖家将按下单时的开票信息开具：${order.invoice.categoryName} · ${order.invoice.title}`
                : '卖家将按下单时的开票信息开具。',
              okText: '申请',
              cancelText: '取消',
              onOk: () => run('invoice', () => requestInvoice(order.orderNo), '已申请发票，卖家开具后会通知你'),
            })
          }
        >
          申请发票
        </Button>
      )}
      {/* A received order (whatever came after) can be rated: its rating, 评价 or 修改评价. */}
      <OrderRatingAction order={order} size={size} />
      <ReorderButton orderNo={order.orderNo} size={size} />
      {hasPaperwork(order.status) && <PaperworkButton orderNo={order.orderNo} size={size} />}
      <Button size={size} type="link" onClick={() => open('detail', order.orderNo)} style={{ paddingInline: 4 }}>
        详情
      </Button>
      <a href={contractPath(order.orderNo)} target="_blank" rel="noopener" style={{ fontSize: 13 }}>
        合同
      </a>
      {buttons.includes('cancel') && (
        <Button size={size} danger type="text" onClick={() => setCancelling(true)}>
          取消订单
        </Button>
      )}
      <CancelOrderModal
        order={cancelling ? order : null}
        onClose={() => setCancelling(false)}
        onCancelled={() => {
          setCancelling(false);
          void message.success('订单已取消');
          onChanged();
        }}
      />
    </Flex>
  );
}

/** Cancelling asks for a reason (the seller is told it); a refusal stays in the dialog. */
export function CancelOrderModal({ order, onClose, onCancelled }: { order: Order | null; onClose: () => void; onCancelled: () => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const tooShort = reason.trim().length < 2;
  const send = async () => {
    if (!order) return;
    setBusy(true);
    setFailure(null);
    try {
      await cancelOrder(order.orderNo, reason.trim());
      setReason('');
      onCancelled();
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={order !== null}
      title={`取消订单 ${order?.orderNo ?? ''}`}
      okText="取消订单"
      cancelText="不取消"
      okButtonProps={{ danger: true, disabled: tooShort }}
      confirmLoading={busy}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>取消后订单不能恢复；用过的优惠券会退回。</p>
      <Input.TextArea
        aria-label="取消原因"
        placeholder="请填写取消原因（至少 2 个字）"
        maxLength={200}
        showCount
        autoSize={{ minRows: 2, maxRows: 4 }}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {failure && <p style={{ color: '#cf1322', marginBottom: 0 }}>{failure}</p>}
    </Modal>
  );
}
