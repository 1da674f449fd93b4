import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import { ErrorCode } from '@/lib/server/core/errors';
import { call, testDb, url } from './helpers';
import { freshMember, get, post, unlistedCas, upload, type FreshMember } from './kit';
import { fetchFile as fetchPlainFile } from './fresh-roles';
import { freshBuyer } from './order-helpers';

/*
 * Issue 29: a conversation per inquiry line between the buyer and each
 * seller. Visible to those two only (the list, the thread, the files); the
 * buyer's contact hidden from the seller until an order exists; one mail per
 * burst; attachments through the upload rules; limits and closed inquiries.
 */

const db = testDb();
afterAll(() => db.destroy());

type Msg = { id: number; from: 'buyer' | 'seller'; mine: boolean; author: string; body: string; attachments: { id: number; name: string; url: string }[] };
type Thread = {
  threadId: number | null;
  viewer: string;
  buyer: { label: string; contactName: string | null; contactPhone: string | null };
  seller: { id: number; name: string };
  contactsVisible: boolean;
  canPost: boolean;
  cannotPostReason: string | null;
  messages: Msg[];
  total: number;
  unread: number;
};
type Summary = {
  threadId: number;
  lineId: number;
  lineNo: number;
  seller: { id: number };
  buyer: string;
  preview: string;
  unread: number;
  messageCount: number;
};
type Summaries = { list: Summary[]; total: number; unread: number };

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const EMAIL = (u: string) => `${u}@example.test`;

let buyer: FreshMember;
let sellerA: FreshMember;
let sellerB: FreshMember;
let inquiry: { id: number; lines: { id: number; lineNo: number }[] };

const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString();

async function newInquiry(lines = 2): Promise<typeof inquiry> {
  const cas = await unlistedCas(db, lines, 700 + Math.floor(Math.random() * 200));
  const { body } = await post<typeof inquiry>('create_inquiry', buyer.token, {
    contactName: '周明',
    contactPhone: '13911112222',
    lines: cas.map((c) => ({ cas: c, quantity: 1, unitCode: 'kg' })),
  });
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

/** A signed GET of a file link, as the browser's session would fetch it. */
function fetchFile(link: string, token: string): Promise<Response> {
  const time = String(unixSecondsNow());
  const target = new URL(link, 'http://link');
  return fetch(url(target.pathname, Object.fromEntries(target.searchParams)), {
    headers: { authorization: `Bearer ${token}`, time, sign: requestSign(inject('signSecret'), time) },
  });
}

const thread = (token: string, lineId: number, sellerId?: number) => get<Thread>('inquiry_thread', token, { lineId, ...(sellerId ? { sellerId } : {}) });
const send = (token: string, body: { lineId: number; sellerId?: number; body?: string; attachmentIds?: number[] }) =>
  post<{ threadId: number; message: Msg }>('inquiry_thread_post', token, body);

async function owedMailsTo(address: string): Promise<number> {
  const rows = await db.selectFrom('sideEffects').select('payload').where('payload', 'like', `%${address}%`).execute();
  return rows.filter((r) => String(r.payload).includes('留言')).length;
}

beforeAll(async () => {
  buyer = await freshBuyer(db, 'thr_b');
  await db
    .updateTable('members')
    .set({ email: EMAIL(buyer.username) })
    .where('id', '=', buyer.id)
    .execute();
  sellerA = await freshMember(db, 'thr_sa', { seller: true }, { companyName: `沟通甲${Date.now()}化工`, email: EMAIL });
  sellerB = await freshMember(db, 'thr_sb', { seller: true }, { companyName: `沟通乙${Date.now()}化工`, email: EMAIL });
  inquiry = await newInquiry();
});

describe('a seller asks, the buyer answers', () => {
  it('keeps the buyer masked and their contact details hidden from the seller until an order exists', async () => {
    const line = inquiry.lines[0]!;
    const empty = await thread(sellerA.token, line.id);
    expect(empty.body.code, empty.body.msg).toBe(0);
    expect(empty.body.data).toMatchObject({ threadId: null, viewer: 'seller', canPost: true, messages: [], contactsVisible: false });
    expect(empty.body.data.buyer).toEqual({ label: expect.stringMatching(/^周/), contactName: null, contactPhone: null });

    const asked = await send(sellerA.token, { lineId: line.id, body: '请问需要什么级别？我们有 AR 和 GR。' });
    expect(asked.body.code, asked.body.msg).toBe(0);
    expect(asked.body.data.message).toMatchObject({ from: 'seller', mine: true, author: '我' });

    const list = await get<Summaries>('inquiry_threads', buyer.token, { inquiryId: inquiry.id });
    expect(list.body.data.unread).toBe(1);
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ lineId: line.id, seller: expect.objectContaining({ id: sellerA.id }), unread: 1, messageCount: 1 }),
    ]);

    const answer = '要 GR 的，急用。电话 13911112222，邮箱 zhou.ming@lab.example.cn，微信：zhouming_lab';
    const replied = await send(buyer.token, { lineId: line.id, sellerId: sellerA.id, body: answer });
    expect(replied.body.code, replied.body.msg).toBe(0);
    expect(replied.body.data.message.body).toBe(answer);

    const seen = await thread(sellerA.token, line.id);
    const theirs = seen.body.data.messages.find((m) => m.from === 'buyer')!;
    expect(theirs.body).toBe('要 GR 的，急用。电话 [电话已隐藏]，邮箱 [邮箱已隐藏]，微信：[已隐藏]');
    expect(theirs.author).toMatch(/^周/);
    expect(theirs.author).not.toBe('周明');
    expect(seen.body.data.unread).toBe(1);
    const sellerList = await get<Summaries>('inquiry_threads', sellerA.token, { inquiryId: inquiry.id });
    expect(sellerList.body.data.list[0]!.preview).not.toContain('13911112222');
    const sellerInbox = await get<{ list: { kind: string; body: string }[] }>('messages', sellerA.token, { pageSize: 5 });
    const note = sellerInbox.body.data.list.find((m) => m.kind === 'inquiry_message')!;
    expect(note.body).toContain('[电话已隐藏]');
    expect(note.body).not.toContain('13911112222');

    // The buyer reads their own words as written.
    const own = await thread(buyer.token, line.id, sellerA.id);
    expect(own.body.data.messages.map((m) => [m.from, m.mine, m.body])).toEqual([
      ['seller', false, '请问需要什么级别？我们有 AR 和 GR。'],
      ['buyer', true, answer],
    ]);

    // Once the buyer orders from this seller on this inquiry, the seller sees who they are.
    const quote = await post<{ id: number }>('create_quotation', sellerA.token, {
      lineId: line.id,
      priceCents: 20_000,
      packSize: 1,
      unitCode: 'kg',
      inStock: true,
      validUntil,
    });
    expect(quote.body.code, quote.body.msg).toBe(0);
    expect((await post('inquiry_change_status', buyer.token, { inquiryId: inquiry.id, action: 'accept', quotationId: quote.body.data.id })).body.code).toBe(0);
    const order = await post('create_order', buyer.token, { quotationIds: [quote.body.data.id] });
    expect(order.body.code, order.body.msg).toBe(0);
    const after = await thread(sellerA.token, line.id);
    expect(after.body.data).toMatchObject({ contactsVisible: true, buyer: { contactName: '周明', contactPhone: '13911112222' } });
    expect(after.body.data.messages.find((m) => m.from === 'buyer')!.body).toBe(answer);
  });

  it('tells the other side once per burst, in-app and by mail, and again after they have read', async () => {
    const line = inquiry.lines[1]!;
    const sellerMail = EMAIL(sellerB.username);
    const buyerMail = EMAIL(buyer.username);
    const before = await owedMailsTo(buyerMail);
    for (const text of ['第一条', '第二条', '第三条']) expect((await send(sellerB.token, { lineId: line.id, body: text })).body.code).toBe(0);
    expect(await owedMailsTo(buyerMail)).toBe(before + 1);
    expect((await thread(buyer.token, line.id, sellerB.id)).body.data.unread).toBe(3);

    const read = await post<{ unread: number }>('inquiry_thread_read', buyer.token, { lineId: line.id, sellerId: sellerB.id });
    expect(read.body.code, read.body.msg).toBe(0);
    expect((await thread(buyer.token, line.id, sellerB.id)).body.data.unread).toBe(0);
    await send(sellerB.token, { lineId: line.id, body: '第四条' });
    expect(await owedMailsTo(buyerMail)).toBe(before + 2);

    const sellerBefore = await owedMailsTo(sellerMail);
    await send(buyer.token, { lineId: line.id, sellerId: sellerB.id, body: '收到' });
    expect(await owedMailsTo(sellerMail)).toBe(sellerBefore + 1);
  });
});

describe('only the two of them', () => {
  it('answers “not found” to another seller, another buyer and a seller the buyer never heard from', async () => {
    const line = inquiry.lines[0]!;
    const intruder = await thread(sellerB.token, line.id, sellerA.id);
    expect(intruder.body.code).toBe(ErrorCode.INQUIRY_NOT_FOUND);
    const posing = await send(sellerB.token, { lineId: line.id, sellerId: sellerA.id, body: '我是甲' });
    expect(posing.body.code).toBe(ErrorCode.INQUIRY_NOT_FOUND);
    // Seller B's own thread on this line is theirs and empty: nothing of A's leaks into it.
    const own = await thread(sellerB.token, line.id);
    expect(own.body.data.messages).toEqual([]);
    const bList = await get<Summaries>('inquiry_threads', sellerB.token, { inquiryId: inquiry.id });
    expect(bList.body.data.list.every((t) => t.seller.id === sellerB.id)).toBe(true);

    const stranger = await freshMember(db, 'thr_x', { buyer: true });
    expect((await thread(stranger.token, line.id, sellerA.id)).body.code).toBe(ErrorCode.INQUIRY_NOT_FOUND);
    expect((await thread(stranger.token, line.id)).body.code).toBe(ErrorCode.INQUIRY_NOT_FOUND);
    expect((await get('inquiry_threads', stranger.token, { inquiryId: inquiry.id })).body.code).toBe(ErrorCode.INQUIRY_NOT_FOUND);
    expect((await send(stranger.token, { lineId: line.id, body: '你好' })).body.code).toBe(ErrorCode.INQUIRY_NOT_FOUND);

    const silent = await freshMember(db, 'thr_sc', { seller: true });
    expect((await thread(buyer.token, line.id, silent.id)).body.code).toBe(ErrorCode.INQUIRY_NOT_FOUND);
    expect((await send(buyer.token, { lineId: line.id, sellerId: silent.id, body: '你好' })).body.code).toBe(ErrorCode.INQUIRY_NOT_FOUND);
    expect((await call('/api/inquiry_thread', { query: { lineId: line.id } })).body.code).toBe(10);
  });

  it('serves attachments to the two parties only, and takes only the author’s own message uploads', async () => {
    const line = inquiry.lines[1]!;
    const file = await upload<{ id: number }>('upload_file', buyer.token, { bytes: PNG, name: '结构式.png' }, { purpose: 'message' });
    expect(file.code, file.msg).toBe(0);
    const sent = await send(buyer.token, { lineId: line.id, sellerId: sellerB.id, body: '', attachmentIds: [file.data.id] });
    expect(sent.body.code, sent.body.msg).toBe(0);
    const attachment = sent.body.data.message.attachments[0]!;
    expect(attachment.name).toBe('结构式.png');

    const bySeller = await fetchFile(attachment.url, sellerB.token);
    expect(bySeller.status).toBe(200);
    expect(bySeller.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await bySeller.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetchFile(attachment.url, buyer.token)).status).toBe(200);
    const byOther = await call(attachment.url, { token: sellerA.token });
    expect(byOther.body.code).toBe(ErrorCode.NOT_FOUND);
    // Operators read uploads for review, but not conversations' attachments.
    const operator = await freshMember(db, 'thr_op', { operator: true });
    expect((await call(attachment.url, { token: operator.token })).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await fetchPlainFile(`/files/${file.data.id}`, operator.token)).status).toBe(404);
    expect((await fetchPlainFile(`/files/${file.data.id}`, buyer.token)).status).toBe(200);

    // A file name is shown to the seller with the buyer's phone number hidden, like the text.
    const named = await upload<{ id: number }>('upload_file', buyer.token, { bytes: PNG, name: '周明-13911112222.png' }, { purpose: 'message' });
    expect((await send(buyer.token, { lineId: line.id, sellerId: sellerB.id, attachmentIds: [named.data.id] })).body.code).toBe(0);
    const asSeller = await thread(sellerB.token, line.id);
    expect(asSeller.body.data.messages.at(-1)!.attachments[0]!.name).toBe('周明-[电话已隐藏].png');
    expect((await thread(buyer.token, line.id, sellerB.id)).body.data.messages.at(-1)!.attachments[0]!.name).toBe('周明-13911112222.png');

    const licence = await upload<{ id: number }>('upload_file', buyer.token, { bytes: PNG, name: '执照.png' }, { purpose: 'licence' });
    const wrongPurpose = await send(buyer.token, { lineId: line.id, sellerId: sellerB.id, body: '附件', attachmentIds: [licence.data.id] });
    expect(wrongPurpose.body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: '附件不存在或已失效，请重新上传' });
    const someoneElses = await upload<{ id: number }>('upload_file', sellerA.token, { bytes: PNG, name: 'a.png' }, { purpose: 'message' });
    const borrowed = await send(buyer.token, { lineId: line.id, sellerId: sellerB.id, body: '附件', attachmentIds: [someoneElses.data.id] });
    expect(borrowed.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    const blank = await send(buyer.token, { lineId: line.id, sellerId: sellerB.id, body: '   ' });
    expect(blank.body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: '请输入消息内容或添加附件' });
    const long = await send(buyer.token, { lineId: line.id, sellerId: sellerB.id, body: '长'.repeat(2001) });
    expect(long.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(long.body.msg).toContain('2000');
  });
});

describe('limits and closed inquiries', () => {
  it('refuses a seller starting a conversation on an inquiry that no longer takes quotations, and everyone on a cancelled one', async () => {
    const closed = await newInquiry(1);
    const line = closed.lines[0]!;
    expect((await send(sellerA.token, { lineId: line.id, body: '在吗' })).body.code).toBe(0);
    expect((await post('inquiry_change_status', buyer.token, { inquiryId: closed.id, action: 'close' })).body.code).toBe(0);
    // A conversation already begun goes on; a new one cannot start.
    expect((await send(sellerA.token, { lineId: line.id, body: '还需要吗' })).body.code).toBe(0);
    const late = await send(sellerB.token, { lineId: line.id, body: '我也有货' });
    expect(late.body.code).toBe(ErrorCode.THREAD_CLOSED);
    expect(late.body.msg).toContain('不能再发起沟通');
    expect((await thread(sellerB.token, line.id)).body.data).toMatchObject({ canPost: false, cannotPostReason: expect.stringContaining('不接受报价') });

    const cancelled = await newInquiry(1);
    const cLine = cancelled.lines[0]!;
    expect((await send(sellerA.token, { lineId: cLine.id, body: '在吗' })).body.code).toBe(0);
    expect((await post('inquiry_change_status', buyer.token, { inquiryId: cancelled.id, action: 'cancel' })).body.code).toBe(0);
    const refused = await send(buyer.token, { lineId: cLine.id, sellerId: sellerA.id, body: '不要了' });
    expect(refused.body).toMatchObject({ code: ErrorCode.THREAD_CLOSED, msg: '询价单已取消，不能再发消息' });
  });

  it('allows 120 messages an hour per member, counted in the database', async () => {
    const chatty = await freshMember(db, 'thr_sd', { seller: true });
    const line = inquiry.lines[1]!;
    const first = await send(chatty.token, { lineId: line.id, body: '第 1 条' });
    expect(first.body.code, first.body.msg).toBe(0);
    const at = new Date().toISOString();
    await db
      .insertInto('inquiryThreadMessages')
      .values(
        Array.from({ length: 119 }, (_, i) => ({
          threadId: first.body.data.threadId,
          author: 'seller' as const,
          authorId: chatty.id,
          body: `第 ${i + 2} 条`,
          attachmentIds: '[]',
          createdAt: at,
        })),
      )
      .execute();
    const over = await send(chatty.token, { lineId: line.id, body: '第 121 条' });
    expect(over.body.code).toBe(ErrorCode.THREAD_TOO_FREQUENT);
    expect(over.body.msg).toMatch(/一小时内最多发送 120 条消息，请 \d+ 分钟后再试/);
  });
});
