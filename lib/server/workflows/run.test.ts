import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { effectRows } from './repo';
import { runWorkflow } from './run';
import { dispatchSideEffects, MAX_ATTEMPTS, oweSideEffect, retryDelayMs, type SideEffectHandlers } from './side-effects';

const { db, dialect } = createDb({ kind: 'sqlite', file: ':memory:' });
beforeAll(() => migrateToLatest(db, dialect));
afterAll(() => db.destroy());

const outboxTo = (recipient: string) => db.selectFrom('devOutbox').selectAll().where('recipient', '=', recipient).execute();

describe('runWorkflow', () => {
  it('writes nothing and sends nothing when a step fails', async () => {
    await expect(
      runWorkflow(db, 'failing', async ({ trx, owe }) => {
        await trx.insertInto('units').values({ code: 'wf-x', name: 'x', kind: 'count', sortOrder: 99 }).execute();
        await owe({ topic: 'mail', payload: { to: 'rolled-back@example.com', subject: 's', text: 't' } });
        throw new Error('step failed');
      }),
    ).rejects.toThrow('step failed');
    expect(await db.selectFrom('units').select('id').where('code', '=', 'wf-x').execute()).toEqual([]);
    expect(await outboxTo('rolled-back@example.com')).toEqual([]);
    expect((await effectRows(db)).length).toBe(0);
  });

  it('commits the writes, then sends what the flow owes once, through the real mail sender', async () => {
    const answer = await runWorkflow(db, 'committing', async ({ trx, owe }) => {
      await trx.insertInto('units').values({ code: 'wf-y', name: 'y', kind: 'count', sortOrder: 98 }).execute();
      await owe({ topic: 'mail', payload: { to: 'committed@example.com', subject: '订单已创建', text: '您好' } });
      return 42;
    });
    expect(answer).toBe(42);
    expect(await db.selectFrom('units').select('id').where('code', '=', 'wf-y').execute()).toHaveLength(1);
    const sent = await outboxTo('committed@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'email', subject: '订单已创建' });
    expect((await effectRows(db)).at(-1)).toMatchObject({ attempts: 0, lastError: null, doneAt: expect.any(String) });
    expect(await dispatchSideEffects(db)).toEqual({ sent: 0, failed: 0 });
    expect(await outboxTo('committed@example.com')).toHaveLength(1);
  });

  it('refuses to run inside a caller\'s transaction, where "after commit" is not its to know', async () => {
    await expect(db.transaction().execute((trx) => runWorkflow(trx, 'nested', async () => 1))).rejects.toThrow('must start its own transaction');
  });
});

describe('dispatchSideEffects', () => {
  it('retries a failed send later with a growing delay, then gives up after MAX_ATTEMPTS', async () => {
    await oweSideEffect(db, { topic: 'sms', payload: { phone: '13800000000', message: { template: 'registered', text: 'hello' } } });
    const failing: SideEffectHandlers = {
      mail: async () => undefined,
      sms: async () => {
        throw new Error('gateway down');
      },
    };
    let now = new Date();
    expect(await dispatchSideEffects(db, failing, now)).toEqual({ sent: 0, failed: 1 });
    const afterFirst = (await effectRows(db)).at(-1)!;
    expect(afterFirst).toMatchObject({ attempts: 1, lastError: 'gateway down', doneAt: null });
    expect(new Date(afterFirst.availableAt).getTime() - now.getTime()).toBe(retryDelayMs(1));
    // Not due yet: nothing is tried.
    expect(await dispatchSideEffects(db, failing, now)).toEqual({ sent: 0, failed: 0 });
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      now = new Date(now.getTime() + retryDelayMs(attempt - 1));
      expect(await dispatchSideEffects(db, failing, now)).toEqual({ sent: 0, failed: 1 });
    }
    const givenUp = (await effectRows(db)).at(-1)!;
    expect(givenUp.attempts).toBe(MAX_ATTEMPTS);
    expect(givenUp.availableAt.startsWith('9999')).toBe(true);
    expect(retryDelayMs(3)).toBeGreaterThan(retryDelayMs(2));
  });

  it('sends a due effect once when two dispatchers run at the same time', async () => {
    await oweSideEffect(db, { topic: 'mail', payload: { to: 'parallel@example.com', subject: 'p', text: 'p' } });
    const results = await Promise.all([dispatchSideEffects(db), dispatchSideEffects(db), dispatchSideEffects(db)]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(await outboxTo('parallel@example.com')).toHaveLength(1);
  });
});
