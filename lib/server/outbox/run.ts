import type { Db } from '@/lib/server/core/db';
import { oweSideEffect, type SideEffect } from './dispatch';
import { nudgeOutbox } from './nudge';

export type { SideEffect } from './dispatch';

/** What a workflow step gets: the one transaction, and a way to owe a side effect in it. */
export type WorkflowContext = {
  trx: Db;
  owe(effect: SideEffect): Promise<void>;
};

/**
 * Lives with the outbox, not with the workflows: an area that runs its own
 * writes and owes mail (certificates, service requests) needs it, and the
 * outbox depends on no business area, so using it adds no cycle.
 *
 * Runs a flow that writes several areas (Medusa's core-flows, with one
 * database transaction in place of compensations): every write commits or
 * none does. The mails and messages it owes are recorded in the outbox in
 * that transaction and sent by the scheduler afterwards: the answer never
 * waits on SMTP, nor on other flows' mails.
 */
export async function runWorkflow<T>(db: Db, name: string, work: (context: WorkflowContext) => Promise<T>): Promise<T> {
  // Inside a caller's transaction "after commit" would not be known here: a workflow is always the outermost unit.
  if (db.isTransaction) throw new Error(`workflow ${name} must start its own transaction`);
  let owed = 0;
  const result = await db.transaction().execute((trx) =>
    work({
      trx,
      owe: async (effect) => {
        owed += 1;
        await oweSideEffect(trx, effect);
      },
    }),
  );
  if (owed > 0) nudgeOutbox();
  return result;
}
