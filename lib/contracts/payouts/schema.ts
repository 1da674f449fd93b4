import { z } from 'zod';
import { amountCents, flagField, idempotencyKey, intField } from '@/lib/contracts/fields';
import { PageQuery, pageSchema, recordId } from '@/lib/contracts/pagination';
import { ACCOUNT_TYPES, BANK_CODES, BRANCH_MAX, HOLDER_MAX } from '@/lib/shared/collecting-accounts';

export const PAYOUT_STATUSES = ['requested', 'cancelled', 'batched', 'approved', 'rejected', 'sending', 'paid', 'failed'] as const;
export const PAYOUT_PURPOSES = ['seller_payout', 'withdrawal', 'refund'] as const;
export const BATCH_STATUSES = ['pending', 'approved', 'rejected', 'sent'] as const;
export const SCHEDULE_KINDS = ['off', 'weekly', 'monthly', 'threshold'] as const;

const payoutNo = z
  .string({ message: '请填写提现单号' })
  .trim()
  .regex(/^PO\d{8,20}$/, '提现单号不正确')
  .describe('提现单号，如 PO20261125000012');
const batchNo = z
  .string({ message: '请填写批次号' })
  .trim()
  .regex(/^PB\d{8,20}$/, '批次号不正确')
  .describe('打款批次号，如 PB2026112500003');

export const PayoutSchema = z.object({
  id: z.number().int(),
  payoutNo: z.string(),
  purpose: z.enum(PAYOUT_PURPOSES),
  purposeLabel: z.string(),
  amountCents: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  statusLabel: z.string(),
  account: z.object({
    collectingAccountId: z.number().int().nullable(),
    holder: z.string(),
    bankName: z.string(),
    branch: z.string().nullable(),
    maskedNumber: z.string(),
    accountTypeLabel: z.string(),
  }),
  batchNo: z.string().nullable(),
  reference: z.string().nullable(),
  failureReason: z.string().nullable().describe('打款失败或驳回的原因（会员可见）'),
  providerTransferNo: z.string().nullable().describe('打款机构的转账单号，或人工打款时网银回单的交易流水号'),
  handPaid: z.boolean().describe('人工打款：按银行批量代付文件在网银付款，结果由运营逐笔登记'),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
  /** A repeated Idempotency-Key answers the first payout: true then, and nothing moved. */
  repeated: z.boolean(),
});

export const PayoutPageSchema = pageSchema(PayoutSchema);

export const PayoutScheduleSchema = z.object({
  kind: z.enum(SCHEDULE_KINDS),
  weekday: z.number().int().nullable(),
  dayOfMonth: z.number().int().nullable(),
  thresholdCents: z.number().int().nullable(),
  collectingAccountId: z.number().int().nullable(),
  lastPeriodKey: z.string().nullable(),
  lastRunNote: z.string().nullable(),
  description: z.string(),
});

export const PayoutOverviewSchema = z.object({
  balanceCents: z.number().int().describe('可用余额'),
  withdrawableCents: z.number().int().describe('可提现：可用余额减去结算期内的货款'),
  settlingCents: z.number().int().describe('结算期（T+7）内的货款'),
  frozenCents: z.number().int().describe('冻结金额（含提现处理中）'),
  payoutsInProgressCents: z.number().int().describe('提现处理中'),
  minimumCents: z.number().int(),
  settlementDelayDays: z.number().int(),
  verifiedNames: z.array(z.string()).describe('已认证的名称（营业执照等证书上的单位名称，或实名认证的居民身份证上的姓名）：收款户名须与其一致'),
  verifiedPersonNames: z.array(z.string()).describe('其中实名认证（居民身份证）的本人姓名：收款账户为本人名下的个人借记卡'),
  schedule: PayoutScheduleSchema.nullable(),
});

export const MemberPayoutListQuery = PageQuery.extend({
  purpose: z.enum(PAYOUT_PURPOSES).optional().describe('只看某类'),
});

export const SellerPayoutInput = z.object({
  idempotencyKey,
  amountCents,
  collectingAccountId: recordId('收款账户编号不正确').describe('本人的收款账户编号'),
});

export const TypedAccountInput = z.object({
  accountType: z.enum(ACCOUNT_TYPES, { message: '请选择账户类型' }),
  holder: z.string({ message: '请填写户名' }).trim().min(2, '请填写户名').max(HOLDER_MAX, `户名不能超过 ${HOLDER_MAX} 个字`),
  bankCode: z.enum(BANK_CODES, { message: '请选择开户银行' }),
  branch: z.string().trim().max(BRANCH_MAX, `开户支行不能超过 ${BRANCH_MAX} 个字`).optional(),
  accountNumber: z.string({ message: '请填写银行账号' }).trim().min(1, '请填写银行账号').max(40, '银行账号过长'),
});

export const WithdrawalInput = z.object({
  idempotencyKey,
  amountCents,
  account: TypedAccountInput.describe('收款账户：户名须与已认证的名称（单位名称或实名认证的姓名）一致'),
});

export const PayoutNoInput = z.object({ payoutNo });

export const PayoutScheduleInput = z.object({
  kind: z.enum(SCHEDULE_KINDS, { message: '请选择自动提现方式' }),
  weekday: intField('每周几', { min: 1, max: 7 }).optional().describe('weekly：1 = 周一 … 7 = 周日'),
  dayOfMonth: intField('每月几号', { min: 1, max: 28 }).optional().describe('monthly：1–28 号'),
  thresholdCents: amountCents.optional().describe('threshold：可提现金额达到多少时提现'),
  collectingAccountId: recordId('收款账户编号不正确').optional(),
});

// Operators

export const AdminPayoutQuery = PageQuery.extend({
  status: z.enum(PAYOUT_STATUSES).optional(),
  purpose: z.enum(PAYOUT_PURPOSES).optional(),
  keyword: z.string().trim().max(60).optional().describe('提现单号或户名'),
});

export const AdminPayoutSchema = PayoutSchema.extend({
  member: z.object({ id: z.number().int(), account: z.string(), name: z.string() }),
});
export const AdminPayoutPageSchema = pageSchema(AdminPayoutSchema);

export const BatchPrepareInput = z
  .object({
    payoutIds: z.array(recordId('提现单编号不正确')).min(1, '请选择要编入批次的提现单').max(200, '一个批次最多 200 笔').optional().describe('选中的提现单'),
    all: z.literal(true, { message: 'all 只能为 true' }).optional().describe('true：取全部待审核的提现单（最多 200 笔）'),
  })
  // Nothing is batched by accident: an empty request names neither the payouts nor "all".
  .refine((v) => (v.payoutIds !== undefined) !== (v.all === true), {
    message: '请选择要编入批次的提现单，或选择全部编成批次（二者选一）',
    path: ['payoutIds'],
  });

export const BatchSchema = z.object({
  id: z.number().int(),
  batchNo: z.string(),
  status: z.enum(BATCH_STATUSES),
  statusLabel: z.string(),
  totalCents: z.number().int(),
  payoutCount: z.number().int(),
  approvalsNeeded: z.number().int(),
  approvals: z.array(z.object({ operatorId: z.number().int(), name: z.string(), createdAt: z.string() })),
  preparedBy: z.object({ id: z.number().int(), name: z.string() }),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const BatchPageSchema = pageSchema(BatchSchema);

export const BatchDetailSchema = BatchSchema.extend({
  payouts: z.array(AdminPayoutSchema),
  devProvider: z.boolean().describe('开发环境模拟打款可用（页面显示“模拟到账 / 模拟失败”）'),
  providerAvailable: z.boolean().describe('已配置打款机构，可“发送打款”；否则按银行批量代付文件人工付款并逐笔登记结果'),
});

export const AdminBatchQuery = PageQuery.extend({ status: z.enum(BATCH_STATUSES).optional() });
export const BatchNoInput = z.object({ batchNo });
export const BatchRejectInput = z.object({
  batchNo,
  reason: z.string({ message: '请填写驳回原因' }).trim().min(2, '请填写驳回原因（至少 2 个字）').max(200, '原因不能超过 200 字'),
  returnToQueue: flagField('退回待审核').optional().describe('true：提现单退回待审核，可编入下一批次；否则驳回提现单，资金退回会员可用余额'),
});

/** What the bank's portal showed for one payout of a batch paid by hand. */
export const HandPaidResultInput = z
  .object({
    payoutNo,
    outcome: z.enum(['paid', 'failed'], { message: '请选择到账或失败' }).describe('paid 已到账；failed 银行退回或付款失败'),
    bankSerialNo: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{6,40}$/, '银行流水号应为 6–40 位字母、数字或连字符')
      .optional()
      .describe('到账时必填：网银回单上的交易流水号'),
    reason: z.string().trim().min(2, '请填写失败原因（至少 2 个字）').max(200, '原因不能超过 200 字').optional().describe('失败时必填'),
  })
  .refine((v) => v.outcome !== 'paid' || v.bankSerialNo !== undefined, { message: '请填写网银回单上的交易流水号', path: ['bankSerialNo'] })
  .refine((v) => v.outcome !== 'failed' || v.reason !== undefined, { message: '请填写失败原因', path: ['reason'] });

export const BatchSendSchema = z.object({
  batch: BatchSchema,
  accepted: z.number().int(),
  refused: z.array(z.object({ payoutNo: z.string(), message: z.string() })),
});

export const DevPayoutNotificationInput = z.object({
  payoutNo,
  outcome: z.enum(['success', 'failure']),
  reason: z.string().trim().max(200).optional(),
});
export const DevPayoutNotificationSchema = z.object({ body: z.string().describe('开发环境模拟：签名后的通知原文，原样 POST 到 /api/payout/notify') });

export const PayoutNotifyResultSchema = z.object({
  payoutNo: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  repeated: z.boolean().describe('重复通知：未再次变动资金'),
});
