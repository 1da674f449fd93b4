import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { nowIso, type Db } from '@/lib/server/core/db';
import type { PayoutBatchTable } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { operatorNames } from '@/lib/server/account/directory';
import { sellerNames, usernamesOf } from '@/lib/server/account/service';
import { offsetOf, type Page } from '@/lib/contracts/pagination';
import type { AdminBatchQuery, AdminPayoutQuery, AdminPayoutSchema, BatchSchema } from '@/lib/contracts/payouts/schema';
import { chinaToday } from '@/lib/shared/china-day';
import * as repo from './repo';
import { approvalsNeeded, MAX_BATCH_PAYOUTS } from './rules';
import { presentPayouts } from './service';
import { BATCH_STATUS_LABELS, requireBatchTransition, requirePayoutTransition } from './transitions';

/*
 * Payout batches: an operator gathers requested payouts into a batch, others
 * approve it (two different operators above the threshold, rules.ts), an
 * approved batch is sent. Nobody approves a batch they prepared, nor one that
 * pays themselves. These functions write the payouts area's tables only; the
 * money and the audit entries are the workflows' (workflows/payout-batches.ts).
 */

export type BatchRow = Selectable<PayoutBatchTable>;
export type Batch = z.infer<typeof BatchSchema>;
export type AdminPayout = z.infer<typeof AdminPayoutSchema>;

const batchNotFound = () => new AppError(ErrorCode.PAYOUT_BATCH_NOT_FOUND, '打款批次不存在');

export async function batchByNo(db: Db, batchNo: string): Promise<BatchRow> {
  const row = await repo.findBatchByNo(db, batchNo);
  if (!row) throw batchNotFound();
  return row;
}

/** Gathers requested payouts (the chosen ones, or the oldest up to the limit) into a new pending batch. */
export async function prepareBatch(trx: Db, operatorId: number, payoutIds: number[] | null): Promise<{ batch: BatchRow; payouts: repo.PayoutRow[] }> {
  const candidates = await repo.requestedPayouts(trx, payoutIds, MAX_BATCH_PAYOUTS);
  if (candidates.length === 0) throw new AppError(ErrorCode.PAYOUT_BATCH_EMPTY, '没有可编入批次的待审核提现单（可能已被其他运营编入或已撤销）');
  const at = nowIso();
  const batch = await repo.insertBatch(trx, { totalCents: 0, payoutCount: 0, approvalsNeeded: 1, preparedBy: operatorId }, chinaToday().replace(/-/g, ''), at);
  const moved: repo.PayoutRow[] = [];
  for (const payout of candidates) {
    const to = requirePayoutTransition(payout.status, 'batch', 'operator');
    // Conditional: a payout the member cancelled a moment ago stays out.
    const row = await repo.movePayout(trx, payout.id, 'requested', to, { batchId: batch.id }, at);
    if (row) moved.push(row);
  }
  if (moved.length === 0) throw new AppError(ErrorCode.PAYOUT_BATCH_EMPTY, '没有可编入批次的待审核提现单（可能已被其他运营编入或已撤销）');
  const total = moved.reduce((sum, p) => sum + Number(p.amountCents), 0);
  await repo.setBatchTotals(trx, batch.id, total, moved.length, approvalsNeeded(total));
  return { batch: { ...batch, totalCents: total, payoutCount: moved.length, approvalsNeeded: approvalsNeeded(total) }, payouts: moved };
}

/**
 * One operator's approval. Refused (7529) to the operator who prepared the
 * batch, to one whose own payout is in it, and to one who approved it
 * already. `complete` when this was the last approval needed: the batch and
 * its payouts are approved.
 */
export async function approveBatch(trx: Db, batchNo: string, operatorId: number): Promise<{ batch: BatchRow; complete: boolean }> {
  const batch = await batchByNo(trx, batchNo);
  requireBatchTransition(batch.status, 'approve');
  if (batch.preparedBy === operatorId) {
    throw new AppError(ErrorCode.PAYOUT_APPROVAL_REFUSED, '不能批准自己编制的打款批次，请由其他运营人员审批');
  }
  const payouts = await repo.payoutsOfBatch(trx, batch.id);
  if (payouts.some((p) => p.memberId === operatorId)) {
    throw new AppError(ErrorCode.PAYOUT_APPROVAL_REFUSED, '批次中有打给您本人的款项，不能由您审批，请由其他运营人员处理');
  }
  const at = nowIso();
  if (!(await repo.addApproval(trx, batch.id, operatorId, at))) {
    throw new AppError(ErrorCode.PAYOUT_APPROVAL_REFUSED, `您已批准过这个批次；超过限额的批次须另一位运营人员批准`);
  }
  const approvals = await repo.approvalsOf(trx, batch.id);
  if (approvals.length < batch.approvalsNeeded) return { batch, complete: false };
  const moved = await repo.moveBatch(trx, batch.id, 'pending', requireBatchTransition('pending', 'approve'), { decidedBy: operatorId });
  if (!moved) throw new AppError(ErrorCode.PAYOUT_BATCH_TRANSITION_INVALID, '批次已被其他运营人员处理，请刷新', { status: batch.status });
  for (const payout of payouts) {
    await repo.movePayout(trx, payout.id, 'batched', requirePayoutTransition(payout.status, 'approve', 'operator'), {}, at);
  }
  return { batch: moved, complete: true };
}

/** Marks a pending batch rejected with its reason; its payouts are the workflow's to return or refuse. */
export async function markBatchRejected(trx: Db, batchNo: string, operatorId: number, reason: string): Promise<{ batch: BatchRow; payouts: repo.PayoutRow[] }> {
  const batch = await batchByNo(trx, batchNo);
  const to = requireBatchTransition(batch.status, 'reject');
  const moved = await repo.moveBatch(trx, batch.id, batch.status, to, { rejectReason: reason, decidedBy: operatorId });
  if (!moved) throw new AppError(ErrorCode.PAYOUT_BATCH_TRANSITION_INVALID, '批次已被其他运营人员处理，请刷新', { status: batch.status });
  return { batch: moved, payouts: await repo.payoutsOfBatch(trx, batch.id) };
}

/** A payout of a rejected batch back in the queue (`requested`, no batch). */
export function requeuePayout(trx: Db, payout: repo.PayoutRow) {
  requirePayoutTransition(payout.status, 'unbatch', 'operator');
  return repo.movePayout(trx, payout.id, 'batched', 'requested', { batchId: null });
}

/** Marks an approved batch sent and its payouts `sending` with the provider's name. */
export async function markBatchSending(
  trx: Db,
  batchNo: string,
  operatorId: number,
  provider: string,
): Promise<{ batch: BatchRow; payouts: repo.PayoutRow[] }> {
  const batch = await batchByNo(trx, batchNo);
  const to = requireBatchTransition(batch.status, 'send');
  const moved = await repo.moveBatch(trx, batch.id, 'approved', to, { sentBy: operatorId });
  if (!moved) throw new AppError(ErrorCode.PAYOUT_BATCH_TRANSITION_INVALID, '批次已被其他运营人员处理，请刷新', { status: batch.status });
  const sending: repo.PayoutRow[] = [];
  for (const payout of await repo.payoutsOfBatch(trx, batch.id)) {
    const row = await repo.movePayout(trx, payout.id, 'approved', requirePayoutTransition(payout.status, 'send', 'operator'), { provider });
    if (row) sending.push(row);
  }
  return { batch: moved, payouts: sending };
}

export function recordTransferNo(db: Db, payoutId: number, providerTransferNo: string) {
  return db.updateTable('payouts').set({ providerTransferNo }).where('id', '=', payoutId).where('providerTransferNo', 'is', null).execute();
}

export async function presentBatches(db: Db, rows: BatchRow[]): Promise<Batch[]> {
  const approvals = new Map(await Promise.all(rows.map(async (r) => [r.id, await repo.approvalsOf(db, r.id)] as const)));
  const names = await operatorNames(db, [...rows.map((r) => r.preparedBy), ...[...approvals.values()].flat().map((a) => a.operatorId)]);
  return rows.map((r) => ({
    id: r.id,
    batchNo: r.batchNo,
    status: r.status,
    statusLabel: BATCH_STATUS_LABELS[r.status],
    totalCents: Number(r.totalCents),
    payoutCount: r.payoutCount,
    approvalsNeeded: r.approvalsNeeded,
    approvals: (approvals.get(r.id) ?? []).map((a) => ({
      operatorId: a.operatorId,
      name: names.get(a.operatorId) ?? `#${a.operatorId}`,
      createdAt: a.createdAt,
    })),
    preparedBy: { id: r.preparedBy, name: names.get(r.preparedBy) ?? `#${r.preparedBy}` },
    rejectReason: r.rejectReason,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
}

export async function presentBatch(db: Db, row: BatchRow): Promise<Batch> {
  return (await presentBatches(db, [row]))[0]!;
}

export async function listBatches(db: Db, query: z.output<typeof AdminBatchQuery>): Promise<Page<Batch>> {
  const { rows, total } = await repo.listBatches(db, query.status, offsetOf(query), query.pageSize);
  return { list: await presentBatches(db, rows), total, page: query.page, pageSize: query.pageSize };
}

export async function presentAdminPayouts(db: Db, rows: repo.PayoutRow[]): Promise<AdminPayout[]> {
  const ids = rows.map((r) => r.memberId);
  const [payouts, accounts, names] = await Promise.all([presentPayouts(db, rows), usernamesOf(db, ids), sellerNames(db, ids)]);
  return payouts.map((p, i) => {
    const memberId = rows[i]!.memberId;
    return { ...p, member: { id: memberId, account: accounts.get(memberId) ?? `#${memberId}`, name: names.get(memberId) ?? '' } };
  });
}

export async function listAdminPayouts(db: Db, query: z.output<typeof AdminPayoutQuery>): Promise<Page<AdminPayout>> {
  const { rows, total } = await repo.listPayouts(
    db,
    { status: query.status, purpose: query.purpose, keyword: query.keyword || undefined },
    offsetOf(query),
    query.pageSize,
  );
  return { list: await presentAdminPayouts(db, rows), total, page: query.page, pageSize: query.pageSize };
}

export async function batchPayoutRows(db: Db, batchId: number) {
  return repo.payoutsOfBatch(db, batchId);
}
