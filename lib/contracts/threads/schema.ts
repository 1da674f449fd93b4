import { z } from 'zod';
import { recordId } from '@/lib/contracts/fields';
import { pageSchema, pageSizeField, PageQuery } from '@/lib/contracts/pagination';

/*
 * Conversations about an inquiry line (issue 29): one thread per line and
 * seller, between the inquiry's buyer and that seller, seen by those two
 * only. Until the buyer orders from that seller on this inquiry, the seller
 * sees the buyer masked, and phone numbers and e-mail addresses in the
 * buyer's messages hidden.
 */

export const MAX_THREAD_MESSAGE_CHARS = 2000;
export const MAX_THREAD_ATTACHMENTS = 5;
/** Messages one member may send in an hour, over all threads. */
export const THREAD_MESSAGES_PER_HOUR = 120;

export const THREAD_SIDES = ['buyer', 'seller'] as const;

/** Which thread: the line, and for the buyer the seller (a seller's own thread needs no seller id). */
export const ThreadKey = z.object({
  lineId: recordId('询价行编号不正确').describe('询价行 id'),
  sellerId: recordId('卖家编号不正确').optional().describe('买家必填：与哪位卖家的沟通；卖家不填（即本人）'),
});

export const ThreadQuery = ThreadKey.extend({
  pageSize: pageSizeField(500).default(50).describe('最新的多少条消息（按时间正序返回）；“查看更早的消息”时加大'),
});

export const ThreadAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contentType: z.string(),
  url: z.string().describe('仅对话双方可下载'),
});

export const ThreadMessageSchema = z.object({
  id: z.number().int(),
  from: z.enum(THREAD_SIDES),
  mine: z.boolean(),
  author: z.string().describe('卖家名称，或买家（对卖家下单前为“王老师”式掩码）'),
  body: z.string().describe('对卖家下单前，买家消息中的手机号、电话和邮箱以 * 隐藏'),
  attachments: z.array(ThreadAttachmentSchema),
  createdAt: z.string(),
});
export type ThreadMessage = z.infer<typeof ThreadMessageSchema>;

export const ThreadSchema = z.object({
  threadId: z.number().int().nullable().describe('尚无消息时为 null'),
  inquiryId: z.number().int(),
  inquiryNo: z.string(),
  inquiryStatus: z.string(),
  line: z.object({ id: z.number().int(), lineNo: z.number().int(), productName: z.string(), cas: z.string().nullable() }),
  viewer: z.enum(THREAD_SIDES),
  buyer: z
    .object({ label: z.string(), contactName: z.string().nullable(), contactPhone: z.string().nullable() })
    .describe('卖家视角：下单前只有掩码，联系人与电话为 null'),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  contactsVisible: z.boolean().describe('买家已向该卖家下单（本询价单）：卖家可见买家联系方式'),
  canPost: z.boolean(),
  cannotPostReason: z.string().nullable(),
  messages: z.array(ThreadMessageSchema).describe('最新的 pageSize 条，按时间正序'),
  total: z.number().int().describe('消息总数'),
  unread: z.number().int().describe('对方发来、本人尚未读的消息数'),
});
export type Thread = z.infer<typeof ThreadSchema>;

export const ThreadPostBody = ThreadKey.extend({
  body: z
    .string({ message: '请输入消息内容' })
    .trim()
    .max(MAX_THREAD_MESSAGE_CHARS, `消息最多 ${MAX_THREAD_MESSAGE_CHARS} 字`)
    .default('')
    .describe('消息正文；可为空，但正文和附件至少有一样'),
  attachmentIds: z
    .array(recordId('附件编号不正确'))
    .max(MAX_THREAD_ATTACHMENTS, `最多 ${MAX_THREAD_ATTACHMENTS} 个附件`)
    .default([])
    .describe('POST /api/upload_file（purpose=message）返回的 id'),
});

export const ThreadPostedSchema = z.object({ threadId: z.number().int(), message: ThreadMessageSchema });

export const ThreadSummarySchema = z.object({
  threadId: z.number().int(),
  lineId: z.number().int(),
  lineNo: z.number().int(),
  productName: z.string(),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  buyer: z.string().describe('卖家视角为掩码'),
  messageCount: z.number().int(),
  lastMessageAt: z.string().nullable(),
  lastFrom: z.enum(THREAD_SIDES).nullable(),
  preview: z.string().describe('最新一条消息的开头（同样隐藏联系方式）'),
  unread: z.number().int(),
});
export type ThreadSummary = z.infer<typeof ThreadSummarySchema>;

export const InquiryThreadsQuery = PageQuery.extend({
  inquiryId: recordId('询价单编号不正确').describe('询价单 id'),
  pageSize: pageSizeField(500).default(100),
});
export const ThreadSummaryPageSchema = pageSchema(ThreadSummarySchema).extend({ unread: z.number().int().describe('本询价单全部对话的未读数') });

export const ThreadReadSchema = z.object({ unread: z.number().int() });

export const ThreadFileQuery = z.object({
  messageId: recordId('消息编号不正确'),
  fileId: recordId('附件编号不正确'),
});
