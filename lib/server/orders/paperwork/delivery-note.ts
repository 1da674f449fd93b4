import type { Order } from '@/lib/contracts/orders/schema';
import { chinaDateTime } from '@/lib/shared/settlement-file';
import { GREY, MARGIN, newDocument, WIDTH } from '../contract/pdf';

/*
 * 送货及验收单: the note a lab's finance office files with the invoice — the
 * order, what was delivered line by line with the lot shipped, and blanks for
 * the deliverer, the receiver and the person who checked the goods to sign.
 * Generated from the order as it stands; the same order renders the same bytes.
 */

const COLUMNS: [string, number][] = [
  ['序号', 28],
  ['品名', 150],
  ['CAS 号', 64],
  ['规格', 66],
  ['数量', 34],
  ['批号', 80],
  ['验收结果', 93.28],
];
const WIDTHS = COLUMNS.map(([, w]) => w);

function lineName(l: Order['lines'][number]): string {
  return l.productNameZh && l.productNameZh !== l.productName ? `${l.productNameZh}\n${l.productName}` : l.productName;
}

export async function renderDeliveryNote(order: Order): Promise<Uint8Array> {
  let tableOpen = false;
  const { doc, font, w } = await newDocument(
    { title: `送货及验收单 ${order.orderNo}`, stamp: new Date(order.dispatchedAt ?? order.paidAt ?? order.createdAt) },
    { columns: COLUMNS.map(([name]) => name), widths: WIDTHS, tableOpen: () => tableOpen },
  );
  w.paragraph('送货及验收单', { size: 20, center: true, gap: 2 });
  w.paragraph(
    `订单号：${order.orderNo}　下单：${chinaDateTime(order.createdAt).slice(0, 10)}${order.dispatchedAt ? `　发货：${chinaDateTime(order.dispatchedAt).slice(0, 10)}` : ''}`,
    {
      size: 9.5,
      center: true,
      color: GREY,
      gap: 10,
    },
  );
  w.paragraph(`供货方：${order.seller.name}`, { size: 10.5 });
  w.paragraph(`收货方：${order.buyer.name}`, { size: 10.5 });
  const d = order.delivery;
  w.paragraph(`收货人：${d.receiver}　电话：${d.phone}　地址：${d.areaLabel} ${d.detail}`, { size: 9.5, color: GREY });
  if (order.shipment) w.paragraph(`承运：${order.shipment.expressCompanyName}　运单号：${order.shipment.trackingNo}`, { size: 9.5, color: GREY });
  w.y -= 8;

  w.heading('货物明细');
  w.row(
    COLUMNS.map(([name]) => name),
    WIDTHS,
    { shade: true },
  );
  tableOpen = true;
  for (const l of order.lines) {
    const lot = l.shippedLot ? `${l.shippedLot.lotNumber}${l.shippedLot.recalledAt ? '（已召回）' : ''}` : (l.lotNumber ?? '');
    const pack = `${l.packSize} ${l.unitCode}${l.purity ? `\n${l.purity}` : ''}`;
    w.row([String(l.lineNo), lineName(l), l.cas ?? '', pack, String(l.quantity), lot, '□ 合格　□ 不合格'], WIDTHS, {
      alignRight: [false, false, false, false, true, false, false],
    });
  }
  tableOpen = false;
  w.row([`共 ${order.lines.length} 种、${order.lines.reduce((s, l) => s + l.quantity, 0)} 件`], [WIDTH], { size: 9.5 });

  w.heading('验收意见');
  w.paragraph('包装完好、标签与批号相符、数量无误，随货附检验报告（COA）。如有不符请在上表“验收结果”中注明并于备注说明。', { size: 9.5 });
  w.paragraph('备注：', { size: 10, gap: 30 });

  w.ensure(120);
  w.y -= 10;
  const third = WIDTH / 3 - 8;
  const top = w.y;
  ['送货人签字：\n\n日期：', '收货人签字：\n\n日期：', '验收人签字：\n\n日期：'].forEach((text, i) => {
    w.y = top;
    w.paragraph(text, { size: 10, x: MARGIN + i * (third + 12), width: third });
  });

  w.pages.forEach((page, i) => {
    page.drawText(`ChemMart 依订单 ${order.orderNo} 生成　第 ${i + 1}/${w.pages.length} 页`, { x: MARGIN, y: 28, size: 8, font, color: GREY });
  });
  return doc.save();
}
