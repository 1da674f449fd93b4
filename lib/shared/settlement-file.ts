/*
 * The settlement file (结算对账单) a payment provider hands over for one China
 * day, as we document it (docs/decisions/0136-reconciliation.md): UTF-8 (a
 * byte-order mark is fine) or GB18030, `#` lines are remarks, one header
 * line, then one line per transaction the provider processed that day.
 * Shared: the development provider writes it, the reconciliation area reads
 * it, and the console shows the columns.
 */

export const SETTLEMENT_KINDS = ['payment', 'refund', 'payout'] as const;
export type SettlementKind = (typeof SETTLEMENT_KINDS)[number];
export const SETTLEMENT_KIND_LABELS: Record<SettlementKind, string> = { payment: '支付', refund: '退款', payout: '打款' };

export const SETTLEMENT_STATUSES = ['success', 'failed'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
export const SETTLEMENT_STATUS_LABELS: Record<SettlementStatus, string> = { success: '成功', failed: '失败' };

/** The providers whose files the console takes; `dev` is the development provider (开发环境模拟). */
export const SETTLEMENT_PROVIDERS = ['dev', 'alipay', 'wechat'] as const;
export type SettlementProvider = (typeof SETTLEMENT_PROVIDERS)[number];
export const SETTLEMENT_PROVIDER_LABELS: Record<SettlementProvider, string> = { dev: '开发环境模拟', alipay: '支付宝', wechat: '微信支付' };

/** The columns, in the order the development provider writes them; a reader finds them by header name, in any order. */
export const SETTLEMENT_COLUMNS = [
  { key: 'providerNo', header: '渠道流水号', alias: 'provider_no', what: '渠道自己的交易号（1–64 位字母、数字、- 或 _）' },
  { key: 'ourNo', header: '商户单号', alias: 'our_no', what: '我方单号：订单在线支付 OP…、在线充值 R…、退款 RF…、打款 PO…' },
  { key: 'kind', header: '业务类型', alias: 'type', what: 'payment（支付）、refund（退款）或 payout（打款）' },
  { key: 'amount', header: '金额(元)', alias: 'amount', what: '元，正数，恰好两位小数，如 166.00' },
  { key: 'fee', header: '手续费(元)', alias: 'fee', what: '元，两位小数，无手续费写 0.00' },
  { key: 'status', header: '状态', alias: 'status', what: 'success（成功）或 failed（失败）' },
  { key: 'time', header: '完成时间', alias: 'time', what: '北京时间 YYYY-MM-DD HH:mm:ss，须在账单日内' },
] as const;
export type SettlementColumn = (typeof SETTLEMENT_COLUMNS)[number]['key'];

export type SettlementFileLine = {
  providerNo: string;
  ourNo: string;
  kind: SettlementKind;
  amountCents: number;
  feeCents: number;
  status: SettlementStatus;
  /** ISO instant. */
  at: string;
};

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** An instant as the bill writes it: Beijing time "YYYY-MM-DD HH:mm:ss". */
export function chinaDateTime(iso: string): string {
  return new Date(Date.parse(iso) + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Cents as the bill writes yuan: 16600 → "166.00". */
export function billYuan(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A field quoted when it holds a comma, a quote or a line break (RFC 4180). */
const field = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** The file's text (with a byte-order mark, so Excel opens it as UTF-8), lines oldest first. */
export function formatSettlementFile(meta: { title: string; day: string }, lines: SettlementFileLine[]): string {
  const sorted = [...lines].sort((a, b) => a.at.localeCompare(b.at) || a.ourNo.localeCompare(b.ourNo));
  const rows = sorted.map((l) =>
    [l.providerNo, l.ourNo, l.kind, billYuan(l.amountCents), billYuan(l.feeCents), l.status, chinaDateTime(l.at)].map(field).join(','),
  );
  const total = sorted.filter((l) => l.status === 'success').reduce((sum, l) => sum + l.amountCents, 0);
  return `\uFEFF${[
    `# ${meta.title}`,
    `# 账单日期：${meta.day}（北京时间）`,
    SETTLEMENT_COLUMNS.map((c) => c.header).join(','),
    ...rows,
    `# 合计：${sorted.length} 笔，成功金额 ${billYuan(total)} 元`,
  ].join('\r\n')}\r\n`;
}

/** One of our records as the provider would have seen it: what each money area answers for reconciliation. */
export type ProviderTransaction = {
  kind: SettlementKind;
  ourNo: string;
  amountCents: number;
  /** The provider's outcome as we recorded it, or still waiting for it. */
  state: 'success' | 'failed' | 'pending';
  /** Our own status in words (待支付, 已到账 …). */
  statusLabel: string;
  /** When we recorded the outcome, ISO; null while pending. */
  at: string | null;
  providerNo: string | null;
};

/** What a money area is asked: its records through `provider` named in the file, or with an outcome recorded in [from, to). */
export type ProviderTransactionQuery = { provider: string; from: string; to: string; numbers: string[] };

/** Long number lists are asked in pieces, well below any database's parameter limit. */
export function chunked<T>(items: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * An area's rows for a reconciliation: `fetch` is asked once per piece of the
 * file's numbers (once with none when the file names none; it also returns the
 * day's own rows), and each row comes back once, by id.
 */
export async function rowsForNumbers<K, R extends { id: number }>(keys: K[], fetch: (part: K[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (const part of keys.length === 0 ? [[]] : chunked(keys)) rows.push(...(await fetch(part)));
  return [...new Map(rows.map((r) => [r.id, r])).values()];
}
