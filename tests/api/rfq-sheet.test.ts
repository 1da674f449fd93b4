import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import { ErrorCode } from '@/lib/server/core/errors';
import { call, testDb, url } from './helpers';
import { freshMember, get, post, spendQuoteAllowance, unlistedCas, upload, type FreshMember } from './kit';

/*
 * Issue 29: a whole inquiry quoted at once (sheet and .xlsx), units that
 * convert or are refused, prices checked against the catalog, the packs an
 * order from a quotation holds, and what an inquiry keeps of the address and
 * invoice details it was sent with.
 */

const db = testDb();
afterAll(() => db.destroy());

type SheetLine = { id: number; lineNo: number; cas: string | null; unit: { code: string }; accepted: boolean; units: string[]; mine: { id: number } | null };
type Sheet = {
  inquiryNo: string;
  canQuote: boolean;
  allowance: { limit: number; remaining: number };
  lines: SheetLine[];
  draft: { rows: { lineId: number }[] } | null;
};
type SheetResult = { created: number; revised: number; unchanged: number; rows: { lineId: number; lineNo: number; outcome: string; quotationId: number }[] };
type RowError = { lineId: number | null; lineNo: number | null; row: number | null; code: number; field: string | null; msg: string };

const CONTACT = { contactName: '李老师', contactPhone: '13800138000' };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const validUntil = inDays(10).slice(0, 10);

let buyer: FreshMember;
let sellerA: FreshMember;
let sellerB: FreshMember;
let big: { id: number; lines: { id: number; lineNo: number }[] };

async function quotationCount(inquiryId: number): Promise<number> {
  const row = await db
    .selectFrom('quotations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('inquiryId', '=', inquiryId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  buyer = await freshMember(db, 'sheet_buyer', { buyer: true }, { memberType: 'teacher' });
  sellerA = await freshMember(db, 'sheet_sa', { seller: true }, { memberType: 'licence', companyName: `整单报价甲${Date.now()}有限公司` });
  sellerB = await freshMember(db, 'sheet_sb', { seller: true }, { memberType: 'licence', companyName: `整单报价乙${Date.now()}有限公司` });
  const cas = await unlistedCas(db, 500);
  expect(cas).toHaveLength(500);
  const { body } = await post<typeof big>('create_inquiry', buyer.token, {
    ...CONTACT,
    lines: cas.map((c, i) => ({ cas: c, quantity: 100 + i, unitCode: 'g', purity: 'AR' })),
  });
  expect(body.code, body.msg).toBe(0);
  big = body.data;
}, 60_000);

function sheetRow(lineId: number, priceCents: number, extra: object = {}) {
  return { lineId, priceCents, packSize: 500, unitCode: 'g', purity: 'AR', inStock: true, validUntil, ...extra };
}

describe('the quotation sheet', () => {
  it('shows every line with the units that convert, and the allowance before the work', async () => {
    const { body } = await get<Sheet>('quotation_sheet', sellerA.token, { inquiryId: big.id });
    expect(body.code, body.msg).toBe(0);
    expect(body.data.lines).toHaveLength(500);
    expect(body.data.canQuote).toBe(true);
    expect(body.data.allowance).toEqual({ limit: 3000, remaining: 3000 });
    expect(body.data.lines[0]!.units.sort()).toEqual(['g', 'kg', 'mg', 't'].sort());
  });

  it('the buyer cannot quote their own inquiry; someone without the seller role is refused', async () => {
    const own = await get<Sheet>('quotation_sheet', buyer.token, { inquiryId: big.id });
    expect(own.body.code).not.toBe(0);
    const missing = await get<Sheet>('quotation_sheet', sellerA.token, { inquiryId: 987654321 });
    expect(missing.body.code).toBe(ErrorCode.INQUIRY_NOT_FOUND);
  });

  it('keeps a draft per seller, and only for lines of that inquiry', async () => {
    const rows = [
      { lineId: big.lines[0]!.id, price: '12.5', packSize: '500', unitCode: 'g' },
      { lineId: big.lines[1]!.id, price: '' },
    ];
    const saved = await post<{ rows: number }>('quotation_sheet_draft', sellerA.token, { inquiryId: big.id, rows });
    expect(saved.body.code, saved.body.msg).toBe(0);
    expect((await get<Sheet>('quotation_sheet', sellerA.token, { inquiryId: big.id })).body.data.draft!.rows).toHaveLength(2);
    expect((await get<Sheet>('quotation_sheet', sellerB.token, { inquiryId: big.id })).body.data.draft).toBeNull();
    const foreign = await post('quotation_sheet_draft', sellerA.token, { inquiryId: big.id, rows: [{ lineId: 1 }] });
    expect(foreign.body.code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('one row that cannot be quoted sends nothing, and says what is wrong with each row', async () => {
    const rows = big.lines.slice(0, 5).map((l) => sheetRow(l.id, 5_000));
    rows[1] = sheetRow(big.lines[1]!.id, 5_000, { unitCode: 'mL' });
    rows[3] = sheetRow(big.lines[3]!.id, 0);
    const { body } = await post<null>('submit_quotation_sheet', sellerA.token, { inquiryId: big.id, rows });
    expect(body.code).toBe(ErrorCode.QUOTATION_SHEET_INVALID);
    expect(body.msg).toMatch(/^2 行无法报价，整张报价单未提交/);
    const errors = (body.data as unknown as { rows: RowError[] }).rows;
    expect(errors.map((e) => [e.lineNo, e.code])).toEqual([
      [2, ErrorCode.QUOTATION_UNIT_MISMATCH],
      [4, ErrorCode.VALIDATION_FAILED],
    ]);
    expect(errors[0]!.msg).toMatch(/询价按质量（g），报价按体积（mL）/);
    expect(await quotationCount(big.id)).toBe(0);
  });

  it('500 lines are quoted in one call; the same sheet again changes nothing; one changed row is revised', async () => {
    const rows = big.lines.map((l, i) => sheetRow(l.id, 2_000 + i));
    const { body } = await post<SheetResult>('submit_quotation_sheet', sellerA.token, { inquiryId: big.id, rows });
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({ created: 500, revised: 0, unchanged: 0 });
    expect(await quotationCount(big.id)).toBe(500);
    const sheet = (await get<Sheet>('quotation_sheet', sellerA.token, { inquiryId: big.id })).body.data;
    expect(sheet.draft).toBeNull();
    expect(sheet.lines.every((l) => l.mine !== null)).toBe(true);
    expect(sheet.allowance.remaining).toBe(2500);

    const again = await post<SheetResult>('submit_quotation_sheet', sellerA.token, { inquiryId: big.id, rows });
    expect(again.body.data).toMatchObject({ created: 0, revised: 0, unchanged: 500 });
    rows[7] = sheetRow(big.lines[7]!.id, 1_234);
    const revised = await post<SheetResult>('submit_quotation_sheet', sellerA.token, { inquiryId: big.id, rows });
    expect(revised.body.data).toMatchObject({ created: 0, revised: 1, unchanged: 499 });
    expect(await quotationCount(big.id)).toBe(501);

    const messages = await call<{ list: { title: string; body: string }[] }>('/api/messages', { token: buyer.token });
    const told = messages.body.data.list.filter((m) => m.body.includes('提交了报价单'));
    expect(told.map((m) => m.body)).toEqual([expect.stringMatching(/更新报价 1 行/), expect.stringMatching(/新报价 500 行/)]);
  }, 60_000);

  it('finds one quoted line among 500 by its CAS number, and every line by the inquiry number', async () => {
    type Quoted = { list: { line: { cas: string | null } }[]; total: number };
    const cas = (await db.selectFrom('inquiryLines').select('cas').where('id', '=', big.lines[42]!.id).executeTakeFirstOrThrow()).cas!;
    const one = await get<Quoted>('quoted', sellerA.token, { keyword: cas });
    expect(one.body.code, one.body.msg).toBe(0);
    expect(one.body.data.list.map((q) => q.line.cas)).toEqual([cas]);
    const inquiryNo = (await get<{ inquiryNo: string }>('inquiry_detail', buyer.token, { id: big.id })).body.data.inquiryNo;
    expect((await get<Quoted>('quoted', sellerA.token, { keyword: inquiryNo })).body.data.total).toBe(500);
  });

  it('the .xlsx comes filled with what the seller sent, and an uploaded sheet quotes every priced row in one call', async () => {
    const download = await fetchSheetFile(sellerA.token, big.id);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download as unknown as ArrayBuffer);
    const ws = workbook.getWorksheet('报价单')!;
    expect(ws.rowCount).toBe(501);
    expect(ws.getRow(9).getCell(9).value).toBe(12.34);

    const blank = await fetchSheetFile(sellerB.token, big.id);
    const filled = new ExcelJS.Workbook();
    await filled.xlsx.load(blank as unknown as ArrayBuffer);
    const sheet = filled.getWorksheet('报价单')!;
    expect(sheet.getRow(2).getCell(9).value ?? '').toBe('');
    for (let r = 2; r <= 501; r++) {
      const row = sheet.getRow(r);
      row.getCell(9).value = 30 + r / 100;
      row.getCell(10).value = 1;
      row.getCell(11).value = 'kg';
      row.getCell(13).value = '否';
      row.getCell(14).value = 5;
    }
    sheet.getRow(4).getCell(9).value = '三十';
    const bad = await upload<null>(
      'quotation_sheet_upload',
      sellerB.token,
      { bytes: Buffer.from(await filled.xlsx.writeBuffer()), name: '报价单.xlsx' },
      { inquiryId: String(big.id) },
    );
    expect(bad.code).toBe(ErrorCode.QUOTATION_SHEET_INVALID);
    expect((bad.data as unknown as { rows: RowError[] }).rows).toEqual([
      expect.objectContaining({ row: 4, lineNo: 3, field: 'priceCents', msg: '单价“三十”不是正数（元），如 128.50' }),
    ]);

    sheet.getRow(4).getCell(9).value = 31;
    const good = await upload<SheetResult>(
      'quotation_sheet_upload',
      sellerB.token,
      { bytes: Buffer.from(await filled.xlsx.writeBuffer()), name: '报价单.xlsx' },
      { inquiryId: String(big.id) },
    );
    expect(good.code, good.msg).toBe(0);
    expect(good.data).toMatchObject({ created: 500, revised: 0, unchanged: 0 });
    const stored = await db
      .selectFrom('quotations')
      .select(['priceCents', 'packSize', 'leadTimeDays', 'inStock'])
      .where('sellerId', '=', sellerB.id)
      .where('lineId', '=', big.lines[2]!.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ priceCents: 3_100, leadTimeDays: 5, inStock: 0 });
    expect(Number(stored.packSize)).toBe(1);
  }, 60_000);

  it('a sheet larger than what is left of the day is refused whole, saying how many are left', async () => {
    const seller = await freshMember(db, 'sheet_busy', { seller: true }, { memberType: 'licence', companyName: `整单报价丙${Date.now()}有限公司` });
    await spendQuoteAllowance(db, seller.id, { inquiryId: big.id, lineId: big.lines[0]!.id }, 2_950);
    const rows = big.lines.slice(0, 60).map((l) => sheetRow(l.id, 3_000));
    const { body } = await post('submit_quotation_sheet', seller.token, { inquiryId: big.id, rows });
    expect(body.code).toBe(ErrorCode.QUOTATION_TOO_FREQUENT);
    expect(body.msg).toMatch(/本次提交 60 行，24 小时内还可报价 50 行（上限 3000 行）/);
    expect((await get<Sheet>('quotation_sheet', seller.token, { inquiryId: big.id })).body.data.allowance).toEqual({ limit: 3000, remaining: 50 });
  });
});

async function fetchSheetFile(token: string, inquiryId: number): Promise<Buffer> {
  const time = String(unixSecondsNow());
  const response = await fetch(url('/api/quotation_sheet_file', { inquiryId }), {
    headers: { authorization: `Bearer ${token}`, time, sign: requestSign(inject('signSecret'), time) },
  });
  expect(response.headers.get('content-type')).toMatch(/spreadsheetml/);
  return Buffer.from(await response.arrayBuffer());
}

describe('units and prices at quoting', () => {
  it('a pack that does not convert to the asked unit is refused, naming the units that would do', async () => {
    const [cas] = await unlistedCas(db, 1);
    const { body: inquiry } = await post<typeof big>('create_inquiry', buyer.token, { ...CONTACT, lines: [{ cas, quantity: 2, unitCode: 'L' }] });
    const { body } = await post('create_quotation', sellerA.token, { ...sheetRow(inquiry.data.lines[0]!.id, 5_000), unitCode: 'g' });
    expect(body.code).toBe(ErrorCode.QUOTATION_UNIT_MISMATCH);
    expect(body.msg).toBe('询价按体积（L），报价按质量（g）：没有密度无法换算，请用 mL、L 报价');
    const dialog = await get<{ units: { code: string }[] }>('add_quotation', sellerA.token, { lineId: inquiry.data.lines[0]!.id });
    expect(dialog.body.data.units.map((u) => u.code).sort()).toEqual(['L', 'mL']);
  });

  it('500 L for ¥44 on ethanol asks the seller to confirm; confirmed, it is quoted', async () => {
    const { body: inquiry } = await post<typeof big>('create_inquiry', buyer.token, { ...CONTACT, lines: [{ cas: '64-17-5', quantity: 1, unitCode: 'L' }] });
    const lineId = inquiry.data.lines[0]!.id;
    const offer = { ...sheetRow(lineId, 4_400), packSize: 500, unitCode: 'L' };
    const first = await post('create_quotation', sellerA.token, offer);
    expect(first.body.code).toBe(ErrorCode.QUOTATION_PRICE_UNUSUAL);
    expect(first.body.msg).toMatch(/^报价折合 ¥0\.000088\/mL，远低于本站在售价格（中位 ¥[\d.]+\/mL）：请核对包装规格和单位/);
    const sane = await post('create_quotation', sellerA.token, { ...offer, packSize: 500, unitCode: 'mL' });
    expect(sane.body.code, sane.body.msg).toBe(0);
    const confirmed = await post('create_quotation', sellerB.token, { ...offer, confirmUnusualPrice: true });
    expect(confirmed.body.code, confirmed.body.msg).toBe(0);
  });
});

describe('an order from a quotation in another unit', () => {
  it('holds the packs that cover the asked quantity, shows the rounding, and takes the buyer’s number', async () => {
    const orderBuyer = await freshMember(db, 'sheet_ob', { buyer: true }, { memberType: 'teacher' });
    const address = await post('transaction_create', orderBuyer.token, {
      receiver: '王五',
      phone: '13912345678',
      areaCodes: ['44', '4401', '440106'],
      detail: '天河路 100 号',
      isDefault: true,
    });
    expect(address.body.code, address.body.msg).toBe(0);
    const [kgCas, lCas] = await unlistedCas(db, 2);
    const { body: inquiry } = await post<typeof big>('create_inquiry', orderBuyer.token, {
      ...CONTACT,
      lines: [
        { cas: kgCas, quantity: 1.2, unitCode: 'kg' },
        { cas: lCas, quantity: 2, unitCode: 'L' },
      ],
    });
    const [kgLine, lLine] = inquiry.data.lines;
    const sent = await post<SheetResult>('submit_quotation_sheet', sellerA.token, {
      inquiryId: inquiry.data.id,
      rows: [sheetRow(kgLine!.id, 6_000), { ...sheetRow(lLine!.id, 3_000), unitCode: 'mL' }],
    });
    expect(sent.body.code, sent.body.msg).toBe(0);
    const quotationIds = sent.body.data.rows.map((r) => r.quotationId);
    for (const quotationId of quotationIds) {
      const accepted = await post('inquiry_change_status', orderBuyer.token, { inquiryId: inquiry.data.id, action: 'accept', quotationId });
      expect(accepted.body.code, accepted.body.msg).toBe(0);
    }
    type Preview = {
      orders: {
        lines: {
          quotationId: number;
          quantity: number;
          packSize: number;
          unitCode: string;
          asked: { quantity: number; unitCode: string; coveringPacks: number };
        }[];
      }[];
    };
    const preview = await post<Preview>('create_order', orderBuyer.token, { quotationIds, preview: true });
    expect(preview.body.code, preview.body.msg).toBe(0);
    const lines = preview.body.data.orders[0]!.lines;
    expect(lines.map((l) => [l.quantity, l.packSize, l.unitCode, l.asked])).toEqual([
      [3, 500, 'g', { quantity: 1.2, unitCode: 'kg', coveringPacks: 3 }],
      [4, 500, 'mL', { quantity: 2, unitCode: 'L', coveringPacks: 4 }],
    ]);
    const chosen = await post<Preview>('create_order', orderBuyer.token, {
      quotationIds,
      quotationQuantities: [{ quotationId: quotationIds[0], quantity: 5 }],
      preview: true,
    });
    expect(chosen.body.data.orders[0]!.lines.map((l) => l.quantity)).toEqual([5, 4]);
    const refused = await post('create_order', orderBuyer.token, {
      quotationIds,
      quotationQuantities: [{ quotationId: quotationIds[0], quantity: 0 }],
      preview: true,
    });
    expect(refused.body).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, msg: expect.stringMatching(/包装数至少为 1/) });
  });
});

describe('what an inquiry was sent with', () => {
  it('keeps the address and invoice details after the buyer deletes them from the books', async () => {
    const sender = await freshMember(db, 'sheet_snap', { buyer: true }, { memberType: 'teacher' });
    const address = await post<{ id: number }>('transaction_create', sender.token, {
      receiver: '赵六',
      phone: '13912345678',
      areaCodes: ['11', '1101', '110108'],
      detail: '中关村大街 1 号',
    });
    const categories = await call<{ id: number; code: string }[]>('/api/invoice_categories');
    const invoice = await post<{ id: number }>('invoice_create', sender.token, {
      categoryId: categories.body.data.find((c) => c.code === 'vat_normal')!.id,
      title: '北京大学化学学院',
    });
    expect(invoice.body.code, invoice.body.msg).toBe(0);
    const [cas] = await unlistedCas(db, 1);
    const { body: inquiry } = await post<{ id: number }>('create_inquiry', sender.token, {
      ...CONTACT,
      addressId: address.body.data.id,
      invoiceInfoId: invoice.body.data.id,
      lines: [{ cas, quantity: 1, unitCode: 'g' }],
    });
    expect(inquiry.code, inquiry.msg).toBe(0);
    expect((await post('transaction_delete', sender.token, { id: address.body.data.id })).body.code).toBe(0);
    expect((await post('invoice_delete', sender.token, { id: invoice.body.data.id })).body.code).toBe(0);
    const detail = await get<{ delivery: { address: string; invoiceTitle: string } }>('inquiry_detail', sender.token, { id: inquiry.data.id });
    expect(detail.body.data.delivery).toEqual({ address: expect.stringMatching(/海淀区 中关村大街 1 号 · 赵六$/), invoiceTitle: '北京大学化学学院' });
  });
});
