import { Readable } from 'node:stream';
import { addTableSheet, newWorkbook } from '@/lib/server/core/xlsx';
import ExcelJS from 'exceljs';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { logger } from '@/lib/server/core/logger';
import { cellText } from '@/lib/server/core/table-file';
import { headerLabel, IMPORT_COLUMNS, MAX_IMPORT_ROWS, neutralizedCell, type ImportCells } from './columns';

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The template: the header row, one example row, a list of units to pick from in the unit column. */
export async function templateWorkbook(unitCodes: string[]): Promise<Buffer> {
  const workbook = newWorkbook();
  const sheet = addTableSheet(workbook, '商品', IMPORT_COLUMNS);
  sheet.addRow(Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, c.example])));
  sheet.getRow(2).font = { italic: true, color: { argb: 'FF888888' } };
  const unitColumn = sheet.getColumn('unitCode').letter;
  const list = `"${unitCodes.join(',')}"`;
  // One validation over the whole column range: per-cell ones would make 10,000 rows exist before anyone types.
  (sheet as unknown as { dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void } }).dataValidations.add(
    `${unitColumn}2:${unitColumn}${MAX_IMPORT_ROWS + 2}`,
    {
      type: 'list',
      allowBlank: true,
      formulae: [list],
      showErrorMessage: true,
      errorTitle: '单位无效',
      error: `请从列表中选择单位：${unitCodes.join('、')}`,
    },
  );
  const help = workbook.addWorksheet('说明');
  help.getColumn(1).width = 100;
  for (const line of [
    '每行一个包装规格；带 * 的列必填。第 2 行是示例，导入时原样保留的示例行会被忽略。',
    'CAS 号须通过校验位检查；目录中没有的 CAS 号须填写产品名称（可加分子式和 SMILES），随商品一起审核。',
    `单位从列表中选择（${unitCodes.join('、')}）；价格以元为单位，最多两位小数；库存、货期为整数。`,
    `一次最多 ${MAX_IMPORT_ROWS.toLocaleString('en-US')} 行。与已有商品（同一 CAS、包装规格、单位、纯度和品牌）相同的行不会重复导入。`,
  ])
    help.addRow([line]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const EXAMPLE = IMPORT_COLUMNS.map((c) => String(c.example));

export type ImportRow = { rowNo: number; cells: ImportCells };

function rowCells(values: unknown): string[] {
  const list = Array.isArray(values) ? values : [];
  // exceljs rows are 1-based: values[0] is empty.
  return IMPORT_COLUMNS.map((_, i) => cellText(list[i + 1]));
}

const unreadable = () => new AppError(ErrorCode.IMPORT_FILE_INVALID, '文件不是可读取的 .xlsx 工作簿，请用下载的模板填写后上传');

type SheetRows = AsyncIterable<{ number: number; values: unknown }>;

/** The template's rows of one sheet: the header checked, blank rows and the untouched example row skipped. */
async function* templateRows(rows: SheetRows): AsyncGenerator<ImportRow> {
  let header = true;
  for await (const row of rows) {
    const cells = rowCells(row.values);
    if (header) {
      header = false;
      const expected = IMPORT_COLUMNS.map((c) => headerLabel(c.header));
      if (cells.slice(0, 2).map(headerLabel).join('|') !== expected.slice(0, 2).join('|') || headerLabel(cells[8] ?? '') !== expected[8]) {
        throw new AppError(ErrorCode.IMPORT_FILE_INVALID, '第 1 行不是模板的表头，请下载模板，按列填写后上传');
      }
      continue;
    }
    if (cells.every((c) => c === '')) continue;
    if (cells.every((c, i) => c === EXAMPLE[i])) continue;
    yield { rowNo: row.number, cells: Object.fromEntries(IMPORT_COLUMNS.map((c, i) => [c.key, cells[i] ?? ''])) as ImportCells };
  }
}

/** The first sheet's rows from the whole workbook in memory: the fallback when the streaming reader stumbles. */
async function* loadedRows(bytes: Buffer): SheetRows {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable();
  const rows: { number: number; values: unknown }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => rows.push({ number: row.number, values: row.values }));
  yield* rows;
}

/**
 * The data rows of the workbook's first sheet, streamed (a 10,000-row file
 * is never held as a whole workbook): blank rows and the untouched example
 * row are skipped. The header row must be the template's.
 *
 * The streaming reader parses sheets in the order the zip stores them and
 * needs xl/workbook.xml first; writers that store it last (exceljs itself,
 * some export tools) can make it fail at random (exceljs issue 3064; one
 * such refusal of a valid file was seen in CI). When it fails before any
 * row, the workbook is read whole instead (files are at most 10 MB), and
 * the log keeps what the streaming reader stumbled on.
 */
export async function* readImportRows(bytes: Buffer): AsyncGenerator<ImportRow> {
  if (!bytes.subarray(0, 4).equals(XLSX_MAGIC)) throw unreadable();
  let yielded = 0;
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
    });
    for await (const worksheet of reader) {
      for await (const row of templateRows(worksheet as unknown as SheetRows)) {
        yielded += 1;
        yield row;
      }
      return;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (yielded > 0) {
      // Rows already went out: reading again from the start would repeat them.
      logger().warn({ err: error, bytes: bytes.length, yielded }, 'goods import: the workbook stopped being readable part-way');
      throw unreadable();
    }
    logger().info({ err: error, bytes: bytes.length }, 'goods import: the streaming reader failed; reading the workbook whole');
  }
  try {
    yield* templateRows(loadedRows(bytes));
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger().warn({ err: error, bytes: bytes.length }, 'goods import: the workbook could not be read');
    throw unreadable();
  }
}

/** Data rows in the workbook, checked before a job is queued: readable, the template's header, 1 to 10,000 rows. */
export async function countImportRows(bytes: Buffer): Promise<number> {
  let rows = 0;
  for await (const _ of readImportRows(bytes)) {
    rows++;
    if (rows > MAX_IMPORT_ROWS)
      throw new AppError(ErrorCode.IMPORT_FILE_INVALID, `一次最多导入 ${MAX_IMPORT_ROWS.toLocaleString('en-US')} 行，请拆分文件后分批上传`);
  }
  if (rows === 0) throw new AppError(ErrorCode.IMPORT_FILE_INVALID, '文件中没有数据行（示例行不计）');
  return rows;
}

export type ResultRow = {
  rowNo: number;
  cas: string | null;
  name: string | null;
  outcome: 'accepted' | 'rejected';
  reason: string | null;
  goodsId: number | null;
};

/** Every row's outcome as a workbook to download; user-written text is neutralised against formula injection. */
export async function resultsWorkbook(rows: ResultRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('导入结果');
  sheet.columns = [
    { header: '行号', key: 'rowNo', width: 8 },
    { header: 'CAS号', key: 'cas', width: 14 },
    { header: '产品名称', key: 'name', width: 28 },
    { header: '结果', key: 'outcome', width: 10 },
    { header: '原因', key: 'reason', width: 48 },
    { header: '商品编号', key: 'goodsId', width: 10 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow({
      rowNo: r.rowNo,
      cas: neutralizedCell(r.cas ?? ''),
      name: neutralizedCell(r.name ?? ''),
      outcome: r.outcome === 'accepted' ? '已导入（待审核）' : '未导入',
      reason: neutralizedCell(r.reason ?? ''),
      goodsId: r.goodsId ?? '',
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
