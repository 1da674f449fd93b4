import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { decodeTextFile } from '@/lib/server/core/table-file';
import { chinaToday } from '@/lib/shared/china-day';
import {
  SETTLEMENT_COLUMNS,
  SETTLEMENT_KIND_LABELS,
  type SettlementColumn,
  type SettlementFileLine,
  type SettlementKind,
  type SettlementStatus,
} from '@/lib/shared/settlement-file';

/*
 * Reading an uploaded settlement file (lib/shared/settlement-file.ts has the
 * shape). The whole file is checked before anything is stored: one bad line
 * refuses the file, naming the lines, so a run never rests on half a bill.
 */

export type ParsedLine = SettlementFileLine & { lineNo: number };
export type LineError = { line: number; message: string };

/** More lines than a day's bill of a marketplace this size could hold: a wrong file, not a bill. */
export const MAX_LINES = 50_000;
/** How many bad lines an answer names. */
const ERRORS_SHOWN = 20;

const PROVIDER_NO = /^[A-Za-z0-9_-]{1,64}$/;
const OUR_NO: Record<SettlementKind, RegExp> = {
  payment: /^(OP|R)\d{6,9}$/,
  refund: /^RF\d{6,9}$/,
  payout: /^PO\d{8,20}$/,
};
const KINDS: Record<string, SettlementKind> = { payment: 'payment', refund: 'refund', payout: 'payout', 支付: 'payment', 退款: 'refund', 打款: 'payout' };
const STATUSES: Record<string, SettlementStatus> = { success: 'success', failed: 'failed', 成功: 'success', 失败: 'failed' };
const YUAN = /^\d{1,10}\.\d{2}$/;
const TIME = /^(\d{4})[-/](\d{2})[-/](\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;

/** One CSV line's fields (RFC 4180 quoting, no field spanning lines); null when a quote is left open. */
export function csvFields(line: string): string[] | null {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"' && current.trim() === '') {
      quoted = true;
      current = '';
    } else if (ch === ',') {
      fields.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (quoted) return null;
  fields.push(current.trim());
  return fields;
}

/** "166.00" → 16600; null for anything but plain yuan with exactly two decimals. */
export function yuanToCents(text: string): number | null {
  if (!YUAN.test(text)) return null;
  const [whole, fraction] = text.split('.') as [string, string];
  return Number(whole) * 100 + Number(fraction);
}

/** Beijing "YYYY-MM-DD HH:mm:ss" → ISO instant; null for a time that is not on the calendar. */
export function chinaTimeToIso(text: string): string | null {
  const m = TIME.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const local = `${y}-${mo}-${d}T${h}:${mi}:${s}`;
  const at = Date.parse(`${local}Z`);
  // A round trip refuses 2026-02-30 and 25:00, which Date.parse would roll over.
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 19) !== local) return null;
  return new Date(at - 8 * 3_600_000).toISOString();
}

/** A header cell as compared: without the unit ("金额(元)", "金额（元）" and "金额" are one column) and spaces. */
const headerKey = (cell: string) =>
  cell
    .replace(/[(（]元[)）]/g, '')
    .replace(/\s+/g, '')
    .toLowerCase();

function headerIndex(header: string[]): Record<SettlementColumn, number> {
  const index = {} as Record<SettlementColumn, number>;
  const missing: string[] = [];
  const keys = header.map(headerKey);
  for (const column of SETTLEMENT_COLUMNS) {
    const at = keys.findIndex((k) => k === headerKey(column.header) || k === column.alias);
    if (at < 0) missing.push(column.header);
    else index[column.key] = at;
  }
  if (missing.length > 0) {
    throw new AppError(
      ErrorCode.RECONCILIATION_FILE_INVALID,
      `对账单表头缺少列：${missing.join('、')}（表头应为：${SETTLEMENT_COLUMNS.map((c) => c.header).join(',')}）`,
      { missingColumns: missing },
    );
  }
  return index;
}

function readLine(fields: string[], at: Record<SettlementColumn, number>, day: string): Omit<ParsedLine, 'lineNo'> | string {
  const value = (key: SettlementColumn) => fields[at[key]] ?? '';
  const providerNo = value('providerNo');
  if (!PROVIDER_NO.test(providerNo)) return '渠道流水号须为 1–64 位字母、数字、- 或 _';
  const kind = KINDS[value('kind').toLowerCase()];
  if (!kind) return `业务类型“${value('kind')}”不正确，应为 payment、refund 或 payout`;
  const ourNo = value('ourNo').toUpperCase();
  if (!OUR_NO[kind].test(ourNo))
    return `商户单号“${value('ourNo')}”不是${SETTLEMENT_KIND_LABELS[kind]}单号（${kind === 'payment' ? 'OP… 或 R…' : kind === 'refund' ? 'RF…' : 'PO…'}）`;
  const amountCents = yuanToCents(value('amount'));
  if (amountCents === null || amountCents === 0) return `金额“${value('amount')}”不正确，应为大于 0 的元金额，恰好两位小数，如 166.00`;
  const feeCents = yuanToCents(value('fee'));
  if (feeCents === null) return `手续费“${value('fee')}”不正确，应为两位小数的元金额，无手续费写 0.00`;
  const status = STATUSES[value('status').toLowerCase()];
  if (!status) return `状态“${value('status')}”不正确，应为 success 或 failed`;
  const iso = chinaTimeToIso(value('time'));
  if (!iso) return `完成时间“${value('time')}”不正确，应为 YYYY-MM-DD HH:mm:ss（北京时间）`;
  if (chinaToday(new Date(iso)) !== day) return `完成时间 ${value('time')} 不在账单日 ${day} 内`;
  return { providerNo, ourNo, kind, amountCents, feeCents, status, at: iso };
}

/**
 * The lines of a settlement file for `day`, or an AppError naming what is
 * wrong: not text (7600), nothing in it (7601), a header without the
 * columns (7600), bad lines (7602, up to 20 named).
 */
export function parseSettlementFile(bytes: Uint8Array, day: string): ParsedLine[] {
  if (bytes.length === 0) throw new AppError(ErrorCode.RECONCILIATION_FILE_EMPTY, '对账单文件是空的');
  const text = decodeTextFile(bytes);
  if (text === null) throw new AppError(ErrorCode.RECONCILIATION_FILE_INVALID, '对账单不是 CSV 文本文件（请上传 UTF-8 或 GB18030 编码的 .csv）');
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const content = lines.map((l, i) => ({ text: l.trim(), lineNo: i + 1 })).filter((l) => l.text !== '' && !l.text.startsWith('#'));
  if (content.length === 0) throw new AppError(ErrorCode.RECONCILIATION_FILE_EMPTY, '对账单没有内容（至少应有表头一行）');
  if (content.length - 1 > MAX_LINES)
    throw new AppError(ErrorCode.RECONCILIATION_FILE_INVALID, `对账单超过 ${MAX_LINES.toLocaleString('zh-CN')} 行，请按天拆分`);
  const header = csvFields(content[0]!.text.replace(/^\uFEFF/, ''));
  if (header === null) throw new AppError(ErrorCode.RECONCILIATION_FILE_INVALID, '对账单表头的引号没有闭合');
  const at = headerIndex(header);

  const parsed: ParsedLine[] = [];
  const errors: LineError[] = [];
  const seen = new Map<string, number>();
  for (const { text: line, lineNo } of content.slice(1)) {
    const fields = csvFields(line);
    const read =
      fields === null ? '引号没有闭合' : fields.length < header.length ? `有 ${fields.length} 列，表头有 ${header.length} 列` : readLine(fields, at, day);
    if (typeof read === 'string') {
      errors.push({ line: lineNo, message: read });
      continue;
    }
    const key = `${read.kind}:${read.ourNo}`;
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({ line: lineNo, message: `商户单号 ${read.ourNo} 与第 ${first} 行重复` });
      continue;
    }
    seen.set(key, lineNo);
    parsed.push({ ...read, lineNo });
  }
  if (errors.length > 0) {
    const first = errors[0]!;
    const more = errors.length > 1 ? `（共 ${errors.length} 行有误）` : '';
    throw new AppError(ErrorCode.RECONCILIATION_LINES_INVALID, `对账单第 ${first.line} 行：${first.message}${more}`, {
      lines: errors.slice(0, ERRORS_SHOWN),
      total: errors.length,
    });
  }
  return parsed;
}
