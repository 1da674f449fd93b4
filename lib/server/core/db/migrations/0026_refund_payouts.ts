import type { Kysely } from 'kysely';

/**
 * A bank-transfer refund goes on to the buyer's bank account through a payout
 * (docs/decisions/0139-transfer-refunds-and-hand-paid-payouts.md): the refund
 * row remembers the payout carrying it, so the buyer and the seller see where
 * the money is. Null while the money waits in the buyer's deposit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refunds').addColumn('payout_no', 'text').execute();
}
