import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { fetchFile, TINY_PDF, uploadAs } from './fresh-roles';
import { call, rawRequest, testDb, url } from './helpers';
import { expressId, freshBuyer, freshSeller, listGoods, markReceived, messagesOf, paidOrder, PLAIN_CAS } from './order-helpers';
import { freshMember, get, post, type FreshMember } from './kit';

const db = testDb();
afterAll(() => db.destroy());

type Order = { orderNo: string; status: string; invoiceStatus: string; invoice: { title: string } | null; actions: string[] };
type InvoiceRow = {
  order: Order;
  invoiceStatusLabel: string;
  invoiceNumber: string | null;
  requestedAt: string | null;
  issuedAt: string | null;
  hasFile: boolean;
  fileUrl: string | null;
};
type InvoicePage = { list: InvoiceRow[]; total: number };

let seller: FreshMember;
let buyer: FreshMember;
let stranger: FreshMember;
let goods: number;
let sf: number;
let categoryId: number;

beforeAll(async () => {
  [seller, buyer, stranger] = await Promise.all([freshSeller(db, 'inv_s'), freshBuyer(db, 'inv_b'), freshMember(db, 'inv_x', { buyer: true, seller: true })]);
  [goods, sf] = await Promise.all([listGoods(db, seller.id, PLAIN_CAS), expressId(db, 'SF')]);
  const categories = await call<{ id: number; code: string }[]>('/api/invoice_categories');
  categoryId = categories.body.data.find((c) => c.code === 'vat_normal')!.id;
  const info = await post('invoice_create', buyer.token, { categoryId, title: '复旦大学化学系', isDefault: true });
  expect(info.body.code, info.body.msg).toBe(0);
});

let trackingCounter = 0;
/** A received order: paid (shortcut), shipped through update_express, received (shortcut). */
async function receivedOrder(member: FreshMember, options: { invoiceInfoId?: number | null } = {}): Promise<string> {
  const orderNo = await paidOrder(db, member, goods, options);
  trackingCounter += 1;
  const shipped = await post('update_express', seller.token, {
    orderNo,
    expressCompanyId: sf,
    trackingNo: `SF20261124${String(trackingCounter).padStart(5, '0')}`,
  });
  expect(shipped.body.code, shipped.body.msg).toBe(0);
  await markReceived(db, orderNo);
  return orderNo;
}

const request = (member: FreshMember, body: object) => post<Order>('order_invoice_request', member.token, body);
const issue = (member: FreshMember, body: object) => post<Order>('order_invoice_issue', member.token, body);

async function invoicePdf(member: FreshMember): Promise<number> {
  const uploaded = await uploadAs(member.token, TINY_PDF, '发票.pdf', 'invoice', 'application/pdf');
  expect(uploaded.code, uploaded.msg).toBe(0);
  return uploaded.data.id;
}

describe('order invoices: request', () => {
  it('is refused before receipt', async () => {
    const orderNo = await paidOrder(db, buyer, goods);
    const { body } = await request(buyer, { orderNo });
    expect(body).toMatchObject({ code: ErrorCode.ORDER_INVOICE_INVALID, msg: '确认收货后才能申请开票（订单当前状态：待发货）' });
  });

  it('asks with the order’s own invoice details, once; the seller is told', async () => {
    const orderNo = await receivedOrder(buyer);
    const before = await get<Order>('order_detail', buyer.token, { orderNo });
    expect(before.body.data.actions).toContain('request_invoice');
    const { body } = await request(buyer, { orderNo });
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({ invoiceStatus: 'requested', invoice: { title: '复旦大学化学系' } });
    expect(body.data.actions).not.toContain('request_invoice');
    expect((await messagesOf(seller.token)).some((m) => m.kind === 'order_invoice' && m.title === `买家申请开票：${orderNo}`)).toBe(true);
    expect((await request(buyer, { orderNo })).body).toMatchObject({ code: ErrorCode.ORDER_INVOICE_INVALID, msg: '这张订单已申请开票，请等待卖家开具' });
  });

  it('snapshots the chosen (or default) details for an order placed without any, and needs some', async () => {
    const orderNo = await receivedOrder(buyer, { invoiceInfoId: null });
    expect((await get<Order>('order_detail', buyer.token, { orderNo })).body.data.invoice).toBeNull();
    const other = await post<{ id: number }>('invoice_create', buyer.token, { categoryId, title: '复旦大学药学院' });
    const { body } = await request(buyer, { orderNo, invoiceInfoId: other.body.data.id });
    expect(body.code, body.msg).toBe(0);
    expect(body.data.invoice?.title).toBe('复旦大学药学院');

    const bare = await freshBuyer(db, 'inv_n');
    const bareOrder = await receivedOrder(bare, { invoiceInfoId: null });
    expect((await request(bare, { orderNo: bareOrder })).body).toMatchObject({
      code: ErrorCode.ORDER_INVOICE_INVALID,
      msg: '请先在“开票信息”中添加开票信息，再申请开票',
    });
  });

  it('counts one request when the buyer sends several at the same time', async () => {
    const orderNo = await receivedOrder(buyer);
    const answers = await Promise.all([1, 2, 3, 4].map(() => request(buyer, { orderNo })));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 5118)).toHaveLength(3);
    const row = await db.selectFrom('orders').select('id').where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
    expect(await db.selectFrom('orderEvents').select('id').where('orderId', '=', row.id).where('action', '=', 'request_invoice').execute()).toHaveLength(1);
  });

  it('is for the order’s buyer: another member 5101, a seller-only member 3012', async () => {
    const orderNo = await receivedOrder(buyer);
    expect((await request(stranger, { orderNo })).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await request(seller, { orderNo })).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
    const row = await db.selectFrom('orders').select('invoiceStatus').where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
    expect(row.invoiceStatus).toBe('none');
  });
});

describe('order invoices: issue, lists and the PDF', () => {
  let orderNo: string;
  let waiting: string;
  let numberOnly: string;

  beforeAll(async () => {
    orderNo = await receivedOrder(buyer);
    waiting = await receivedOrder(buyer);
    numberOnly = await receivedOrder(buyer);
    for (const no of [orderNo, waiting, numberOnly]) expect((await request(buyer, { orderNo: no })).body.code).toBe(0);
  });

  it('accepts only PDFs as invoice uploads, and only the seller’s own invoice upload', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const refused = await uploadAs(seller.token, png, '发票.png', 'invoice', 'image/png');
    expect(refused).toMatchObject({ code: ErrorCode.UPLOAD_INVALID, msg: '发票只能上传 PDF 文件' });
    const certificate = await uploadAs(seller.token, TINY_PDF, 'cert.pdf', 'certificate', 'application/pdf');
    expect((await issue(seller, { orderNo, invoiceNumber: '12345678', uploadId: certificate.data.id })).body.code).toBe(ErrorCode.ORDER_INVOICE_INVALID);
    const othersPdf = await invoicePdf(stranger);
    expect((await issue(seller, { orderNo, invoiceNumber: '12345678', uploadId: othersPdf })).body.code).toBe(ErrorCode.ORDER_INVOICE_INVALID);
    expect((await issue(seller, { orderNo, invoiceNumber: '12-34' })).body.code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('records the number and PDF; the buyer is told; once only', async () => {
    const uploadId = await invoicePdf(seller);
    const { body } = await issue(seller, { orderNo, invoiceNumber: '04400123456789', uploadId });
    expect(body.code, body.msg).toBe(0);
    expect(body.data.invoiceStatus).toBe('issued');
    expect((await messagesOf(buyer.token)).find((m) => m.title === `发票已开具：${orderNo}`)?.body).toContain('04400123456789');
    expect((await issue(seller, { orderNo, invoiceNumber: '04400123456789', uploadId })).body).toMatchObject({
      code: ErrorCode.ORDER_INVOICE_INVALID,
      msg: '这张订单的发票已经开具',
    });
    const numberOnlyIssued = await issue(seller, { orderNo: numberOnly, invoiceNumber: 'A1234567' });
    expect(numberOnlyIssued.body.code, numberOnlyIssued.body.msg).toBe(0);
  });

  it('refuses an order the buyer has not asked about, and other members', async () => {
    const unasked = await receivedOrder(buyer);
    expect((await issue(seller, { orderNo: unasked, invoiceNumber: '12345678' })).body).toMatchObject({
      code: ErrorCode.ORDER_INVOICE_INVALID,
      msg: '买家尚未申请开票',
    });
    expect((await issue(stranger, { orderNo: waiting, invoiceNumber: '12345678' })).body.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await issue(buyer, { orderNo: waiting, invoiceNumber: '12345678' })).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
  });

  it('lists the buyer’s invoices with status, number and file, filtered by status', async () => {
    const all = await get<InvoicePage>('order_invoices', buyer.token, { pageSize: 100 });
    expect(all.body.code, all.body.msg).toBe(0);
    const mine = all.body.data.list.find((r) => r.order.orderNo === orderNo)!;
    expect(mine).toMatchObject({
      invoiceStatusLabel: '已开票',
      invoiceNumber: '04400123456789',
      hasFile: true,
      fileUrl: `/invoices/${orderNo}`,
    });
    expect(mine.issuedAt).not.toBeNull();
    expect(all.body.data.list.find((r) => r.order.orderNo === numberOnly)).toMatchObject({ hasFile: false, fileUrl: null, invoiceNumber: 'A1234567' });
    const issued = await get<InvoicePage>('order_invoices', buyer.token, { status: 'issued', pageSize: 100 });
    expect(issued.body.data.list.map((r) => r.order.orderNo).sort()).toEqual([orderNo, numberOnly].sort());
    expect((await get('order_invoices', buyer.token, { status: 'lost' })).body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await get<InvoicePage>('order_invoices', stranger.token)).body.data.total).toBe(0);
    expect((await get('order_invoices', seller.token)).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
  });

  it('lists the seller’s invoices with the waiting requests first', async () => {
    const { body } = await get<InvoicePage>('order_invoices_sell', seller.token, { pageSize: 100 });
    expect(body.code, body.msg).toBe(0);
    const statuses = body.data.list.map((r) => r.order.invoiceStatus);
    const firstOther = statuses.findIndex((s) => s !== 'requested');
    expect(statuses.slice(firstOther).includes('requested')).toBe(false);
    const requested = body.data.list.slice(0, firstOther);
    expect(requested.map((r) => r.order.orderNo)).toContain(waiting);
    const askedAt = requested.map((r) => Date.parse(r.requestedAt!));
    expect(askedAt).toEqual([...askedAt].sort((a, b) => a - b));
    expect((await get<InvoicePage>('order_invoices_sell', stranger.token)).body.data.total).toBe(0);
    expect((await get('order_invoices_sell', buyer.token)).body.code).toBe(ErrorCode.ROLE_FORBIDDEN);
  });

  it('hands the PDF to the two parties only, by header or by the browser’s cookie', async () => {
    const path = `/invoices/${orderNo}`;
    for (const member of [buyer, seller]) {
      const response = await fetchFile(path, member.token);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toContain('attachment');
      expect(Buffer.from(await response.arrayBuffer()).equals(TINY_PDF)).toBe(true);
    }
    const byCookie = await rawRequest(url(path), { headers: { cookie: `token=${buyer.token}` } });
    expect(byCookie.status).toBe(200);
    expect(byCookie.text.startsWith('%PDF-')).toBe(true);
    expect((await fetchFile(path, stranger.token)).status).toBe(404);
    expect((await fetchFile(path, null)).status).toBe(404);
    expect((await fetchFile(`/invoices/${numberOnly}`, buyer.token)).status).toBe(404);
    expect((await fetchFile('/invoices/bogus', buyer.token)).status).toBe(404);
  });
});
