import { defineContract } from '@/lib/contracts/contract';
import { z } from 'zod';
import { intField } from '@/lib/contracts/fields';

export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

export const devOutboxContract = defineContract({
  operationId: 'devOutbox',
  method: 'GET',
  path: '/api/dev/outbox',
  summary: '【仅开发环境】开发发件箱中的短信与邮件（生产环境不可用）',
  tag: 'Development',
  auth: 'public',
  query: z.object({ limit: intField('条数', { min: 1, max: 100 }).default(20) }),
  response: z.array(OutboxMessageSchema),
});
