import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { outboxPage, retryOutboxItem } from './admin';
import { OutboxItemSchema, OutboxPageSchema, OutboxQuery, OutboxRetryInput } from './schema';

// The operator console's view of the outbox: mails and messages owed by committed workflows that are not sent yet.

const TAG = 'Operator console';

export const adminOutboxRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/outbox',
  summary: '待发邮件与短信：等待、正在发送、重试中、已放弃（dead）；最新在前，分页，附各状态数量',
  tag: TAG,
  auth: 'operator',
  query: OutboxQuery,
  response: OutboxPageSchema,
  handler: ({ query }) => outboxPage(db(), query),
});

export const adminOutboxRetryRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/outbox_retry',
  summary: '立即重发一条未发出的邮件或短信（已放弃的再试一次；写入操作日志）',
  tag: TAG,
  auth: 'operator',
  body: OutboxRetryInput,
  response: OutboxItemSchema,
  handler: ({ body, session }) => retryOutboxItem(db(), session.memberId, body.id),
});
