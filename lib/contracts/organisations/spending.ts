import { z } from 'zod';
import { withDateRange } from '@/lib/contracts/fields';
import { recordId } from '@/lib/contracts/pagination';

/* Finance reports of an organisation (issue 32; decision 0159, "Reports"): what its orders paid, by fund, member, supplier or month. */

export const SPENDING_GROUPS = ['month', 'fund', 'member', 'supplier'] as const;
export type SpendingGroup = (typeof SPENDING_GROUPS)[number];
export const SPENDING_GROUP_LABELS: Record<SpendingGroup, string> = { month: '月份', fund: '经费卡', member: '采购人', supplier: '供应商' };

export const SpendingQuery = withDateRange(
  z.object({
    organisationId: recordId('组织编号不正确').describe('组织编号'),
    groupBy: z
      .enum(SPENDING_GROUPS, { message: '汇总方式只能是 month、fund、member 或 supplier' })
      .default('month')
      .describe('按月份、经费卡、采购人或供应商汇总'),
  }),
);

const Sums = {
  orders: z.number().int().describe('付款的订单数'),
  paidCents: z.number().int().describe('实付（分）'),
  refundedCents: z.number().int().describe('其中已退款（分）'),
  netCents: z.number().int().describe('净支出（分）'),
};

export const SpendingRowSchema = z.object({ key: z.string(), label: z.string(), ...Sums });
export const SpendingReportSchema = z.object({
  groupBy: z.enum(SPENDING_GROUPS),
  from: z.string().nullable(),
  to: z.string().nullable(),
  rows: z.array(SpendingRowSchema),
  totals: z.object(Sums),
  /** More paid orders than a report reads (5,000): the figures cover the newest ones; narrow the dates. */
  truncated: z.boolean(),
});
