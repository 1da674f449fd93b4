import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { LedgerRow } from '@/lib/server/deposit/queries';
import { renderStatementPdf } from './pdf';
import { movementOf, summarize, type FullStatement } from './statement';
import { renderStatementXlsx } from './xlsx';

/* The two files of a statement made from fixed ledger rows: the PDF's text as pdftotext reads it, the workbook as exceljs reads it. */

const row = (
  id: number,
  kind: LedgerRow['kind'],
  amountCents: number,
  frozenDeltaCents: number,
  balanceAfterCents: number,
  frozenAfterCents: number,
): LedgerRow => ({
  id,
  kind,
  amountCents,
  frozenDeltaCents,
  balanceAfterCents,
  frozenAfterCents,
  reference: `order:SO${id}`,
  referenceLabel: `订单 SO${id}`,
  createdAt: `2026-11-0${id}T02:00:00.000Z`,
});

const rows = [
  row(1, 'sale_held', 0, 123_456, 10_000, 123_456),
  row(2, 'commission', 0, -6_173, 10_000, 117_283),
  row(3, 'sale_release', 117_283, -117_283, 127_283, 0),
];

const statement: FullStatement = {
  month: '2026-11',
  monthLabel: '2026年11月',
  periodLabel: '2026-11-01 至 2026-11-30（北京时间）',
  current: false,
  member: { name: '=某某化工有限公司', companyName: '=某某化工有限公司', username: 'seller_x', buyer: false, seller: true },
  summary: summarize({ balanceCents: 10_000, frozenCents: 0 }, rows, ['seller']),
  movements: rows.map(movementOf),
  generatedAt: '2026-12-01T02:03:04.000Z',
};

describe('statement files', () => {
  it('the PDF reads as Chinese text with the figures', async () => {
    const bytes = await renderStatementPdf(statement);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'statement-')), 's.pdf');
    fs.writeFileSync(file, bytes);
    let text: string;
    try {
      text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-'], { encoding: 'utf8' });
    } catch {
      if (process.env.CI) throw new Error('pdftotext (poppler-utils) is missing');
      return;
    }
    for (const expected of [
      'ChemMart 化学品商城',
      '2026年11月资金对账单',
      '某某化工有限公司',
      '期初余额',
      '100.00',
      '销售货款',
      '1,234.56',
      '平台佣金',
      '-61.73',
      '期末余额',
      '1,272.83',
      '货款到账',
      '生成时间 2026-12-01 10:03:04',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('the workbook has a summary and every movement, amounts as yuan numbers', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await renderStatementXlsx(statement)) as unknown as ArrayBuffer);
    const summary = book.getWorksheet('汇总')!;
    const values = [...summary.getSheetValues()].map((r) => (Array.isArray(r) ? r.slice(1) : []));
    expect(values).toContainEqual(['销售货款', 1, 1234.56]);
    expect(values).toContainEqual(['平台佣金', 1, -61.73]);
    expect(values.find((v) => v[0] === '期末余额（可用 + 冻结）')?.[2]).toBe(1272.83);
    expect(String(summary.getRow(2).getCell(1).value).startsWith('=')).toBe(false);
    const movements = book.getWorksheet('资金明细')!;
    expect(movements.rowCount).toBe(4);
    expect(movements.getRow(2).getCell(4).value).toBe(1234.56);
    expect(movements.getColumn(4).numFmt).toBe('#,##0.00');
    expect(movements.getRow(4).getCell(3).value).toBe('划转');
  });
});
