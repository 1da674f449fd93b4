import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { runWorkflow } from '@/lib/server/outbox/run';
import { dispatchSideEffects, MAX_ATTEMPTS, oweSideEffect, retryDelayMs, type SideEffectHandlers } from './dispatch';
import { setOutboxNudge } from './nudge';
import { effectPage, effectRows, makeEffectDue } from './repo';

const { db, dialect } = createDb({ kind: 'sqlite', file: ':memory:' });
beforeAll(() => migrateToLatest(db, dialect));
afterAll(() => db.destroy());

const outboxTo = (recipient: string) => db.selectFrom('devOutbox').selectAll().where('recipient', '=', recipient).execute();

describe('runWorkflow', () => {
  it('writes nothing and owes nothing when a step fails', async () => {
    await expect(
      runWorkflow(db, 'failing', async ({ trx, owe }) => {
        await trx.insertInto('units').values({ code: 'wf-x', name: 'x', kind: 'count', sortOrder: 99 }).execute();
        await owe({ topic: 'mail', payload: { to: 'rolled-back@example.com', subject: 's', text: 't' } });
        throw new Error('step failed');
      }),
    ).rejects.toThrow('step failed');
    expect(await db.selectFrom('units').select('id').where('code', '=', 'wf-x').execute()).toEqual([]);
    expect((await effectRows(db)).length).toBe(0);
  });

  it('commits the writes and records what the flow owes as pending, nudging the scheduler without sending', async () => {
    let nudges = 0;
    setOutboxNudge(() => (nudges += 1));
    try {
      const answer = await runWorkflow(db, 'committing', async ({ trx, owe }) => {
        await trx.insertInto('units').values({ code: 'wf-y', name: 'y', kind: 'count', sortOrder: 98 }).execute();
        await owe({ topic: 'mail', payload: { to: 'committed@example.com', subject: '订单已创建', text: '您好' } });
        return 42;
      });
      expect(answer).toBe(42);
    } finally {
      setOutboxNudge(undefined);
    }
    expect(nudges).toBe(1);
    expect(await db.selectFrom('units').select('id').where('code', '=', 'wf-y').execute()).toHaveLength(1);
    expect(await outboxTo('committed@example.com')).toEqual([]);
    expect((await effectRows(db)).at(-1)).toMatchObject({ status: 'pending', attempts: 0, doneAt: null });

    expect(await dispatchSideEffects(db)).toEqual({ sent: 1, failed: 0 });
    const sent = await outboxTo('committed@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'email', subject: '订单已创建' });
    expect((await effectRows(db)).at(-1)).toMatchObject({ status: 'sent', attempts: 0, lastError: null, doneAt: expect.any(String) });
    expect(await dispatchSideEffects(db)).toEqual({ sent: 0, failed: 0 });
    expect(await outboxTo('committed@example.com')).toHaveLength(1);
  });

  it('refuses to run inside a caller\'s transaction, where "after commit" is not its to know', async () => {
    await expect(db.transaction().execute((trx) => runWorkflow(trx, 'nested', async () => 1))).rejects.toThrow('must start its own transaction');
  });
});

describe('dispatchSideEffects', () => {
  const failing: SideEffectHandlers = {
    mail: async () => undefined,
    sms: async () => {
      throw new Error('gateway down');
    },
  };

  it('retries a failed send later with a growing delay, then marks it dead after MAX_ATTEMPTS; "retry now" gives one more try', async () => {
    await oweSideEffect(db, { topic: 'sms', payload: { phone: '13800000000', message: { template: 'registered', text: 'hello' } } });
    let now = new Date();
    const clock = () => now;
    expect(await dispatchSideEffects(db, failing, clock)).toEqual({ sent: 0, failed: 1 });
    const afterFirst = (await effectRows(db)).at(-1)!;
    expect(afterFirst).toMatchObject({ status: 'retrying', attempts: 1, lastError: 'gateway down', doneAt: null });
    expect(new Date(afterFirst.availableAt).getTime() - now.getTime()).toBe(retryDelayMs(1));
    // Not due yet: nothing is tried.
    expect(await dispatchSideEffects(db, failing, clock)).toEqual({ sent: 0, failed: 0 });
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      now = new Date(now.getTime() + retryDelayMs(attempt - 1));
      expect(await dispatchSideEffects(db, failing, clock)).toEqual({ sent: 0, failed: 1 });
    }
    const dead = (await effectRows(db)).at(-1)!;
    expect(dead).toMatchObject({ status: 'dead', attempts: MAX_ATTEMPTS });
    now = new Date(now.getTime() + 365 * 86_400_000);
    expect(await dispatchSideEffects(db, failing, clock)).toEqual({ sent: 0, failed: 0 });
    expect(retryDelayMs(3)).toBeGreaterThan(retryDelayMs(2));

    const page = await effectPage(db, ['dead'], 10, 0);
    expect(page.rows.map((r) => r.id)).toEqual([dead.id]);
    expect(await makeEffectDue(db, dead.id, now.toISOString())).toBe(true);
    expect(await dispatchSideEffects(db, { ...failing, sms: async () => undefined }, clock)).toEqual({ sent: 1, failed: 0 });
    expect((await effectRows(db)).at(-1)).toMatchObject({ status: 'sent' });
    expect(await makeEffectDue(db, dead.id, now.toISOString())).toBe(false);
  });

  it('takes over an item whose dispatcher died mid-send once its claim ran out', async () => {
    await oweSideEffect(db, { topic: 'mail', payload: { to: 'crashed@example.com', subject: 'c', text: 'c' } });
    const id = (await effectRows(db)).at(-1)!.id;
    const soon = new Date(Date.now() + 1000).toISOString();
    await db.updateTable('sideEffects').set({ status: 'sending', claimedUntil: soon }).where('id', '=', id).execute();
    expect(await dispatchSideEffects(db)).toEqual({ sent: 0, failed: 0 });
    const later = new Date(Date.now() + 2000);
    expect(await dispatchSideEffects(db, undefined, () => later)).toEqual({ sent: 1, failed: 0 });
    expect(await outboxTo('crashed@example.com')).toHaveLength(1);
  });

  it('sends a due effect once when several dispatchers run at the same time', async () => {
    await oweSideEffect(db, { topic: 'mail', payload: { to: 'parallel@example.com', subject: 'p', text: 'p' } });
    const results = await Promise.all([dispatchSideEffects(db), dispatchSideEffects(db), dispatchSideEffects(db)]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(await outboxTo('parallel@example.com')).toHaveLength(1);
  });
});
