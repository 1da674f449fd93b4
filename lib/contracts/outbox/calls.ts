import { defineContract } from '@/lib/contracts/contract';
import { OutboxItemSchema, OutboxPageSchema, OutboxQuery, OutboxRetryInput } from '@/lib/contracts/outbox/schema';

// The operator console's view of the outbox: mails and messages owed by committed workflows that are not sent yet.

export const adminOutboxContract = defineContract({
  operationId: 'adminOutbox',
  method: 'GET',
  path: '/api/admin/outbox',
  summary: '待发邮件与短信：等待、正在发送、重试中、已放弃（dead）；最新在前，分页，附各状态数量',
  tag: 'Operator console',
  auth: 'operator',
  query: OutboxQuery,
  response: OutboxPageSchema,
});

export const adminOutboxRetryContract = defineContract({
  operationId: 'adminOutboxRetry',
  method: 'POST',
  path: '/api/admin/outbox_retry',
  summary: '立即重发一条未发出的邮件或短信（已放弃的再试一次；写入操作日志）',
  tag: 'Operator console',
  auth: 'operator',
  body: OutboxRetryInput,
  response: OutboxItemSchema,
});
