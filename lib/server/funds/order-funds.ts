import type { Db } from '@/lib/server/core/db';
import type { OrderStatus } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { requiresFund } from '@/lib/server/organisations/approvals';
import { chinaToday } from '@/lib/shared/china-day';
import { move } from './ledger';
import * as repo from './repo';

/*
 * An order's fund follows the order (decision 0159): the payable amount is
 * reserved when the order is submitted (or sent for approval), moved with a
 * price agreed later, charged when it is paid, released when it is
 * cancelled, and refunds go back to it. Called by the orders area's
 * lifecycle and the refund workflow, in the order's transaction.
 */

type OrderFacts = { id: number; orderNo: string; fundId?: number | null };

/** States in which an unpaid order holds its amount on its fund. */
const HOLDING: readonly OrderStatus[] = ['pending_approval', 'submitted', 'negotiating'];

export const fundNotFound = () => new AppError(ErrorCode.FUND_NOT_FOUND, '经费卡不存在，或不属于这个组织');

/** Why the buyer cannot charge the fund today, or null when they can. */
export function whyNotUsable(fund: repo.FundRow, buyerId: number, today = chinaToday()): string | null {
  if (fund.status !== 'open') return `经费卡「${fund.code}」已停用`;
  if (today < fund.validFrom) return `经费卡「${fund.code}」${fund.validFrom} 起才能使用`;
  if (today > fund.validUntil) return `经费卡「${fund.code}」已于 ${fund.validUntil} 到期`;
  const chargers = repo.chargersOf(fund);
  if (chargers !== null && !chargers.includes(buyerId)) return `您不在经费卡「${fund.code}」的可用人之中，请联系组织负责人`;
  return null;
}

async function usableFund(db: Db, fundId: number, organisationId: number, buyerId: number): Promise<repo.FundRow> {
  const fund = await repo.fundById(db, fundId);
  if (!fund || fund.organisationId !== organisationId) throw fundNotFound();
  const why = whyNotUsable(fund, buyerId);
  if (why) throw new AppError(ErrorCode.FUND_NOT_USABLE, why, { reason: why });
  return fund;
}

/**
 * At checkout: a fund named only for an organisation's order, of that
 * organisation, usable by the buyer today; none named where the
 * organisation's rules ask for one is refused.
 */
export async function checkOrderFund(db: Db, order: { organisationId: number | null; fundId: number | null }, buyerId: number): Promise<void> {
  if (order.organisationId === null) {
    if (order.fundId !== null) throw new AppError(ErrorCode.FUND_REQUIRED, '经费卡只能用于以组织名义的采购，请先在「为谁采购」中选择组织');
    return;
  }
  if (order.fundId === null) {
    if (await requiresFund(db, order.organisationId)) throw new AppError(ErrorCode.FUND_REQUIRED, '该组织要求每张订单指定经费卡，请在采购信息中选择经费卡');
    return;
  }
  await usableFund(db, order.fundId, order.organisationId, buyerId);
}

/** Moves the order's reservation to `target` cents (reserve more or release the difference). */
async function reserveExactly(trx: Db, fundId: number, order: OrderFacts, held: number, target: number, step: string, actorId: number | null): Promise<void> {
  if (target === held) return;
  const kind = target > held ? 'reserve' : 'release';
  await move(trx, fundId, {
    kind,
    amountCents: Math.abs(target - held),
    idempotencyKey: `order-${order.id}-${step}-${kind}`,
    order,
    actorId,
    note: kind === 'reserve' ? (held === 0 ? '订单提交，占用额度' : '订单金额变更，追加占用') : '订单金额变更，释放差额',
  });
}

/**
 * Follows the order's move from `from` to `to` (with its payable amount
 * after the move) on its fund, in the order's transaction. A reservation
 * the fund cannot cover refuses the move (7675) and the whole transaction
 * rolls back.
 */
export async function followOrderFund(
  trx: Db,
  order: OrderFacts & { organisationId?: number | null; buyerId: number },
  from: OrderStatus,
  to: OrderStatus,
  payableCents: number,
  actorId: number | null,
): Promise<void> {
  const fundId = order.fundId ?? null;
  if (fundId === null) return;
  const held = await repo.orderSums(trx, fundId, order.id);
  // Each movement's key names the order and its place in the order's rows: one order never moves its fund twice for one step.
  const step = `r${held.rows + 1}`;
  if (HOLDING.includes(to)) {
    if (from === 'created') await usableFund(trx, fundId, order.organisationId ?? -1, order.buyerId);
    try {
      await reserveExactly(trx, fundId, order, held.reservedCents, payableCents, step, actorId);
    } catch (e) {
      // The fund is the buyer's organisation's own business: a seller accepting a higher price learns only that it cannot be done.
      if (actorId !== order.buyerId && e instanceof AppError && (e.code === ErrorCode.FUND_INSUFFICIENT || e.code === ErrorCode.FUND_NOT_USABLE))
        throw new AppError(ErrorCode.FUND_INSUFFICIENT, '买方组织的经费卡额度不足以按这个价格成交，请与买家沟通');
      throw e;
    }
  } else if (to === 'paid' && from !== 'paid' && held.spentCents === 0) {
    await reserveExactly(trx, fundId, order, held.reservedCents, payableCents, step, actorId);
    if (payableCents > 0)
      await move(trx, fundId, {
        kind: 'charge',
        amountCents: payableCents,
        idempotencyKey: `order-${order.id}-${step}-charge`,
        order,
        actorId,
        note: '订单付款，计入支出',
      });
  } else if (to === 'cancelled' && held.reservedCents > 0) {
    await move(trx, fundId, {
      kind: 'release',
      amountCents: held.reservedCents,
      idempotencyKey: `order-${order.id}-${step}-release`,
      order,
      actorId,
      note: '订单取消，释放占用',
    });
  }
}

/** A refund of the order gives back to its fund what it spent, at most what it spent; `requestKey` makes it once per refund request. */
export async function refundToFund(trx: Db, order: OrderFacts, amountCents: number, requestKey: string, actorId: number | null): Promise<void> {
  const fundId = order.fundId ?? null;
  if (fundId === null) return;
  const held = await repo.orderSums(trx, fundId, order.id);
  const back = Math.min(amountCents, held.spentCents);
  if (back <= 0) return;
  await move(trx, fundId, {
    kind: 'refund',
    amountCents: back,
    idempotencyKey: `order-${order.id}-refund-${requestKey}`,
    order,
    actorId,
    note: '订单退款，退回额度',
  });
}

/** Number and name of each fund, for the order views. */
export async function fundSummaries(db: Db, ids: number[]): Promise<Map<number, { id: number; code: string; name: string }>> {
  const rows = await repo.fundsByIds(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, { id: r.id, code: r.code, name: r.name }]));
}

/** The organisation's fund movements in a range, for the finance export (callers check the reader's role). */
export async function fundMovementsOf(db: Db, organisationId: number, range: { from: string | null; to: string | null }, limit: number) {
  const rows = await repo.organisationEntries(db, organisationId, range, limit);
  return rows.map((r) => ({
    fund: `${r.fundCode} ${r.fundName}`,
    kind: r.kind,
    budgetDeltaCents: Number(r.budgetDeltaCents),
    reservedDeltaCents: Number(r.reservedDeltaCents),
    spentDeltaCents: Number(r.spentDeltaCents),
    availableAfterCents: Number(r.budgetAfterCents) - Number(r.reservedAfterCents) - Number(r.spentAfterCents),
    orderNo: r.orderNo,
    actorId: r.actorId,
    note: r.note,
    createdAt: r.createdAt,
  }));
}
