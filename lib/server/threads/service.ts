import type { z } from 'zod';
import { sellerNames } from '@/lib/server/account/service';
import { lockMemberWrites, type Db } from '@/lib/server/core/db';
import type { ThreadSide } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { inquiryBuyerOf, lineForThread, lineLabels } from '@/lib/server/inquiry/queries';
import { INQUIRY_STATUS_LABELS } from '@/lib/contracts/inquiry/schema';
import { notify } from '@/lib/server/notifications/service';
import { hasOrderFromInquiry } from '@/lib/server/orders/queries';
import { runWorkflow } from '@/lib/server/outbox/run';
import { ownUploadOfPurpose, readUploadOfPurpose, uploadRefs, type UploadRef } from '@/lib/server/uploads/service';
import { offsetOf } from '@/lib/contracts/pagination';
import {
  THREAD_MESSAGES_PER_HOUR,
  type InquiryThreadsQuery,
  type ThreadMessage,
  type ThreadPostBody,
  type ThreadQuery,
  type ThreadSchema,
  type ThreadSummaryPageSchema,
} from '@/lib/contracts/threads/schema';
import { maskContacts } from './mask';
import * as repo from './repo';

/*
 * Conversations about inquiry lines (docs/decisions/0149-inquiry-threads.md).
 * A thread is the buyer and one seller on one line; nobody else learns it
 * exists. Until the buyer orders from that seller on this inquiry, the seller
 * sees the buyer masked and the buyer's phone numbers and e-mails hidden.
 */

export type Viewer = { memberId: number; isSeller: boolean };
type Line = NonNullable<Awaited<ReturnType<typeof lineForThread>>>;
type Party = { side: ThreadSide; sellerId: number; line: Line; thread: repo.ThreadRow | undefined; contactsVisible: boolean; sellerName: string };

const HOUR_MS = 3_600_000;
const PREVIEW_CHARS = 80;

const threadNotFound = () => new AppError(ErrorCode.INQUIRY_NOT_FOUND, '询价单不存在，或你不是这段对话的一方');
const other = (side: ThreadSide): ThreadSide => (side === 'buyer' ? 'seller' : 'buyer');

/**
 * Who the viewer is in the thread of this line (and seller, for the buyer).
 * The buyer may see a thread that exists or one with a seller who quoted on
 * the line; a seller only their own. Anyone else: not found.
 */
async function partyOf(db: Db, viewer: Viewer, lineId: number, sellerIdAsked: number | undefined): Promise<Party> {
  const candidate = sellerIdAsked ?? viewer.memberId;
  const line = await lineForThread(db, lineId, candidate);
  if (!line) throw threadNotFound();
  let side: ThreadSide;
  if (line.buyerId === viewer.memberId) {
    if (sellerIdAsked === undefined || sellerIdAsked === viewer.memberId) throw threadNotFound();
    side = 'buyer';
  } else {
    if (!viewer.isSeller || candidate !== viewer.memberId) throw threadNotFound();
    side = 'seller';
  }
  const thread = await repo.findThread(db, lineId, candidate);
  if (side === 'buyer' && !thread && !line.sellerQuoted) throw threadNotFound();
  const [contactsVisible, names] = await Promise.all([hasOrderFromInquiry(db, line.inquiryId, line.buyerId, candidate), sellerNames(db, [candidate])]);
  return { side, sellerId: candidate, line, thread, contactsVisible, sellerName: names.get(candidate) ?? '' };
}

function whyCannotPost(party: Party): string | null {
  const { line, thread } = party;
  if (line.status === 'cancelled') return '询价单已取消，不能再发消息';
  if (party.side === 'seller' && !thread && !line.sellerQuoted && !line.quotable)
    return `询价单${INQUIRY_STATUS_LABELS[line.status]}，已不接受报价，不能再发起沟通`;
  return null;
}

/** The buyer's words (and file names) as the viewer may read them. */
function visibleBody(body: string, from: ThreadSide, party: Party): string {
  return party.side === 'seller' && from === 'buyer' && !party.contactsVisible ? maskContacts(body) : body;
}

function authorLabel(from: ThreadSide, party: Party): string {
  if (from === party.side) return '我';
  if (from === 'seller') return party.sellerName;
  return party.contactsVisible ? party.line.contactName : party.line.buyerLabel;
}

function attachmentIdsOf(row: { attachmentIds: string }): number[] {
  return JSON.parse(row.attachmentIds) as number[];
}

function toMessage(row: repo.MessageRow, party: Party, files: Map<number, UploadRef>): ThreadMessage {
  return {
    id: row.id,
    from: row.author,
    mine: row.author === party.side,
    author: authorLabel(row.author, party),
    body: visibleBody(row.body, row.author, party),
    attachments: attachmentIdsOf(row).flatMap((id) => {
      const file = files.get(id);
      if (!file) return [];
      return [{ id, name: visibleBody(file.name, row.author, party), contentType: file.contentType, url: `/api/inquiry_thread_file?messageId=${row.id}&fileId=${id}` }];
    }),
    createdAt: row.createdAt,
  };
}

/** GET /api/inquiry_thread. Reading does not mark it read: the page posts inquiry_thread_read when the thread is shown. */
export async function getThread(db: Db, viewer: Viewer, query: z.output<typeof ThreadQuery>): Promise<z.input<typeof ThreadSchema>> {
  const party = await partyOf(db, viewer, query.lineId, query.sellerId);
  const { line, thread } = party;
  const rows = thread ? await repo.latestMessages(db, thread.id, query.pageSize) : [];
  const files = await uploadRefs(db, rows.flatMap(attachmentIdsOf));
  const reason = whyCannotPost(party);
  const showContact = party.side === 'buyer' || party.contactsVisible;
  return {
    threadId: thread?.id ?? null,
    inquiryId: line.inquiryId,
    inquiryNo: line.inquiryNo,
    inquiryStatus: INQUIRY_STATUS_LABELS[line.status],
    line: { id: line.lineId, lineNo: line.lineNo, productName: line.productName, cas: line.cas },
    viewer: party.side,
    buyer: { label: line.buyerLabel, contactName: showContact ? line.contactName : null, contactPhone: showContact ? line.contactPhone : null },
    seller: { id: party.sellerId, name: party.sellerName },
    contactsVisible: party.contactsVisible,
    canPost: reason === null,
    cannotPostReason: reason,
    messages: rows.map((r) => toMessage(r, party, files)),
    total: thread?.messageCount ?? 0,
    unread: thread ? await repo.unreadFrom(db, thread.id, other(party.side), party.side === 'buyer' ? thread.buyerReadId : thread.sellerReadId) : 0,
  };
}

async function assertUnderHourlyLimit(trx: Db, memberId: number, now: Date): Promise<void> {
  const { count, oldest } = await repo.messagesSince(trx, memberId, new Date(now.getTime() - HOUR_MS).toISOString());
  if (count < THREAD_MESSAGES_PER_HOUR) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((new Date(oldest ?? now).getTime() + HOUR_MS - now.getTime()) / 1000));
  throw new AppError(ErrorCode.THREAD_TOO_FREQUENT, `一小时内最多发送 ${THREAD_MESSAGES_PER_HOUR} 条消息，请 ${Math.ceil(retryAfterSeconds / 60)} 分钟后再试`, {
    retryAfterSeconds,
  });
}

function fieldError(field: string, message: string): AppError {
  return new AppError(ErrorCode.VALIDATION_FAILED, message, { fields: [{ field, message }] });
}

function preview(body: string, attachments: number): string {
  const text = body.length > PREVIEW_CHARS ? `${body.slice(0, PREVIEW_CHARS)}…` : body;
  return attachments > 0 ? `${text}${text ? ' ' : ''}（附件 ${attachments} 个）` : text;
}

/**
 * POST /api/inquiry_thread_post: the message, the thread's counters and the
 * note to the other side in one transaction. The other side is told (in-app
 * and by mail) only when this is the first message they have not read yet:
 * ten messages in a row make one mail, not ten.
 */
export async function postMessage(db: Db, viewer: Viewer, body: z.output<typeof ThreadPostBody>) {
  const party = await partyOf(db, viewer, body.lineId, body.sellerId);
  const reason = whyCannotPost(party);
  if (reason) throw new AppError(ErrorCode.THREAD_CLOSED, reason);
  if (body.body === '' && body.attachmentIds.length === 0) throw fieldError('body', '请输入消息内容或添加附件');
  const attachmentIds = [...new Set(body.attachmentIds)];
  for (const id of attachmentIds)
    if (!(await ownUploadOfPurpose(db, viewer.memberId, id, 'message'))) throw fieldError('attachmentIds', '附件不存在或已失效，请重新上传');
  const { line, side, sellerId } = party;
  const now = new Date();
  const at = now.toISOString();
  const posted = await runWorkflow(db, 'inquiry-thread-post', async (ctx) => {
    await lockMemberWrites(ctx.trx, 'threadMessages', viewer.memberId);
    await assertUnderHourlyLimit(ctx.trx, viewer.memberId, now);
    const thread = await repo.ensureThread(ctx.trx, { inquiryId: line.inquiryId, lineId: line.lineId, buyerId: line.buyerId, sellerId, createdAt: at });
    const recipientReadId = side === 'buyer' ? thread.sellerReadId : thread.buyerReadId;
    const alreadyOwed = await repo.unreadFrom(ctx.trx, thread.id, side, recipientReadId);
    const id = await repo.insertMessage(ctx.trx, {
      threadId: thread.id,
      author: side,
      authorId: viewer.memberId,
      body: body.body,
      attachmentIds: JSON.stringify(attachmentIds),
      createdAt: at,
    });
    await repo.recordMessage(ctx.trx, thread.id, side, id, at);
    if (alreadyOwed === 0) {
      const about = `第 ${line.lineNo} 行「${line.productName}」`;
      const text = preview(side === 'buyer' && !party.contactsVisible ? maskContacts(body.body) : body.body, attachmentIds.length);
      await notify(ctx, [
        side === 'buyer'
          ? {
              memberId: sellerId,
              kind: 'inquiry_message',
              title: `询价单 ${line.inquiryNo} 有买家留言`,
              body: `${party.contactsVisible ? line.contactName : line.buyerLabel}就${about}给你留言：${text}`,
              link: `/member/seller/quoteDetail?inquiryId=${line.inquiryId}&thread=${line.lineId}`,
            }
          : {
              memberId: line.buyerId,
              kind: 'inquiry_message',
              title: `询价单 ${line.inquiryNo} 有卖家留言`,
              body: `${party.sellerName}就${about}给你留言：${text}`,
              link: `/member/buyer/inquiryManage/all/1?id=${line.inquiryId}&thread=${line.lineId}-${sellerId}`,
            },
      ]);
    }
    return {
      threadId: thread.id,
      row: { id, threadId: thread.id, author: side, authorId: viewer.memberId, body: body.body, attachmentIds: JSON.stringify(attachmentIds), createdAt: at },
    };
  });
  const files = await uploadRefs(db, attachmentIds);
  return { threadId: posted.threadId, message: toMessage(posted.row, party, files) };
}

/** POST /api/inquiry_thread_read: everything in the thread is read; answers what is still unread in the member's threads on that side. */
export async function markThreadRead(db: Db, viewer: Viewer, key: { lineId: number; sellerId?: number }): Promise<{ unread: number }> {
  const party = await partyOf(db, viewer, key.lineId, key.sellerId);
  if (party.thread) await repo.markRead(db, party.thread.id, party.side);
  return { unread: await repo.unreadOfMember(db, viewer.memberId, party.side) };
}

/** GET /api/inquiry_threads: the buyer sees every thread of the inquiry; a seller their own. */
export async function inquiryThreads(db: Db, viewer: Viewer, query: z.output<typeof InquiryThreadsQuery>): Promise<z.input<typeof ThreadSummaryPageSchema>> {
  const buyer = await inquiryBuyerOf(db, query.inquiryId);
  if (!buyer) throw threadNotFound();
  const buyerId = buyer.buyerId;
  const side: ThreadSide = buyerId === viewer.memberId ? 'buyer' : 'seller';
  if (side === 'seller' && !viewer.isSeller) throw threadNotFound();
  const { rows, total } = await repo.threadPage(db, query.inquiryId, side === 'seller' ? viewer.memberId : null, side, query.pageSize, offsetOf(query));
  const ids = rows.map((r) => r.id);
  const [last, labels, names, contactsVisible, unreadAll] = await Promise.all([
    repo.lastMessagesOf(db, ids),
    lineLabels(
      db,
      rows.map((r) => r.lineId),
    ),
    sellerNames(
      db,
      rows.map((r) => r.sellerId),
    ),
    side === 'seller' ? hasOrderFromInquiry(db, query.inquiryId, buyerId, viewer.memberId) : Promise.resolve(true),
    repo.unreadOfInquiry(db, query.inquiryId, side === 'seller' ? viewer.memberId : null, side),
  ]);
  return {
    list: rows.map((r) => {
      const message = last.get(r.id);
      const text = message ? (message.author === 'buyer' && !contactsVisible ? maskContacts(message.body) : message.body) : '';
      return {
        threadId: r.id,
        lineId: r.lineId,
        lineNo: labels.get(r.lineId)?.lineNo ?? 0,
        productName: labels.get(r.lineId)?.productName ?? '',
        seller: { id: r.sellerId, name: names.get(r.sellerId) ?? '' },
        buyer: contactsVisible ? buyer.contactName : buyer.label,
        messageCount: r.messageCount,
        lastMessageAt: r.lastMessageAt,
        lastFrom: message?.author ?? null,
        preview: message ? preview(text, attachmentIdsOf(message).length) : '',
        unread: r.unread,
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
    unread: unreadAll,
  };
}

/** The bytes of an attachment, for the two people of its thread only; null for anyone else or a file not in the message. */
export async function threadFile(db: Db, memberId: number, messageId: number, fileId: number) {
  const message = await repo.findMessage(db, messageId);
  if (!message || (message.buyerId !== memberId && message.sellerId !== memberId)) return null;
  if (!attachmentIdsOf(message).includes(fileId)) return null;
  return readUploadOfPurpose(db, fileId, message.authorId, 'message');
}
