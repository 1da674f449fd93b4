import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/contracts/error-codes';
import { allowanceNote, errorsByLine, fromGoods, initialRow, localProblem, sentRow, type Row, type SheetLine } from './sheet-state';

const line = {
  id: 11,
  lineNo: 1,
  substanceId: 5,
  cas: '64-17-5',
  productName: '乙醇 Ethanol',
  smiles: null,
  quantity: 2,
  unit: { code: 'L', name: '升' },
  purity: 'AR',
  packaging: null,
  accepted: false,
  mine: null,
  myGoods: [
    {
      goodsId: 70,
      packSize: 500,
      unit: { code: 'mL', name: '毫升' },
      purity: 'AR',
      priceCents: 3_800,
      stock: 0,
      leadTimeDays: 7,
      coaUploadId: null,
      lotNumber: null,
    },
  ],
  units: ['mL', 'L'],
} as unknown as SheetLine;
const sheet = { draft: null, defaultValidUntil: '2026-12-12T00:00:00.000Z' };

describe('initialRow', () => {
  it('starts empty in the line’s unit with the default validity', () => {
    expect(initialRow(sheet, line)).toMatchObject({ lineId: 11, price: '', unitCode: 'L', validUntil: '2026-12-12', inStock: false });
  });
  it('takes the draft first, then the seller’s active quotation', () => {
    expect(initialRow({ ...sheet, draft: { rows: [{ lineId: 11, price: '9' }], savedAt: '' } }, line)).toEqual({ lineId: 11, price: '9' });
    const quoted = {
      ...line,
      mine: {
        priceCents: 4_250,
        packSize: 1,
        unit: { code: 'L' },
        purity: null,
        inStock: true,
        leadTimeDays: 0,
        validUntil: '2026-12-20T15:59:59Z',
        remarks: null,
        goodsId: null,
      },
    } as unknown as SheetLine;
    expect(initialRow(sheet, quoted)).toMatchObject({ price: '42.50', packSize: '1', unitCode: 'L', inStock: true, validUntil: '2026-12-20' });
  });
});

describe('fromGoods', () => {
  it('fills price, pack and lead time from the chosen goods, and clears the choice without touching the rest', () => {
    const row = fromGoods(initialRow(sheet, line), line, 70);
    expect(row).toMatchObject({ goodsId: 70, price: '38.00', packSize: '500', unitCode: 'mL', inStock: false, leadTimeDays: '7' });
    expect(fromGoods(row, line, null)).toMatchObject({ goodsId: null, price: '38.00' });
  });
});

describe('localProblem and sentRow', () => {
  const filled: Row = { lineId: 11, price: '12.5', packSize: '500', unitCode: 'mL', inStock: false, leadTimeDays: '3', validUntil: '2026-12-12' };
  it('says what a filled row lacks before anything is sent; an empty row is not a problem', () => {
    expect(localProblem({ lineId: 11, price: '' })).toBeNull();
    expect(localProblem({ ...filled, price: '0' })).toBe('单价须为正数（元）');
    expect(localProblem({ ...filled, price: '1.234' })).toBe('单价最多两位小数');
    expect(localProblem({ ...filled, packSize: '' })).toBe('请填写包装规格');
    expect(localProblem({ ...filled, leadTimeDays: '三' })).toBe('货期须为 0–365 的整数天');
    expect(localProblem(filled)).toBeNull();
  });
  it('sends cents and numbers; a row in stock has no lead time', () => {
    expect(sentRow(filled)).toMatchObject({
      lineId: 11,
      priceCents: 1_250,
      packSize: 500,
      unitCode: 'mL',
      leadTimeDays: 3,
      inStock: false,
      confirmUnusualPrice: false,
    });
    expect(sentRow({ ...filled, inStock: true }).leadTimeDays).toBe(0);
  });
});

describe('errorsByLine and allowanceNote', () => {
  it('keeps the first error of each line; file rows without a line stay out', () => {
    const errors = [
      { lineId: 11, lineNo: 1, row: null, code: ErrorCode.QUOTATION_UNIT_MISMATCH, field: 'unitCode', msg: 'a' },
      { lineId: 11, lineNo: 1, row: null, code: ErrorCode.VALIDATION_FAILED, field: null, msg: 'b' },
      { lineId: null, lineNo: null, row: 9, code: ErrorCode.VALIDATION_FAILED, field: 'lineId', msg: 'c' },
    ];
    expect([...errorsByLine(errors)].map(([id, e]) => [id, e.msg])).toEqual([[11, 'a']]);
  });
  it('warns before sending more rows than the allowance has left', () => {
    expect(allowanceNote(20, 3000, 3000)).toMatchObject({ ok: true });
    expect(allowanceNote(60, 50, 3000)).toEqual({ ok: false, text: expect.stringMatching(/^已填写 60 行，超过可报价的 50 行/) });
  });
});
