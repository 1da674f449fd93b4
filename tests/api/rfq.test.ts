import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import { ErrorCode } from '@/lib/server/core/errors';
import { mailArrives } from './eventually';
import { call, memberIdOf, testDb, tokenFor, url } from './helpers';
import { freshMember, spendQuoteAllowance, type FreshMember } from './kit';

/*
 * Inquiries and quotations: every transition and every forbidden
 * action, the two concurrency cases for real (parallel HTTP calls),
 * notifications and mails. Fresh members per run, so the tests hold on a
 * PostgreSQL database that earlier runs used.
 */

const db = testDb();
afterAll(() => db.destroy());

type Page<T> = { list: T[]; total: number; page: number; pageSize: number };
type Line = { id: number; lineNo: number; cas: string | null; productName: string; substanceKnown: boolean; quantity: number; unit: { code: string } };
type Quotation = {
  id: number;
  lineId: number;
  inquiryId: number;
  seller: { id: number; name: string };
  priceCents: number;
  normalizedPrice: { cents: number; per: string } | null;
  status: string;
  supersedesId: number | null;
  cheapest: boolean;
};
type Inquiry = { id: number; inquiryNo: string; lines: Line[]; lineCount: number; status: string; cas: string | null; productName: string; deadline: string };
type DetailLine = Line & { accepted: boolean; acceptedQuotationId: number | null; quoteCount: number; quotations: Quotation[] };
type Detail = {
  id: number;
  status: string;
  viewer: string;
  buyer: { label: string; contactName: string | null; contactPhone: string | null };
  delivery: unknown;
  lines: DetailLine[];
  allowedActions: string[];
};
type Message = { id: number; kind: string; title: string; body: string; read: boolean };

let counter = 0;
const RUN = `${Date.now().toString(36)}${process.pid % 1000}`;

/** A fresh member with an email address, signed in. */
async function freshRfqMember(role: 'buyer' | 'seller' | 'both'): Promise<FreshMember & { email: string }> {
  counter += 1;
  const member = await freshMember(
    db,
    `rfq_${role}`,
    { buyer: role !== 'seller', seller: role !== 'buyer' },
    {
      memberType: role === 'buyer' ? 'teacher' : 'licence',
      displayName: role === 'buyer' ? '李明' : `卖家${counter}`,
      companyName: role === 'buyer' ? null : `测试化工${RUN}${counter}有限公司`,
      email: (username) => `${username}@example.com`,
    },
  );
  return { ...member, email: `${member.username}@example.com` };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const CONTACT = { contactName: '李老师', contactPhone: '13800138000' };

/*
 * Products no hot-sale ranking can pick up, so repeated runs on one
 * PostgreSQL database leave the merchandising tests' ranking alone:
 * 1,2-dichloroethane is in the catalog without on-shelf goods; gold and
 * p-nitrophenol are valid CAS numbers outside it.
 */
const DCE = '107-06-2';
const GOLD = '7440-57-5';

async function createInquiry(token: string, extra: object = {}): Promise<Inquiry> {
  const { body } = await call<Inquiry>('/api/create_inquiry', {
    method: 'POST',
    token,
    body: {
      ...CONTACT,
      lines: [
        { cas: DCE, quantity: 2, unitCode: 'L', purity: 'AR' },
        { cas: GOLD, productName: '金粉', quantity: 500, unitCode: 'g' },
      ],
      ...extra,
    },
  });
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

function offer(lineId: number, priceCents: number, extra: object = {}) {
  return { lineId, priceCents, packSize: 500, unitCode: 'mL', purity: 'AR', inStock: true, validUntil: inDays(10), ...extra };
}

/** The unit a pack is quoted in by default: mL for a line asked by volume, g for one asked by mass (quoting across kinds is refused). */
async function packUnitOf(lineId: number): Promise<string> {
  const { kind } = await db
    .selectFrom('inquiryLines')
    .innerJoin('units', 'units.id', 'inquiryLines.unitId')
    .select('units.kind')
    .where('inquiryLines.id', '=', lineId)
    .executeTakeFirstOrThrow();
  return kind === 'mass' ? 'g' : 'mL';
}

async function quote(token: string, lineId: number, priceCents: number, extra: object = {}) {
  return call<Quotation>('/api/create_quotation', {
    method: 'POST',
    token,
    body: offer(lineId, priceCents, { unitCode: await packUnitOf(lineId).catch(() => 'mL'), ...extra }),
  });
}

async function detail(token: string, id: number) {
  return call<Detail>('/api/inquiry_detail', { token, query: { id } });
}

function changeStatus(token: string, body: object) {
  return call<Detail>('/api/inquiry_change_status', { method: 'POST', token, body });
}

let buyer: Awaited<ReturnType<typeof freshRfqMember>>;
let sellerA: Awaited<ReturnType<typeof freshRfqMember>>;
let sellerB: Awaited<ReturnType<typeof freshRfqMember>>;
let sellerC: Awaited<ReturnType<typeof freshRfqMember>>;

beforeAll(async () => {
  [buyer, sellerA, sellerB, sellerC] = await Promise.all([freshRfqMember('buyer'), freshRfqMember('seller'), freshRfqMember('seller'), freshRfqMember('both')]);
});

describe('POST /api/create_inquiry (multi-line)', () => {
  it('creates a header with lines; catalog and outside-catalog lines alike', async () => {
    const inquiry = await createInquiry(buyer.token, {
      lines: [
        { cas: DCE, quantity: 2, unitCode: 'L', purity: 'AR', packaging: '500 mL × 4' },
        { cas: '100-02-7', productName: '对硝基苯酚', quantity: 1, unitCode: 'kg' },
        { smiles: 'CC(=O)Oc1ccccc1C(=O)O', productName: '自拟结构', quantity: 5, unitCode: 'g' },
      ],
      remarks: '请注明货期',
      neededBy: '2030-01-01',
    });
    expect(inquiry).toMatchObject({ status: 'open', lineCount: 3, cas: DCE, productName: '1,2-二氯乙烷 1,2-dichloroethane' });
    expect(inquiry.lines.map((l) => [l.lineNo, l.substanceKnown])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
  });

  it('refuses a bad line naming it, a past deadline and another member’s attachment', async () => {
    const bad = await call('/api/create_inquiry', {
      method: 'POST',
      token: buyer.token,
      body: {
        ...CONTACT,
        lines: [
          { cas: DCE, quantity: 1, unitCode: 'L' },
          { cas: '64-17-6', quantity: 1, unitCode: 'L' },
        ],
      },
    });
    expect(bad.body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED });
    expect(bad.body.msg).toContain('lines.1.cas');
    const unit = await call('/api/create_inquiry', {
      method: 'POST',
      token: buyer.token,
      body: {
        ...CONTACT,
        lines: [
          { cas: DCE, quantity: 1, unitCode: 'L' },
          { cas: GOLD, quantity: 1, unitCode: 'box' },
        ],
      },
    });
    expect(unit.body.msg).toBe('参数 lines.1.unitCode 不正确：没有单位“box”，请从单位列表中选择');
    const past = await call('/api/create_inquiry', {
      method: 'POST',
      token: buyer.token,
      body: { ...CONTACT, lines: [{ cas: DCE, quantity: 1, unitCode: 'L' }], deadline: '2020-01-01' },
    });
    expect(past.body.msg).toBe('参数 deadline 不正确：报价截止时间须晚于现在');
    const attachment = await call('/api/create_inquiry', {
      method: 'POST',
      token: buyer.token,
      body: { ...CONTACT, lines: [{ cas: DCE, quantity: 1, unitCode: 'L' }], attachmentIds: [1] },
    });
    expect(attachment.body.code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('is for buyers only: a seller-only member gets 3012', async () => {
    const { body } = await call('/api/create_inquiry', {
      method: 'POST',
      token: sellerA.token,
      body: { ...CONTACT, lines: [{ cas: DCE, quantity: 1, unitCode: 'L' }] },
    });
    expect(body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
  });
});

describe('quoting, comparing and accepting', () => {
  let inquiry: Inquiry;
  let ethanol: Line;
  let acetone: Line;

  beforeAll(async () => {
    inquiry = await createInquiry(buyer.token);
    [ethanol, acetone] = inquiry.lines as [Line, Line];
  });

  it('the public zone lists the open inquiry with the buyer masked; search by CAS finds it', async () => {
    const { body } = await call<Page<{ id: number; buyer: string; quoteCount: number; own: boolean }>>('/api/inquiry_index', {
      query: { keyword: GOLD, pageSize: 100 },
    });
    expect(body.code).toBe(0);
    const mine = body.data.list.find((i) => i.id === inquiry.id)!;
    expect(mine).toMatchObject({ buyer: '李老师', quoteCount: 0, own: false });
    expect(JSON.stringify(body.data)).not.toContain('13800138000');
  });

  it('a seller sees the line to quote, with the buyer masked', async () => {
    const { body } = await call<Page<{ lineId: number; buyer: string }>>('/api/not_quote', {
      token: sellerA.token,
      query: { keyword: inquiry.inquiryNo, pageSize: 100 },
    });
    expect(body.code, body.msg).toBe(0);
    expect(body.data.list.map((l) => l.lineId).sort()).toEqual([ethanol.id, acetone.id].sort());
    const dialog = await call<{ canQuote: boolean; myQuotation: null; line: Line }>('/api/add_quotation', {
      token: sellerA.token,
      query: { lineId: ethanol.id },
    });
    expect(dialog.body.data).toMatchObject({ canQuote: true, myQuotation: null, line: { id: ethanol.id } });
  });

  it('open → quoted on the first quotation; the buyer gets a message and a mail', async () => {
    const first = await quote(sellerA.token, ethanol.id, 4000);
    expect(first.body.code, first.body.msg).toBe(0);
    expect(first.body.data).toMatchObject({ status: 'active', priceCents: 4000, normalizedPrice: { cents: 8, per: 'mL' } });
    expect((await detail(buyer.token, inquiry.id)).body.data.status).toBe('quoted');
    const messages = await call<Page<Message> & { unread: number }>('/api/messages', { token: buyer.token });
    expect(messages.body.data.unread).toBeGreaterThan(0);
    expect(messages.body.data.list[0]).toMatchObject({ kind: 'quotation_received', read: false });
    await mailArrives(buyer.email, inquiry.inquiryNo);
  });

  it('one active quotation per seller and line: a second answers 4007; append instead', async () => {
    const again = await quote(sellerA.token, ethanol.id, 3900);
    expect(again.body.code).toBe(ErrorCode.QUOTATION_EXISTS);
  });

  it('a seller cannot quote on their own inquiry (4006)', async () => {
    const own = await createInquiry(sellerC.token);
    const { body } = await quote(sellerC.token, own.lines[0]!.id, 1000);
    expect(body).toMatchObject({ code: ErrorCode.OWN_INQUIRY, msg: '不能对自己的询价报价' });
  });

  it('only sellers quote (3012 for a buyer), and quoting checks the line exists (4002)', async () => {
    expect((await quote(buyer.token, ethanol.id, 1000)).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
    expect((await quote(sellerA.token, 2_000_000_000, 1000)).body.code).toBe(ErrorCode.INQUIRY_NOT_FOUND);
    expect((await quote(sellerC.token, ethanol.id, 1000, { validUntil: '2020-01-01' })).body).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      msg: '参数 validUntil 不正确：报价有效期须晚于现在',
    });
  });

  it('append supersedes the seller’s quotation, keeps the history, tells the buyer', async () => {
    const second = await quote(sellerB.token, ethanol.id, 3800, { packSize: 1, unitCode: 'L' });
    expect(second.body.code, second.body.msg).toBe(0);
    const active = (await detail(sellerA.token, inquiry.id)).body.data.lines[0]!.quotations[0]!;
    const appended = await call<Quotation>('/api/append_quotation', {
      method: 'POST',
      token: sellerA.token,
      body: { quotationId: active.id, priceCents: 3500, packSize: 500, unitCode: 'mL', inStock: true, validUntil: inDays(10) },
    });
    expect(appended.body.code, appended.body.msg).toBe(0);
    expect(appended.body.data).toMatchObject({ supersedesId: active.id, status: 'active' });
    const again = await call('/api/append_quotation', {
      method: 'POST',
      token: sellerA.token,
      body: { quotationId: active.id, priceCents: 3400, packSize: 500, unitCode: 'mL', validUntil: inDays(10) },
    });
    expect(again.body).toMatchObject({ code: ErrorCode.QUOTATION_TRANSITION_INVALID, msg: '报价当前为“已追加新报价”，不能追加' });
    const messages = await call<Page<Message>>('/api/messages', { token: buyer.token });
    expect(messages.body.data.list[0]).toMatchObject({ kind: 'quotation_appended' });
  });

  it('the buyer sees every quotation with history and the cheapest per mL marked; a seller only their own', async () => {
    const buyerView = (await detail(buyer.token, inquiry.id)).body.data;
    expect(buyerView).toMatchObject({ viewer: 'buyer', buyer: { contactPhone: '13800138000' }, allowedActions: ['accept', 'close', 'cancel'] });
    const line = buyerView.lines[0]!;
    expect(line.quotations.map((q) => q.status).sort()).toEqual(['active', 'active', 'superseded']);
    // 3500 per 500 mL = 7/mL beats 3800 per L = 3.8/mL.
    const cheapest = line.quotations.find((q) => q.cheapest)!;
    expect(cheapest).toMatchObject({ seller: { id: sellerB.id }, normalizedPrice: { cents: 3.8, per: 'mL' } });

    const sellerView = (await detail(sellerA.token, inquiry.id)).body.data;
    expect(sellerView).toMatchObject({
      viewer: 'seller',
      buyer: { label: '李老师', contactName: null, contactPhone: null },
      delivery: null,
      allowedActions: [],
    });
    const seen = sellerView.lines.flatMap((l) => l.quotations);
    expect(seen.every((q) => q.seller.id === sellerA.id)).toBe(true);
    expect(JSON.stringify(sellerView)).not.toContain('3800');
    expect(sellerView.lines[0]!.quoteCount).toBe(2);
  });

  it('a competitor cannot read, append or cancel another seller’s quotation (4003)', async () => {
    const theirs = (await detail(sellerB.token, inquiry.id)).body.data.lines[0]!.quotations[0]!;
    expect((await call('/api/cancel_quote', { method: 'POST', token: sellerA.token, body: { quotationId: theirs.id } })).body.code).toBe(
      ErrorCode.QUOTATION_NOT_FOUND,
    );
    const append = await call('/api/append_quotation', {
      method: 'POST',
      token: sellerA.token,
      body: { quotationId: theirs.id, priceCents: 1, packSize: 1, unitCode: 'g', validUntil: inDays(3) },
    });
    expect(append.body.code).toBe(ErrorCode.QUOTATION_NOT_FOUND);
  });

  it('another buyer cannot see or change the inquiry: not found (4002)', async () => {
    const other = await freshRfqMember('buyer');
    expect((await detail(other.token, inquiry.id)).body.code).toBe(ErrorCode.INQUIRY_NOT_FOUND);
    expect((await changeStatus(other.token, { inquiryId: inquiry.id, action: 'cancel' })).body.code).toBe(ErrorCode.INQUIRY_NOT_FOUND);
    const theirs = (await detail(buyer.token, inquiry.id)).body.data.lines[0]!.quotations[0]!;
    expect((await changeStatus(other.token, { inquiryId: inquiry.id, action: 'accept', quotationId: theirs.id })).body.code).toBe(ErrorCode.INQUIRY_NOT_FOUND);
  });

  it('accepting one line: partly accepted, the other seller lost (message and mail without any price), the winner told', async () => {
    const buyerView = (await detail(buyer.token, inquiry.id)).body.data;
    const winner = buyerView.lines[0]!.quotations.find((q) => q.seller.id === sellerB.id && q.status === 'active')!;
    const accepted = await changeStatus(buyer.token, { inquiryId: inquiry.id, action: 'accept', quotationId: winner.id });
    expect(accepted.body.code, accepted.body.msg).toBe(0);
    expect(accepted.body.data.status).toBe('partly_accepted');
    const line = accepted.body.data.lines[0]!;
    expect(line).toMatchObject({ accepted: true, acceptedQuotationId: winner.id });
    expect(line.quotations.filter((q) => q.status === 'lost').map((q) => q.seller.id)).toEqual([sellerA.id]);

    const lostMessages = await call<Page<Message>>('/api/messages', { token: sellerA.token });
    const lost = lostMessages.body.data.list.find((m) => m.kind === 'quotation_lost')!;
    expect(lost.body).toContain(inquiry.inquiryNo);
    expect(lost.body).not.toMatch(/3800|3500|¥|元/);
    const lostMail = await mailArrives(sellerA.email, '未被采纳');
    expect(lostMail.text).not.toContain('38.00');
    await mailArrives(sellerB.email, '已被买家采纳');

    const won = await call<Page<{ quotation: Quotation }>>('/api/add_quote', { token: sellerB.token });
    expect(won.body.data.list.map((w) => w.quotation.id)).toContain(winner.id);
    const lostList = await call<Page<{ quotation: Quotation }>>('/api/lost_list', { token: sellerA.token });
    expect(lostList.body.data.list.some((w) => w.quotation.lineId === ethanol.id)).toBe(true);
    // The seller who lost sees that the line was accepted, never by whom.
    expect((await detail(sellerA.token, inquiry.id)).body.data.lines[0]).toMatchObject({ accepted: true, acceptedQuotationId: null });
  });

  it('a lost quotation cannot be accepted (4008) or cancelled (4005); the accepted line takes no new quotation', async () => {
    const lost = (await detail(buyer.token, inquiry.id)).body.data.lines[0]!.quotations.find((q) => q.status === 'lost')!;
    expect((await changeStatus(buyer.token, { inquiryId: inquiry.id, action: 'accept', quotationId: lost.id })).body.code).toBe(
      ErrorCode.LINE_ALREADY_ACCEPTED,
    );
    expect((await call('/api/cancel_quote', { method: 'POST', token: sellerA.token, body: { quotationId: lost.id } })).body.code).toBe(
      ErrorCode.QUOTATION_TRANSITION_INVALID,
    );
    expect((await quote(sellerC.token, ethanol.id, 100)).body.code).toBe(ErrorCode.LINE_ALREADY_ACCEPTED);
  });

  it('accepting the last line: accepted; then cancel is refused (4004) and close is allowed', async () => {
    const q = await quote(sellerA.token, acetone.id, 2000);
    expect(q.body.code, q.body.msg).toBe(0);
    const accepted = await changeStatus(buyer.token, { inquiryId: inquiry.id, action: 'accept', quotationId: q.body.data.id });
    expect(accepted.body.data.status).toBe('accepted');
    const cancel = await changeStatus(buyer.token, { inquiryId: inquiry.id, action: 'cancel' });
    expect(cancel.body).toMatchObject({ code: ErrorCode.INQUIRY_TRANSITION_INVALID, msg: '询价单当前为“已采纳”，不能取消' });
    const close = await changeStatus(buyer.token, { inquiryId: inquiry.id, action: 'close' });
    expect(close.body.data.status).toBe('closed');
    expect((await changeStatus(buyer.token, { inquiryId: inquiry.id, action: 'close' })).body.code).toBe(ErrorCode.INQUIRY_TRANSITION_INVALID);
  });

  it('the buyer’s list has status tabs with counts and search', async () => {
    const { body } = await call<Page<{ id: number; status: string }> & { counts: Record<string, number> }>('/api/inquiries', {
      token: buyer.token,
      query: { status: 'closed' },
    });
    expect(body.code, body.msg).toBe(0);
    expect(body.data.list.map((i) => i.id)).toContain(inquiry.id);
    expect(body.data.counts.closed).toBeGreaterThanOrEqual(1);
    expect(body.data.counts.all).toBeGreaterThanOrEqual(2);
    const search = await call<Page<{ id: number }>>('/api/inquiries', { token: buyer.token, query: { keyword: 'DICHLOROethane' } });
    expect(search.body.data.list.map((i) => i.id)).toContain(inquiry.id);
    expect((await call('/api/inquiries', { token: sellerA.token })).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
  });
});

describe('cancel, close and withdrawal', () => {
  it('seller cancels: active → cancelled, in the cancel list; cannot cancel twice', async () => {
    const inquiry = await createInquiry(buyer.token);
    const q = await quote(sellerA.token, inquiry.lines[0]!.id, 1500);
    const cancelled = await call<Quotation>('/api/cancel_quote', { method: 'POST', token: sellerA.token, body: { quotationId: q.body.data.id } });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await call('/api/cancel_quote', { method: 'POST', token: sellerA.token, body: { quotationId: q.body.data.id } })).body).toMatchObject({
      code: ErrorCode.QUOTATION_TRANSITION_INVALID,
      msg: '报价当前为“已撤销”，不能撤销',
    });
    const list = await call<Page<{ quotation: Quotation }>>('/api/cancel_list', { token: sellerA.token });
    expect(list.body.data.list.map((i) => i.quotation.id)).toContain(q.body.data.id);
    // After withdrawing, the seller may quote on the line again.
    expect((await quote(sellerA.token, inquiry.lines[0]!.id, 1400)).body.code).toBe(0);
  });

  it('an inquiry whose every quotation is withdrawn waits for quotes again (待报价), and one still quoted stays 已报价', async () => {
    const inquiry = await createInquiry(buyer.token);
    const a = await quote(sellerA.token, inquiry.lines[0]!.id, 1500);
    const b = await quote(sellerB.token, inquiry.lines[0]!.id, 1600);
    const statusOf = async () => (await db.selectFrom('inquiries').select('status').where('id', '=', inquiry.id).executeTakeFirstOrThrow()).status;
    expect(await statusOf()).toBe('quoted');
    await call('/api/cancel_quote', { method: 'POST', token: sellerA.token, body: { quotationId: a.body.data.id } });
    expect(await statusOf()).toBe('quoted');
    await call('/api/cancel_quote', { method: 'POST', token: sellerB.token, body: { quotationId: b.body.data.id } });
    expect(await statusOf()).toBe('open');
    const open = await call<Page<{ id: number }>>('/api/inquiries', { token: buyer.token, query: { status: 'open' } });
    expect(open.body.data.list.map((i) => i.id)).toContain(inquiry.id);
    // A new quotation makes it 已报价 again.
    expect((await quote(sellerA.token, inquiry.lines[0]!.id, 1400)).body.code).toBe(0);
    expect(await statusOf()).toBe('quoted');
  });

  it('buyer cancels: the inquiry cancelled, active quotations cancelled with it; no more quotations (4004)', async () => {
    const inquiry = await createInquiry(buyer.token);
    const q = await quote(sellerB.token, inquiry.lines[0]!.id, 1500);
    const cancelled = await changeStatus(buyer.token, { inquiryId: inquiry.id, action: 'cancel' });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(cancelled.body.data.lines[0]!.quotations[0]).toMatchObject({ id: q.body.data.id, status: 'cancelled' });
    expect((await quote(sellerA.token, inquiry.lines[1]!.id, 100)).body).toMatchObject({
      code: ErrorCode.INQUIRY_TRANSITION_INVALID,
      msg: '询价单当前为“已取消”，不能报价',
    });
    expect((await call<Page<Message>>('/api/messages', { token: sellerB.token })).body.data.list[0]).toMatchObject({ kind: 'quotation_cancelled' });
  });

  it('buyer closes an open inquiry: closed, gone from the zone', async () => {
    const inquiry = await createInquiry(buyer.token);
    expect((await changeStatus(buyer.token, { inquiryId: inquiry.id, action: 'close' })).body.data.status).toBe('closed');
    const zone = await call<Page<{ id: number }>>('/api/inquiry_index', { query: { keyword: inquiry.inquiryNo } });
    expect(zone.body.data.list).toEqual([]);
  });

  it('accept needs a quotation id (1004) and a quotation of this inquiry (4003)', async () => {
    const inquiry = await createInquiry(buyer.token);
    expect((await changeStatus(buyer.token, { inquiryId: inquiry.id, action: 'accept' })).body.code).toBe(ErrorCode.VALIDATION_FAILED);
    const elsewhere = await createInquiry(buyer.token);
    const q = await quote(sellerA.token, elsewhere.lines[0]!.id, 1000);
    await quote(sellerA.token, inquiry.lines[0]!.id, 1000);
    expect((await changeStatus(buyer.token, { inquiryId: inquiry.id, action: 'accept', quotationId: q.body.data.id })).body.code).toBe(
      ErrorCode.QUOTATION_NOT_FOUND,
    );
  });
});

describe('expiry by time (read-time, no cron)', () => {
  it('a quotation past its validity cannot be accepted (4010); an inquiry past its deadline expires (4009)', async () => {
    const shortLived = await createInquiry(buyer.token, { deadline: inSeconds(3) });
    const normal = await createInquiry(buyer.token);
    const q1 = await quote(sellerA.token, shortLived.lines[0]!.id, 1000);
    const q2 = await quote(sellerA.token, normal.lines[0]!.id, 1000, { validUntil: inSeconds(2) });
    expect([q1.body.code, q2.body.code]).toEqual([0, 0]);
    await sleep(3500);
    const expiredQuote = await changeStatus(buyer.token, { inquiryId: normal.id, action: 'accept', quotationId: q2.body.data.id });
    expect(expiredQuote.body).toMatchObject({ code: ErrorCode.QUOTATION_EXPIRED, msg: '报价已过有效期，不能采纳' });
    const expiredInquiry = await changeStatus(buyer.token, { inquiryId: shortLived.id, action: 'accept', quotationId: q1.body.data.id });
    expect(expiredInquiry.body.code).toBe(ErrorCode.INQUIRY_EXPIRED);
    const view = (await detail(buyer.token, shortLived.id)).body.data;
    expect(view).toMatchObject({ status: 'expired', allowedActions: [] });
    expect(view.lines[0]!.quotations[0]!.status).toBe('expired');
    expect((await quote(sellerB.token, shortLived.lines[1]!.id, 100)).body.code).toBe(ErrorCode.INQUIRY_EXPIRED);
    expect((await changeStatus(buyer.token, { inquiryId: shortLived.id, action: 'cancel' })).body.code).toBe(ErrorCode.INQUIRY_EXPIRED);
    const lostList = await call<Page<{ quotation: Quotation }>>('/api/lost_list', { token: sellerA.token, query: { pageSize: 100 } });
    expect(lostList.body.data.list.map((l) => l.quotation.id)).toEqual(expect.arrayContaining([q1.body.data.id, q2.body.data.id]));
  });
});

describe('concurrency, for real', () => {
  it('two parallel accepts of different quotations on one line accept exactly one', async () => {
    for (let round = 0; round < 3; round++) {
      const inquiry = await createInquiry(buyer.token);
      const line = inquiry.lines[0]!;
      const [a, b] = await Promise.all([quote(sellerA.token, line.id, 1000), quote(sellerB.token, line.id, 1100)]);
      const answers = await Promise.all([a, b].map((q) => changeStatus(buyer.token, { inquiryId: inquiry.id, action: 'accept', quotationId: q.body.data.id })));
      expect(answers.map((r) => r.body.code).sort()).toEqual([0, ErrorCode.LINE_ALREADY_ACCEPTED]);
      const view = (await detail(buyer.token, inquiry.id)).body.data.lines[0]!;
      expect(view.quotations.filter((q) => q.status === 'accepted')).toHaveLength(1);
      expect(view.quotations.filter((q) => q.status === 'lost')).toHaveLength(1);
      expect(view.acceptedQuotationId).toBe(view.quotations.find((q) => q.status === 'accepted')!.id);
    }
  });

  it('a quotation cancelled while being accepted is accepted or cancelled, never both', async () => {
    for (let round = 0; round < 3; round++) {
      const inquiry = await createInquiry(buyer.token);
      const q = await quote(sellerA.token, inquiry.lines[0]!.id, 1000);
      const [accept, cancel] = await Promise.all([
        changeStatus(buyer.token, { inquiryId: inquiry.id, action: 'accept', quotationId: q.body.data.id }),
        call<Quotation>('/api/cancel_quote', { method: 'POST', token: sellerA.token, body: { quotationId: q.body.data.id } }),
      ]);
      const codes = [accept.body.code, cancel.body.code];
      expect(codes.filter((c) => c === 0)).toHaveLength(1);
      expect(codes.filter((c) => c === ErrorCode.QUOTATION_TRANSITION_INVALID)).toHaveLength(1);
      const status = (await detail(buyer.token, inquiry.id)).body.data.lines[0]!.quotations[0]!.status;
      expect(status).toBe(accept.body.code === 0 ? 'accepted' : 'cancelled');
    }
  });
});

describe('messages', () => {
  it('mark some or all read; the unread count follows; another member’s ids change nothing', async () => {
    const { body } = await call<Page<Message> & { unread: number }>('/api/messages', { token: buyer.token, query: { unreadOnly: '1' } });
    expect(body.data.unread).toBeGreaterThan(1);
    const first = body.data.list[0]!;
    const foreign = await call<{ unread: number }>('/api/messages_read', { method: 'POST', token: sellerA.token, body: { ids: [first.id] } });
    expect(foreign.body.code).toBe(0);
    const one = await call<{ unread: number }>('/api/messages_read', { method: 'POST', token: buyer.token, body: { ids: [first.id] } });
    expect(one.body.data.unread).toBe(body.data.unread - 1);
    const all = await call<{ unread: number }>('/api/messages_read', { method: 'POST', token: buyer.token, body: { all: true } });
    expect(all.body.data.unread).toBe(0);
    expect((await call('/api/messages')).body.code).toBe(10);
  });
});

describe('daily allowance of quotation lines', () => {
  it('the 3001st quotation line within 24 hours answers 4011, saying when to try again', async () => {
    const seller = await freshRfqMember('seller');
    const inquiry = await createInquiry(buyer.token);
    await spendQuoteAllowance(db, seller.id, { inquiryId: inquiry.id, lineId: inquiry.lines[0]!.id }, 2999);
    expect((await quote(seller.token, inquiry.lines[1]!.id, 1000, { unitCode: 'g' })).body.code).toBe(0);
    const { body } = await quote(seller.token, inquiry.lines[0]!.id, 1000);
    expect(body.code).toBe(ErrorCode.QUOTATION_TOO_FREQUENT);
    expect(body.msg).toMatch(/24 小时内最多报价 3000 行（含追加报价），请 24 小时后再试/);
    expect(body.data).toMatchObject({ remaining: 0 });
  });
});

describe('list inquiry resolution', () => {
  type Resolved = {
    lines: {
      row: number;
      query: string;
      kind: string;
      found: boolean;
      casValid: boolean | null;
      offerCount: number;
      lowestPrice: { per: string } | null;
      regulated: { key: string }[];
      quantity: number | null;
      unitCode: string | null;
      substance: { cas: string; nameZh: string | null } | null;
    }[];
    found: number;
    notFound: number;
  };

  it('resolves pasted CAS numbers, names and quantities; marks lines outside the catalog', async () => {
    const text = 'CAS\t数量\t单位\n64-17-5\t500\tmL\n7664-93-9 2.5 L\n100-02-7,1,kg\n64-17-6\nEthanol 1L\n乙醇 2 L';
    const { body } = await call<Resolved>('/api/inquiry_resolve', { method: 'POST', token: buyer.token, body: { text } });
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({ found: 4, notFound: 2 });
    const [ethanol, acid, unknown, invalid, byName, byChineseName] = body.data.lines;
    expect(ethanol).toMatchObject({ kind: 'cas', found: true, quantity: 500, unitCode: 'mL', substance: { cas: '64-17-5' } });
    expect(ethanol!.offerCount).toBeGreaterThan(0);
    expect(ethanol!.lowestPrice).toMatchObject({ per: 'mL' });
    expect(acid!.regulated.map((r) => r.key)).toContain('precursor');
    expect(unknown).toMatchObject({ found: false, casValid: true, quantity: 1, unitCode: 'kg' });
    expect(invalid).toMatchObject({ found: false, casValid: false });
    expect(byName).toMatchObject({ kind: 'name', found: true, substance: { cas: '64-17-5' }, quantity: 1, unitCode: 'L' });
    expect(byChineseName).toMatchObject({ kind: 'name', found: true, substance: { cas: '64-17-5', nameZh: '乙醇' }, quantity: 2, unitCode: 'L' });
  });

  it('refuses more than 500 lines (4012)', async () => {
    const text = Array.from({ length: 501 }, () => '64-17-5').join('\n');
    expect((await call('/api/inquiry_resolve', { method: 'POST', token: buyer.token, body: { text } })).body.code).toBe(ErrorCode.RESOLVE_INPUT_INVALID);
  });

  /** Uploads a list file to inquiry_resolve_file as the buyer. */
  async function uploadList(name: string, bytes: Buffer) {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)]), name);
    const time = String(unixSecondsNow());
    const response = await fetch(url('/api/inquiry_resolve_file'), {
      method: 'POST',
      headers: { time, sign: requestSign(inject('signSecret'), time), authorization: `Bearer ${buyer.token}` },
      body: form,
    });
    return (await response.json()) as { code: number; msg: string; data: Resolved };
  }

  it('reads an uploaded .xlsx and .csv', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('清单');
    sheet.addRow(['CAS', '数量', '单位']);
    sheet.addRow(['64-17-5', 500, 'mL']);
    sheet.addRow(['67-64-1', 2, 'L']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    for (const [name, bytes] of [
      ['list.xlsx', xlsx],
      ['list.csv', Buffer.from('\uFEFFCAS,数量,单位\n64-17-5,500,mL\n67-64-1,2,L\n')],
    ] as const) {
      const body = await uploadList(name, bytes);
      expect(body.code, `${name}: ${body.msg}`).toBe(0);
      expect(body.data.lines.map((l) => [l.substance?.cas, l.quantity, l.unitCode])).toEqual([
        ['64-17-5', 500, 'mL'],
        ['67-64-1', 2, 'L'],
      ]);
    }
  });

  it('reads a .csv saved on Chinese Windows (GB18030) with every Chinese name resolved', async () => {
    // "乙醇,500,mL / 硫酸,1,L / 64-17-5,1,L" as Excel's "CSV (逗号分隔)" writes it: GBK bytes, no byte-order mark.
    const gb18030 = Buffer.from('d2d2b4bc2c3530302c6d4c0d0ac1f2cbe12c312c4c0d0a36342d31372d352c312c4c0d0a', 'hex');
    const body = await uploadList('list.csv', gb18030);
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({ total: 3, found: 3 });
    expect(body.data.lines.map((l) => [l.query, l.substance?.cas, l.quantity, l.unitCode])).toEqual([
      ['乙醇', '64-17-5', 500, 'mL'],
      ['硫酸', '7664-93-9', 1, 'L'],
      ['64-17-5', '64-17-5', 1, 'L'],
    ]);
  });
});

describe('forms and dialogs', () => {
  it('add_inquiry gives the buyer’s contact, units and a CAS prefill', async () => {
    const { body } = await call<{
      contactName: string;
      units: { code: string }[];
      prefill: { cas: string; productName: string | null };
      limits: { maxLines: number };
    }>('/api/add_inquiry', {
      token: await tokenFor(db, 'demo_buyer'),
      query: { cas: '64175' },
    });
    expect(body.code, body.msg).toBe(0);
    expect(body.data.prefill).toMatchObject({ cas: '64-17-5', productName: '乙醇 Ethanol' });
    expect(body.data.units.map((u) => u.code)).toContain('mL');
    expect(body.data.limits.maxLines).toBe(500);
  });

  it('add_quotation offers the seller’s own on-shelf goods of the substance', async () => {
    // A product demo_seller sells, asked for by demo_buyer: the same buyer every run, so no hot-sale ranking moves.
    const sellerId = await memberIdOf(db, 'demo_seller');
    const sold = await db
      .selectFrom('goods')
      .innerJoin('substances', 'substances.id', 'goods.substanceId')
      .select('substances.cas')
      .where('goods.sellerId', '=', sellerId)
      .where('goods.status', '=', 'on_shelf')
      .orderBy('goods.id')
      .executeTakeFirstOrThrow();
    const inquiry = await createInquiry(await tokenFor(db, 'demo_buyer'), { lines: [{ cas: sold.cas, quantity: 1, unitCode: 'g' }] });
    const token = await tokenFor(db, 'demo_seller');
    const { body } = await call<{ myGoods: { goodsId: number; priceCents: number }[]; canQuote: boolean }>('/api/add_quotation', {
      token,
      query: { lineId: inquiry.lines[0]!.id },
    });
    expect(body.code, body.msg).toBe(0);
    expect(body.data.canQuote).toBe(true);
    expect(body.data.myGoods.length).toBeGreaterThan(0);
    const goods = body.data.myGoods[0]!;
    const fromGoods = await quote(token, inquiry.lines[0]!.id, goods.priceCents, { goodsId: goods.goodsId });
    expect(fromGoods.body.code, fromGoods.body.msg).toBe(0);
    expect(fromGoods.body.data).toMatchObject({ goodsId: goods.goodsId });
    const foreign = await quote(sellerB.token, inquiry.lines[0]!.id, 100, { goodsId: goods.goodsId });
    expect(foreign.body.msg).toBe('参数 goodsId 不正确：不是您在售的该产品商品');
  });

  it('the demo has inquiries with quotations in every seller tab', async () => {
    const token = await tokenFor(db, 'demo_seller');
    for (const path of ['/api/quoted', '/api/lost_list', '/api/not_quote']) {
      const { body } = await call<Page<unknown>>(path, { token });
      expect(body.code, `${path}: ${body.msg}`).toBe(0);
      expect(body.data.total, path).toBeGreaterThan(0);
    }
    const won = await call<Page<unknown>>('/api/add_quote', { token: await tokenFor(db, 'demo_seller2') });
    expect(won.body.data.total).toBeGreaterThan(0);
  });
});
