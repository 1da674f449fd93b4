import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseFile, parsePasted, rowOf } from './resolve';

const fileOf = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name);

describe('parseFile: an uploaded list', () => {
  it('reads a .csv saved by Excel or WPS on Chinese Windows (GB18030) with its Chinese names', async () => {
    // "乙醇,500,mL / 硫酸,1,L / 64-17-5,1,L" in GB18030 (GBK) bytes.
    const gb18030 = Buffer.from('d2d2b4bc2c3530302c6d4c0d0ac1f2cbe12c312c4c0d0a36342d31372d352c312c4c0d0a', 'hex');
    expect(await parseFile(fileOf(gb18030, 'list.csv'))).toEqual([
      { query: '乙醇', quantity: 500, unitCode: 'mL', purity: null },
      { query: '硫酸', quantity: 1, unitCode: 'L', purity: null },
      { query: '64-17-5', quantity: 1, unitCode: 'L', purity: null },
    ]);
  });

  it('refuses a file that is neither a workbook nor text, in Chinese', async () => {
    await expect(parseFile(fileOf(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]), 'scan.pdf'))).rejects.toThrow(/只能上传 \.xlsx 或 \.csv/);
  });

  it('reads an .xlsx whose cells are formulas, rich text and hyperlinks by what they show', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('清单');
    sheet.addRow(['CAS', '数量', '单位']);
    sheet.addRow([{ formula: 'CONCATENATE("64-17","-5")', result: '64-17-5' }, { formula: '250*2', result: 500 }, 'mL']);
    sheet.addRow([{ richText: [{ text: '硫', font: { bold: true } }, { text: '酸' }] }, 1, { richText: [{ text: 'L' }] }]);
    sheet.addRow([{ text: '67-64-1', hyperlink: 'https://pubchem.ncbi.nlm.nih.gov/compound/180' }, { formula: 'B3*2', result: 2 }, 'L']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await parseFile(fileOf(bytes, 'list.xlsx'))).toEqual([
      { query: '64-17-5', quantity: 500, unitCode: 'mL', purity: null },
      { query: '硫酸', quantity: 1, unitCode: 'L', purity: null },
      { query: '67-64-1', quantity: 2, unitCode: 'L', purity: null },
    ]);
  });
});

describe('parsePasted: messy lists as people paste them', () => {
  it('reads full-width digits and punctuation, spaces inside quantities and units in any case', () => {
    expect(parsePasted('６４－１７－５，５００ＭＬ\n67-64-1 2.5 L\n7647-14-5\t25kg\n乙醇　１　ｌ')).toEqual([
      { query: '64-17-5', quantity: 500, unitCode: 'ML', purity: null },
      { query: '67-64-1', quantity: 2.5, unitCode: 'L', purity: null },
      { query: '7647-14-5', quantity: 25, unitCode: 'kg', purity: null },
      { query: '乙醇', quantity: 1, unitCode: 'l', purity: null },
    ]);
  });

  it('takes an optional purity or grade after the quantity, in a column or at the end of the line', () => {
    expect(parsePasted('64-17-5,500,mL,99.5%\n67-64-1 1 L AR\n硫酸\t500mL\t分析纯\n75-09-2 ≥99%')).toEqual([
      { query: '64-17-5', quantity: 500, unitCode: 'mL', purity: '99.5%' },
      { query: '67-64-1', quantity: 1, unitCode: 'L', purity: 'AR' },
      { query: '硫酸', quantity: 500, unitCode: 'mL', purity: '分析纯' },
      { query: '75-09-2', quantity: null, unitCode: null, purity: '≥99%' },
    ]);
  });

  it('skips a header row and blank lines, and keeps a name with spaces whole', () => {
    expect(parsePasted('CAS号,数量,单位\n\nsodium chloride 500 g\n')).toEqual([{ query: 'sodium chloride', quantity: 500, unitCode: 'g', purity: null }]);
  });

  it('reads a quantity of 0 or below as refused, never as a name or as one pack', () => {
    expect(parsePasted('乙醇 0 L\n64-17-5 -2 L\n67-64-1,-1,mL')).toEqual([
      { query: '乙醇', quantity: null, unitCode: 'L', purity: null, quantityRefused: true },
      { query: '64-17-5', quantity: null, unitCode: 'L', purity: null, quantityRefused: true },
      { query: '67-64-1', quantity: null, unitCode: 'mL', purity: null, quantityRefused: true },
    ]);
    // A name that ends in a hyphenated number is still a name.
    expect(parsePasted('2-butanol')[0]).toEqual({ query: '2-butanol', quantity: null, unitCode: null, purity: null });
  });
});

describe('parseFile: Excel formats', () => {
  it('reads a percent-formatted purity cell as shown (99.5%), not as the 0.995 stored', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('清单');
    sheet.addRow(['64-17-5', 500, 'mL', 0.995]);
    sheet.getCell('D1').numFmt = '0.0%';
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await parseFile(fileOf(bytes, 'list.xlsx'))).toEqual([{ query: '64-17-5', quantity: 500, unitCode: 'mL', purity: '99.5%' }]);
  });
});

describe('rowOf', () => {
  it('reads a spreadsheet row with an empty cell in the middle (exceljs rows are sparse)', () => {
    expect(rowOf(['乙醇', , 'mL'])).toEqual({ query: '乙醇', quantity: null, unitCode: 'mL', purity: null });
  });
});
