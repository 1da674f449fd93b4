import type { z } from 'zod';
import type { Db } from '@/lib/server/core/db';
import { devSettlementFile } from '@/lib/server/payments/dev-provider';
import { providerNamed } from '@/lib/server/payments/provider';
import type { ReconciliationDevBillSchema } from '@/lib/contracts/reconciliation/schema';
import { requireBillDay } from './service';
import { dayRange, ourTransactions } from './sources';

/**
 * 开发环境模拟: the development provider's settlement file for a day, made
 * from what went through it (its view: the online payments, recharges,
 * refunds and payouts our areas recorded with provider `dev` and an outcome
 * that day). Refused wherever the development provider is (production: 7007).
 */
export async function devSettlementBill(db: Db, day: string): Promise<z.input<typeof ReconciliationDevBillSchema>> {
  providerNamed('dev');
  requireBillDay(day);
  const { start, end } = dayRange(day);
  const processed = (await ourTransactions(db, 'dev', day, [])).filter((t) => t.state !== 'pending' && t.at !== null && t.at >= start && t.at < end);
  return { ...devSettlementFile(day, processed), lineCount: processed.length };
}

/** Whether the console offers the development provider's file (the local demo only). */
export function devSettlementAvailable(): boolean {
  try {
    providerNamed('dev');
    return true;
  } catch {
    return false;
  }
}
