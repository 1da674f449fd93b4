import { lockMemberWrites, nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { QUANTITY_KINDS } from '@/lib/contracts/certificates/schema';
import { chinaToday } from '@/lib/shared/china-day';
import { kindLabel } from '@/lib/shared/certificates';
import { formatPermitQuantity, type PermitBase } from '@/lib/shared/permit-quantity';
import { allowancesOf, type AllowanceView } from './allowances';

/*
 * Orders drawing on the buyer's permits (decision 0154), and how the permits
 * stand before paying. Both judge a need the same way: per substance and per
 * requirement it meets (a substance on two lists draws on a permit of each),
 * against every approved, valid permit of the kinds that requirement accepts.
 * A permit that counts no quantities (a business licence, or a permit stored
 * before quantities) meets the requirement without counting.
 */

/** What an order asks of the permits for one requirement of one substance: its total in a permit's measure (null: cannot be counted). */
export type PermitNeed = { cas: string; name: string; reason: string; anyOf: string[]; amount: (base: PermitBase) => number | null };

type Permit = { id: number; kind: string; number: string; label: string; counted: boolean };

/** The buyer's approved permits valid today, the one ending soonest first (drawn on first). */
async function usablePermits(db: Db, buyerId: number): Promise<{ permits: Permit[]; allowances: Map<number, AllowanceView[]> }> {
  const today = chinaToday();
  const rows = await db
    .selectFrom('certificates')
    .select(['id', 'kind', 'number', 'quantitiesCounted'])
    .where('memberId', '=', buyerId)
    .where('scope', '=', 'buyer')
    .where('status', '=', 'approved')
    .where('validFrom', '<=', today)
    .where((eb) => eb.or([eb('validTo', 'is', null), eb('validTo', '>=', today)]))
    .orderBy('validTo')
    .orderBy('id')
    .execute();
  const permits = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    number: r.number,
    label: `${kindLabel(r.kind)} ${r.number}`,
    counted: QUANTITY_KINDS.includes(r.kind) && Number(r.quantitiesCounted) === 1,
  }));
  const allowances = await allowancesOf(
    db,
    permits.filter((p) => p.counted).map((p) => p.id),
  );
  return { permits, allowances };
}

type Judgement =
  | { kind: 'uncounted' }
  | { kind: 'covered'; permit: Permit; allowance: AllowanceView; amount: number }
  | { kind: 'not_listed'; permits: Permit[] }
  | { kind: 'short'; permit: Permit; allowance: AllowanceView; amount: number | null };

function judge(need: PermitNeed, permits: Permit[], allowances: Map<number, AllowanceView[]>): Judgement {
  const accepted = permits.filter((p) => need.anyOf.includes(p.kind));
  if (accepted.length === 0 || accepted.some((p) => !p.counted)) return { kind: 'uncounted' };
  const named = accepted.flatMap((permit) => (allowances.get(permit.id) ?? []).filter((a) => a.cas === need.cas).map((allowance) => ({ permit, allowance })));
  if (named.length === 0) return { kind: 'not_listed', permits: accepted };
  for (const { permit, allowance } of named) {
    const amount = need.amount(allowance.base);
    if (amount !== null && amount <= allowance.remaining + 1e-9) return { kind: 'covered', permit, allowance, amount };
  }
  const { permit, allowance } = named[0]!;
  return { kind: 'short', permit, allowance, amount: need.amount(allowance.base) };
}

function refusal(need: PermitNeed, judgement: Judgement): AppError | null {
  if (judgement.kind === 'not_listed') {
    const labels = judgement.permits.map((p) => p.label).join('、');
    return new AppError(ErrorCode.ORDER_PERMIT_EXCEEDED, `${need.name}（${need.cas}）不在你的许可证（${labels}）所列品种中，不能付款`, { cas: need.cas });
  }
  if (judgement.kind !== 'short') return null;
  const { permit, allowance, amount } = judgement;
  const asked = amount === null ? '（该包装无法按许可证的计量单位换算）' : `，本单需要 ${formatPermitQuantity(amount, allowance.base)}`;
  return new AppError(
    ErrorCode.ORDER_PERMIT_EXCEEDED,
    `${permit.label} 中 ${need.name}（${need.cas}）剩余 ${formatPermitQuantity(allowance.remaining, allowance.base)}${asked}，不能付款（未完成付款的订单也占用数量，取消后退回）`,
    { cas: need.cas, permitNumber: permit.number, remaining: allowance.remaining, base: allowance.base, needed: amount },
  );
}

/**
 * An order's draws on the buyer's permits, all or nothing, under the buyer's
 * lock (parallel payments never overdraw a permit, on either database).
 * Refused (5121) when a permit that counts does not list the substance or
 * what remains does not cover the order. An order that drew already draws
 * nothing more.
 */
export async function drawForOrder(trx: Db, buyerId: number, order: { id: number; orderNo: string }, needs: PermitNeed[]): Promise<void> {
  if (needs.length === 0) return;
  await lockMemberWrites(trx, 'permitDraws', buyerId);
  const drawn = await trx.selectFrom('certificateAllowanceMoves').select('id').where('orderId', '=', order.id).where('kind', '=', 'draw').executeTakeFirst();
  if (drawn) return;
  const { permits, allowances } = await usablePermits(trx, buyerId);
  const moves = new Map<number, { quantity: number; permit: Permit }>();
  for (const need of needs) {
    const judgement = judge(need, permits, allowances);
    const refused = refusal(need, judgement);
    if (refused) throw refused;
    if (judgement.kind !== 'covered') continue;
    judgement.allowance.remaining -= judgement.amount;
    const move = moves.get(judgement.allowance.id);
    moves.set(judgement.allowance.id, { quantity: (move?.quantity ?? 0) + judgement.amount, permit: judgement.permit });
  }
  if (moves.size === 0) return;
  const at = nowIso();
  await trx
    .insertInto('certificateAllowanceMoves')
    .values(
      [...moves].map(([allowanceId, { quantity, permit }]) => ({
        allowanceId,
        orderId: order.id,
        orderNo: order.orderNo,
        kind: 'draw' as const,
        quantity,
        permitKind: permit.kind,
        permitNumber: permit.number,
        createdAt: at,
      })),
    )
    .execute();
}

export type PermitStanding = { permits: string[]; short: boolean };

/**
 * How the buyer's permits stand for each requirement, as checkout and the
 * cashier show it: every accepted permit with what remains of the substance
 * and, for an order not yet drawn (`needs` given), what it would take and
 * whether payment would be refused — the same judgement the payment makes.
 */
export async function permitStandingOf(
  db: Db,
  buyerId: number,
  needs: PermitNeed[] | null,
): Promise<(cas: string, requirement: { reason: string; anyOf: string[] }) => PermitStanding> {
  const { permits, allowances } = await usablePermits(db, buyerId);
  return (cas, requirement) => {
    const need = needs?.find((n) => n.cas === cas && n.reason === requirement.reason) ?? null;
    const shown = permits
      .filter((p) => requirement.anyOf.includes(p.kind))
      .map((p) => {
        if (!p.counted) return `${p.label}（不按数量核算）`;
        const row = (allowances.get(p.id) ?? []).find((a) => a.cas === cas);
        if (!row) return `${p.label} 未列该品种`;
        const amount = need?.amount(row.base);
        const asked = amount === undefined ? '' : amount === null ? '，本单包装无法按许可证单位换算' : `，本单需要 ${formatPermitQuantity(amount, row.base)}`;
        return `${p.label} 剩余 ${formatPermitQuantity(row.remaining, row.base)} / 共 ${formatPermitQuantity(row.quantity, row.base)}${asked}`;
      });
    const short = need !== null && refusal(need, judge(need, permits, allowances)) !== null;
    return { permits: shown, short };
  };
}
