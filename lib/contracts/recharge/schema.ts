import { z } from 'zod';
import { amountCents, idempotencyKey } from '@/lib/contracts/fields';
import { PageQuery, pageSchema, recordId } from '@/lib/contracts/pagination';
import { blankAsUnset } from '@/lib/contracts/deposit/schema';
import { PaymentQrSchema, SimulatedNotificationsSchema } from '@/lib/contracts/payments/schema';

/** Blank form text is stored as null. */
const textOrNull = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过 ${max} 个字`)
    .nullish()
    .transform((v) => v || null);

export const RechargeInput = z
  .object({
    method: z.enum(['offline', 'online'], { message: '请选择充值方式' }).describe('offline：银行转账并上传凭证，运营确认后到账；online：在线支付'),
    amountCents: amountCents.describe('充值金额（分），1 至 1,000,000,000'),
    idempotencyKey,
    proofUploadId: recordId('转账凭证编号不正确')
      .optional()
      .nullable()
      .describe('银行转账必填：本人上传的转账凭证（POST /api/upload_file，purpose=recharge_proof）'),
    payerName: textOrNull(40, '付款户名').describe('付款户名（银行转账）'),
    remark: textOrNull(200, '备注'),
    organisationId: recordId('组织不存在').optional().nullable().describe('为组织充值：记入该组织的机构预存款（须是它的付款人）；不填记入本人预存款'),
  })
  .refine((v) => v.method !== 'offline' || v.proofUploadId, { message: '银行转账请上传转账凭证', path: ['proofUploadId'] });

export const RechargeSchema = z.object({
  id: z.number().int(),
  rechargeNo: z.string().describe('充值单号，如 R000012'),
  method: z.enum(['offline', 'online']),
  methodLabel: z.string(),
  amountCents: z.number().int(),
  status: z.enum(['pending', 'paid', 'rejected', 'failed']),
  statusLabel: z.string(),
  proofUrl: z.string().nullable().describe('转账凭证 /files/<uploadId>'),
  payerName: z.string().nullable(),
  remark: z.string().nullable(),
  rejectReason: z.string().nullable(),
  paymentUrl: z.string().nullable().describe('在线支付且待支付时：去支付的地址'),
  paymentQr: PaymentQrSchema.describe('发起在线充值的应答中，支付机构给出二维码时：在页面上显示，用手机扫码支付（列表中为 null）'),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  organisation: z.object({ id: z.number().int(), name: z.string() }).nullable().describe('为组织充值时：记入它的机构预存款'),
});

export const RechargePageSchema = pageSchema(RechargeSchema);

export const RechargeListQuery = PageQuery;

export const RechargeIdInput = z.object({ id: recordId('充值单编号不正确').describe('充值单编号') });

export const AdminRechargeQuery = PageQuery.extend({
  status: blankAsUnset(z.enum(['pending', 'paid', 'rejected', 'failed'], { message: '状态不正确' })),
});

export const AdminRechargeSchema = RechargeSchema.extend({
  memberId: z.number().int(),
  memberAccount: z.string().describe('付款会员的账号'),
});
export const AdminRechargePageSchema = pageSchema(AdminRechargeSchema);

export const DevCheckoutInput = z.object({
  tradeNo: z
    .string()
    .trim()
    .regex(/^R\d{6,9}$/, '充值单号不正确')
    .describe('充值单号，如 R000012'),
});

export const DevCheckoutSchema = z.object({
  recharge: RechargeSchema,
  notifications: SimulatedNotificationsSchema,
});

export const PaymentNotifyResultSchema = z.object({ tradeNo: z.string(), status: z.enum(['pending', 'paid', 'rejected', 'failed']) });

export const RechargeRejectInput = RechargeIdInput.extend({
  reason: z.string({ message: '请填写驳回原因' }).trim().min(2, '请填写驳回原因（至少 2 个字）').max(200, '驳回原因不能超过 200 个字'),
});
