import type { LedgerKind } from '@/lib/server/core/db/schema';
import type { StatementLineKey, StatementMemoKey } from '@/lib/contracts/statements/schema';

/*
 * Which statement line each ledger kind belongs to. Every kind is either a
 * line (money in or out of what the member holds) or a memo (a move between
 * available and frozen, whose two halves cancel). The test
 * `lines.test.ts` keeps this total over LEDGER_KINDS.
 */

export type Audience = 'buyer' | 'seller';

type LineDefinition = { label: string; kinds: readonly LedgerKind[]; core: readonly Audience[] };

export const LINE_DEFINITIONS: Record<StatementLineKey, LineDefinition> = {
  recharge: { label: '充值', kinds: ['recharge'], core: ['buyer'] },
  sales: { label: '销售货款', kinds: ['sale_held'], core: ['seller'] },
  commission: { label: '平台佣金', kinds: ['commission'], core: ['seller'] },
  saleRefunds: { label: '退款（货款退回）', kinds: ['sale_reversal'], core: ['seller'] },
  refunds: { label: '退款（到账）', kinds: ['refund'], core: ['buyer'] },
  payments: { label: '支付订单', kinds: ['payment', 'capture'], core: ['buyer'] },
  payouts: { label: '提现/结算', kinds: ['withdrawal'], core: ['buyer', 'seller'] },
  adjustments: { label: '调整', kinds: ['adjustment'], core: [] },
};

export const MEMO_DEFINITIONS: Record<StatementMemoKey, { label: string; kind: LedgerKind }> = {
  freeze: { label: '冻结（支付待确认）', kind: 'freeze' },
  release: { label: '解冻', kind: 'release' },
  saleRelease: { label: '货款到账（冻结转可用）', kind: 'sale_release' },
  withdrawalHold: { label: '提现冻结', kind: 'withdrawal_hold' },
  withdrawalRelease: { label: '提现退回', kind: 'withdrawal_release' },
};

const LINE_OF = new Map<LedgerKind, StatementLineKey>(
  Object.entries(LINE_DEFINITIONS).flatMap(([key, d]) => d.kinds.map((kind) => [kind, key as StatementLineKey] as const)),
);
const MEMO_OF = new Map<LedgerKind, StatementMemoKey>(Object.entries(MEMO_DEFINITIONS).map(([key, d]) => [d.kind, key as StatementMemoKey] as const));

/** The line or memo a ledger kind is counted in. */
export function placeOf(kind: LedgerKind): { line: StatementLineKey } | { memo: StatementMemoKey } {
  const line = LINE_OF.get(kind);
  if (line) return { line };
  const memo = MEMO_OF.get(kind);
  if (memo) return { memo };
  throw new Error(`ledger kind ${kind} has no place on the statement`);
}
