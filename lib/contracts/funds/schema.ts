import { z } from 'zod';
import { calendarDay, centsField, idempotencyKey } from '@/lib/contracts/fields';
import { PageQuery, pageSchema, recordId } from '@/lib/contracts/pagination';
import { MAX_AMOUNT_CENTS } from '@/lib/shared/money';

/* Funds of an organisation (经费卡 / project budgets; issue 32; decision 0159). */

export const FUND_LEDGER_KINDS = ['allocate', 'reduce', 'reserve', 'release', 'charge', 'refund'] as const;
export type FundLedgerKindName = (typeof FUND_LEDGER_KINDS)[number];

export const FUND_LEDGER_KIND_LABELS: Record<FundLedgerKindName, string> = {
  allocate: '追加额度',
  reduce: '调减额度',
  reserve: '订单占用',
  release: '释放占用',
  charge: '付款支出',
  refund: '退款退回',
};

const organisationId = recordId('组织编号不正确').describe('组织编号');
const fundId = recordId('经费卡不存在').describe('经费卡编号');

const FundCode = z
  .string()
  .trim()
  .min(1, '请填写经费卡号')
  .max(40, '经费卡号最多 40 个字符')
  .regex(/^[\p{L}\p{N}._\-/]+$/u, '经费卡号只能含文字、数字和 . _ - /')
  .describe('经费卡号 / 项目编号，组织内唯一');
const FundName = z.string().trim().min(2, '经费卡名称至少 2 个字').max(60, '经费卡名称最多 60 个字').describe('名称，如「国自然面上项目 2026」');
const ChargerIds = z
  .array(recordId('成员编号不正确'))
  .max(100, '最多指定 100 位可用人')
  .nullable()
  .default(null)
  .describe('可使用此卡下单的成员编号；null 为组织的全部采购人');

const FundFields = {
  name: FundName,
  validFrom: calendarDay('生效日期').describe('生效日期（北京时间，含当天），YYYY-MM-DD'),
  validUntil: calendarDay('截止日期').describe('截止日期（北京时间，含当天），YYYY-MM-DD'),
  chargerIds: ChargerIds,
};
const validityInOrder = (v: { validFrom: string; validUntil: string }) => v.validFrom <= v.validUntil;

export const CreateFundInput = z
  .object({
    organisationId,
    code: FundCode,
    ...FundFields,
    budgetCents: centsField('额度', { min: 0, max: MAX_AMOUNT_CENTS }).describe('初始额度（分）'),
  })
  .refine(validityInOrder, { message: '截止日期不能早于生效日期', path: ['validUntil'] });

export const UpdateFundInput = z.object({ fundId, ...FundFields }).refine(validityInOrder, { message: '截止日期不能早于生效日期', path: ['validUntil'] });

export const FundBudgetInput = z.object({
  fundId,
  deltaCents: z
    .number({ message: '调整金额须为整数（分）' })
    .int('调整金额须为整数（分）')
    .refine((v) => v !== 0, '调整金额不能为 0')
    .refine((v) => Math.abs(v) <= MAX_AMOUNT_CENTS, '调整金额过大')
    .describe('正数追加、负数调减（分）；调减不能低于已占用与已支出之和'),
  note: z.string().trim().min(2, '请写明调整原因（至少 2 个字）').max(200, '原因最多 200 个字'),
  idempotencyKey,
});

export const FundStatusInput = z.object({ fundId, open: z.boolean().describe('true 重新启用，false 停用（须无订单占用）') });

export const FundsQuery = PageQuery.extend({
  organisationId,
  chargeable: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true')
    .describe('只列出我今天可用来下单的经费卡（结算页）'),
});
export const FundLedgerQuery = PageQuery.extend({ fundId });

export const FundSchema = z.object({
  id: z.number().int(),
  organisationId: z.number().int(),
  code: z.string(),
  name: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  status: z.enum(['open', 'closed']),
  /** Who may charge it; null: every purchaser. */
  chargers: z.array(z.object({ memberId: z.number().int(), username: z.string(), displayName: z.string() })).nullable(),
  /** Budget, held and spent: owners, approvers and finance only (null for a purchaser, who sees what is available). */
  budgetCents: z.number().int().nullable(),
  reservedCents: z.number().int().nullable(),
  spentCents: z.number().int().nullable(),
  availableCents: z.number().int(),
  /** Open and valid today (China time). */
  usableToday: z.boolean(),
  /** The caller may name it on an order (a purchaser it is open to). */
  canCharge: z.boolean(),
});
export const FundPageSchema = pageSchema(FundSchema).extend({
  /** Whether the caller sees every fund and its ledger (owner, approver, finance) or only those they may charge. */
  seesAll: z.boolean(),
  requireFund: z.boolean(),
});

export const FundLedgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(FUND_LEDGER_KINDS),
  kindLabel: z.string(),
  budgetDeltaCents: z.number().int(),
  reservedDeltaCents: z.number().int(),
  spentDeltaCents: z.number().int(),
  budgetAfterCents: z.number().int(),
  reservedAfterCents: z.number().int(),
  spentAfterCents: z.number().int(),
  availableAfterCents: z.number().int(),
  orderNo: z.string().nullable(),
  actor: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export const FundLedgerPageSchema = pageSchema(FundLedgerEntrySchema).extend({ fund: FundSchema });
