import type { InquiryDetail } from '@/lib/contracts/inquiry/schema';
import { formatYuan } from '@/lib/shared/format';
import { formatNormalized } from '@/lib/shared/normalized-price';

/*
 * An inquiry as .xlsx (GET /api/inquiry_export): one row per quotation the
 * caller may see (the buyer every one, a seller their own), lines without a
 * quotation on a row of their own. Built from the same detail the page shows,
 * so what the file holds is what the caller may read.
 */

const COLUMNS = [
  { header: '行号', width: 6 },
  { header: 'CAS号', width: 14 },
  { header: '品名', width: 30 },
  { header: '需求数量', width: 10 },
  { header: '单位', width: 8 },
  { header: '纯度要求', width: 12 },
  { header: '卖家', width: 24 },
  { header: '单价（元/包装）', width: 14 },
  { header: '包装', width: 12 },
  { header: '折算单价', width: 14 },
  { header: '运费（元）', width: 12 },
  { header: '到手价（元）', width: 14 },
  { header: '纯度', width: 12 },
  { header: '货期', width: 10 },
  { header: '有效期至', width: 12 },
  { header: '状态', width: 10 },
  { header: '备注', width: 30 },
] as const;

/** Spreadsheet formulas in text a member typed stay text (=, +, -, @ at the start). */
function safeText(text: string | null | undefined): string {
  const value = text ?? '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export async function inquiryWorkbook(detail: InquiryDetail): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ChemMart';
  const ws = workbook.addWorksheet('询价与报价', { views: [{ state: 'frozen', ySplit: 5 }] });
  ws.addRow(['询价单', detail.inquiryNo, '状态', detail.statusLabel]);
  ws.addRow(['询价人', detail.buyer.label, '收货地区', detail.area ?? '—']);
  ws.addRow(['报价截止', detail.deadline.slice(0, 10), '导出时间', new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC']);
  ws.addRow([]);
  const header = ws.addRow(COLUMNS.map((c) => c.header));
  header.font = { bold: true };
  COLUMNS.forEach((c, i) => (ws.getColumn(i + 1).width = c.width));
  ws.getColumn(2).numFmt = '@';
  for (const line of detail.lines) {
    const facts = [line.lineNo, line.cas ?? '', safeText(line.productName), line.quantity, line.unit.code, safeText(line.purity)];
    const live = line.quotations;
    if (live.length === 0) {
      ws.addRow([...facts, '（暂无报价）']);
      continue;
    }
    for (const q of live) {
      const landed = line.landed.find((l) => l.quotationId === q.id);
      const freight = landed?.freightCents ?? q.freightCents;
      ws.addRow([
        ...facts,
        safeText(q.seller.name),
        q.priceCents / 100,
        `${q.packSize} ${q.unit.code}`,
        formatNormalized(q.normalizedPrice),
        freight === null || freight === undefined ? '按运费模板' : freight / 100,
        landed ? landed.totalCents / 100 : '',
        safeText(q.purity),
        q.inStock ? '现货' : `${q.leadTimeDays} 天`,
        q.validUntil.slice(0, 10),
        q.statusLabel,
        safeText(q.remarks),
      ]);
    }
  }
  ws.getColumn(8).numFmt = '0.00';
  ws.getColumn(11).numFmt = '0.00';
  ws.getColumn(12).numFmt = '0.00';
  if (detail.plans.length > 0) {
    ws.addRow([]);
    ws.addRow(['采购方案（到手价：货款 + 每个卖家的运费各计一次）']).font = { bold: true };
    for (const p of detail.plans) {
      ws.addRow([
        p.kind === 'cheapest_per_line' ? `分开采购（${p.sellers.length} 个卖家）` : `全部从 ${safeText(p.sellers[0])} 采购`,
        `${p.lines} 行`,
        `货款 ${formatYuan(p.goodsCents)}`,
        `运费 ${formatYuan(p.freightCents)}`,
        `合计 ${formatYuan(p.totalCents)}`,
      ]);
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
