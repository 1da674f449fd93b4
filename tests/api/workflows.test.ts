import fs from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { runWorkflow } from '@/lib/server/outbox/run';
import { dispatchSideEffects, oweSideEffect } from '@/lib/server/outbox/dispatch';
import { eventually } from './eventually';
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

  it('sends each owed mail exactly once, with several dispatchers here and the server scheduler at once', async () => {
    const recipients = Array.from({ length: 5 }, (_, i) => `once-${i}-${process.pid}-${Date.now()}@example.com`);
    // Owed in a plain transaction, so nothing nudges a dispatch before the racing ones.
    await db.transaction().execute(async (trx) => {
      for (const to of recipients) await oweSideEffect(trx, { topic: 'mail', payload: { to, subject: '通知', text: '内容' } });
    });
    await Promise.all([dispatchSideEffects(db), dispatchSideEffects(db), dispatchSideEffects(db)]);
    const states = () => db.selectFrom('sideEffects').select('status').where('payload', 'like', `%once-%-${process.pid}-%`).execute();
    await eventually(states, (rows) => rows.length >= 5 && rows.every((r) => r.status === 'sent'), 'every owed mail sent');
    // This process sends into the development outbox, the server over SMTP (the test mail server's files): one of the two, once.
    const smtpFiles = (to: string) => fs.readdirSync(inject('mailDir')).filter((f) => f.endsWith(`-${to}.eml`)).length;
    for (const to of recipients) expect((await outboxTo(to)).length + smtpFiles(to), to).toBe(1);
  });
});
