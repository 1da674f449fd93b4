import type { z } from 'zod';
import { recordAudit } from '@/lib/server/audit/service';
import { nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { offsetOf } from '@/lib/contracts/pagination';
import { MAX_ATTEMPTS } from './dispatch';
import { nudgeOutbox } from './nudge';
import * as repo from './repo';
import { OUTBOX_STATUSES, type OutboxItemSchema, type OutboxPageSchema, type OutboxQuery } from '@/lib/contracts/outbox/schema';

type Row = Awaited<ReturnType<typeof repo.effectPage>>['rows'][number];
type Item = z.input<typeof OutboxItemSchema>;

/** Who and what, without the text: the console shows the envelope, not the message. */
function envelope(row: Row): Pick<Item, 'topic' | 'recipient' | 'subject'> {
  const payload = JSON.parse(row.payload) as { to?: string; subject?: string; phone?: string; message?: { template?: string } };
  if (row.topic === 'sms') return { topic: 'sms', recipient: payload.phone ?? '', subject: payload.message?.template ?? '' };
  return { topic: 'mail', recipient: payload.to ?? '', subject: payload.subject ?? '' };
}

function itemView(row: Row): Item {
  const waiting = row.status === 'pending' || row.status === 'retrying';
  return {
    id: row.id,
    ...envelope(row),
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt,
    nextAttemptAt: waiting ? row.availableAt : null,
    lastError: row.lastError,
  };
}

/** The outbox items not sent (or of one state), newest first, with the count of each state. */
export async function outboxPage(db: Db, query: OutboxQuery): Promise<z.input<typeof OutboxPageSchema>> {
  const statuses = query.status ? [query.status] : [...OUTBOX_STATUSES];
  const [{ rows, total }, counted] = await Promise.all([repo.effectPage(db, statuses, query.pageSize, offsetOf(query)), repo.countsByStatus(db)]);
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, Number(counted.find((c) => c.status === s)?.n ?? 0)])) as Record<
    (typeof OUTBOX_STATUSES)[number],
    number
  >;
  return { list: rows.map(itemView), total, page: query.page, pageSize: query.pageSize, counts, maxAttempts: MAX_ATTEMPTS };
}

/**
 * "Retry now": a waiting or dead item becomes due at once and the scheduler
 * is nudged. A dead item gets one more attempt (it is dead again if that
 * fails). Written to the audit log.
 */
export async function retryOutboxItem(db: Db, operatorId: number, id: number): Promise<Item> {
  const row = await db.transaction().execute(async (trx) => {
    const before = (await repo.effectPage(trx, [...OUTBOX_STATUSES, 'sent'], 1, 0, id)).rows[0];
    if (!before) throw new AppError(ErrorCode.OUTBOX_ITEM_NOT_FOUND, '发件记录不存在');
    if (!(await repo.makeEffectDue(trx, id, nowIso()))) {
      throw new AppError(ErrorCode.OUTBOX_ITEM_NOT_RETRYABLE, before.status === 'sent' ? '该发件已发出，无需重试' : '该发件正在发送，请稍后刷新', {
        status: before.status,
      });
    }
    await recordAudit(trx, {
      operatorId,
      action: 'outbox.retry',
      entity: 'outbox_item',
      entityId: id,
      before: { status: before.status },
      after: { status: 'retrying' },
    });
    return (await repo.effectPage(trx, ['retrying'], 1, 0, id)).rows[0]!;
  });
  nudgeOutbox();
  return itemView(row);
}

/** Items not sent, by state (pending, retrying, sending, dead): the outbox backlog /metrics shows. */
export async function outboxBacklog(db: Db): Promise<Array<{ status: string; count: number }>> {
  return (await repo.countsByStatus(db)).map((r) => ({ status: r.status, count: Number(r.n) }));
}
