import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '@/lib/server/core/db';
import { ErrorCode } from '@/lib/server/core/errors';
import { chinaThisMonth } from '@/lib/shared/china-month';
import { download, TINY_PDF, uploadAs, type Got } from './fresh-roles';
import { call, testDb } from './helpers';
import { post, type FreshMember } from './kit';
import { expressId, freshBuyer, freshSeller, listGoods, markReceived, paidOrder, PLAIN_CAS, submittedOrder } from './order-helpers';

/*
 * Issue 30, 报销资料: one zip per order (contract, invoice, delivery and
 * acceptance note, the COA of each lot delivered, the buyer's permit for a
 * regulated line, the SDS of each substance, an index sheet), and a month's orders as one zip with a
 * folder per order; each file opened as a finance office would.
 */

const db = testDb();
afterAll(() => db.destroy());

const SULFURIC = '7664-93-9'; // 第三类易制毒: a purchase filing certificate is asked of buyers
const PERMIT_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

let seller: FreshMember;
let buyer: FreshMember;
let stranger: FreshMember;
let acidOrder: string;
let plainOrder: string;

const pdftotext = (bytes: Uint8Array): string => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pack-')), 'f.pdf');
  fs.writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
};

async function unzip(got: Got): Promise<JSZip> {
  expect(got.status, got.text.slice(0, 200)).toBe(200);
  expect(got.headers['content-type']).toBe('application/zip');
  return JSZip.loadAsync(got.bytes);
}

async function indexRows(zip: JSZip): Promise<Record<string, unknown>[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await zip.file('索引.xlsx')!.async('uint8array')) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(header.map((h, i) => [h, values[i]])));
  });
  return rows;
}

beforeAll(async () => {
  seller = await freshSeller(db, 'pw_s');
  buyer = await freshBuyer(db, 'pw_b');
  stranger = await freshBuyer(db, 'pw_x');
  const categories = await call<{ id: number; code: string }[]>('/api/invoice_categories');
  const categoryId = categories.body.data.find((c) => c.code === 'vat_normal')!.id;
  expect((await post('invoice_create', buyer.token, { categoryId, title: '复旦大学化学系', isDefault: true })).body.code).toBe(0);

  // The buyer's purchase filing certificate, uploaded, approved (SHORTCUT: the review has its own tests).
  const permitFile = await uploadAs(buyer.token, PERMIT_PNG, '备案证明.png', 'certificate', 'image/png');
  expect(permitFile.code, permitFile.msg).toBe(0);
  const at = nowIso();
  await db
    .insertInto('certificates')
    .values({
      memberId: buyer.id,
      scope: 'buyer',
      kind: 'precursor_filing_certificate',
      number: '（沪）3J3101012026000777',
      holder: '复旦大学化学系',
      validFrom: '2026-01-01',
      validTo: '2027-12-31',
      uploadId: permitFile.data.id,
      status: 'approved',
      rejectReason: null,
      revision: 1,
      reviewedBy: null,
      reviewedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .execute();

  const acid = await listGoods(db, seller.id, SULFURIC, 6_000);
  // The seller's SDS of sulfuric acid, which the pack carries.
  const sds = await uploadAs(seller.token, TINY_PDF, 'SDS.pdf', 'sds', 'application/pdf');
  expect((await post('goods_sds', seller.token, { goodsId: acid, zhUploadId: sds.data.id, enUploadId: null, revisedOn: '2026-03-01' })).body.code).toBe(0);
  const plain = await listGoods(db, seller.id, PLAIN_CAS, 9_000);
  const sf = await expressId(db, 'DG_ROAD');
  acidOrder = await paidOrder(db, buyer, acid);
  plainOrder = await paidOrder(db, buyer, plain);
  const coa = await uploadAs(seller.token, TINY_PDF, 'coa.pdf', 'coa', 'application/pdf');
  const shipped = await post('update_express', seller.token, {
    orderNo: acidOrder,
    expressCompanyId: sf,
    trackingNo: `DG${Date.now()}`,
    lots: [{ lineNo: 1, lotNumber: 'H2SO4-2611', coaUploadId: coa.data.id }],
  });
  expect(shipped.body.code, shipped.body.msg).toBe(0);
  await markReceived(db, acidOrder);
  expect((await post('order_invoice_request', buyer.token, { orderNo: acidOrder })).body.code).toBe(0);
  const invoicePdf = await uploadAs(seller.token, TINY_PDF, '发票.pdf', 'invoice', 'application/pdf');
  const issued = await post('order_invoice_issue', seller.token, { orderNo: acidOrder, invoiceNumber: '26312000001234567890', uploadId: invoicePdf.data.id });
  expect(issued.body.code, issued.body.msg).toBe(0);
});

describe('GET /api/order_paperwork', () => {
  it('holds the contract, the invoice, the delivery note with the lot, the lot’s COA, the permit and an index — each file opened', async () => {
    const zip = await unzip(await download(`/api/order_paperwork?orderNo=${acidOrder}`, { cookie: buyer.token }));
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(
      [
        `01-购销合同-${acidOrder}.pdf`,
        `02-发票-${acidOrder}-26312000001234567890.pdf`,
        `03-送货验收单-${acidOrder}.pdf`,
        '04-COA-第1行-H2SO4-2611.pdf',
        '05-易制毒化学品购买备案证明-（沪）3J3101012026000777.png',
        '06-SDS-7664-93-9-修订2026-03-01.pdf',
        '索引.xlsx',
      ].sort(),
    );
    const contract = pdftotext(await zip.file(`01-购销合同-${acidOrder}.pdf`)!.async('uint8array'));
    expect(contract).toContain(acidOrder);
    const note = pdftotext(await zip.file(`03-送货验收单-${acidOrder}.pdf`)!.async('uint8array')).replace(/\s+/g, '');
    for (const text of ['送货及验收单', acidOrder, 'H2SO4-2611', SULFURIC, '收货人签字', '验收人签字']) expect(note).toContain(text.replace(/\s+/g, ''));
    expect(Buffer.from(await zip.file('04-COA-第1行-H2SO4-2611.pdf')!.async('uint8array')).equals(TINY_PDF)).toBe(true);
    expect(Buffer.from(await zip.file('05-易制毒化学品购买备案证明-（沪）3J3101012026000777.png')!.async('uint8array')).equals(PERMIT_PNG)).toBe(true);
    expect(Buffer.from(await zip.file('06-SDS-7664-93-9-修订2026-03-01.pdf')!.async('uint8array')).equals(TINY_PDF)).toBe(true);
    const [row] = await indexRows(zip);
    expect(row).toMatchObject({ 订单号: acidOrder, 发票号码: '26312000001234567890', 发货批号: 'H2SO4-2611' });
    expect(row!['缺少'] ?? '').toBe('');
  });

  it('says what is still missing for an order paid but not yet shipped or invoiced', async () => {
    const zip = await unzip(await download(`/api/order_paperwork?orderNo=${plainOrder}`, { cookie: buyer.token }));
    expect(Object.keys(zip.files).sort()).toEqual([`01-购销合同-${plainOrder}.pdf`, '索引.xlsx'].sort());
    const [row] = await indexRows(zip);
    expect(String(row!['缺少'])).toContain('发票：尚未申请');
    expect(String(row!['缺少'])).toContain('送货验收单：订单尚未发货');
  });

  it('is the buyer’s: the seller and strangers get “not found”; an unpaid order is refused in plain words', async () => {
    const bySeller = await download(`/api/order_paperwork?orderNo=${acidOrder}`, { cookie: seller.token });
    expect(bySeller.json?.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await download(`/api/order_paperwork?orderNo=${acidOrder}`, { cookie: stranger.token })).json?.code).toBe(ErrorCode.ORDER_NOT_FOUND);
    const unpaid = await submittedOrder(db, buyer, await listGoods(db, seller.id, PLAIN_CAS, 9_100));
    expect((await download(`/api/order_paperwork?orderNo=${unpaid}`, { cookie: buyer.token })).json).toMatchObject({
      code: ErrorCode.ORDER_TRANSITION_INVALID,
      msg: '订单付款后才能下载报销资料',
    });
  });
});

describe('GET /api/order_paperwork_month', () => {
  it('puts the month’s paid orders in one zip, a folder each, with one index and a total', async () => {
    const month = chinaThisMonth();
    const zip = await unzip(await download(`/api/order_paperwork_month?month=${month}`, { cookie: buyer.token }));
    expect(zip.file(`${acidOrder}/04-COA-第1行-H2SO4-2611.pdf`)).not.toBeNull();
    expect(zip.file(`${plainOrder}/01-购销合同-${plainOrder}.pdf`)).not.toBeNull();
    const rows = await indexRows(zip);
    expect(rows.map((r) => r['订单号'])).toEqual([acidOrder, plainOrder, '合计 2 张订单']);
    expect(rows[2]!['实付金额（元）']).toBe((Number(rows[0]!['实付金额（元）']) * 100 + Number(rows[1]!['实付金额（元）']) * 100) / 100);
  });

  it('answers a month without paid orders, and a malformed month, in plain words', async () => {
    expect((await download('/api/order_paperwork_month?month=2020-01', { cookie: buyer.token })).json).toMatchObject({
      code: ErrorCode.ORDER_NOT_FOUND,
      msg: '2020-01 没有已付款的订单',
    });
    expect((await download('/api/order_paperwork_month?month=2026-13', { cookie: buyer.token })).json?.code).toBe(ErrorCode.VALIDATION_FAILED);
  });
});
