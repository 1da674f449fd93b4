import { afterAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@/lib/server/workflows/run';
import { dispatchSideEffects, oweSideEffect } from '@/lib/server/workflows/side-effects';
import { testDb } from './helpers';

const db = testDb();
afterAll(() => db.destroy());

const outboxTo = (recipient: string) => db.selectFrom('devOutbox').selectAll().where('recipient', '=', recipient).execute();

/** On the suite's database (SQLite, and PostgreSQL in CI's second run), where connections really run in parallel. */
describe('workflows on the test database', () => {
  it('rolls back every write and owes nothing when a step fails', async () => {
    const to = `rollback-${process.pid}-${Date.now()}@example.com`;
    await expect(
      runWorkflow(db, 'failing', async ({ trx, owe }) => {
        await owe({ topic: 'mail', payload: { to, subject: 's', text: 't' } });
        await trx
          .insertInto('units')
          .values({ code: `wf-${Date.now()}`, name: 'x', kind: 'count', sortOrder: 99 })
          .execute();
        throw new Error('step failed');
      }),
    ).rejects.toThrow('step failed');
    expect(await outboxTo(to)).toEqual([]);
    expect(await db.selectFrom('sideEffects').select('id').where('payload', 'like', `%${to}%`).execute()).toEqual([]);
  });

  it('sends each owed mail exactly once, also with several dispatchers at once', async () => {
    const recipients = Array.from({ length: 5 }, (_, i) => `once-${i}-${process.pid}-${Date.now()}@example.com`);
    // Owed in a plain transaction, so no dispatch runs before the three racing ones.
    await db.transaction().execute(async (trx) => {
      for (const to of recipients) await oweSideEffect(trx, { topic: 'mail', payload: { to, subject: '通知', text: '内容' } });
    });
    const rounds = await Promise.all([dispatchSideEffects(db), dispatchSideEffects(db), dispatchSideEffects(db)]);
    expect(rounds.reduce((n, r) => n + r.sent, 0)).toBeGreaterThanOrEqual(recipients.length);
    for (const to of recipients) expect(await outboxTo(to)).toHaveLength(1);
  });
});
