import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { cellText } from '@/lib/server/core/table-file';
import type { QuotationSheet, SheetRowError } from '@/lib/contracts/inquiry/sheet';
import type { SentRow } from './sheet';

/*
 * The quotation sheet as an .xlsx a seller downloads, fills in Excel or WPS
 * and uploads (GET /api/quotation_sheet_file, POST /api/quotation_sheet_upload). Columns A–G describe the
 * line and are not read back except the line id; H–Q are the offer. A row
 * without a price is not quoted.
 */

export const SHEET_NAME = '报价单';
const COLUMNS = [
  { header: '行号', width: 6 },
  { header: '询价行ID（勿改）', width: 14 },
  { header: 'CAS号', width: 14 },
  { header: '品名', width: 30 },
  { header: '需求数量', width: 10 },
  { header: '需求单位', width: 10 },
  { header: '纯度要求', width: 12 },
  { header: '我的商品编号（选填）', width: 14 },
  { header: '单价（元/包装，含税）', width: 14 },
  { header: '包装规格', width: 10 },
  { header: '包装单位', width: 10 },
  { header: '纯度', width: 12 },
  { header: '现货（是/否）', width: 10 },
  { header: '货期（天）', width: 10 },
  { header: '有效期至（YYYY-MM-DD）', width: 16 },
  { header: '备注', width: 30 },
  { header: '价格已核对（是）', width: 12 },
  { header: '运费（元，0=包邮，空=按运费模板）', width: 16 },
] as const;
const FIRST_OFFER_COLUMN = 8;
const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Spreadsheet formulas in text a member typed stay text (=, +, -, @ at the start). */
function safeText(text: string | null | undefined): string {
  const value = text ?? '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const day = (iso: string) => iso.slice(0, 10);

/** The sheet's rows prefilled: the seller's draft, else their active quotation, else the line's unit and the default validity. */
function prefill(sheet: QuotationSheet, line: QuotationSheet['lines'][number]): unknown[] {
  const draft = sheet.draft?.rows.find((r) => r.lineId === line.id);
  if (draft) {
    return [
      draft.goodsId ?? '',
      draft.price ?? '',
      draft.packSize ?? '',
      draft.unitCode ?? line.unit.code,
      draft.purity ?? '',
      draft.inStock ? '是' : '否',
      draft.leadTimeDays ?? '',
      draft.validUntil ? day(draft.validUntil) : day(sheet.defaultValidUntil),
      safeText(draft.remarks),
      draft.confirmUnusualPrice ? '是' : '',
      draft.freight ?? '',
    ];
  }
  const m = line.mine;
  if (m) {
    return [
      m.goodsId ?? '',
      m.priceCents / 100,
      m.packSize,
      m.unit.code,
      safeText(m.purity),
      m.inStock ? '是' : '否',
      m.leadTimeDays,
      day(m.validUntil),
      safeText(m.remarks),
      '',
    ];
  }
  return ['', '', '', line.unit.code, '', '否', '', day(sheet.defaultValidUntil), '', '', ''];
}

export async function sheetWorkbook(sheet: QuotationSheet): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ChemMart';
  const ws = workbook.addWorksheet(SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1, xSplit: 4 }] });
  ws.columns = COLUMNS.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width }));
  ws.getRow(1).font = { bold: true };
  for (let c = FIRST_OFFER_COLUMN; c <= COLUMNS.length; c++)
    ws.getRow(1).getCell(c).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
  ws.getColumn(3).numFmt = '@';
  ws.getColumn(9).numFmt = '0.00';
  ws.getColumn(15).numFmt = '@';
  for (const line of sheet.lines) {
    const row = ws.addRow([
      line.lineNo,
      line.id,
      line.cas ?? '',
      safeText(line.productName),
      line.quantity,
      line.unit.code,
      safeText(line.purity),
      ...(line.accepted ? ['', '（该行已采纳报价，不能报价）'] : prefill(sheet, line)),
    ]);
    if (line.accepted) row.font = { color: { argb: 'FF888888' } };
    row.getCell(11).dataValidation = {
      type: 'list',
      allowBlank: false,
      formulae: [`"${line.units.join(',')}"`],
      showErrorMessage: true,
      error: '请选择可换算为需求单位的包装单位',
    };
    row.getCell(13).dataValidation = { type: 'list', allowBlank: true, formulae: ['"是,否"'] };
    row.getCell(17).dataValidation = { type: 'list', allowBlank: true, formulae: ['"是"'] };
  }
  const about = workbook.addWorksheet('说明');
  about.columns = [
    { header: '项目', key: 'k', width: 18 },
    { header: '内容', key: 'v', width: 80 },
  ];
  about.addRows([
    ['询价单', sheet.inquiryNo],
    ['报价截止', sheet.deadline],
    ['怎么填', '在黄色列填写报价；不报价的行留空单价。上传后整张报价单一起提交：有任何一行无法报价时不提交任何一行，并逐行说明原因。'],
    ['包装单位', '须可换算为需求单位（质量对质量、体积对体积；计数单位须相同）。'],
    ['价格核对', '折合每克/毫升价格远离该产品在售价格时须在“价格已核对”填“是”。'],
    ['运费', '填写本报价的运费（元）：0 为包邮；不填按你的运费模板计算。买家比较报价时按货款加运费计算。'],
    ['已有报价', '与当前有效报价相同的行不变；不同的行作为追加报价取代原报价。'],
    ['额度', `24 小时内可报价 ${sheet.allowance.limit} 行（含追加），当前还可报价 ${sheet.allowance.remaining} 行。`],
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const YES = /^(是|现货|有|y|yes|true|1)$/i;

function numberCell(text: string): number | string | undefined {
  if (text === '') return undefined;
  const n = Number(text.replace(/[,，¥￥\s]/g, ''));
  return Number.isFinite(n) ? n : text;
}

/** Reads an uploaded sheet into the rows to quote (those with a price) and the cells that cannot be read. */
export async function parseSheetFile(file: File, lineNos: Map<number, number>): Promise<{ rows: SentRow[]; errors: SheetRowError[] }> {
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length > MAX_FILE_BYTES) throw new AppError(ErrorCode.QUOTATION_SHEET_INVALID, '文件超过 5 MB，请使用下载的报价单模板', { rows: [] });
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError(ErrorCode.QUOTATION_SHEET_INVALID, '无法读取该文件：请上传从本页下载的报价单 .xlsx（可用 Excel 或 WPS 编辑后保存为 .xlsx）', {
      rows: [],
    });
  }
  const ws = workbook.getWorksheet(SHEET_NAME) ?? workbook.worksheets[0];
  if (!ws) throw new AppError(ErrorCode.QUOTATION_SHEET_INVALID, '文件中没有工作表', { rows: [] });
  const byLineNo = new Map([...lineNos].map(([id, no]) => [no, id]));
  const rows: SentRow[] = [];
  const errors: SheetRowError[] = [];
  ws.eachRow((r, number) => {
    if (number === 1) return;
    const v = (r.values as unknown[]).slice(1).map(cellText);
    const at = (column: number) => v[column - 1] ?? '';
    const price = at(9);
    if (price === '' || price.startsWith('（')) return;
    const lineId = Number(at(2)) || byLineNo.get(Number(at(1)));
    const fail = (field: string, msg: string) =>
      errors.push({
        lineId: lineId ?? null,
        lineNo: lineId ? (lineNos.get(lineId) ?? null) : null,
        row: number,
        code: ErrorCode.VALIDATION_FAILED,
        field,
        msg,
      });
    if (!lineId || !lineNos.has(lineId)) return void fail('lineId', '找不到对应的询价行：请勿修改“行号”和“询价行ID”列');
    const yuan = numberCell(price);
    if (typeof yuan !== 'number' || yuan <= 0) return void fail('priceCents', `单价“${price}”不是正数（元），如 128.50`);
    const packSize = numberCell(at(10));
    if (typeof packSize !== 'number') return void fail('packSize', at(10) ? `包装规格“${at(10)}”不是数字` : '请填写包装规格');
    const lead = numberCell(at(14));
    if (lead !== undefined && typeof lead !== 'number') return void fail('leadTimeDays', `货期“${at(14)}”不是天数`);
    const freight = numberCell(at(18));
    if (freight !== undefined && (typeof freight !== 'number' || freight < 0))
      return void fail('freightCents', `运费“${at(18)}”须为 0（包邮）或正数（元），不填按运费模板`);
    const goodsId = numberCell(at(8));
    if (goodsId !== undefined && typeof goodsId !== 'number') return void fail('goodsId', `商品编号“${at(8)}”不是数字`);
    const inStock = YES.test(at(13));
    rows.push({
      row: number,
      lineId,
      priceCents: Math.round(yuan * 100),
      packSize,
      unitCode: at(11),
      purity: at(12) || undefined,
      inStock,
      leadTimeDays: inStock ? 0 : (lead ?? 0),
      validUntil: at(15),
      remarks: at(16) || undefined,
      goodsId: goodsId ?? undefined,
      freightCents: freight === undefined ? null : Math.round(freight * 100),
      confirmUnusualPrice: YES.test(at(17)),
    });
  });
  return { rows, errors };
}
