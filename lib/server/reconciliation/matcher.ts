import type { ReconciliationItemTable } from '@/lib/server/core/db/schema';
import { billYuan, SETTLEMENT_STATUS_LABELS, type ProviderTransaction, type SettlementKind } from '@/lib/shared/settlement-file';
import type { ParsedLine } from './settlement-csv';

/*
 * Matching a settlement file's lines against our records of the same provider.
 * Pure: the records are read beforehand (sources.ts), so the rules are tested
 * without a database.
 */

/** One of our records as the provider would have seen it (each money area's answer). */
export type OurRecord = ProviderTransaction;

/** A mismatch as stored (`reconciliation_items`), before it has a run and a state. */
export type Mismatch = Pick<
  ReconciliationItemTable,
  'lineNo' | 'kind' | 'ourNo' | 'providerNo' | 'outcome' | 'fileAmountCents' | 'ourAmountCents' | 'fileStatus' | 'ourStatus' | 'detail'
>;

export type MatchResult = { matched: number; mismatches: Mismatch[] };

export const recordKey = (kind: SettlementKind, ourNo: string) => `${kind}:${ourNo}`;

/**
 * Each line against our record of the same number:
 * - none, or ours still pending while the provider says success → `missing_ours`
 *   (the provider has it, we do not: e.g. a notification that never arrived);
 * - outcomes differ (success / failed, or failed while ours is pending) → `status_differs`;
 * - same outcome, other amount → `amount_differs`; otherwise matched.
 * Then every success of ours recorded within [dayStart, dayEnd) that no line
 * names → `missing_file` (we recorded success, the provider did not).
 */
export function matchSettlement(lines: ParsedLine[], ours: OurRecord[], day: { start: string; end: string }): MatchResult {
  const byKey = new Map(ours.map((r) => [recordKey(r.kind, r.ourNo), r]));
  const named = new Set<string>();
  const mismatches: Mismatch[] = [];
  let matched = 0;

  for (const line of lines) {
    const key = recordKey(line.kind, line.ourNo);
    named.add(key);
    const ourRecord = byKey.get(key);
    const base = {
      lineNo: line.lineNo,
      kind: line.kind,
      ourNo: line.ourNo,
      providerNo: line.providerNo,
      fileAmountCents: line.amountCents,
      ourAmountCents: ourRecord?.amountCents ?? null,
      fileStatus: line.status,
      ourStatus: ourRecord?.statusLabel ?? null,
    };
    const fileSays = `渠道记为${SETTLEMENT_STATUS_LABELS[line.status]} ¥${billYuan(line.amountCents)}`;
    if (!ourRecord) {
      mismatches.push({ ...base, outcome: 'missing_ours', detail: `${fileSays}，我方没有这笔记录` });
    } else if (ourRecord.state === 'pending' && line.status === 'success') {
      mismatches.push({ ...base, outcome: 'missing_ours', detail: `${fileSays}，我方仍为“${ourRecord.statusLabel}”（可能未收到渠道通知）` });
    } else if (ourRecord.state !== line.status) {
      mismatches.push({ ...base, outcome: 'status_differs', detail: `${fileSays}，我方为“${ourRecord.statusLabel}”` });
    } else if (ourRecord.amountCents !== line.amountCents) {
      mismatches.push({ ...base, outcome: 'amount_differs', detail: `${fileSays}，我方金额 ¥${billYuan(ourRecord.amountCents)}` });
    } else {
      matched += 1;
    }
  }

  for (const r of ours) {
    if (r.state !== 'success' || r.at === null || r.at < day.start || r.at >= day.end || named.has(recordKey(r.kind, r.ourNo))) continue;
    mismatches.push({
      lineNo: null,
      kind: r.kind,
      ourNo: r.ourNo,
      providerNo: null,
      outcome: 'missing_file',
      fileAmountCents: null,
      ourAmountCents: r.amountCents,
      fileStatus: null,
      ourStatus: r.statusLabel,
      detail: `我方记为“${r.statusLabel}” ¥${billYuan(r.amountCents)}，对账单中没有这笔`,
    });
  }
  return { matched, mismatches };
}
