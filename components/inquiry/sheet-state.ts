import type { DraftRow, QuotationSheet, SheetRowError } from '@/lib/contracts/inquiry/sheet';

/*
 * The quotation sheet's rows as the seller types them (text, as in the
 * draft), what is sent of them, and where a refusal's per-row errors go.
 * Kept apart from the component so it can be tested without a browser.
 */

export type SheetLine = QuotationSheet['lines'][number];
export type Row = DraftRow & { lineId: number };

const day = (iso: string) => iso.slice(0, 10);

/** The row a line starts with: the seller's draft, else their active quotation, else the line's unit and the default validity. */
export function initialRow(sheet: Pick<QuotationSheet, 'draft' | 'defaultValidUntil'>, line: SheetLine): Row {
  const draft = sheet.draft?.rows.find((r) => r.lineId === line.id);
  if (draft) return { ...draft, lineId: line.id };
  const m = line.mine;
  if (m) {
    return {
      lineId: line.id,
      goodsId: m.goodsId,
      price: (m.priceCents / 100).toFixed(2),
      packSize: String(m.packSize),
      unitCode: m.unit.code,
      purity: m.purity ?? '',
      inStock: m.inStock,
      leadTimeDays: String(m.leadTimeDays),
      validUntil: day(m.validUntil),
      remarks: m.remarks ?? '',
      freight: m.freightCents === null ? '' : (m.freightCents / 100).toFixed(2),
    };
  }
  return {
    lineId: line.id,
    price: '',
    packSize: '',
    unitCode: line.unit.code,
    purity: '',
    inStock: false,
    leadTimeDays: '',
    validUntil: day(sheet.defaultValidUntil),
    remarks: '',
  };
}

/** Fills a row from one of the seller's on-shelf goods (“从我的商品报价”). */
export function fromGoods(row: Row, line: SheetLine, goodsId: number | null): Row {
  const g = line.myGoods.find((x) => x.goodsId === goodsId);
  if (!g) return { ...row, goodsId: null };
  return {
    ...row,
    goodsId: g.goodsId,
    price: (g.priceCents / 100).toFixed(2),
    packSize: String(g.packSize),
    unitCode: g.unit.code,
    purity: g.purity,
    inStock: g.stock > 0,
    leadTimeDays: g.stock > 0 ? '0' : String(g.leadTimeDays),
  };
}

export const isFilled = (row: Row) => (row.price ?? '').trim() !== '';

/** A row's own problems before anything is sent (the server checks the rest). */
export function localProblem(row: Row): string | null {
  if (!isFilled(row)) return null;
  const price = Number(row.price);
  if (!Number.isFinite(price) || price <= 0) return '单价须为正数（元）';
  if (Math.round(price * 100) !== Math.round(price * 10000) / 100) return '单价最多两位小数';
  const pack = Number(row.packSize);
  if (!row.packSize || !Number.isFinite(pack) || pack <= 0) return '请填写包装规格';
  if (!row.inStock && row.leadTimeDays && !/^\d{1,3}$/.test(row.leadTimeDays)) return '货期须为 0–365 的整数天';
  if (!row.validUntil) return '请填写有效期';
  const freight = (row.freight ?? '').trim();
  if (freight !== '' && !(Number.isFinite(Number(freight)) && Number(freight) >= 0)) return '运费须为 0 或正数（元），空为按运费模板';
  return null;
}

/** What submit_quotation_sheet receives of a filled row. */
export function sentRow(row: Row) {
  return {
    lineId: row.lineId,
    priceCents: Math.round(Number(row.price) * 100),
    packSize: Number(row.packSize),
    unitCode: row.unitCode ?? '',
    purity: row.purity?.trim() || undefined,
    inStock: row.inStock === true,
    leadTimeDays: row.inStock ? 0 : Number(row.leadTimeDays || 0),
    validUntil: row.validUntil ?? '',
    remarks: row.remarks?.trim() || undefined,
    goodsId: row.goodsId ?? undefined,
    freightCents: (row.freight ?? '').trim() === '' ? null : Math.round(Number(row.freight) * 100),
    confirmUnusualPrice: row.confirmUnusualPrice === true,
  };
}

/** A refusal's per-row errors by line id (an uploaded file's rows without a line stay in the list only). */
export function errorsByLine(errors: SheetRowError[]): Map<number, SheetRowError> {
  const by = new Map<number, SheetRowError>();
  for (const e of errors) if (e.lineId !== null && !by.has(e.lineId)) by.set(e.lineId, e);
  return by;
}

/** How the sheet's filled rows stand against the seller's allowance: said before sending. */
export function allowanceNote(filled: number, remaining: number, limit: number): { ok: boolean; text: string } {
  const base = `24 小时内还可报价 ${remaining} 行（上限 ${limit} 行，含追加报价；与有效报价相同的行不计）`;
  if (filled <= remaining) return { ok: true, text: base };
  return { ok: false, text: `已填写 ${filled} 行，超过可报价的 ${remaining} 行：${base}` };
}
