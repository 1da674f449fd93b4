import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { escapeHtml } from '@/lib/server/orders/contract/html';
import { download, type Got } from './fresh-roles';
import { call, memberIdOf, testDb } from './helpers';
import { freshMember, post, type FreshMember } from './kit';

/*
 * The order's documents (docs/orders-documents.md): contract HTML and PDF,
 * the two .xlsx exports. An order is made through the public calls: a fresh
 * buyer puts one of demo_seller's on-shelf offers in the cart, creates and
 * submits the order.
 */

const db = testDb();
afterAll(() => db.destroy());

const NOTE = '=HYPERLINK("http://evil.example") <script>alert(1)</script>';

let buyer: FreshMember;
let stranger: FreshMember;
let sellerToken: string;
let orderNo: string;
let cas: string;
let nameZh: string;

async function demoSellerToken(): Promise<string> {
  const { issueSessionToken } = await import('@/lib/server/core/auth');
  return issueSessionToken(db, await memberIdOf(db, 'demo_seller'), 60 * 60 * 1000);
}

beforeAll(async () => {
  buyer = await freshMember(db, 'docs_buyer', { buyer: true });
  stranger = await freshMember(db, 'docs_other', { buyer: true });
  sellerToken = await demoSellerToken();
  const offer = await db
    .selectFrom('goods')
    .innerJoin('substances', 'substances.id', 'goods.substanceId')
    .innerJoin('members', 'members.id', 'goods.sellerId')
    .select(['goods.id', 'substances.cas', 'substances.nameZh'])
    .where('members.username', '=', 'demo_seller')
    .where('goods.status', '=', 'on_shelf')
    .where('goods.stock', '>=', 5)
    .where('substances.nameZh', 'is not', null)
    .orderBy('goods.id')
    .executeTakeFirstOrThrow();
  cas = offer.cas;
  nameZh = offer.nameZh!;
  const address = await post('/api/transaction_create', buyer.token, {
    receiver: '王五',
    phone: '13912345678',
    areaCodes: ['44', '4401', '440106'],
    detail: '天河路 100 号 2 楼',
    isDefault: true,
  });
  expect(address.body.code, address.body.msg).toBe(0);
  const added = await post<{ lines: { id: number; goodsId: number; sellerId: number }[] }>('/api/cart_add', buyer.token, { goodsId: offer.id, quantity: 2 });
  expect(added.body.code, added.body.msg).toBe(0);
  const line = added.body.data.lines.find((l) => l.goodsId === offer.id)!;
  const created = await post<{ orders: { orderNo: string }[] }>('/api/create_order', buyer.token, {
    cartItemIds: [line.id],
    invoiceInfoId: null,
    groups: [{ sellerId: line.sellerId, buyerNote: NOTE }],
  });
  expect(created.body.code, created.body.msg).toBe(0);
  orderNo = created.body.data.orders[0]!.orderNo;
});

describe('contract (HTML)', () => {
  it('a seller does not see the buyer’s unsubmitted draft; the buyer does, marked as a draft', async () => {
    const seller = await download(`/api/contract?orderNo=${orderNo}`, { token: sellerToken, signed: true });
    expect(seller.json).toMatchObject({ code: ErrorCode.ORDER_NOT_FOUND });
    const own = await download(`/api/contract?orderNo=${orderNo}`, { token: buyer.token, signed: true });
    expect(own.status).toBe(200);
    expect(own.text).toContain('草稿');
    const submitted = await post('/api/submit_order', buyer.token, { orderNo });
    expect(submitted.body.code, submitted.body.msg).toBe(0);
  });

  it('shows the order number, CAS, the Chinese product name and the total in capital numerals, with the buyer’s note escaped', async () => {
    const { body: detail } = await call<{ payableCents: number }>('/api/order_detail', { token: buyer.token, query: { orderNo } });
    const { capitalYuan } = await import('@/lib/server/orders/contract/numerals');
    for (const as of [{ token: buyer.token, signed: true }, { token: sellerToken, signed: true }, { cookie: buyer.token }]) {
      const page = await download(`/api/contract?orderNo=${orderNo}`, as);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toContain('no-store');
      expect(page.text).toContain(`合同编号：${orderNo}`);
      expect(page.text).toContain(cas);
      expect(page.text).toContain(nameZh);
      expect(page.text).toContain(`人民币${capitalYuan(detail.data.payableCents)}`);
      expect(page.text).not.toContain('<script>');
      expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(page.text).toContain(`本合同依据订单 ${orderNo}`);
      // How the contract is signed is what the platform does: the buyer's 确认提交, the seller's dispatch (no accept step).
      expect(page.text).toContain('买方在平台上对订单“确认提交”即视为买方签署');
      expect(page.text).toContain('卖方在平台上为本订单发货即视为卖方同意并签署本合同');
      expect(page.text).not.toContain('卖方接受订单');
    }
  });

  it('answers another member 5101, a link without a session code 10, and a wrong signature 1002', async () => {
    expect((await download(`/api/contract?orderNo=${orderNo}`, { token: stranger.token, signed: true })).json).toMatchObject({
      code: ErrorCode.ORDER_NOT_FOUND,
    });
    expect((await download(`/api/contract?orderNo=${orderNo}`, { cookie: stranger.token })).json).toMatchObject({ code: ErrorCode.ORDER_NOT_FOUND });
    expect((await download(`/api/contract?orderNo=${orderNo}`, {})).json).toMatchObject({ code: 10 });
    const forged = await call(`/api/contract`, { token: buyer.token, query: { orderNo }, sign: 'f'.repeat(64) });
    expect(forged.body.code).toBe(ErrorCode.SIGN_INVALID);
  });
});

describe('an order made from an accepted quotation', () => {
  const BRAND = '国药试剂';
  type QuotedGoods = {
    id: number;
    brand: string | null | undefined;
    packSize: number;
    purity: string;
    unitCode: string;
    cas: string;
    name: string;
    nameZh: string | null;
  };
  let goods: QuotedGoods;
  let quotedOrderNo: string;

  beforeAll(async () => {
    goods = await db
      .selectFrom('goods')
      .innerJoin('substances', 'substances.id', 'goods.substanceId')
      .innerJoin('units', 'units.id', 'goods.unitId')
      .innerJoin('members', 'members.id', 'goods.sellerId')
      .select(['goods.id', 'goods.brand', 'goods.packSize', 'goods.purity', 'units.code as unitCode', 'substances.cas', 'substances.name', 'substances.nameZh'])
      .where('members.username', '=', 'demo_seller')
      .where('goods.status', '=', 'on_shelf')
      .where('substances.nameZh', 'is not', null)
      .orderBy('goods.id')
      .executeTakeFirstOrThrow();
    await db.updateTable('goods').set({ brand: BRAND }).where('id', '=', goods.id).execute();
    const inquiry = await post<{ id: number; lines: { id: number }[] }>('/api/create_inquiry', buyer.token, {
      contactName: '王五',
      contactPhone: '13912345678',
      lines: [{ cas: goods.cas, quantity: 1, unitCode: goods.unitCode }],
    });
    expect(inquiry.body.code, inquiry.body.msg).toBe(0);
    const quoted = await post<{ id: number }>('/api/create_quotation', sellerToken, {
      lineId: inquiry.body.data.lines[0]!.id,
      priceCents: 12_345,
      packSize: Number(goods.packSize),
      unitCode: goods.unitCode,
      purity: goods.purity,
      inStock: true,
      validUntil: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      goodsId: goods.id,
    });
    expect(quoted.body.code, quoted.body.msg).toBe(0);
    const accepted = await post('/api/inquiry_change_status', buyer.token, {
      inquiryId: inquiry.body.data.id,
      action: 'accept',
      quotationId: quoted.body.data.id,
    });
    expect(accepted.body.code, accepted.body.msg).toBe(0);
    const created = await post<{ orders: { orderNo: string }[] }>('/api/create_order', buyer.token, {
      quotationIds: [quoted.body.data.id],
      invoiceInfoId: null,
      groups: [{ sellerId: await memberIdOf(db, 'demo_seller') }],
    });
    expect(created.body.code, created.body.msg).toBe(0);
    quotedOrderNo = created.body.data.orders[0]!.orderNo;
  });

  afterAll(async () => {
    await db
      .updateTable('goods')
      .set({ brand: goods.brand ?? null })
      .where('id', '=', goods.id)
      .execute();
  });

  it('snapshots the catalog’s English and Chinese names apart (never “硫酸 硫酸 Sulfuric acid”) and the quoted goods’ brand', async () => {
    const { body } = await call<{ lines: { productName: string; productNameZh: string | null; brand: string | null }[] }>('/api/order_detail', {
      token: buyer.token,
      query: { orderNo: quotedOrderNo },
    });
    expect(body.code, body.msg).toBe(0);
    expect(body.data.lines[0]).toMatchObject({ productName: goods.name, productNameZh: goods.nameZh, brand: BRAND });
  });

  it('prints the name once and the brand on the contract', async () => {
    const page = await download(`/api/contract?orderNo=${quotedOrderNo}`, { token: buyer.token, signed: true });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<td>${escapeHtml(goods.nameZh)}<br>${escapeHtml(goods.name)}`);
    expect(page.text.split(goods.nameZh!).length - 1).toBe(1);
    expect(page.text).toContain(`<td>${BRAND}</td>`);
  });
});

describe('contract (PDF)', () => {
  const pdftotext = (() => {
    try {
      execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();

  it('is a real PDF with the order number, CAS and amount in words in its text, cached until the version changes', async () => {
    const first = await download(`/api/contract_pdf?orderNo=${orderNo}`, { token: buyer.token, signed: true });
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(first.bytes.length).toBeLessThan(300_000);
    expect(['miss', 'hit']).toContain(first.headers['x-contract-cache']);

    const again = await download(`/api/contract_pdf?orderNo=${orderNo}`, { cookie: buyer.token });
    expect(again.headers['x-contract-cache']).toBe('hit');
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const bySeller = await download(`/api/contract_pdf?orderNo=${orderNo}`, { token: sellerToken, signed: true });
    expect(bySeller.headers['x-contract-cache']).toBe('hit');

    if (pdftotext) {
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'contract-')), 'c.pdf');
      fs.writeFileSync(file, first.bytes);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      expect(text).toContain(orderNo);
      expect(text).toContain(cas);
      expect(text).toContain('人民币');
      expect(text).toContain(nameZh);
      const flat = text.replace(/\s+/g, '');
      expect(flat).toContain('买方在平台上对订单“确认提交”即视为买方签署');
      expect(flat).toContain('卖方在平台上为本订单发货即视为卖方同意并签署本合同');
      expect(flat).not.toContain('卖方接受订单');
      // The font is embedded (and subset): no viewer needs a Chinese font of its own.
      const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
      expect(fonts).toMatch(/NotoSansSC.*yes\s+(yes|no)\s+yes/);
    } else {
      // npm test installs poppler-utils where it can (scripts/provision.mjs); CI must read the text.
      if (process.env.CI) throw new Error('pdftotext (poppler-utils) is missing: the contract PDF text cannot be checked');
      console.warn('pdftotext (poppler-utils) is not installed: the PDF text was not read');
    }

    await db
      .updateTable('orders')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('orderNo', '=', orderNo)
      .execute();
    const bumped = await download(`/api/contract_pdf?orderNo=${orderNo}`, { token: buyer.token, signed: true });
    expect(bumped.headers['x-contract-cache']).toBe('miss');
    expect(Number(bumped.headers['x-contract-version'])).toBe(Number(first.headers['x-contract-version']) + 1);
    expect(bumped.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers another member 5101 and a link without a session code 10', async () => {
    expect((await download(`/api/contract_pdf?orderNo=${orderNo}`, { token: stranger.token, signed: true })).json).toMatchObject({
      code: ErrorCode.ORDER_NOT_FOUND,
    });
    expect((await download(`/api/contract_pdf?orderNo=${orderNo}`, {})).json).toMatchObject({ code: 10 });
    expect((await download(`/api/contract_pdf?orderNo=DD00000000000000`, { token: buyer.token, signed: true })).json).toMatchObject({
      code: ErrorCode.ORDER_NOT_FOUND,
    });
  });
});

async function workbookOf(got: Got): Promise<ExcelJS.Worksheet> {
  expect(got.status).toBe(200);
  expect(got.headers['content-type']).toContain('spreadsheetml');
  expect(got.headers['content-disposition']).toContain('attachment');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(got.bytes as unknown as ArrayBuffer);
  return book.getWorksheet('订单明细')!;
}

function rowsOf(sheet: ExcelJS.Worksheet): Record<string, unknown>[] {
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const out: Record<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    out.push(Object.fromEntries(headers.map((h, i) => [h, values[i]])));
  });
  return out;
}

describe('order exports (.xlsx)', () => {
  it('the buyer’s export has the order line under the list filters, with the formula-like note neutralised', async () => {
    const sheet = await workbookOf(await download(`/api/order_export?keyword=${orderNo}`, { token: buyer.token, signed: true }));
    const rows = rowsOf(sheet);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ 订单号: orderNo, CAS号: cas, 品名: nameZh, 数量: 2, 状态: '待付款', 卖家: expect.any(String) });
    expect(rows[0]!['下单时间（北京时间）']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(rows[0]!['买方备注']).toBe(`'${NOTE}`);
    const noteColumn = (sheet.getRow(1).values as unknown[]).indexOf('买方备注');
    expect(noteColumn).toBeGreaterThan(0);
    const noFormula = sheet.getRow(2).getCell(noteColumn);
    expect(noFormula.type).not.toBe(ExcelJS.ValueType.Formula);

    const unpaid = rowsOf(await workbookOf(await download(`/api/order_export?status=unpaid`, { cookie: buyer.token })));
    expect(unpaid.map((r) => r['订单号'])).toContain(orderNo);
    const paid = rowsOf(await workbookOf(await download(`/api/order_export?status=paid`, { token: buyer.token, signed: true })));
    expect(paid).toHaveLength(0);
    const later = rowsOf(await workbookOf(await download(`/api/order_export?from=2099-01-01`, { token: buyer.token, signed: true })));
    expect(later).toHaveLength(0);
  });

  it('the seller’s export has it too, another member’s export does not, and a non-seller gets 3012', async () => {
    const rows = rowsOf(await workbookOf(await download(`/api/order_sell_export?keyword=${orderNo}`, { token: sellerToken, signed: true })));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ 订单号: orderNo, CAS号: cas, 买家: expect.any(String) });

    const strangers = rowsOf(await workbookOf(await download(`/api/order_export?keyword=${orderNo}`, { token: stranger.token, signed: true })));
    expect(strangers).toHaveLength(0);
    expect((await download(`/api/order_sell_export`, { token: buyer.token, signed: true })).json).toMatchObject({ code: ErrorCode.ROLE_FORBIDDEN });
    expect((await download(`/api/order_sell_export`, {})).json).toMatchObject({ code: 10 });
    expect((await download(`/api/order_export?status=nonsense`, { token: buyer.token, signed: true })).json).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
    });
  });
});
