import { z } from 'zod';
import { devOutboxEnabled, devOutboxMessages } from '@/lib/server/auth/providers';
import { db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { intField } from '@/lib/contracts/fields';
import { defineRoute } from '@/lib/server/core/route';

export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

/** Development only: what the outbox providers kept instead of sending. Absent in production. */
export const devOutboxRoute = defineRoute({
  method: 'GET',
  path: '/api/dev/outbox',
  summary: '【仅开发环境】开发发件箱中的短信与邮件（生产环境不可用）',
  tag: 'Development',
  auth: 'public',
  query: z.object({ limit: intField('条数', { min: 1, max: 100 }).default(20) }),
  response: z.array(OutboxMessageSchema),
  handler: async ({ query }) => {
    if (!devOutboxEnabled()) throw new AppError(ErrorCode.NOT_FOUND, '接口不存在：GET /api/dev/outbox', null, 404);
    return devOutboxMessages(db(), query.limit);
  },
});
