import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { countImportRows, readImportRows, templateWorkbook } from './workbook';

/** The template filled in by exceljs, as a tool (or our own tests) writes it: xl/workbook.xml stored last in the zip. */
async function filledTemplate(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await templateWorkbook(['g', 'mL'])) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  sheet.getRow(2).values = [];
  rows.forEach((values, i) => {
    sheet.getRow(i + 2).values = values;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const ROW = ['64-17-5', '', '', '', '99%', '导入测试', 1, 'g', 12.5, 10, 3, '阴凉干燥处', 'LOT-1'];

describe('reading an import workbook', () => {
  it('reads a workbook exceljs wrote (xl/workbook.xml stored last), again and again, with its rows in order', async () => {
    const bytes = await filledTemplate([ROW, ['67-64-1', ...ROW.slice(1)]]);
    for (let i = 0; i < 25; i += 1) {
      const rows = [];
      for await (const row of readImportRows(bytes)) rows.push(row);
      expect(rows.map((r) => [r.rowNo, r.cells.cas])).toEqual([
        [2, '64-17-5'],
        [3, '67-64-1'],
      ]);
    }
  });

  it('still refuses what is not a workbook, and a sheet that is not the template', async () => {
    const refusal = async (bytes: Buffer) => {
      const error = await countImportRows(bytes).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      return error as AppError;
    };
    expect((await refusal(Buffer.from('CAS,name\n50-78-2,x\n'))).code).toBe(ErrorCode.IMPORT_FILE_INVALID);
    const zipButNotXlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]);
    expect((await refusal(zipButNotXlsx)).message).toContain('不是可读取的 .xlsx 工作簿');
    const other = new ExcelJS.Workbook();
    other.addWorksheet('Sheet1').addRow(['名称', '数量']);
    other.getWorksheet('Sheet1')!.addRow(['乙醇', 1]);
    expect((await refusal(Buffer.from(await other.xlsx.writeBuffer()))).message).toContain('不是模板的表头');
  });
});
