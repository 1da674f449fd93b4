import { defineContract } from '@/lib/contracts/contract';
import { MessagePageSchema, MessagesQuery, MessagesReadBody, MessagesReadSchema } from '@/lib/contracts/notifications/schema';

export const messagesContract = defineContract({
  operationId: 'messages',
  method: 'GET',
  path: '/api/messages',
  summary: '站内消息（分页，含未读数）：收到报价、追加报价、报价被采纳或未被采纳',
  tag: 'Messages',
  auth: 'member',
  query: MessagesQuery,
  response: MessagePageSchema,
});

export const messagesReadContract = defineContract({
  operationId: 'messagesRead',
  method: 'POST',
  path: '/api/messages_read',
  summary: '将站内消息标记为已读（指定 ids，或 all=true 全部）',
  tag: 'Messages',
  auth: 'member',
  body: MessagesReadBody,
  response: MessagesReadSchema,
});
