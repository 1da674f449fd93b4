import type { z } from 'zod';
import type { Db } from '@/lib/server/core/db';
import { offsetOf, type Page } from '@/lib/contracts/pagination';
import { chinaDayStart } from '@/lib/shared/china-day';
import { rechargeNumber } from '@/lib/shared/money';
import { depositAmounts } from './ledger';
import * as repo from './repo';
import { LEDGER_KIND_LABELS, type DepositInfoSchema, type DepositRecordQuery, type LedgerEntrySchema } from '@/lib/contracts/deposit/schema';

export type DepositInfo = z.infer<typeof DepositInfoSchema>;
export type LedgerEntryView = z.infer<typeof LedgerEntrySchema>;

/** `recharge:12` → "充值单 R000012", `payout:PO…` → "提现单 PO…"; others as they are. */
export function referenceLabel(reference: string): string {
  const [type, id] = reference.split(':');
  if (type === 'recharge' && id) return `充值单 ${rechargeNumber(Number(id))}`;
  if (type === 'order' && id) return `订单 ${id}`;
  if (type === 'payout' && id) return `提现单 ${id}`;
  if (reference === 'demo:opening') return '演示账户初始余额';
  return reference;
}

/** The pending recharges are handed in: the recharge area credits this one's ledger, so this one does not import it. */
export async function depositInfo(db: Db, memberId: number, pendingRechargeCents: (db: Db, memberId: number) => Promise<number>): Promise<DepositInfo> {
  const [amounts, pending] = await Promise.all([depositAmounts(db, memberId), pendingRechargeCents(db, memberId)]);
  return { ...amounts, pendingRechargeCents: pending };
}

/** The member's own ledger, newest first, filtered by kind and Beijing days. */
export async function depositRecord(db: Db, memberId: number, query: z.output<typeof DepositRecordQuery>): Promise<Page<LedgerEntryView>> {
  const filter = {
    kind: query.kind,
    from: query.from ? chinaDayStart(query.from) : undefined,
    to: query.to ? chinaDayStart(query.to, 1) : undefined,
  };
  const { rows, total } = await repo.listEntries(db, memberId, filter, offsetOf(query), query.pageSize);
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      kindLabel: LEDGER_KIND_LABELS[r.kind],
      amountCents: Number(r.amountCents),
      frozenDeltaCents: Number(r.frozenDeltaCents),
      balanceAfterCents: Number(r.balanceAfterCents),
      frozenAfterCents: Number(r.frozenAfterCents),
      reference: r.reference,
      referenceLabel: referenceLabel(r.reference),
      createdAt: r.createdAt,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
