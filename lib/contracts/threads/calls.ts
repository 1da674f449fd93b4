import { z } from 'zod';
import { defineContract } from '@/lib/contracts/contract';
import {
  InquiryThreadsQuery,
  ThreadFileQuery,
  ThreadKey,
  ThreadPostBody,
  ThreadPostedSchema,
  ThreadQuery,
  ThreadReadSchema,
  ThreadSchema,
  ThreadSummaryPageSchema,
} from './schema';

const TAG = 'Inquiry threads';

export const inquiryThreadsContract = defineContract({
  operationId: 'inquiryThreads',
  method: 'GET',
  path: '/api/inquiry_threads',
  summary: '询价单的沟通列表：买家看到每位卖家、每个询价行的对话；卖家只看到本人的；最新的在前，含未读数',
  tag: TAG,
  auth: 'member',
  query: InquiryThreadsQuery,
  response: ThreadSummaryPageSchema,
});

export const inquiryThreadContract = defineContract({
  operationId: 'inquiryThread',
  method: 'GET',
  path: '/api/inquiry_thread',
  summary: '一个询价行上买家与一位卖家的对话（仅双方可见）；卖家在下单前看不到买家的联系方式',
  tag: TAG,
  auth: 'member',
  query: ThreadQuery,
  response: ThreadSchema,
});

export const inquiryThreadPostContract = defineContract({
  operationId: 'inquiryThreadPost',
  method: 'POST',
  path: '/api/inquiry_thread_post',
  summary: '在询价行上给对方发消息（可带附件）；对方收到站内消息和邮件（已读前不重复发邮件）。卖家在询价单接受报价期间可发起；买家可回复已报价或已留言的卖家',
  tag: TAG,
  auth: 'member',
  body: ThreadPostBody,
  response: ThreadPostedSchema,
});

export const inquiryThreadReadContract = defineContract({
  operationId: 'inquiryThreadRead',
  method: 'POST',
  path: '/api/inquiry_thread_read',
  summary: '把对话标为已读',
  tag: TAG,
  auth: 'member',
  body: ThreadKey,
  response: ThreadReadSchema,
});

export const inquiryThreadFileContract = defineContract({
  operationId: 'inquiryThreadFile',
  method: 'GET',
  path: '/api/inquiry_thread_file',
  summary: '下载对话中的附件（仅对话双方）',
  tag: TAG,
  auth: 'member',
  query: ThreadFileQuery,
  response: z.unknown().describe('文件内容（不是信封）'),
  file: { contentType: 'application/octet-stream' },
});
