import { z } from 'zod';
import { PageQuery, pageSchema, recordId } from '@/lib/contracts/pagination';

/** Operator console: the outbox of mails and messages (waiting, retrying, given up). */

export const OUTBOX_STATUSES = ['pending', 'sending', 'retrying', 'dead'] as const;

export const OutboxQuery = PageQuery.extend({
  status: z
    .enum(OUTBOX_STATUSES, { message: '状态应为 pending、sending、retrying 或 dead' })
    .optional()
    .describe('只看一种状态；不填为全部未发出的（已发出的不列出）'),
});
export type OutboxQuery = z.infer<typeof OutboxQuery>;

export const OutboxItemSchema = z.object({
  id: z.number().int(),
  topic: z.enum(['mail', 'sms']).describe('mail 邮件，sms 短信'),
  recipient: z.string().describe('收件邮箱或手机号'),
  subject: z.string().describe('邮件标题，或短信模板名'),
  status: z.enum([...OUTBOX_STATUSES, 'sent']),
  attempts: z.number().int().describe('已失败的发送次数'),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable().describe('下次发送时间；已发出、已放弃（dead）或正在发送时为 null'),
  lastError: z.string().nullable(),
});

export const OutboxPageSchema = pageSchema(OutboxItemSchema).extend({
  counts: z.object(Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, z.number().int()])) as Record<(typeof OUTBOX_STATUSES)[number], z.ZodNumber>),
  maxAttempts: z.number().int().describe('失败这么多次后不再自动重试（dead）'),
});

export const OutboxRetryInput = z.object({ id: recordId('发件编号不正确').describe('发件编号') });
