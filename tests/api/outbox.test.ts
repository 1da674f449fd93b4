import { ErrorCode } from '@/lib/server/core/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from './console-helpers';
import { freshMember } from './kit';
import { eventually, mailArrives } from './eventually';
import { call, testDb } from './helpers';

const db = testDb();
afterAll(() => db.destroy());

type Item = {
  id: number;
  topic: string;
  recipient: string;
  subject: string;
  status: string;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
};
type OutboxPage = { list: Item[]; total: number; counts: Record<string, number>; maxAttempts: number };

let operator: Awaited<ReturnType<typeof freshMember>>;
beforeAll(async () => {
  operator = await freshMember(db, 'op_outbox', { operator: true });
});

/** An item the scheduler gave up on, as if SMTP had failed every attempt. */
async function deadItem(to: string): Promise<number> {
  const at = new Date().toISOString();
  const { id } = await db
    .insertInto('sideEffects')
    .values({
      topic: 'mail',
      payload: JSON.stringify({ to, subject: '【ChemMart】重发测试', text: '这封邮件曾发送失败。' }),
      status: 'dead',
      attempts: 8,
      createdAt: at,
      availableAt: at,
      claimedUntil: null,
      doneAt: null,
      lastError: 'connect ECONNREFUSED',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('the outbox in the operator console', () => {
  it('lists a dead mail with its error; "retry now" sends it and is written to the audit log', async () => {
    const to = `dead-${process.pid}-${Date.now()}@example.com`;
    const id = await deadItem(to);
    const dead = await call<OutboxPage>('/api/admin/outbox', { token: operator.token, query: { status: 'dead', pageSize: 100 } });
    expect(dead.body.code, dead.body.msg).toBe(0);
    expect(dead.body.data.maxAttempts).toBe(8);
    expect(dead.body.data.counts.dead).toBeGreaterThanOrEqual(1);
    expect(dead.body.data.list.find((i) => i.id === id)).toMatchObject({
      topic: 'mail',
      recipient: to,
      subject: '【ChemMart】重发测试',
      status: 'dead',
      attempts: 8,
      nextAttemptAt: null,
      lastError: 'connect ECONNREFUSED',
    });

    const retried = await call<Item>('/api/admin/outbox_retry', { method: 'POST', token: operator.token, body: { id } });
    expect(retried.body.code, retried.body.msg).toBe(0);
    expect(retried.body.data).toMatchObject({ id, status: 'retrying' });
    await mailArrives(to, '这封邮件曾发送失败');
    const row = await eventually(
      () => db.selectFrom('sideEffects').select(['status', 'doneAt']).where('id', '=', id).executeTakeFirstOrThrow(),
      (r) => r.status === 'sent',
      'the retried item marked sent',
    );
    expect(row.doneAt).not.toBeNull();
    expect((await auditOf(operator.token, 'outbox_item', id)).map((e) => e.action)).toEqual(['outbox.retry']);

    const again = await call('/api/admin/outbox_retry', { method: 'POST', token: operator.token, body: { id } });
    expect(again.body).toMatchObject({ code: ErrorCode.OUTBOX_ITEM_NOT_RETRYABLE, data: { status: 'sent' } });
    const all = await call<OutboxPage>('/api/admin/outbox', { token: operator.token, query: { pageSize: 100 } });
    expect(all.body.data.list.map((i) => i.id)).not.toContain(id);
  });

  it('answers 7430 for an unknown item and 1004 for a bad state filter', async () => {
    expect((await call('/api/admin/outbox_retry', { method: 'POST', token: operator.token, body: { id: 2_000_000_000 } })).body.code).toBe(ErrorCode.OUTBOX_ITEM_NOT_FOUND);
    expect((await call('/api/admin/outbox', { token: operator.token, query: { status: 'sent' } })).body.code).toBe(ErrorCode.VALIDATION_FAILED);
  });
});
