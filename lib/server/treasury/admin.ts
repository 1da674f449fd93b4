import { sql } from 'kysely';
import type { z } from 'zod';
import { inTransaction, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { recordAudit } from '@/lib/server/audit/service';
import type { CommissionRateSaveInput, CommissionRatesSchema, TreasurySchema } from '@/lib/contracts/treasury/schema';
import { DEFAULT_COMMISSION_BP, deleteRate, listRates, MAX_COMMISSION_BP, saveRate } from './commission';
import { PLATFORM_ACCOUNT_LABELS, platformBalances } from './ledger';

/*
 * The operator console's view of the platform's money and its commission
 * rates. Names of categories and sellers come from their owners, passed in
 * by the route (the treasury reads no other area's tables).
 */

export type Directory = {
  categories: (db: Db) => Promise<{ id: number; name: string }[]>;
  usernamesOf: (db: Db, ids: number[]) => Promise<Map<number, string>>;
  sellerIdByUsername: (db: Db, username: string) => Promise<number | null>;
};

type Totals = { membersCents: number; gapCents: number };

export async function treasuryOverview(db: Db, totals: Totals): Promise<z.input<typeof TreasurySchema>> {
  const balances = await platformBalances(db);
  const flows = await db
    .selectFrom('platformLedger')
    .select([
      sql<string>`coalesce(sum(case when amount_cents < 0 then -amount_cents else 0 end), 0)`.as('moneyIn'),
      sql<string>`coalesce(sum(case when amount_cents > 0 then amount_cents else 0 end), 0)`.as('moneyOut'),
    ])
    .where('account', '=', 'outside')
    .executeTakeFirstOrThrow();
  return {
    accounts: (Object.keys(PLATFORM_ACCOUNT_LABELS) as (keyof typeof PLATFORM_ACCOUNT_LABELS)[]).map((account) => ({
      account,
      label: PLATFORM_ACCOUNT_LABELS[account],
      balanceCents: balances[account],
    })),
    moneyInCents: Number(flows.moneyIn),
    moneyOutCents: Number(flows.moneyOut),
    ...totals,
  };
}

export async function commissionRatesPage(db: Db, directory: Directory): Promise<z.input<typeof CommissionRatesSchema>> {
  const [rates, categories] = await Promise.all([listRates(db), directory.categories(db)]);
  const sellers = await directory.usernamesOf(
    db,
    rates.filter((r) => r.scope === 'seller').map((r) => r.scopeId),
  );
  const categoryNames = new Map(categories.map((c) => [c.id, c.name]));
  return {
    defaultRateBp: DEFAULT_COMMISSION_BP,
    maxRateBp: MAX_COMMISSION_BP,
    rates: rates.map((r) => ({
      ...r,
      scopeName: (r.scope === 'seller' ? sellers.get(r.scopeId) : categoryNames.get(r.scopeId)) ?? `#${r.scopeId}`,
    })),
    categories,
  };
}

export async function saveCommissionRate(db: Db, operatorId: number, input: z.output<typeof CommissionRateSaveInput>, directory: Directory) {
  let scopeId: number;
  if (input.scope === 'seller') {
    const sellerId = await directory.sellerIdByUsername(db, input.sellerUsername!);
    if (sellerId === null) throw new AppError(ErrorCode.COMMISSION_RATE_INVALID, `没有用户名为「${input.sellerUsername}」的卖家`);
    scopeId = sellerId;
  } else {
    if (!(await directory.categories(db)).some((c) => c.id === input.categoryId)) throw new AppError(ErrorCode.COMMISSION_RATE_INVALID, '分类不存在');
    scopeId = input.categoryId!;
  }
  await inTransaction(db, async (trx) => {
    const { before } = await saveRate(trx, operatorId, { scope: input.scope, scopeId, rateBp: input.rateBp, note: input.note ?? null });
    await recordAudit(trx, {
      operatorId,
      action: 'commission_rate.save',
      entity: 'commission_rate',
      entityId: `${input.scope}:${scopeId}`,
      before: { scope: input.scope, scopeId, rateBp: before?.rateBp ?? null, note: before?.note ?? null },
      after: { scope: input.scope, scopeId, rateBp: input.rateBp, note: input.note ?? null },
    });
  });
  return commissionRatesPage(db, directory);
}

export async function deleteCommissionRate(db: Db, operatorId: number, id: number, directory: Directory) {
  await inTransaction(db, async (trx) => {
    const removed = await deleteRate(trx, id);
    await recordAudit(trx, {
      operatorId,
      action: 'commission_rate.delete',
      entity: 'commission_rate',
      entityId: `${removed.scope}:${removed.scopeId}`,
      before: { scope: removed.scope, scopeId: removed.scopeId, rateBp: removed.rateBp, note: removed.note },
    });
  });
  return commissionRatesPage(db, directory);
}
