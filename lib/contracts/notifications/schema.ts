import { z } from 'zod';
import { PageQuery, pageSchema, recordId } from '@/lib/contracts/pagination';

/** Kinds of in-app messages (站内消息). */
export const MESSAGE_KINDS = [
  'quotation_received',
  'quotation_appended',
  'quotation_accepted',
  'quotation_lost',
  'quotation_cancelled',
  // A message in an inquiry line's thread (buyer ↔ seller).
  'inquiry_message',
  'certificate_reviewed',
  // Orders: what buyers and sellers are told as an order moves.
  'order_submitted',
  'order_paid',
  'order_cancelled',
  'order_dispatched',
  'order_received',
  'order_refunded',
  'order_negotiation',
  'order_payment_reviewed',
  'order_invoice',
  // A lot the buyer received: its COA revised or the lot recalled.
  'lot_notice',
  // Refunds to the original method: the provider's outcome.
  'refund_succeeded',
  'refund_failed',
  // Payouts and withdrawals: rejected, paid or failed.
  'payout_status',
  // The operator asks a seller for a newer SDS.
  'sds_request',
  // Ratings: a seller rated, a buyer answered; a followed price or stock changed.
  'rating_received',
  'rating_reply',
  'price_alert',
  // Organisations: an invitation to join, an answer to one, a change of one's roles or removal.
  'organisation',
  // Payment terms: an order on terms falls due soon or is overdue.
  'terms_due',
] as const;

/** GET /api/messages */
export const MessagesQuery = PageQuery.extend({
  unreadOnly: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true')
    .describe('只看未读'),
});

export const MessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  body: z.string().describe('正文；从不包含其他卖家的价格'),
  link: z.string().nullable().describe('站内链接，如 /member/buyer/inquiryManage/all/1?id=12'),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

export const MessagePageSchema = pageSchema(MessageSchema).extend({ unread: z.number().int().describe('未读条数（会员头部角标）') });

/** POST /api/messages_read: mark some (ids) or all messages read. */
export const MessagesReadBody = z
  .object({
    ids: z.array(recordId('消息编号不正确')).max(100).optional(),
    all: z.boolean().optional(),
  })
  .refine((v) => v.all === true || (v.ids !== undefined && v.ids.length > 0), { message: '请指定消息或 all=true', path: ['ids'] });

export const MessagesReadSchema = z.object({ unread: z.number().int() });
