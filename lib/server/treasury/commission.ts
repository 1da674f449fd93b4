import { nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';

/*
 * The platform's commission (docs/decisions/0131-treasury-and-commission.md):
 * a rate in basis points on the goods of an order (freight is not commissioned).
 * A seller's own rate wins; otherwise each line takes its category's rate, or
 * the default. Fixed when the order is paid, so a later change of rates never
 * moves money already taken.
 */

/** 2 %: the rate for goods of a category and a seller without one of their own. */
export const DEFAULT_COMMISSION_BP = 200;
/** 30 %: the highest rate an operator may set. */
export const MAX_COMMISSION_BP = 3000;

export type CommissionLine = { amountCents: number; categoryId: number | null };

async function ratesFor(db: Db, sellerId: number, categoryIds: number[]) {
  const rows = await db
    .selectFrom('commissionRates')
    .select(['scope', 'scopeId', 'rateBp'])
    .where((eb) => eb.or([eb.and([eb('scope', '=', 'seller'), eb('scopeId', '=', sellerId)]), ...(categoryIds.length ? [eb.and([eb('scope', '=', 'category'), eb('scopeId', 'in', categoryIds)])] : [])]))
    .execute();
  const seller = rows.find((r) => r.scope === 'seller')?.rateBp ?? null;
  const categories = new Map(rows.filter((r) => r.scope === 'category').map((r) => [r.scopeId, r.rateBp]));
  return { seller, categories };
}

/**
 * The commission on an order's agreed goods amount: the lines' rates weighted
 * by their list amounts (a negotiated price scales every line alike), rounded
 * to the cent, never more than the goods amount.
 */
export async function commissionFor(db: Db, order: { sellerId: number; goodsCents: number; lines: CommissionLine[] }): Promise<{ rateBp: number; commissionCents: number }> {
  const categoryIds = [...new Set(order.lines.map((l) => l.categoryId).filter((id): id is number => id !== null))];
  const rates = await ratesFor(db, order.sellerId, categoryIds);
  const listed = order.lines.reduce((s, l) => s + l.amountCents, 0);
  const rateOf = (line: CommissionLine) => rates.seller ?? (line.categoryId !== null ? rates.categories.get(line.categoryId) : undefined) ?? DEFAULT_COMMISSION_BP;
  const rateBp = listed > 0 ? order.lines.reduce((s, l) => s + l.amountCents * rateOf(l), 0) / listed : (rates.seller ?? DEFAULT_COMMISSION_BP);
  const commissionCents = Math.min(order.goodsCents, Math.round((order.goodsCents * rateBp) / 10_000));
  return { rateBp: Math.round(rateBp), commissionCents: Math.max(0, commissionCents) };
}

export type CommissionRate = { id: number; scope: 'category' | 'seller'; scopeId: number; rateBp: number; note: string | null; updatedAt: string };

export function listRates(db: Db): Promise<CommissionRate[]> {
  return db.selectFrom('commissionRates').select(['id', 'scope', 'scopeId', 'rateBp', 'note', 'updatedAt']).orderBy('scope').orderBy('scopeId').execute();
}

/** Sets the rate of a category or a seller (one per scope); answers the row before and after, for the audit. */
export async function saveRate(db: Db, operatorId: number, input: { scope: 'category' | 'seller'; scopeId: number; rateBp: number; note?: string | null }) {
  if (!Number.isInteger(input.rateBp) || input.rateBp < 0 || input.rateBp > MAX_COMMISSION_BP) {
    throw new AppError(ErrorCode.COMMISSION_RATE_INVALID, `佣金费率须为 0 至 ${MAX_COMMISSION_BP / 100}% 之间，精确到 0.01%`);
  }
  const before = await db.selectFrom('commissionRates').selectAll().where('scope', '=', input.scope).where('scopeId', '=', input.scopeId).executeTakeFirst();
  const values = { rateBp: input.rateBp, note: input.note ?? null, updatedBy: operatorId, updatedAt: nowIso() };
  await db
    .insertInto('commissionRates')
    .values({ scope: input.scope, scopeId: input.scopeId, ...values })
    .onConflict((oc) => oc.columns(['scope', 'scopeId']).doUpdateSet(values))
    .execute();
  return { before: before ?? null, after: { scope: input.scope, scopeId: input.scopeId, ...values } };
}

/** Removes a rate (the category or seller falls back to the default); 7501 when there is none. */
export async function deleteRate(db: Db, id: number) {
  const row = await db.selectFrom('commissionRates').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.COMMISSION_RATE_NOT_FOUND, '佣金费率不存在或已删除');
  await db.deleteFrom('commissionRates').where('id', '=', id).execute();
  return row;
}
