import { z } from 'zod';
import { PageQuery, pageSchema, recordId } from '@/lib/contracts/pagination';
import { calendarDay, centsField, intField } from '@/lib/contracts/fields';

export const VOUCHER_TABS = ['usable', 'used', 'expired'] as const;
export type VoucherTab = (typeof VOUCHER_TABS)[number];

export const VoucherListInput = PageQuery.extend({
  status: z
    .enum(VOUCHER_TABS, { message: '优惠券状态应为 usable、used 或 expired' })
    .default('usable')
    .describe('usable：可用（含尚未开始的）；used：已使用；expired：已过期'),
});

/** Codes are read case-insensitively and without spaces: what people type from a printed card. */
export const voucherCode = z
  .string({ message: '请输入券码' })
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, '请输入券码')
      .regex(/^[A-Z0-9]{6,20}$/, '券码为 6–20 位字母或数字'),
  );

export const VoucherCheckInput = z.object({
  code: voucherCode.describe('券码：未领取的券码兑换到本人名下；本人的券码则只查看'),
  orderAmountCents: centsField('订单金额', { min: 1 }).optional().describe('可选：订单金额（分），答复里说明这张券能否用于该金额'),
});

export const VoucherSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  faceValueCents: z.number().int().describe('面值（分）'),
  minOrderCents: z.number().int().describe('最低订单金额（分）；0 为无门槛'),
  validFrom: z.string(),
  validUntil: z.string().describe('此刻起失效（不含）'),
  scope: z.string().describe('适用范围'),
  status: z.enum(['usable', 'not_started', 'used', 'expired']),
  statusLabel: z.string(),
  usedAt: z.string().nullable(),
  orderReference: z.string().nullable(),
});

export const VoucherPageSchema = pageSchema(VoucherSchema).extend({
  counts: z.object({ usable: z.number().int(), used: z.number().int(), expired: z.number().int() }),
});

export const VoucherCheckSchema = z.object({
  voucher: VoucherSchema,
  redeemed: z.boolean().describe('本次把券码兑换到了本人名下'),
  usableForAmount: z.boolean().nullable().describe('给了 orderAmountCents 时：能否用于该金额'),
  reason: z.string().nullable().describe('不能用时的原因'),
});

export const VoucherBatchInput = z
  .object({
    title: z.string({ message: '请填写名称' }).trim().min(2, '名称至少 2 个字').max(40, '名称不能超过 40 个字'),
    faceValueCents: centsField('面值', { min: 1 }).describe('面值（分）'),
    minOrderCents: centsField('最低订单金额'),
    validFrom: calendarDay('生效日期').describe('生效日期（北京时间当天 0 点起），YYYY-MM-DD'),
    validUntil: calendarDay('截止日期').describe('截止日期（北京时间，含当天），YYYY-MM-DD'),
    scope: z.string({ message: '请填写适用范围' }).trim().min(2, '请填写适用范围').max(40, '适用范围不能超过 40 个字'),
  })
  .refine((v) => v.validFrom <= v.validUntil, { message: '截止日期不能早于生效日期', path: ['validUntil'] })
  .refine((v) => v.minOrderCents === 0 || v.minOrderCents >= v.faceValueCents, {
    message: '最低订单金额应不低于面值（或为 0，无门槛）',
    path: ['minOrderCents'],
  });

export const VoucherBatchSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  faceValueCents: z.number().int(),
  minOrderCents: z.number().int(),
  validFrom: z.string(),
  validUntil: z.string(),
  scope: z.string(),
  createdAt: z.string(),
  codes: z.number().int().describe('已生成的券码数'),
  claimed: z.number().int().describe('已发放或兑换到会员名下的'),
  used: z.number().int().describe('已使用的'),
});
export const VoucherBatchPageSchema = pageSchema(VoucherBatchSchema);

const batchId = recordId('批次编号不正确').describe('优惠券批次编号');

export const VoucherIssueInput = z.object({
  batchId,
  account: z.string({ message: '请填写会员账号、手机号或邮箱' }).trim().min(2, '请填写会员账号、手机号或邮箱').max(100).describe('会员的用户名、手机号或邮箱'),
});

export const VoucherGenerateInput = z.object({
  batchId,
  count: intField('生成数量', { min: 1, max: 500 }),
});

export const VoucherCodesQuery = PageQuery.extend({ batchId });

export const AdminVoucherSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  memberAccount: z.string().nullable().describe('持有会员；未兑换的为 null'),
  status: z.enum(['unused', 'used']),
  claimedAt: z.string().nullable(),
  usedAt: z.string().nullable(),
  orderReference: z.string().nullable(),
});
export const AdminVoucherPageSchema = pageSchema(AdminVoucherSchema);
export const GeneratedCodesSchema = z.object({ batchId: z.number().int(), codes: z.array(z.string()) });
