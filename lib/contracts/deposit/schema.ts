import { z } from 'zod';
import { withDateRange } from '@/lib/contracts/fields';
import { PageQuery, pageSchema } from '@/lib/contracts/pagination';

export const LEDGER_KINDS = [
  'recharge',
  'payment',
  'freeze',
  'release',
  'capture',
  'refund',
  'adjustment',
  'sale_held',
  'sale_release',
  'sale_reversal',
  'commission',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal',
] as const;

/** Labels the member reads in the ledger. */
export const LEDGER_KIND_LABELS: Record<(typeof LEDGER_KINDS)[number], string> = {
  recharge: '充值',
  payment: '支付',
  freeze: '冻结',
  release: '解冻',
  capture: '冻结扣款',
  refund: '退款',
  adjustment: '调整',
  sale_held: '货款待结算',
  sale_release: '货款到账',
  sale_reversal: '货款退回',
  commission: '平台佣金',
  withdrawal_hold: '提现冻结',
  withdrawal_release: '提现退回',
  withdrawal: '提现到账',
};

/** An optional filter field: a form's empty value counts as not given. */
export const blankAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const DepositRecordQuery = withDateRange(
  PageQuery.extend({
    kind: blankAsUnset(z.enum(LEDGER_KINDS, { message: '资金类型不正确' })).describe('只看一种变动'),
  }),
);

export const LedgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  kindLabel: z.string(),
  amountCents: z.number().int().describe('可用余额的变动（分）；负数为支出或冻结'),
  frozenDeltaCents: z.number().int().describe('冻结金额的变动（分）'),
  balanceAfterCents: z.number().int().describe('变动后的可用余额（分）'),
  frozenAfterCents: z.number().int().describe('变动后的冻结金额（分）'),
  reference: z.string().describe('关联单据，如 recharge:12'),
  referenceLabel: z.string().describe('关联单据的说明，如“充值单 R000012”'),
  createdAt: z.string(),
});

export const DepositRecordPageSchema = pageSchema(LedgerEntrySchema).describe('新的在前');

export const DepositInfoSchema = z.object({
  balanceCents: z.number().int().describe('可用余额（分）'),
  frozenCents: z.number().int().describe('冻结金额（分）'),
  pendingRechargeCents: z.number().int().describe('待确认的充值（分），确认后计入余额'),
});
