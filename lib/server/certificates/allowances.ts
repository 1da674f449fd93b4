import { sql } from 'kysely';
import { lockMemberWrites, nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { chinaToday } from '@/lib/shared/china-day';
import { formatPermitQuantity, type PermitBase } from '@/lib/shared/permit-quantity';
import { kindLabel } from '@/lib/shared/certificates';

/*
 * Permits by quantity (decision 0154): what a buyer's permit allows of each
 * substance, and the draws orders make on it. The certificates area owns
 * both tables; the orders workflows draw and return through these functions.
 */

export type Allowance = { cas: string; quantity: number; base: PermitBase };
export type AllowanceView = Allowance & { id: number; used: number; remaining: number };

/** The permit's allowances replaced by `next` (an edit of the permit): earlier rows are kept, superseded, for the draws on them. */
export async function replaceAllowances(trx: Db, certificateId: number, next: Allowance[]): Promise<void> {
  const at = nowIso();
  await trx
    .updateTable('certificateAllowances')
    .set({ supersededAt: at })
    .where('certificateId', '=', certificateId)
    .where('supersededAt', 'is', null)
    .execute();
  if (next.length > 0)
    await trx
      .insertInto('certificateAllowances')
      .values(next.map((a) => ({ certificateId, cas: a.cas, quantity: a.quantity, base: a.base, supersededAt: null, createdAt: at })))
      .execute();
}

/** Draws so far per certificate and CAS, over every row of the certificate (edits keep what was drawn). */
async function usedOf(db: Db, certificateIds: number[]): Promise<Map<string, number>> {
  if (certificateIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('certificateAllowanceMoves')
    .innerJoin('certificateAllowances', 'certificateAllowances.id', 'certificateAllowanceMoves.allowanceId')
    .select(['certificateAllowances.certificateId', 'certificateAllowances.cas', sql<number>`sum(certificate_allowance_moves.quantity)`.as('used')])
    .where('certificateAllowances.certificateId', 'in', certificateIds)
    .groupBy(['certificateAllowances.certificateId', 'certificateAllowances.cas'])
    .execute();
  return new Map(rows.map((r) => [`${r.certificateId}|${r.cas}`, Number(r.used)]));
}

/** The current allowances of these certificates with what is used and what remains (the certificate page, checkout). */
export async function allowancesOf(db: Db, certificateIds: number[]): Promise<Map<number, AllowanceView[]>> {
  if (certificateIds.length === 0) return new Map();
  const [rows, used] = await Promise.all([
    db
      .selectFrom('certificateAllowances')
      .select(['id', 'certificateId', 'cas', 'quantity', 'base'])
      .where('certificateId', 'in', certificateIds)
      .where('supersededAt', 'is', null)
      .orderBy('id')
      .execute(),
    usedOf(db, certificateIds),
  ]);
  const out = new Map<number, AllowanceView[]>();
  for (const r of rows) {
    const spent = used.get(`${r.certificateId}|${r.cas}`) ?? 0;
    const view = { id: r.id, cas: r.cas, quantity: Number(r.quantity), base: r.base, used: spent, remaining: Math.max(0, Number(r.quantity) - spent) };
    out.set(r.certificateId, [...(out.get(r.certificateId) ?? []), view]);
  }
  return out;
}

/** Whether any order drew on this certificate: such a permit is part of the sales record and is not deleted. */
export async function hasDraws(db: Db, certificateId: number): Promise<boolean> {
  const row = await db
    .selectFrom('certificateAllowanceMoves')
    .innerJoin('certificateAllowances', 'certificateAllowances.id', 'certificateAllowanceMoves.allowanceId')
    .select('certificateAllowanceMoves.id')
    .where('certificateAllowances.certificateId', '=', certificateId)
    .executeTakeFirst();
  return row !== undefined;
}

/** What an order asks of the permits for one substance: the kinds that allow it and its total in a permit's measure (null: cannot be counted). */
export type PermitNeed = { cas: string; name: string; anyOf: string[]; amount: (base: PermitBase) => number | null };
type Held = { id: number; kind: string; number: string; validTo: string | null };

/**
 * An order's draws on the buyer's permits, all or nothing, under the buyer's
 * lock (parallel payments never overdraw a permit, on either database). Each
 * substance draws on the approved, valid permit (of the kinds that meet its
 * requirement) that names it, the one ending soonest first. A permit that
 * names no substance at all is unlimited (permits stored before quantities).
 * Refused (5121) when what remains does not cover the order, naming the
 * permit and what is left. An order that has drawn already draws nothing.
 */
export async function drawForOrder(trx: Db, buyerId: number, order: { id: number; orderNo: string }, needs: PermitNeed[]): Promise<void> {
  if (needs.length === 0) return;
  await lockMemberWrites(trx, 'permitDraws', buyerId);
  const drawn = await trx.selectFrom('certificateAllowanceMoves').select('id').where('orderId', '=', order.id).where('kind', '=', 'draw').executeTakeFirst();
  if (drawn) return;
  const today = chinaToday();
  const held: Held[] = await trx
    .selectFrom('certificates')
    .select(['id', 'kind', 'number', 'validTo'])
    .where('memberId', '=', buyerId)
    .where('status', '=', 'approved')
    .where('validFrom', '<=', today)
    .where((eb) => eb.or([eb('validTo', 'is', null), eb('validTo', '>=', today)]))
    .orderBy('validTo')
    .execute();
  const allowances = await allowancesOf(
    trx,
    held.map((h) => h.id),
  );
  const at = nowIso();
  const moves: { allowanceId: number; quantity: number }[] = [];
  for (const need of needs) {
    const permits = held.filter((h) => need.anyOf.includes(h.kind));
    // A permit without quantities (stored before them) allows the substance without counting.
    if (permits.some((p) => (allowances.get(p.id) ?? []).length === 0)) continue;
    const named = permits.flatMap((p) => (allowances.get(p.id) ?? []).filter((a) => a.cas === need.cas).map((a) => ({ permit: p, allowance: a })));
    if (named.length === 0) {
      const numbers = permits.map((p) => `${kindLabel(p.kind)} ${p.number}`).join('、');
      throw new AppError(ErrorCode.ORDER_PERMIT_EXCEEDED, `${need.name}（${need.cas}）不在你的许可证（${numbers}）所列品种中，不能付款`, { cas: need.cas });
    }
    const choice = named.find(({ allowance }) => {
      const amount = need.amount(allowance.base);
      return amount !== null && amount <= allowance.remaining + 1e-9;
    });
    if (!choice) {
      const { permit, allowance } = named[0]!;
      const amount = need.amount(allowance.base);
      const asked = amount === null ? '（该包装无法按许可证的计量单位换算）' : `，本单需要 ${formatPermitQuantity(amount, allowance.base)}`;
      throw new AppError(
        ErrorCode.ORDER_PERMIT_EXCEEDED,
        `${kindLabel(permit.kind)} ${permit.number} 中 ${need.name}（${need.cas}）剩余 ${formatPermitQuantity(allowance.remaining, allowance.base)}${asked}，不能付款`,
        { cas: need.cas, permitNumber: permit.number, remaining: allowance.remaining, base: allowance.base, needed: amount },
      );
    }
    moves.push({ allowanceId: choice.allowance.id, quantity: need.amount(choice.allowance.base)! });
    choice.allowance.remaining -= moves.at(-1)!.quantity;
  }
  // One move per allowance and order: lines of one substance add up.
  const byAllowance = new Map<number, number>();
  for (const m of moves) byAllowance.set(m.allowanceId, (byAllowance.get(m.allowanceId) ?? 0) + m.quantity);
  if (byAllowance.size > 0)
    await trx
      .insertInto('certificateAllowanceMoves')
      .values(
        [...byAllowance].map(([allowanceId, quantity]) => ({
          allowanceId,
          orderId: order.id,
          orderNo: order.orderNo,
          kind: 'draw' as const,
          quantity,
          createdAt: at,
        })),
      )
      .execute();
}

/** Gives back an order's draws (cancelled, expired or refunded); once. */
export async function returnForOrder(trx: Db, orderId: number): Promise<void> {
  const draws = await trx
    .selectFrom('certificateAllowanceMoves')
    .select(['allowanceId', 'orderNo', 'quantity'])
    .where('orderId', '=', orderId)
    .where('kind', '=', 'draw')
    .execute();
  if (draws.length === 0) return;
  const returned = await trx
    .selectFrom('certificateAllowanceMoves')
    .select('id')
    .where('orderId', '=', orderId)
    .where('kind', '=', 'return')
    .executeTakeFirst();
  if (returned) return;
  const at = nowIso();
  await trx
    .insertInto('certificateAllowanceMoves')
    .values(
      draws.map((d) => ({ allowanceId: d.allowanceId, orderId, orderNo: d.orderNo, kind: 'return' as const, quantity: -Number(d.quantity), createdAt: at })),
    )
    .execute();
}

export type OrderDraw = { cas: string; kindLabel: string; permitNumber: string; quantity: number; base: PermitBase; returned: boolean };

/** What each order drew on which permit (the seller's record of controlled sales). */
export async function drawsOfOrders(db: Db, orderIds: number[]): Promise<Map<number, OrderDraw[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('certificateAllowanceMoves')
    .innerJoin('certificateAllowances', 'certificateAllowances.id', 'certificateAllowanceMoves.allowanceId')
    .innerJoin('certificates', 'certificates.id', 'certificateAllowances.certificateId')
    .select([
      'certificateAllowanceMoves.orderId',
      'certificateAllowanceMoves.kind as move',
      'certificateAllowanceMoves.quantity',
      'certificateAllowances.cas',
      'certificateAllowances.base',
      'certificates.kind',
      'certificates.number',
    ])
    .where('certificateAllowanceMoves.orderId', 'in', orderIds)
    .execute();
  const out = new Map<number, OrderDraw[]>();
  for (const r of rows.filter((r) => r.move === 'draw')) {
    const returned = rows.some((x) => x.orderId === r.orderId && x.move === 'return' && x.cas === r.cas);
    const draw = { cas: r.cas, kindLabel: kindLabel(r.kind), permitNumber: r.number, quantity: Number(r.quantity), base: r.base, returned };
    out.set(r.orderId, [...(out.get(r.orderId) ?? []), draw]);
  }
  return out;
}
