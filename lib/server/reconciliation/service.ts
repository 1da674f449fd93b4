import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { operatorNames } from '@/lib/server/account/directory';
import { recordAudit } from '@/lib/server/audit/service';
import { inTransaction, lockMemberWrites, nowIso, type Db } from '@/lib/server/core/db';
import { isUniqueViolation } from '@/lib/server/core/db/errors';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { offsetOf, type Page } from '@/lib/contracts/pagination';
import type {
  ReconciliationItemPageSchema,
  ReconciliationItemQuery,
  ReconciliationItemSchema,
  ReconciliationRunQuery,
  ReconciliationRunSchema,
  ReconciliationUploadSchema,
} from '@/lib/contracts/reconciliation/schema';
import { chinaToday } from '@/lib/shared/china-day';
import type { SettlementProvider } from '@/lib/shared/settlement-file';
import { ITEM_STATUS_LABELS, KIND_LABELS, OUTCOME_LABELS, PROVIDER_LABEL, RUN_STATUS_LABELS } from './labels';
import { matchSettlement } from './matcher';
import * as repo from './repo';
import { parseSettlementFile } from './settlement-csv';
import { dayRange, ourTransactions } from './sources';

/*
 * Reconciliation runs: a settlement file checked whole, matched against our
 * records, and stored with its mismatches in one transaction (with the audit
 * entry), so a refused file leaves nothing behind.
 */

type Run = z.input<typeof ReconciliationRunSchema>;
type Item = z.input<typeof ReconciliationItemSchema>;

/** The day a bill may be for: any day up to today in Beijing (a day not yet begun has no bill). */
export function requireBillDay(day: string, now = new Date()): void {
  const today = chinaToday(now);
  if (day > today) throw new AppError(ErrorCode.RECONCILIATION_DAY_IN_FUTURE, `账单日 ${day} 还没到（今天是 ${today}）`, { today });
}

async function presentRuns(db: Db, rows: repo.RunRow[]): Promise<Run[]> {
  const [names, open] = await Promise.all([
    operatorNames(
      db,
      rows.map((r) => r.uploadedBy),
    ),
    repo.openCounts(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    provider: r.provider,
    providerLabel: PROVIDER_LABEL(r.provider),
    day: r.day,
    fileName: r.fileName,
    status: r.status,
    statusLabel: RUN_STATUS_LABELS[r.status],
    supersededBy: r.supersededBy,
    lineCount: r.lineCount,
    matchedCount: r.matchedCount,
    mismatchCount: r.mismatchCount,
    openCount: open.get(r.id) ?? 0,
    fileAmountCents: Number(r.fileAmountCents),
    feeCents: Number(r.feeCents),
    uploadedBy: { id: r.uploadedBy, name: names.get(r.uploadedBy) ?? `#${r.uploadedBy}` },
    createdAt: r.createdAt,
  }));
}

async function presentItems(db: Db, rows: repo.ItemRow[]): Promise<Item[]> {
  const resolvers = rows.map((r) => r.resolvedBy).filter((id): id is number => id !== null);
  const [names, runs] = await Promise.all([operatorNames(db, resolvers), repo.runsByIds(db, [...new Set(rows.map((r) => r.runId))])]);
  const runOf = new Map(runs.map((r) => [r.id, r]));
  return rows.map((r) => {
    const run = runOf.get(r.runId);
    return {
      id: r.id,
      runId: r.runId,
      provider: run?.provider ?? '',
      providerLabel: PROVIDER_LABEL(run?.provider ?? ''),
      day: run?.day ?? '',
      lineNo: r.lineNo,
      kind: r.kind,
      kindLabel: KIND_LABELS[r.kind],
      ourNo: r.ourNo,
      providerNo: r.providerNo,
      outcome: r.outcome,
      outcomeLabel: OUTCOME_LABELS[r.outcome],
      fileAmountCents: r.fileAmountCents === null ? null : Number(r.fileAmountCents),
      ourAmountCents: r.ourAmountCents === null ? null : Number(r.ourAmountCents),
      fileStatus: r.fileStatus,
      ourStatus: r.ourStatus,
      detail: r.detail,
      status: r.status,
      statusLabel: ITEM_STATUS_LABELS[r.status],
      note: r.note,
      resolvedBy: r.resolvedBy === null ? null : { id: r.resolvedBy, name: names.get(r.resolvedBy) ?? `#${r.resolvedBy}` },
      resolvedAt: r.resolvedAt,
      createdAt: r.createdAt,
    };
  });
}

export type SettlementUpload = { provider: SettlementProvider; day: string; fileName: string; bytes: Uint8Array };

/**
 * One uploaded settlement file reconciled. The same bytes for the same
 * provider and day answer the run they made (`repeated`, nothing written); a
 * different file for that day makes a new run and replaces the current one
 * (its open mismatches leave the open list; resolved ones keep their note).
 */
export async function reconcileSettlementFile(db: Db, operatorId: number, upload: SettlementUpload): Promise<z.input<typeof ReconciliationUploadSchema>> {
  requireBillDay(upload.day);
  // The whole file is read and checked before the transaction: a bad file writes nothing.
  const lines = parseSettlementFile(upload.bytes, upload.day);
  const fileHash = createHash('sha256').update(upload.bytes).digest('hex');
  const fileName = upload.fileName.slice(0, 200) || 'settlement.csv';
  try {
    return await inTransaction(db, async (trx) => {
      await lockMemberWrites(trx, 'reconciliation', Number(upload.day.replaceAll('-', '')));
      const existing = await repo.findRunByFile(trx, upload.provider, upload.day, fileHash);
      if (existing) return { run: (await presentRuns(trx, [existing]))[0]!, repeated: true, replacedRunId: null };

      const ours = await ourTransactions(trx, upload.provider, upload.day, [...new Set(lines.map((l) => l.ourNo))]);
      const { matched, mismatches } = matchSettlement(lines, ours, dayRange(upload.day));
      const at = nowIso();
      const earlier = await repo.currentRunsOf(trx, upload.provider, upload.day);
      const run = await repo.insertRun(trx, {
        provider: upload.provider,
        day: upload.day,
        fileHash,
        fileName,
        status: 'current',
        supersededBy: null,
        lineCount: lines.length,
        matchedCount: matched,
        mismatchCount: mismatches.length,
        fileAmountCents: lines.filter((l) => l.status === 'success').reduce((sum, l) => sum + l.amountCents, 0),
        feeCents: lines.reduce((sum, l) => sum + l.feeCents, 0),
        uploadedBy: operatorId,
        createdAt: at,
      });
      await repo.insertItems(
        trx,
        mismatches.map((m) => ({ ...m, runId: run.id, status: 'open' as const, note: null, resolvedBy: null, resolvedAt: null, createdAt: at })),
      );
      for (const old of earlier) await repo.supersedeRun(trx, old.id, run.id);
      const replacedRunId = earlier[0]?.id ?? null;
      await recordAudit(trx, {
        operatorId,
        action: 'reconciliation_run.upload',
        entity: 'reconciliation_run',
        entityId: run.id,
        after: {
          settlementProvider: upload.provider,
          day: upload.day,
          fileName,
          lineCount: lines.length,
          matchedCount: matched,
          mismatchCount: mismatches.length,
          replacedRunId,
        },
      });
      return { run: (await presentRuns(trx, [run]))[0]!, repeated: false, replacedRunId };
    });
  } catch (error) {
    // The same file uploaded twice at the same moment (SQLite has no advisory lock to wait on): the first one's run.
    if (!isUniqueViolation(error)) throw error;
    const run = await repo.findRunByFile(db, upload.provider, upload.day, fileHash);
    if (!run) throw error;
    return { run: (await presentRuns(db, [run]))[0]!, repeated: true, replacedRunId: null };
  }
}

export async function listReconciliationRuns(db: Db, query: z.infer<typeof ReconciliationRunQuery>): Promise<Page<Run>> {
  const { rows, total } = await repo.listRuns(db, { provider: query.provider, day: query.day }, offsetOf(query), query.pageSize);
  return { list: await presentRuns(db, rows), total, page: query.page, pageSize: query.pageSize };
}

export async function listReconciliationItems(db: Db, query: z.infer<typeof ReconciliationItemQuery>): Promise<z.input<typeof ReconciliationItemPageSchema>> {
  const filter = { status: query.status, outcome: query.outcome, runId: query.runId };
  const [{ rows, total }, counts] = await Promise.all([repo.listItems(db, filter, offsetOf(query), query.pageSize), repo.itemCounts(db, filter)]);
  return { list: await presentItems(db, rows), total, page: query.page, pageSize: query.pageSize, counts };
}

/** open → resolved with the person's note, audited; a second resolution is refused (7605), naming who resolved it. */
export async function resolveMismatch(db: Db, operatorId: number, input: { id: number; note: string }): Promise<Item> {
  return inTransaction(db, async (trx) => {
    const item = await repo.findItem(trx, input.id);
    if (!item) throw new AppError(ErrorCode.RECONCILIATION_ITEM_NOT_FOUND, '对账差异不存在');
    const resolved = await repo.resolveItem(trx, item.id, { note: input.note, resolvedBy: operatorId, resolvedAt: nowIso() });
    if (!resolved) {
      const now = (await repo.findItem(trx, item.id))!;
      const who = now.resolvedBy === null ? '' : `已由 ${(await operatorNames(trx, [now.resolvedBy])).get(now.resolvedBy) ?? `#${now.resolvedBy}`} 处理`;
      const why = now.status === 'superseded' ? '所在对账批次已被同一天的新对账单替换' : who || '已处理';
      throw new AppError(ErrorCode.RECONCILIATION_ITEM_RESOLVED, `这条差异${why}，不能再次处理`, { status: now.status });
    }
    await recordAudit(trx, {
      operatorId,
      action: 'reconciliation_item.resolve',
      entity: 'reconciliation_item',
      entityId: item.id,
      before: { status: 'open' },
      after: { status: 'resolved', outcome: item.outcome, ourNo: item.ourNo, note: input.note },
      reason: input.note,
    });
    return (await presentItems(trx, [resolved]))[0]!;
  });
}
