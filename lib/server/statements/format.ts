import type { FullStatement } from './statement';

/* Text the two files share: amounts in yuan, Beijing wall time, file names. */

const CHINA_OFFSET_MS = 8 * 3_600_000;
const GROUPED = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456 → "1,234.56"; −5000 → "-50.00". */
export function yuanText(cents: number): string {
  return GROUPED.format(cents / 100);
}

/** An instant as Beijing wall time, "2026-11-24 09:05:07". */
export function beijingSeconds(iso: string): string {
  return new Date(Date.parse(iso) + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export const PLATFORM_NAME = 'ChemMart 化学品商城';

/** "对账单-2026-11-某某化工.pdf": the download's name. */
export function statementFileName(statement: FullStatement, extension: 'pdf' | 'xlsx'): string {
  const who = statement.member.name.replace(/[\\/:*?"<>|\s]+/g, '').slice(0, 40) || statement.member.username;
  return `对账单-${statement.month}-${who}.${extension}`;
}

/** The lines a file lists: those the member's roles expect, and any other that moved money this month. */
export function shownLines(statement: FullStatement) {
  return statement.summary.lines.filter((l) => l.core || l.count > 0);
}

/** Who the statement is for, in one line. */
export function memberLine(statement: FullStatement): string {
  const { name, companyName, username } = statement.member;
  return `会员：${name}${companyName && companyName !== name ? `（${companyName}）` : ''}　账号：${username}`;
}
