import { PDFDocument, rgb } from 'pdf-lib';
import { contractFont } from '@/lib/server/orders/contract/font';
import { evenFontkit } from '@/lib/server/orders/contract/fontkit-even';
import { GREY, MARGIN, WIDTH, Writer } from '@/lib/server/orders/contract/pdf';
import { beijingSeconds, memberLine, PLATFORM_NAME, shownLines, yuanText } from './format';
import type { FullStatement } from './statement';

/*
 * The statement as a PDF: A4, the same CJK font and flowing writer as the
 * order contract (lib/server/orders/contract). The header names the
 * platform, the member and the month; the summary, the memo of frozen
 * money, then every movement (up to MAX_PDF_MOVEMENTS: beyond that the
 * .xlsx has them all, and the PDF says so).
 */

export const MAX_PDF_MOVEMENTS = 2_000;

const SUMMARY: [string, number][] = [
  ['项目', 255.28],
  ['笔数', 80],
  ['金额（元）', 180],
];
const MOVEMENTS: [string, number][] = [
  ['时间（北京）', 70],
  ['类型', 52],
  ['收支（元）', 58],
  ['可用变动', 56],
  ['冻结变动', 56],
  ['可用余额', 62],
  ['冻结金额', 58],
  ['关联单据', 103.28],
];
const widths = (columns: [string, number][]) => columns.map(([, w]) => w);
const names = (columns: [string, number][]) => columns.map(([n]) => n);

export async function renderStatementPdf(statement: FullStatement): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(evenFontkit);
  const font = await doc.embedFont((await contractFont()).bytes, { subset: true });
  const generated = new Date(statement.generatedAt);
  doc.setCreationDate(generated);
  doc.setModificationDate(generated);
  doc.setTitle(`${statement.monthLabel}对账单 ${statement.member.name}`);
  doc.setCreator('ChemMart');
  doc.setProducer('ChemMart');
  doc.setLanguage('zh-CN');

  let movementsOpen = false;
  const w = new Writer(doc, font, (writer) => {
    if (movementsOpen) writer.row(names(MOVEMENTS), widths(MOVEMENTS), { shade: true });
  });
  const { summary } = statement;

  w.paragraph(PLATFORM_NAME, { size: 11, center: true, color: GREY });
  w.paragraph(`${statement.monthLabel}资金对账单`, { size: 20, center: true, gap: 2 });
  w.paragraph(`对账期间：${statement.periodLabel}${statement.current ? '　本月尚未结束，数字会随新的收支变化' : ''}`, { size: 9.5, center: true, color: GREY, gap: 8 });
  w.paragraph(memberLine(statement), { size: 10.5, gap: 4 });

  w.heading('一、汇总');
  const right = [false, true, true];
  w.row(names(SUMMARY), widths(SUMMARY), { shade: true });
  w.row(['期初余额（可用 + 冻结）', '', yuanText(summary.opening.totalCents)], widths(SUMMARY), { alignRight: right });
  for (const line of shownLines(statement)) w.row([line.label, String(line.count), yuanText(line.cents)], widths(SUMMARY), { alignRight: right });
  w.row(['本月收支合计', String(summary.lines.reduce((n, l) => n + l.count, 0)), yuanText(summary.netCents)], widths(SUMMARY), {
    alignRight: right,
    shade: true,
  });
  w.row(['期末余额（可用 + 冻结）', '', yuanText(summary.closing.totalCents)], widths(SUMMARY), { alignRight: right, shade: true });
  w.row(['其中：期末可用余额', '', yuanText(summary.closing.balanceCents)], widths(SUMMARY), { alignRight: right });
  w.row(['其中：期末冻结金额', '', yuanText(summary.closing.frozenCents)], widths(SUMMARY), { alignRight: right });
  w.paragraph(
    summary.balanced
      ? `核对：期末余额 = 期初余额 + 本月收支合计 = 账本余额（${yuanText(summary.ledgerClosingCents)} 元），一致。`
      : `核对：期末余额与账本余额（${yuanText(summary.ledgerClosingCents)} 元）不一致，请联系平台客服。`,
    { size: 9, color: summary.balanced ? GREY : rgb(0.8, 0.1, 0.1), gap: 4 },
  );

  const memos = summary.memos.filter((m) => m.count > 0);
  if (memos.length > 0) {
    w.heading('冻结与解冻（可用与冻结之间的划转，不计入收支）');
    w.row(['项目', '笔数', '冻结金额变动（元）'], widths(SUMMARY), { shade: true });
    for (const memo of memos) w.row([memo.label, String(memo.count), yuanText(memo.frozenCents)], widths(SUMMARY), { alignRight: right });
  }

  w.heading(`二、资金变动明细（共 ${statement.movements.length} 笔）`);
  if (statement.movements.length === 0) {
    w.paragraph('本月没有资金变动。', { size: 10, color: GREY });
  } else {
    w.row(names(MOVEMENTS), widths(MOVEMENTS), { shade: true });
    movementsOpen = true;
    for (const m of statement.movements.slice(0, MAX_PDF_MOVEMENTS)) {
      w.row(
        [
          beijingSeconds(m.createdAt),
          m.kindLabel,
          m.netCents === 0 ? '—' : yuanText(m.netCents),
          yuanText(m.amountCents),
          yuanText(m.frozenDeltaCents),
          yuanText(m.balanceAfterCents),
          yuanText(m.frozenAfterCents),
          m.referenceLabel,
        ],
        widths(MOVEMENTS),
        { size: 7.5, alignRight: [false, false, true, true, true, true, true, false] },
      );
    }
    movementsOpen = false;
    if (statement.movements.length > MAX_PDF_MOVEMENTS) {
      w.paragraph(`PDF 只列出前 ${MAX_PDF_MOVEMENTS} 笔变动；全部 ${statement.movements.length} 笔请下载 Excel 对账单。`, { size: 9, color: GREY });
    }
  }

  const footer = `${PLATFORM_NAME} · ${statement.member.name} · ${statement.monthLabel}对账单 · 生成时间 ${beijingSeconds(statement.generatedAt)}（北京时间）`;
  w.pages.forEach((page, i) => {
    page.drawText(`${footer}　第 ${i + 1}/${w.pages.length} 页`, { x: MARGIN, y: 28, size: 7.5, font, color: GREY, maxWidth: WIDTH });
  });
  return doc.save();
}
