import type { ReconciliationItemStatus, ReconciliationOutcome } from '@/lib/server/core/db/schema';
import { SETTLEMENT_KIND_LABELS, SETTLEMENT_PROVIDER_LABELS, type SettlementProvider } from '@/lib/shared/settlement-file';

/** What each mismatch means, in the console's words. */
export const OUTCOME_LABELS: Record<ReconciliationOutcome, string> = {
  missing_ours: '我方缺失（渠道有，我方无）',
  missing_file: '账单缺失（我方有，渠道无）',
  amount_differs: '金额不符',
  status_differs: '状态不符',
};

/** docs/state-machines.md, "Reconciliation mismatch". */
export const ITEM_STATUS_LABELS: Record<ReconciliationItemStatus, string> = { open: '待处理', resolved: '已处理', superseded: '已被新账单替换' };
export const RUN_STATUS_LABELS: Record<'current' | 'superseded', string> = { current: '有效', superseded: '已被新账单替换' };
export const KIND_LABELS = SETTLEMENT_KIND_LABELS;

export const PROVIDER_LABEL = (provider: string) => SETTLEMENT_PROVIDER_LABELS[provider as SettlementProvider] ?? provider;

/** The mismatch's moves as docs/state-machines.md lists them (labels.test.ts keeps the two in step). */
export const ITEM_TRANSITIONS = [
  { from: '(none)', action: 'record', to: 'open', by: 'system' },
  { from: 'open', action: 'resolve', to: 'resolved', by: 'operator' },
  { from: 'open', action: 'supersede', to: 'superseded', by: 'system' },
] as const satisfies readonly { from: string; action: string; to: ReconciliationItemStatus; by: string }[];
