import { z } from 'zod';
import { calendarDay, dayField, recordId } from '@/lib/contracts/fields';
import { PageQuery, pageSchema } from '@/lib/contracts/pagination';
import { SETTLEMENT_KINDS, SETTLEMENT_PROVIDERS } from '@/lib/shared/settlement-file';

export const RECONCILIATION_OUTCOMES = ['missing_ours', 'missing_file', 'amount_differs', 'status_differs'] as const;
export const RECONCILIATION_ITEM_STATUSES = ['open', 'resolved', 'superseded'] as const;
export const RECONCILIATION_RUN_STATUSES = ['current', 'superseded'] as const;
/** The longest note a resolution takes. */
export const RESOLUTION_NOTE_MAX = 500;

const provider = z.enum(SETTLEMENT_PROVIDERS, { message: '请选择支付渠道（dev、alipay 或 wechat）' }).describe('支付渠道：dev（开发环境模拟）、alipay、wechat');

const person = z.object({ id: z.number().int(), name: z.string() });

export const ReconciliationRunSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  providerLabel: z.string(),
  day: z.string().describe('账单日（北京时间）'),
  fileName: z.string(),
  status: z.enum(RECONCILIATION_RUN_STATUSES),
  statusLabel: z.string(),
  supersededBy: z.number().int().nullable().describe('被同一天后上传的对账单替换时，新对账批次的编号'),
  lineCount: z.number().int(),
  matchedCount: z.number().int(),
  mismatchCount: z.number().int(),
  openCount: z.number().int().describe('尚未处理的差异'),
  fileAmountCents: z.number().int().describe('对账单中成功交易的金额合计'),
  feeCents: z.number().int().describe('手续费合计'),
  uploadedBy: person,
  createdAt: z.string(),
});
export const ReconciliationRunPageSchema = pageSchema(ReconciliationRunSchema);

export const ReconciliationItemSchema = z.object({
  id: z.number().int(),
  runId: z.number().int(),
  provider: z.string(),
  providerLabel: z.string(),
  day: z.string(),
  lineNo: z.number().int().nullable().describe('对账单文件中的行号（文件第一行为 1）；我方有、账单无时为 null'),
  kind: z.enum(SETTLEMENT_KINDS),
  kindLabel: z.string(),
  ourNo: z.string(),
  providerNo: z.string().nullable(),
  outcome: z.enum(RECONCILIATION_OUTCOMES),
  outcomeLabel: z.string(),
  fileAmountCents: z.number().int().nullable(),
  ourAmountCents: z.number().int().nullable(),
  fileStatus: z.string().nullable(),
  ourStatus: z.string().nullable(),
  detail: z.string(),
  status: z.enum(RECONCILIATION_ITEM_STATUSES),
  statusLabel: z.string(),
  note: z.string().nullable().describe('处理说明'),
  resolvedBy: person.nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export const ReconciliationItemPageSchema = pageSchema(ReconciliationItemSchema).extend({
  counts: z.object({ open: z.number().int(), resolved: z.number().int() }),
});

export const ReconciliationRunQuery = PageQuery.extend({
  provider: provider.optional(),
  day: dayField('账单日').describe('只看某一天的对账（北京时间）'),
});

export const ReconciliationItemQuery = PageQuery.extend({
  status: z.enum(RECONCILIATION_ITEM_STATUSES, { message: '状态应为 open、resolved 或 superseded' }).optional().describe('open 待处理，resolved 已处理'),
  outcome: z.enum(RECONCILIATION_OUTCOMES, { message: '差异类型不正确' }).optional(),
  runId: recordId('对账批次编号不正确').optional(),
});

export const ReconciliationUploadInput = z.object({
  provider,
  day: calendarDay('账单日').describe('对账单所属日期（北京时间），不能晚于今天'),
  file: z.instanceof(File, { message: '请选择要上传的对账单 .csv 文件' }),
});

export const ReconciliationUploadSchema = z.object({
  run: ReconciliationRunSchema,
  repeated: z.boolean().describe('同一文件已对过账：返回原来的对账批次，没有新写入'),
  replacedRunId: z.number().int().nullable().describe('这次上传替换掉的同一天旧对账批次'),
});

export const ReconciliationDevBillInput = z.object({ day: calendarDay('账单日').describe('账单日（北京时间），不能晚于今天') });
export const ReconciliationDevBillSchema = z.object({
  fileName: z.string(),
  content: z.string().describe('对账单 CSV 全文（UTF-8，带 BOM）'),
  lineCount: z.number().int(),
});

export const ReconciliationResolveInput = z.object({
  id: recordId('差异编号不正确'),
  note: z
    .string({ message: '请填写处理说明' })
    .trim()
    .min(2, '请填写处理说明（至少 2 个字）')
    .max(RESOLUTION_NOTE_MAX, `处理说明不能超过 ${RESOLUTION_NOTE_MAX} 字`)
    .describe('怎么处理的：如“已向渠道查询，通知补发后入账”'),
});
