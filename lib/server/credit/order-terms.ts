import type { Db } from '@/lib/server/core/db';
import type { CreditTermsKind, OrderStatus } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { chinaToday } from '@/lib/shared/china-day';
import { formatYuan } from '@/lib/shared/format';
import { availableOf, move } from './ledger';
import * as repo from './repo';
import { dueOnFor, termsSentence } from './terms';

/*
 * An order placed on terms follows its credit line (decision 0160): its
 * payable amount is held on the line when it is submitted (or sent for
 * approval), moved with a price agreed later, turned into a debt with a due
 * day when the seller dispatches it unpaid, settled when it is paid, and
 * released when it is cancelled or paid before dispatch. Called by the
 * orders area's lifecycle, in the order's transaction.
 */

type OrderFacts = { id: number; orderNo: string; buyerId: number; organisationId?: number | null; creditLineId?: number | null };

/** States in which an undispatched order on terms holds its amount on the line. */
const HOLDING: readonly OrderStatus[] = ['pending_approval', 'submitted', 'negotiating'];

export const termsRefused = (msg: string, data?: unknown) => new AppError(ErrorCode.TERMS_NOT_USABLE, msg, data ?? null);

/** The organisation's debts on terms past their due day, with any seller. */
async function overdueOf(db: Db, organisationId: number, today = chinaToday()) {
  return repo.owedOrders(db, { organisationId, dueBefore: today });
}

async function requireNotOverdue(db: Db, organisationId: number): Promise<void> {
  const overdue = await overdueOf(db, organisationId);
  if (overdue.length === 0) return;
  const total = overdue.reduce((s, o) => s + o.owedCents, 0);
  throw termsRefused(`该组织有 ${overdue.length} 笔账期订单已逾期未付（共 ${formatYuan(total)}，最早应于 ${overdue[0]!.dueOn} 付清），结清前不能再以账期下单`, {
    overdueCents: total,
  });
}

export type CheckoutTerms = { creditLineId: number; kind: CreditTermsKind; days: number };

/**
 * At checkout, for an order on terms: each seller of the checkout has granted
 * the organisation active terms, the organisation owes nothing overdue, and
 * each order fits what its line has left (checked again, atomically, when
 * the order is submitted). Answers the terms per seller.
 */
export async function termsForCheckout(
  db: Db,
  organisationId: number | null,
  orders: { sellerId: number; sellerName: string; payableCents: number }[],
): Promise<Map<number, CheckoutTerms>> {
  if (organisationId === null) throw termsRefused('账期付款只用于以组织名义的采购，请先在「为谁采购」中选择组织');
  await requireNotOverdue(db, organisationId);
  const out = new Map<number, CheckoutTerms>();
  for (const order of orders) {
    const line = await repo.lineOf(db, order.sellerId, organisationId);
    if (!line || line.status !== 'active') throw termsRefused(`卖家「${order.sellerName}」没有给予该组织账期，请改为先付款`);
    const available = availableOf(line);
    if (available < order.payableCents)
      throw termsRefused(`超出卖家「${order.sellerName}」给予的信用额度：可用 ${formatYuan(available)}，本单需 ${formatYuan(order.payableCents)}`, {
        availableCents: available,
      });
    out.set(order.sellerId, { creditLineId: line.id, kind: line.kind, days: line.days });
  }
  return out;
}

async function holdExactly(trx: Db, lineId: number, order: OrderFacts, held: number, target: number, step: string, actorId: number | null): Promise<void> {
  if (target === held) return;
  const kind = target > held ? 'hold' : 'release';
  await move(trx, lineId, {
    kind,
    amountCents: Math.abs(target - held),
    idempotencyKey: `order-${order.id}-${step}-${kind}`,
    order,
    actorId,
    note: kind === 'hold' ? (held === 0 ? '账期订单提交，占用信用额度' : '订单金额变更，追加占用') : '订单金额变更，释放差额',
  });
}

/**
 * Follows the order's move from `from` to `to` (with its payable amount after
 * the move) on its credit line. A hold the line cannot cover, on a line
 * suspended meanwhile, or for an organisation now overdue refuses the move
 * (7679) and the whole transaction rolls back.
 */
export async function followOrderTerms(
  trx: Db,
  order: OrderFacts,
  from: OrderStatus,
  to: OrderStatus,
  payableCents: number,
  actorId: number | null,
  terms?: { kind: CreditTermsKind; days: number; dueOn: string | null },
): Promise<void> {
  const lineId = order.creditLineId ?? null;
  if (lineId === null) return;
  const sums = await repo.orderSums(trx, lineId, order.id);
  const step = `r${sums.rows + 1}`;
  if (HOLDING.includes(to)) {
    if (from === 'created' && order.organisationId) await requireNotOverdue(trx, order.organisationId);
    await holdExactly(trx, lineId, order, sums.heldCents, payableCents, step, actorId);
  } else if (to === 'dispatched' && from === 'submitted') {
    await holdExactly(trx, lineId, order, sums.heldCents, payableCents, step, actorId);
    if (payableCents <= 0) return;
    const dueOn = terms!.dueOn ?? dueOnFor(terms!.kind, terms!.days, new Date());
    await move(trx, lineId, {
      kind: 'owe',
      amountCents: payableCents,
      idempotencyKey: `order-${order.id}-${step}-owe`,
      order,
      dueOn,
      actorId,
      note: `未付款发货（${termsSentence(terms!.kind, terms!.days)}），应于 ${dueOn} 前付清`,
    });
  } else if ((to === 'cancelled' || to === 'paid') && sums.heldCents > 0) {
    await move(trx, lineId, {
      kind: 'release',
      amountCents: sums.heldCents,
      idempotencyKey: `order-${order.id}-${step}-release`,
      order,
      actorId,
      note: to === 'paid' ? '发货前已付款，释放占用' : '订单取消，释放占用',
    });
  }
}

/** An order dispatched on terms is paid: its debt is settled (at most what it owes). */
export async function settleOrderTerms(trx: Db, order: OrderFacts, amountCents: number, actorId: number | null): Promise<void> {
  const lineId = order.creditLineId ?? null;
  if (lineId === null) return;
  const sums = await repo.orderSums(trx, lineId, order.id);
  const amount = Math.min(amountCents, sums.owedCents);
  if (amount <= 0) return;
  await move(trx, lineId, {
    kind: 'settle',
    amountCents: amount,
    idempotencyKey: `order-${order.id}-r${sums.rows + 1}-settle`,
    order,
    actorId,
    note: '账期订单付款，结清欠款',
  });
}
