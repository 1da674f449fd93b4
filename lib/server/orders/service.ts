import type { z } from 'zod';
import type { Db } from '@/lib/server/core/db';
import { offsetOf } from '@/lib/contracts/pagination';
import * as repo from './repo';
import type { OrderDetailSchema, OrderListQuery, OrderPageSchema } from '@/lib/contracts/orders/schema';
import { ORDER_ACTION_LABELS, type OrderAction } from './transitions';
import { orderForParty, ordersView, orderView, type Party } from './views';

/** A party's orders, one page, with the count of each tab. */
export async function listOrders(db: Db, party: Party, memberId: number, query: OrderListQuery): Promise<z.input<typeof OrderPageSchema>> {
  const [{ rows, total }, counts] = await Promise.all([
    repo.pageOfOrders(db, party, memberId, query, offsetOf(query), query.pageSize),
    repo.tabCounts(db, party, memberId),
  ]);
  return { list: await ordersView(db, rows, () => party), total, page: query.page, pageSize: query.pageSize, counts };
}

const ACTION_WORDS: Record<string, string> = {
  ...ORDER_ACTION_LABELS,
  create: '生成订单',
  confirm_transfer: '确认转账',
  reject_transfer: '驳回转账',
  apply_voucher: '使用优惠券',
  submit_transfer: '提交银行转账',
  start_online_payment: '发起在线支付',
  request_invoice: '申请开票',
  issue_invoice: '开具发票',
  partial_refund: '部分退款',
  refund_result: '原路退款结果',
  approval_step: '审批通过（一级）',
};

/** Decisions of the buyer's organisation are its approvers'. */
const APPROVER_ACTIONS = new Set(['approve', 'reject_approval', 'approval_step']);

/** One order for either of its parties, with its history. */
export async function orderDetail(db: Db, memberId: number, orderNo: string): Promise<z.input<typeof OrderDetailSchema>> {
  const { row, party } = await orderForParty(db, memberId, orderNo);
  const [order, events] = await Promise.all([orderView(db, row, party), repo.eventsOf(db, row.id)]);
  return {
    ...order,
    events: events.map((e) => ({
      action: e.action,
      actionLabel: ACTION_WORDS[e.action as OrderAction] ?? e.action,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      note: e.note,
      actor:
        e.actorId === null
          ? 'system'
          : e.actorId === row.buyerId
            ? 'buyer'
            : e.actorId === row.sellerId
              ? 'seller'
              : APPROVER_ACTIONS.has(e.action)
                ? 'approver'
                : 'operator',
      createdAt: e.createdAt,
    })),
  };
}
