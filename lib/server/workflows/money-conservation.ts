import { sql } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import { depositTotalsSql } from '@/lib/server/deposit/ledger';
import { organisationDepositTotalsSql } from '@/lib/server/organisation-deposit/ledger';
import { platformTotalSql } from '@/lib/server/treasury/ledger';

/*
 * Every yuan is somewhere: the members' deposits (available and frozen) and
 * the organisations' deposits (decision 0161) plus
 * the platform's accounts (commission, voucher cost, refunds in transit, and
 * `outside`, which is minus money in plus money out) add up to zero. Read in
 * one statement, so it holds at every committed moment, also under parallel
 * payments. `ledgerGap` checks the same from the deposit ledgers' rows
 * rather than the account rows.
 */
export type Conservation = { membersCents: number; platformCents: number; gapCents: number; ledgerGapCents: number };

export async function moneyConservation(db: Db): Promise<Conservation> {
  const deposits = depositTotalsSql();
  const organisations = organisationDepositTotalsSql();
  const platform = platformTotalSql();
  const { rows } = await sql<{
    held: string;
    ledger: string;
    platform: string;
  }>`select ${deposits.held} + ${organisations.held} as held, ${deposits.ledger} + ${organisations.ledger} as ledger, ${platform} as platform`.execute(db);
  const row = rows[0]!;
  const membersCents = Number(row.held);
  const platformCents = Number(row.platform);
  return { membersCents, platformCents, gapCents: membersCents + platformCents, ledgerGapCents: Number(row.ledger) + platformCents };
}
