import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellText, decodeTextFile } from './table-file';

/** "乙醇,500,mL / 硫酸,1,L / 64-17-5,1,L" as Excel on Chinese Windows saves "CSV (逗号分隔)": GB18030 (GBK) bytes. */
const GB18030_LIST = Buffer.from('d2d2b4bc2c3530302c6d4c0d0ac1f2cbe12c312c4c0d0a36342d31372d352c312c4c0d0a', 'hex');

describe('decodeTextFile', () => {
  it('reads GB18030 (GBK) bytes, as Excel and WPS save CSV on Chinese Windows', () => {
    expect(decodeTextFile(GB18030_LIST)).toBe('乙醇,500,mL\r\n硫酸,1,L\r\n64-17-5,1,L\r\n');
    // A four-byte GB18030 sequence (outside GBK): U+20000.
    expect(decodeTextFile(Buffer.from('95328236', 'hex'))).toBe('\u{20000}');
  });

  it('reads UTF-8 with or without a byte-order mark, and UTF-16 with one', () => {
    expect(decodeTextFile(Buffer.from('乙醇,1,L'))).toBe('乙醇,1,L');
    expect(decodeTextFile(Buffer.from('\uFEFF乙醇,1,L'))).toBe('乙醇,1,L');
    expect(decodeTextFile(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('乙醇\t1\tL', 'utf16le')]))).toBe('乙醇\t1\tL');
    const be = Buffer.from('乙醇', 'utf16le').swap16();
    expect(decodeTextFile(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toBe('乙醇');
  });

  it('answers null for bytes that are no text', () => {
    expect(decodeTextFile(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0x01, 0x02]))).toBeNull();
    expect(decodeTextFile(Buffer.from([0x81, 0x20, 0xff, 0xff]))).toBeNull();
  });
});

describe('cellText: the values of a real .xlsx written by exceljs', () => {
  it('reads formulas by their cached result, rich text, hyperlinks, dates, numbers and errors', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('清单');
    sheet.addRow([
      { formula: 'CONCATENATE("64-17","-5")', result: '64-17-5' },
      { formula: '250*2', result: 500 },
      { richText: [{ text: 'm', font: { bold: true } }, { text: 'L' }] },
      { text: '乙醇', hyperlink: 'https://example.com/ethanol' },
      new Date(Date.UTC(2026, 10, 25)),
      { formula: '1/0', result: { error: '#DIV/0!' } },
      { formula: 'A1' },
      12.5,
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(bytes as unknown as ArrayBuffer);
    const values = (read.worksheets[0]!.getRow(1).values as unknown[]).slice(1).map(cellText);
    expect(values).toEqual(['64-17-5', '500', 'mL', '乙醇', '2026-11-25', '#DIV/0!', '', '12.5']);
  });
});
