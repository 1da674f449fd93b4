import { z } from 'zod';
import { centsField } from '@/lib/contracts/fields';
import { recordId } from '@/lib/contracts/pagination';
import { MAX_AMOUNT_CENTS } from '@/lib/shared/money';

/* Payment terms a seller grants an organisation (账期: 先票后款, 月结; issue 32; decision 0160). */

export const TERMS_KINDS = ['invoice_first', 'monthly'] as const;
export const AGE_BUCKET_NAMES = ['not_due', 'overdue_1_30', 'overdue_31_60', 'overdue_61_90', 'overdue_over_90'] as const;

const organisationId = recordId('组织不存在').describe('组织编号');

export const SaveCreditLineInput = z.object({
  organisationId,
  kind: z
    .enum(TERMS_KINDS, { message: '请选择账期方式：先票后款或月结' })
    .describe('invoice_first 先票后款：发货后若干天内付款；monthly 月结：发货当月结束后若干天内付款'),
  days: z
    .number({ message: '账期天数须为 0–180 的整数' })
    .int('账期天数须为整数')
    .min(0, '账期天数不能为负')
    .max(180, '账期最长 180 天')
    .describe('付款期限（天）'),
  limitCents: centsField('信用额度', { min: 100, max: MAX_AMOUNT_CENTS }).describe('信用额度（分）：未发货的账期订单与未付的欠款合计不超过它'),
  note: z.string().trim().max(200, '备注最多 200 个字').nullable().default(null).describe('备注（仅卖家可见）'),
});

export const CreditLineStatusInput = z.object({
  creditLineId: recordId('账期不存在').describe('账期编号'),
  status: z
    .enum(['active', 'suspended'], { message: '状态须为 active 或 suspended' })
    .describe('active 启用；suspended 暂停（已下的订单照常，新订单不能再用账期）'),
});

export const OrganisationTermsQuery = z.object({ organisationId });

const Money = z.number().int();

export const CreditLineSchema = z.object({
  id: z.number().int(),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  organisation: z.object({ id: z.number().int(), name: z.string() }),
  kind: z.enum(TERMS_KINDS),
  kindLabel: z.string(),
  days: z.number().int(),
  sentence: z.string().describe('如「先票后款，发货后 30 天内付款」'),
  status: z.enum(['active', 'suspended']),
  statusLabel: z.string(),
  limitCents: Money.nullable().describe('信用额度；采购人看不到（null）'),
  heldCents: Money.nullable().describe('未发货的账期订单占用；采购人看不到（null）'),
  owedCents: Money.nullable().describe('已发货未付款的欠款；采购人看不到（null）'),
  availableCents: Money.describe('还可用于新账期订单的额度'),
  overdueCents: Money.nullable().describe('已逾期未付的金额；采购人看不到（null）'),
  note: z.string().nullable().describe('卖家的备注，只有卖家看到'),
  updatedAt: z.string(),
});
export const CreditLineListSchema = z.object({ list: z.array(CreditLineSchema) });

export const OwedOrderSchema = z.object({
  orderNo: z.string(),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  organisation: z.object({ id: z.number().int(), name: z.string() }),
  owedCents: Money,
  owedSince: z.string().describe('未付款发货的时间'),
  dueOn: z.string().describe('应付日（北京时间，含当天）'),
  daysOverdue: z.number().int(),
  bucket: z.enum(AGE_BUCKET_NAMES),
  bucketLabel: z.string(),
});

export const AgingSchema = z.object({
  today: z.string(),
  buckets: z.array(z.object({ bucket: z.enum(AGE_BUCKET_NAMES), label: z.string(), cents: Money, count: z.number().int() })),
  totalCents: Money,
  list: z.array(OwedOrderSchema),
});

export const SellerCustomersSchema = z.object({
  list: z.array(
    z.object({
      organisation: z.object({ id: z.number().int(), name: z.string() }),
      verified: z.boolean().describe('组织负责人有通过审核且未过期的单位资质（只有这样的组织可以给予账期）'),
      orders: z.number().int(),
    }),
  ),
});
