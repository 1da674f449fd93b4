import { z } from 'zod';
import { LedgerEntrySchema } from '@/lib/contracts/deposit/schema';
import { PageQuery, pageSchema } from '@/lib/contracts/pagination';
import { isChinaMonth } from '@/lib/shared/china-month';

/*
 * A member's monthly statement (对账单) of their deposit, computed from the
 * ledger only (docs/decisions/0134-monthly-statements.md). Amounts are
 * integer cents, signed as they change what the member holds (available +
 * frozen): sales in are positive, commission and payouts negative.
 */

/** The statement's lines: money that came in or left; each ledger kind belongs to exactly one. */
export const STATEMENT_LINES = ['recharge', 'sales', 'commission', 'saleRefunds', 'refunds', 'payments', 'payouts', 'adjustments'] as const;
export type StatementLineKey = (typeof STATEMENT_LINES)[number];

/** Movements between available and frozen: they change neither opening nor closing, shown as a memo. */
export const STATEMENT_MEMOS = ['freeze', 'release', 'saleRelease', 'withdrawalHold', 'withdrawalRelease'] as const;
export type StatementMemoKey = (typeof STATEMENT_MEMOS)[number];

export const StatementMonth = z
  .string({ message: '请选择月份（YYYY-MM，如 2026-11）' })
  .trim()
  .refine(isChinaMonth, '月份应为 YYYY-MM 格式（如 2026-11），且不早于 2000-01')
  .describe('北京时间的月份，YYYY-MM');

export const StatementFileQuery = z.object({ month: StatementMonth });
export const StatementQuery = PageQuery.extend({ month: StatementMonth });

const StatementLineSchema = z.object({
  key: z.enum(STATEMENT_LINES),
  label: z.string(),
  cents: z.number().int().describe('本月合计（分），收入为正、支出为负'),
  count: z.number().int().describe('笔数'),
  core: z.boolean().describe('按会员身份（买家、卖家）本该列出的项目；其他项目只在有变动时列出'),
});

const StatementMemoSchema = z.object({
  key: z.enum(STATEMENT_MEMOS),
  label: z.string(),
  frozenCents: z.number().int().describe('冻结金额的变动（分）；可用余额反向变动同样金额，合计为零'),
  count: z.number().int(),
});

const HoldingsSchema = z.object({
  totalCents: z.number().int().describe('可用 + 冻结（分）'),
  balanceCents: z.number().int().describe('可用余额（分）'),
  frozenCents: z.number().int().describe('冻结金额（分）'),
});

export const StatementSummarySchema = z.object({
  opening: HoldingsSchema.describe('期初：本月第一笔变动之前（上月最后一笔变动之后）'),
  lines: z.array(StatementLineSchema),
  memos: z.array(StatementMemoSchema).describe('可用与冻结之间的划转（冻结、解冻、货款到账、提现冻结与退回），不计入收支'),
  netCents: z.number().int().describe('本月收支合计（分）= 各项目之和'),
  closing: HoldingsSchema.describe('期末 = 期初 + 本月收支合计'),
  ledgerClosingCents: z.number().int().describe('账本本月最后一笔变动后的余额 + 冻结（分）；无变动时等于期初'),
  balanced: z.boolean().describe('期末是否等于账本的余额（应当总是 true）'),
  movementCount: z.number().int(),
});

export const StatementMovementSchema = LedgerEntrySchema.extend({
  lineLabel: z.string().describe('这笔变动计入的对账单项目，或“划转”'),
  netCents: z.number().int().describe('对可用 + 冻结的影响（分）；划转为 0'),
});

export const StatementSchema = z.object({
  month: z.string(),
  monthLabel: z.string().describe('如“2026年11月”'),
  periodLabel: z.string().describe('如“2026-11-01 至 2026-11-30（北京时间）”，本月为“至今天”'),
  current: z.boolean().describe('本月尚未结束：截至今天'),
  member: z.object({ name: z.string(), companyName: z.string().nullable(), username: z.string(), seller: z.boolean(), buyer: z.boolean() }),
  summary: StatementSummarySchema,
  movements: pageSchema(StatementMovementSchema).describe('本月的资金变动，按时间先后'),
  generatedAt: z.string(),
});
