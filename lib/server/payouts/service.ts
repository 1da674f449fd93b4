import type { z } from 'zod';
import { lockMemberWrites, nowIso, type Db } from '@/lib/server/core/db';
import type { PayoutPurpose } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { depositAmounts, holdForWithdrawal, releaseWithdrawal, SETTLEMENT_DELAY_DAYS, withdrawableCents } from '@/lib/server/deposit/ledger';
import { offsetOf, type Page } from '@/lib/contracts/pagination';
import type { MemberPayoutListQuery, PayoutOverviewSchema, PayoutSchema } from '@/lib/contracts/payouts/schema';
import { ACCOUNT_TYPE_LABELS, maskAccountNumber, type AccountType } from '@/lib/shared/collecting-accounts';
import { chinaToday } from '@/lib/shared/china-day';
import { formatYuan } from '@/lib/shared/format';
import { knownDestination, verifiedNamesOf, verifiedPersonNamesOf, type Destination } from './destinations';
import * as repo from './repo';
import { HAND_PAID, MIN_PAYOUT_CENTS } from './rules';
import { describeSchedule, toSchedule } from './schedule-rules';
import { PAYOUT_PURPOSE_LABELS, PAYOUT_STATUS_LABELS, requirePayoutTransition } from './transitions';

/*
 * The payouts area: requests to pay a member's money out to their bank
 * account, their states (transitions.ts) and batches (batches.ts). The money
 * itself moves in the member's deposit ledger, in the same transaction as
 * the payout's state: frozen at request (`holdForWithdrawal`), given back on
 * cancel, reject or failure (`releaseWithdrawal`), paid out on the provider's
 * confirmation (`payOutWithdrawal`, with the treasury's `moneyOut`).
 */

export type Payout = z.infer<typeof PayoutSchema>;
export type PayoutRow = repo.PayoutRow;
type BatchNos = Map<number, string>;

/** Ledger keys of one payout's movements (unique per member in the deposit ledger). */
export const payoutLedger = {
  reference: (payoutNo: string) => `payout:${payoutNo}`,
  hold: (payoutNo: string) => `payout:${payoutNo}:hold`,
  release: (payoutNo: string) => `payout:${payoutNo}:release`,
  paid: (payoutNo: string) => `payout:${payoutNo}:paid`,
};

export function toPayout(row: repo.PayoutRow, batchNos: BatchNos = new Map(), repeated = false): Payout {
  return {
    id: row.id,
    payoutNo: row.payoutNo,
    purpose: row.purpose,
    purposeLabel: PAYOUT_PURPOSE_LABELS[row.purpose],
    amountCents: Number(row.amountCents),
    status: row.status,
    statusLabel: PAYOUT_STATUS_LABELS[row.status],
    account: {
      collectingAccountId: row.collectingAccountId,
      holder: row.accountHolder,
      bankName: row.accountBankName,
      branch: row.accountBranch,
      maskedNumber: maskAccountNumber(row.accountNumber),
      accountTypeLabel: ACCOUNT_TYPE_LABELS[row.accountType as AccountType] ?? row.accountType,
    },
    batchNo: row.batchId === null ? null : (batchNos.get(row.batchId) ?? null),
    reference: row.reference,
    failureReason: row.failureReason,
    providerTransferNo: row.providerTransferNo,
    handPaid: row.provider === HAND_PAID,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    paidAt: row.paidAt,
    repeated,
  };
}

export type NewPayout = {
  memberId: number;
  purpose: PayoutPurpose;
  amountCents: number;
  destination: Destination;
  idempotencyKey: string;
  /** What it pays back (a refund: `order:SO…`); null for a payout or withdrawal. */
  reference?: string | null;
  /** The schedule period that made it (automatic payouts). */
  schedulePeriod?: string | null;
};

/**
 * A payout requested, in the caller's transaction: the amount frozen, the
 * payout `requested`. A key this member used before answers that payout
 * (`repeated`) and moves nothing; the same key with another amount is 7004.
 * Beyond the withdrawable amount: 7520, and nothing is written.
 */
export async function createPayout(trx: Db, input: NewPayout): Promise<{ row: repo.PayoutRow; repeated: boolean }> {
  // The deposit lock first: the key look-up, the insert and the hold are one step for this member.
  await lockDeposit(trx, input.memberId);
  const earlier = await repo.findByKey(trx, input.memberId, input.idempotencyKey);
  if (earlier) {
    if (Number(earlier.amountCents) !== input.amountCents || earlier.purpose !== input.purpose || (earlier.reference ?? null) !== (input.reference ?? null)) {
      throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED, '这个幂等键已用于另一笔提现，请刷新页面后重新提交');
    }
    return { row: earlier, repeated: true };
  }
  if (input.purpose !== 'refund' && input.amountCents < MIN_PAYOUT_CENTS) {
    throw new AppError(ErrorCode.PAYOUT_BELOW_MINIMUM, `单笔提现最低 ${formatYuan(MIN_PAYOUT_CENTS)}`, { minimumCents: MIN_PAYOUT_CENTS });
  }
  const at = nowIso();
  const d = input.destination;
  const row = await repo.insertPayout(
    trx,
    {
      memberId: input.memberId,
      purpose: input.purpose,
      amountCents: input.amountCents,
      status: 'requested',
      collectingAccountId: d.id,
      accountHolder: d.holder,
      accountBankCode: d.bankCode,
      accountBankName: d.bankName,
      accountBranch: d.branch,
      accountNumber: d.accountNumber,
      accountType: d.accountType,
      reference: input.reference ?? null,
      schedulePeriod: input.schedulePeriod ?? null,
      idempotencyKey: input.idempotencyKey,
      createdAt: at,
      updatedAt: at,
    },
    chinaToday().replace(/-/g, ''),
  );
  await holdForWithdrawal(
    trx,
    input.memberId,
    input.amountCents,
    { reference: payoutLedger.reference(row.payoutNo), idempotencyKey: payoutLedger.hold(row.payoutNo) },
    // A refund's money is the buyer's own, not sale proceeds: T+7 does not apply to it.
    { settlementDelay: input.purpose !== 'refund' },
  );
  return { row, repeated: false };
}

/** The member's deposit lock (PostgreSQL; SQLite has one writer): the same lock every ledger movement takes. */
function lockDeposit(trx: Db, memberId: number): Promise<void> {
  return lockMemberWrites(trx, 'deposit', memberId);
}

const notFound = () => new AppError(ErrorCode.PAYOUT_NOT_FOUND, '提现单不存在');

/** One of the member's own payouts (another member's answers 7521, like none). */
export async function ownPayoutRow(db: Db, memberId: number, payoutNo: string): Promise<repo.PayoutRow> {
  const row = await repo.findByNo(db, payoutNo);
  if (!row || row.memberId !== memberId) throw notFound();
  return row;
}

export async function payoutRowByNo(db: Db, payoutNo: string): Promise<repo.PayoutRow> {
  const row = await repo.findByNo(db, payoutNo);
  if (!row) throw notFound();
  return row;
}

/**
 * The member cancels a payout nobody has batched yet: the money is available
 * again. In the caller's transaction; cancelling twice answers the cancelled payout.
 */
export async function cancelPayout(trx: Db, memberId: number, payoutNo: string): Promise<repo.PayoutRow> {
  await lockDeposit(trx, memberId);
  const row = await ownPayoutRow(trx, memberId, payoutNo);
  if (row.status === 'cancelled') return row;
  const to = requirePayoutTransition(row.status, 'cancel', 'member');
  const moved = await repo.movePayout(trx, row.id, 'requested', to);
  if (!moved) throw new AppError(ErrorCode.PAYOUT_TRANSITION_INVALID, '提现单已被编入打款批次，不能撤销', { status: 'batched', action: 'cancel' });
  await releaseWithdrawal(trx, memberId, Number(row.amountCents), {
    reference: payoutLedger.reference(row.payoutNo),
    idempotencyKey: payoutLedger.release(row.payoutNo),
  });
  return moved;
}

/**
 * Gives a payout's money back (rejected with its batch, or the transfer
 * failed): the status moves `from` → `to` with the reason, and the frozen
 * amount returns to available. Null when the payout was not in `from`.
 */
export async function returnPayoutMoney(
  trx: Db,
  row: repo.PayoutRow,
  from: repo.PayoutRow['status'],
  to: 'rejected' | 'failed',
  reason: string,
  extra: { providerTransferNo?: string | null } = {},
): Promise<repo.PayoutRow | null> {
  const moved = await repo.movePayout(trx, row.id, from, to, { failureReason: reason, ...extra });
  if (!moved) return null;
  await releaseWithdrawal(trx, row.memberId, Number(row.amountCents), {
    reference: payoutLedger.reference(row.payoutNo),
    idempotencyKey: payoutLedger.release(row.payoutNo),
  });
  return moved;
}

/** The transfer reached the bank account (the provider's notification, or an operator recording a hand-paid one): `sending` → `paid`; null when it was no longer sending (a duplicate raced it). */
export function markPayoutPaid(
  trx: Db,
  row: repo.PayoutRow,
  providerTransferNo: string,
  actor: 'provider' | 'operator' = 'provider',
): Promise<repo.PayoutRow | undefined> {
  const to = requirePayoutTransition(row.status, 'settle', actor);
  return repo.movePayout(trx, row.id, 'sending', to, { providerTransferNo, paidAt: nowIso() });
}

async function batchNosOf(db: Db, rows: repo.PayoutRow[]): Promise<BatchNos> {
  const ids = [...new Set(rows.map((r) => r.batchId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  return repo.batchNosByIds(db, ids);
}

export async function presentPayouts(db: Db, rows: repo.PayoutRow[]): Promise<Payout[]> {
  const batchNos = await batchNosOf(db, rows);
  return rows.map((r) => toPayout(r, batchNos));
}

export async function presentPayout(db: Db, row: repo.PayoutRow, repeated = false): Promise<Payout> {
  return toPayout(row, await batchNosOf(db, [row]), repeated);
}

/** The member's own payouts, newest first. */
export async function listOwnPayouts(db: Db, memberId: number, query: z.output<typeof MemberPayoutListQuery>): Promise<Page<Payout>> {
  const { rows, total } = await repo.listPayouts(db, { memberId, purpose: query.purpose }, offsetOf(query), query.pageSize);
  return { list: await presentPayouts(db, rows), total, page: query.page, pageSize: query.pageSize };
}

/** What the member pages show above the form: what may be withdrawn, what is settling, what is frozen, the names accounts must carry. */
export async function payoutOverview(db: Db, memberId: number, withSchedule: boolean): Promise<z.infer<typeof PayoutOverviewSchema>> {
  const [amounts, deposit, inProgress, names, personNames, schedule] = await Promise.all([
    withdrawableCents(db, memberId),
    depositAmounts(db, memberId),
    repo.heldCents(db, memberId),
    verifiedNamesOf(db, memberId),
    verifiedPersonNamesOf(db, memberId),
    withSchedule ? repo.findSchedule(db, memberId) : Promise.resolve(undefined),
  ]);
  return {
    balanceCents: amounts.balanceCents,
    withdrawableCents: amounts.withdrawableCents,
    settlingCents: amounts.settlingCents,
    frozenCents: deposit.frozenCents,
    payoutsInProgressCents: inProgress,
    minimumCents: MIN_PAYOUT_CENTS,
    settlementDelayDays: SETTLEMENT_DELAY_DAYS,
    verifiedNames: names,
    verifiedPersonNames: personNames,
    schedule: withSchedule ? (schedule ? toSchedule(schedule) : { ...toSchedule(null), description: describeSchedule(null) }) : null,
  };
}

/** The member's payout asked for with this key, if any (a repeated request). */
export function payoutByKey(db: Db, memberId: number, idempotencyKey: string): Promise<repo.PayoutRow | undefined> {
  return repo.findByKey(db, memberId, idempotencyKey);
}

/** The payout reference of a refund it carries (`refund:RF…`), and back. */
export const refundPayoutReference = {
  of: (refundNo: string) => `refund:${refundNo}`,
  refundNo: (reference: string | null) => (reference?.startsWith('refund:') ? reference.slice('refund:'.length) : null),
};

/**
 * A refund of a bank transfer paid on to the member's bank account (called
 * by the refunds workflow, in its transaction): a payout of purpose `refund`,
 * frozen from their deposit like any payout (the refund has credited the
 * deposit first), reviewed and sent in a batch like the others. No minimum.
 * The account is the one given (checked by the caller), else a known one
 * (`knownDestination`); null when there is none: the money stays in their
 * deposit and the member is asked for an account.
 */
export async function requestRefundPayout(
  trx: Db,
  input: { memberId: number; amountCents: number; refundNo: string; idempotencyKey: string; destination?: Destination },
): Promise<{ row: repo.PayoutRow; repeated: boolean } | null> {
  const destination = input.destination ?? (await knownDestination(trx, input.memberId));
  if (!destination) return null;
  return createPayout(trx, {
    memberId: input.memberId,
    purpose: 'refund',
    amountCents: input.amountCents,
    destination,
    idempotencyKey: input.idempotencyKey,
    reference: refundPayoutReference.of(input.refundNo),
  });
}
