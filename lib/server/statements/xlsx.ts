import ExcelJS from 'exceljs';
import { addTableSheet, newWorkbook } from '@/lib/server/core/xlsx';
import { neutralizedCell } from '@/lib/server/goods/import/columns';
import { beijingSeconds, memberLine, PLATFORM_NAME, shownLines } from './format';
import type { FullStatement } from './statement';

/*
 * The statement as an .xlsx: "汇总" (opening, lines, closing, the memo of
 * frozen money) and "资金明细" (every movement of the month). Amounts are
 * numbers in yuan with a 2-decimal format, so a spreadsheet sums them;
 * text a member typed (their name) goes through `neutralizedCell`, so
 * nothing runs as a formula.
 */

const MONEY = '#,##0.00';
const yuan = (cents: number) => cents / 100;

function summarySheet(book: ExcelJS.Workbook, statement: FullStatement): void {
  const { summary } = statement;
  const sheet = book.addWorksheet('汇总');
  sheet.columns = [
    { key: 'item', width: 30 },
    { key: 'count', width: 10 },
    { key: 'amount', width: 18, style: { numFmt: MONEY } },
  ];
  sheet.addRow([`${PLATFORM_NAME} ${statement.monthLabel}资金对账单`]).font = { bold: true, size: 14 };
  sheet.addRow([neutralizedCell(memberLine(statement))]);
  sheet.addRow([`对账期间：${statement.periodLabel}`]);
  sheet.addRow([`生成时间：${beijingSeconds(statement.generatedAt)}（北京时间）`]);
  sheet.addRow([]);
  sheet.addRow(['项目', '笔数', '金额（元）']).font = { bold: true };
  sheet.addRow(['期初余额（可用 + 冻结）', null, yuan(summary.opening.totalCents)]);
  for (const line of shownLines(statement)) sheet.addRow([line.label, line.count, yuan(line.cents)]);
  sheet.addRow(['本月收支合计', summary.lines.reduce((n, l) => n + l.count, 0), yuan(summary.netCents)]).font = { bold: true };
  sheet.addRow(['期末余额（可用 + 冻结）', null, yuan(summary.closing.totalCents)]).font = { bold: true };
  sheet.addRow(['其中：期末可用余额', null, yuan(summary.closing.balanceCents)]);
  sheet.addRow(['其中：期末冻结金额', null, yuan(summary.closing.frozenCents)]);
  sheet.addRow(['账本余额（核对）', null, yuan(summary.ledgerClosingCents)]);
  sheet.addRow(['核对结果', null, summary.balanced ? '一致' : '不一致']);
  sheet.addRow([]);
  sheet.addRow(['冻结与解冻（不计入收支）', '笔数', '冻结金额变动（元）']).font = { bold: true };
  for (const memo of summary.memos) sheet.addRow([memo.label, memo.count, yuan(memo.frozenCents)]);
}

function movementsSheet(book: ExcelJS.Workbook, statement: FullStatement): void {
  const sheet = addTableSheet(book, '资金明细', [
    { header: '时间（北京时间）', key: 'at', width: 20 },
    { header: '类型', key: 'kind', width: 12 },
    { header: '对账项目', key: 'line', width: 16 },
    { header: '收支（元）', key: 'net', width: 13 },
    { header: '可用变动（元）', key: 'amount', width: 14 },
    { header: '冻结变动（元）', key: 'frozen', width: 14 },
    { header: '可用余额（元）', key: 'balance', width: 14 },
    { header: '冻结金额（元）', key: 'frozenAfter', width: 14 },
    { header: '关联单据', key: 'reference', width: 28 },
  ]);
  for (const key of ['net', 'amount', 'frozen', 'balance', 'frozenAfter']) sheet.getColumn(key).numFmt = MONEY;
  for (const m of statement.movements) {
    sheet.addRow({
      at: beijingSeconds(m.createdAt),
      kind: m.kindLabel,
      line: m.lineLabel,
      net: yuan(m.netCents),
      amount: yuan(m.amountCents),
      frozen: yuan(m.frozenDeltaCents),
      balance: yuan(m.balanceAfterCents),
      frozenAfter: yuan(m.frozenAfterCents),
      reference: neutralizedCell(m.referenceLabel),
    });
  }
  if (statement.movements.length === 0) sheet.addRow({ at: '本月没有资金变动' });
}

export async function renderStatementXlsx(statement: FullStatement): Promise<Buffer> {
  const book = newWorkbook(new Date(statement.generatedAt));
  summarySheet(book, statement);
  movementsSheet(book, statement);
  return Buffer.from(await book.xlsx.writeBuffer());
}
