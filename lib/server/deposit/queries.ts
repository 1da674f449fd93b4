import type { Db } from '@/lib/server/core/db';
import type { LedgerKind } from '@/lib/server/core/db/schema';
import * as repo from './repo';
import { referenceLabel } from './service';

/*
 * Read helpers for other areas (the statements): the ledger of one member
 * over a span of time, and what they held at an instant. Instants are ISO
 * UTC strings, as `created_at` is stored; the caller turns Beijing months
 * into them.
 */

export type LedgerRow = {
  id: number;
  kind: LedgerKind;
  amountCents: number;
  frozenDeltaCents: number;
  balanceAfterCents: number;
  frozenAfterCents: number;
  reference: string;
  referenceLabel: string;
  createdAt: string;
};

/** The member's ledger rows created in [from, to), oldest first. */
export async function ledgerRowsBetween(db: Db, memberId: number, from: string, to: string): Promise<LedgerRow[]> {
  const rows = await repo.rowsBetween(db, memberId, from, to);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    amountCents: Number(r.amountCents),
    frozenDeltaCents: Number(r.frozenDeltaCents),
    balanceAfterCents: Number(r.balanceAfterCents),
    frozenAfterCents: Number(r.frozenAfterCents),
    reference: r.reference,
    referenceLabel: referenceLabel(r.reference),
    createdAt: r.createdAt,
  }));
}

/** Available and frozen money after the member's last row before `at` (zero when they had none). */
export async function holdingsBefore(db: Db, memberId: number, at: string): Promise<{ balanceCents: number; frozenCents: number }> {
  const row = await repo.lastRowBefore(db, memberId, at);
  return { balanceCents: Number(row?.balanceAfterCents ?? 0), frozenCents: Number(row?.frozenAfterCents ?? 0) };
}
