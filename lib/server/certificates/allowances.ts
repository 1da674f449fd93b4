import { sql } from 'kysely';
import { nowIso, type Db } from '@/lib/server/core/db';
import type { PermitBase } from '@/lib/shared/permit-quantity';
import { kindLabel } from '@/lib/shared/certificates';

/*
 * Permits by quantity (decision 0154): what a buyer's permit allows of each
 * substance, and the draws orders make on it. The certificates area owns
 * both tables; the orders workflows draw (permit-draws.ts) and return
 * through these functions.
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
/** Gives back an order's draws (cancelled, expired or refunded); once. */
export async function returnForOrder(trx: Db, orderId: number): Promise<void> {
  const draws = await trx
    .selectFrom('certificateAllowanceMoves')
    .select(['allowanceId', 'orderNo', 'quantity', 'permitKind', 'permitNumber'])
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
      draws.map((d) => ({
        allowanceId: d.allowanceId,
        orderId,
        orderNo: d.orderNo,
        kind: 'return' as const,
        quantity: -Number(d.quantity),
        permitKind: d.permitKind,
        permitNumber: d.permitNumber,
        createdAt: at,
      })),
    )
    .execute();
}

export type OrderDraw = { cas: string; kindLabel: string; permitNumber: string; quantity: number; base: PermitBase; returned: boolean };

/** What each order drew on which permit, as the permit read when drawn (the seller's record of controlled sales). */
export async function drawsOfOrders(db: Db, orderIds: number[]): Promise<Map<number, OrderDraw[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('certificateAllowanceMoves')
    .innerJoin('certificateAllowances', 'certificateAllowances.id', 'certificateAllowanceMoves.allowanceId')
    .select([
      'certificateAllowanceMoves.orderId',
      'certificateAllowanceMoves.kind as move',
      'certificateAllowanceMoves.quantity',
      'certificateAllowanceMoves.permitKind',
      'certificateAllowanceMoves.permitNumber',
      'certificateAllowances.cas',
      'certificateAllowances.base',
    ])
    .where('certificateAllowanceMoves.orderId', 'in', orderIds)
    .execute();
  const out = new Map<number, OrderDraw[]>();
  for (const r of rows.filter((r) => r.move === 'draw')) {
    const returned = rows.some((x) => x.orderId === r.orderId && x.move === 'return' && x.cas === r.cas && x.permitNumber === r.permitNumber);
    const draw = { cas: r.cas, kindLabel: kindLabel(r.permitKind), permitNumber: r.permitNumber, quantity: Number(r.quantity), base: r.base, returned };
    out.set(r.orderId, [...(out.get(r.orderId) ?? []), draw]);
  }
  return out;
}

/** A permit no order drew on leaves with its allowances (deleting the certificate). */
export async function deleteAllowances(trx: Db, certificateId: number): Promise<void> {
  await trx.deleteFrom('certificateAllowances').where('certificateId', '=', certificateId).execute();
}
