import type { z } from 'zod';
import { getMemberInfo } from '@/lib/server/account/service';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { holdingsBefore, ledgerRowsBetween, type LedgerRow } from '@/lib/server/deposit/queries';
import { chinaDayStart, chinaToday } from '@/lib/shared/china-day';
import { addMonths, chinaMonthStart, chinaThisMonth, monthLabel } from '@/lib/shared/china-month';
import { LEDGER_KIND_LABELS } from '@/lib/contracts/deposit/schema';
import {
  STATEMENT_LINES,
  STATEMENT_MEMOS,
  type StatementMovementSchema,
  type StatementSchema,
  type StatementSummarySchema,
} from '@/lib/contracts/statements/schema';
import { LINE_DEFINITIONS, MEMO_DEFINITIONS, placeOf, type Audience } from './lines';

/*
 * A member's statement of one Beijing month, from the deposit ledger only:
 * opening = what they held after their last row before the month; each row
 * of the month counted in its line (money in or out) or memo (available ↔
 * frozen); closing = opening + the lines, checked against the ledger's own
 * running balance after the month's last row.
 */

export type StatementSummary = z.infer<typeof StatementSummarySchema>;
export type StatementMovement = z.infer<typeof StatementMovementSchema>;
export type Statement = z.infer<typeof StatementSchema>;
/** The statement with every movement of the month, for the files. */
export type FullStatement = Omit<Statement, 'movements'> & { movements: StatementMovement[] };

type Holdings = { balanceCents: number; frozenCents: number };

/** The summary of a month's rows (oldest first) from the opening holdings. Pure: the unit tests' subject. */
export function summarize(opening: Holdings, rows: LedgerRow[], audiences: Audience[]): StatementSummary {
  const lines = new Map(STATEMENT_LINES.map((key) => [key, { cents: 0, count: 0 }]));
  const memos = new Map(STATEMENT_MEMOS.map((key) => [key, { frozenCents: 0, count: 0 }]));
  let balance = opening.balanceCents;
  let frozen = opening.frozenCents;
  for (const row of rows) {
    balance += row.amountCents;
    frozen += row.frozenDeltaCents;
    const place = placeOf(row.kind);
    if ('line' in place) {
      const line = lines.get(place.line)!;
      line.cents += row.amountCents + row.frozenDeltaCents;
      line.count += 1;
    } else {
      const memo = memos.get(place.memo)!;
      // A memo's halves cancel: whatever did not, counts in the closing and shows as unbalanced.
      memo.frozenCents += row.frozenDeltaCents;
      memo.count += 1;
    }
  }
  const lineList = STATEMENT_LINES.map((key) => ({
    key,
    label: LINE_DEFINITIONS[key].label,
    ...lines.get(key)!,
    core: LINE_DEFINITIONS[key].core.some((a) => audiences.includes(a)),
  }));
  const netCents = lineList.reduce((sum, l) => sum + l.cents, 0);
  const openingTotal = opening.balanceCents + opening.frozenCents;
  const last = rows.at(-1);
  const ledgerClosing = last ? { balanceCents: last.balanceAfterCents, frozenCents: last.frozenAfterCents } : opening;
  const ledgerClosingCents = ledgerClosing.balanceCents + ledgerClosing.frozenCents;
  const closingCents = openingTotal + netCents;
  return {
    opening: { totalCents: openingTotal, ...opening },
    lines: lineList,
    memos: STATEMENT_MEMOS.map((key) => ({ key, label: MEMO_DEFINITIONS[key].label, ...memos.get(key)! })),
    netCents,
    closing: { totalCents: closingCents, balanceCents: balance, frozenCents: frozen },
    ledgerClosingCents,
    balanced: closingCents === ledgerClosingCents && balance === ledgerClosing.balanceCents && frozen === ledgerClosing.frozenCents,
    movementCount: rows.length,
  };
}

export function movementOf(row: LedgerRow): StatementMovement {
  const place = placeOf(row.kind);
  return {
    ...row,
    kindLabel: LEDGER_KIND_LABELS[row.kind],
    lineLabel: 'line' in place ? LINE_DEFINITIONS[place.line].label : '划转',
    netCents: 'line' in place ? row.amountCents + row.frozenDeltaCents : 0,
  };
}

/** The instants a month covers, refusing a month that has not begun in Beijing. */
export function monthSpan(month: string, now = new Date()): { from: string; to: string; current: boolean; periodLabel: string } {
  const thisMonth = chinaThisMonth(now);
  if (month > thisMonth) {
    throw new AppError(
      ErrorCode.STATEMENT_MONTH_IN_FUTURE,
      `${monthLabel(month)}还没有开始，不能查看对账单：最近可查看的是本月（${monthLabel(thisMonth)}，截至今天）`,
      {
        latestMonth: thisMonth,
      },
    );
  }
  const next = addMonths(month, 1);
  const current = month === thisMonth;
  const lastDay = new Date(Date.parse(chinaDayStart(`${next}-01`)) - 1 + 8 * 3_600_000).toISOString().slice(0, 10);
  const periodLabel = current ? `${month}-01 至今天（${chinaToday(now)}，北京时间）` : `${month}-01 至 ${lastDay}（北京时间）`;
  return { from: chinaMonthStart(month), to: chinaMonthStart(next), current, periodLabel };
}

/** The member's statement of `month` with every movement. The member is the session's: never a parameter a caller chooses. */
export async function fullStatement(db: Db, memberId: number, month: string, now = new Date()): Promise<FullStatement> {
  const span = monthSpan(month, now);
  const [member, opening, rows] = await Promise.all([
    getMemberInfo(db, memberId),
    holdingsBefore(db, memberId, span.from),
    ledgerRowsBetween(db, memberId, span.from, span.to),
  ]);
  const audiences: Audience[] = [...(member.roles.buyer ? (['buyer'] as const) : []), ...(member.roles.seller ? (['seller'] as const) : [])];
  return {
    month,
    monthLabel: monthLabel(month),
    periodLabel: span.periodLabel,
    current: span.current,
    member: {
      name: member.companyName ?? member.displayName,
      companyName: member.companyName,
      username: member.username,
      buyer: member.roles.buyer,
      seller: member.roles.seller,
    },
    summary: summarize(opening, rows, audiences.length ? audiences : ['buyer']),
    movements: rows.map(movementOf),
    generatedAt: now.toISOString(),
  };
}

/** The page's answer: the summary and one page of the month's movements. */
export async function statementPage(db: Db, memberId: number, query: { month: string; page: number; pageSize: number }): Promise<Statement> {
  const full = await fullStatement(db, memberId, query.month);
  const start = (query.page - 1) * query.pageSize;
  return {
    ...full,
    movements: { list: full.movements.slice(start, start + query.pageSize), total: full.movements.length, page: query.page, pageSize: query.pageSize },
  };
}
