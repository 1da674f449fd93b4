import { addTableSheet, newWorkbook } from '@/lib/server/core/xlsx';
import { z } from 'zod';
import { sellerNames } from '@/lib/server/account/service';
import type { Db } from '@/lib/server/core/db';
import { allExpressCompanies } from '@/lib/server/express/service';
import { organisationNames } from '@/lib/server/organisations/service';
import { neutralizedCell } from '@/lib/server/goods/import/columns';
import { chinaToday } from '@/lib/shared/china-day';
import * as repo from './repo';
import type { OrderLineRow, OrderRow } from './repo';
import { OrderFilterQuery, type OrderTab } from '@/lib/contracts/orders/schema';
import { ORDER_STATUS_LABELS } from './transitions';
import type { Party } from './views';

/*
 * order_export / order_sell_export: a party's orders as an .xlsx workbook,
 * filtered exactly like order_list / order_sell (same query, same SQL), one
 * row per order line. Capped at MAX_EXPORT_ROWS lines; the sheet says so
 * when it cut. Every text cell goes through the goods import's
 * `neutralizedCell`, so nothing a member typed runs as a formula.
 */

export const OrderExportQuery = OrderFilterQuery;
export type OrderExportQuery = z.output<typeof OrderExportQuery>;

export const MAX_EXPORT_ROWS = 5_000;

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** An instant as Beijing wall time, "2026-11-24 09:05". */
export function beijingTime(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

const yuan = (cents: number | string) => Number(cents) / 100;

type Column = { header: string; key: string; width: number; money?: boolean };

const columns = (party: Party): Column[] => [
  { header: '订单号', key: 'orderNo', width: 20 },
  { header: '下单时间（北京时间）', key: 'createdAt', width: 18 },
  { header: '状态', key: 'status', width: 8 },
  { header: party === 'buyer' ? '卖家' : '买家', key: 'counterparty', width: 24 },
  { header: 'CAS号', key: 'cas', width: 13 },
  { header: '品名', key: 'nameZh', width: 18 },
  { header: '英文名', key: 'name', width: 26 },
  { header: '纯度', key: 'purity', width: 10 },
  { header: '品牌', key: 'brand', width: 12 },
  { header: '包装', key: 'pack', width: 10 },
  { header: '数量', key: 'quantity', width: 7 },
  { header: '单价（元）', key: 'unitPrice', width: 11, money: true },
  { header: '金额（元）', key: 'amount', width: 12, money: true },
  { header: '订单货款（元）', key: 'goods', width: 13, money: true },
  { header: '运费（元）', key: 'shipping', width: 10, money: true },
  { header: '优惠（元）', key: 'discount', width: 10, money: true },
  { header: '应付合计（元）', key: 'payable', width: 13, money: true },
  { header: '已付（元）', key: 'paid', width: 11, money: true },
  { header: '物流公司', key: 'carrier', width: 14 },
  { header: '物流单号', key: 'trackingNo', width: 20 },
  { header: '采购单位', key: 'organisation', width: 18 },
  { header: '采购单号', key: 'purchaseOrderNo', width: 16 },
  { header: '项目编号', key: 'projectNo', width: 16 },
  { header: '买方备注', key: 'buyerNote', width: 24 },
];

/** The orders and lines to export, newest first, whole orders only, at most MAX_EXPORT_ROWS lines. */
async function exportRows(db: Db, party: Party, memberId: number, query: OrderExportQuery) {
  const orders: OrderRow[] = await repo
    .filteredOrders(db, party, memberId, query, query.status)
    .selectAll('orders')
    .orderBy('orders.createdAt', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(MAX_EXPORT_ROWS + 1)
    .execute();
  const lines = await repo.linesOf(
    db,
    orders.map((o) => o.id),
  );
  const byOrder = new Map<number, OrderLineRow[]>();
  for (const l of lines) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l]);
  const kept: { order: OrderRow; lines: OrderLineRow[] }[] = [];
  let count = 0;
  let truncated = false;
  for (const order of orders) {
    const its = byOrder.get(order.id) ?? [];
    if (count + its.length > MAX_EXPORT_ROWS) {
      truncated = true;
      break;
    }
    kept.push({ order, lines: its });
    count += its.length;
  }
  return { kept, truncated, lineCount: count };
}

const TAB_WORDS: Record<OrderTab, string> = {
  all: '全部',
  created: '待确认',
  unpaid: '待付款（含议价中）',
  paid: '待发货',
  dispatched: '已发货',
  received: '已收货',
  completed: '已完成',
  closed: '已关闭（取消或退款）',
};

function describeFilter(query: OrderExportQuery): string {
  return [
    `状态：${TAB_WORDS[query.status]}`,
    query.keyword ? `关键词：${query.keyword}` : null,
    query.from ? `自 ${query.from}` : null,
    query.to ? `至 ${query.to}` : null,
  ]
    .filter(Boolean)
    .join('；');
}

/** The workbook and its file name for one party's filtered orders. */
export async function ordersWorkbook(db: Db, party: Party, memberId: number, query: OrderExportQuery, now = new Date()) {
  const { kept, truncated, lineCount } = await exportRows(db, party, memberId, query);
  const [names, carriers, organisations] = await Promise.all([
    sellerNames(
      db,
      kept.map(({ order }) => (party === 'buyer' ? order.sellerId : order.buyerId)),
    ),
    allExpressCompanies(db),
    organisationNames(
      db,
      kept.flatMap(({ order }) => (order.organisationId ? [order.organisationId] : [])),
    ),
  ]);
  const carrierNames = new Map(carriers.map((c) => [c.id, c.name]));
  const title = party === 'buyer' ? '我买到的订单' : '我卖出的订单';

  const workbook = newWorkbook(now);
  const cols = columns(party);
  const sheet = addTableSheet(workbook, '订单明细', cols);
  for (const c of cols) if (c.money) sheet.getColumn(c.key).numFmt = '#,##0.00';

  for (const { order, lines } of kept) {
    lines.forEach((l, i) => {
      const first = i === 0;
      // Order totals only on an order's first line: summing the column then adds each order once.
      sheet.addRow({
        orderNo: order.orderNo,
        createdAt: beijingTime(order.createdAt),
        status: ORDER_STATUS_LABELS[order.status],
        counterparty: neutralizedCell(names.get(party === 'buyer' ? order.sellerId : order.buyerId) ?? ''),
        cas: neutralizedCell(l.cas ?? ''),
        nameZh: neutralizedCell(l.productNameZh ?? ''),
        name: neutralizedCell(l.productName),
        purity: neutralizedCell(l.purity ?? ''),
        brand: neutralizedCell(l.brand ?? ''),
        pack: neutralizedCell(`${Number(l.packSize)} ${l.unitCode}`),
        quantity: l.quantity,
        unitPrice: yuan(l.unitPriceCents),
        amount: yuan(l.amountCents),
        goods: first ? yuan(order.goodsCents) : null,
        shipping: first ? yuan(order.shippingCents) : null,
        discount: first ? yuan(order.discountCents) : null,
        payable: first ? yuan(order.payableCents) : null,
        paid: first ? yuan(order.paidCents) : null,
        carrier: neutralizedCell(
          (order.shipExpressCompanyId ?? order.expressCompanyId) ? (carrierNames.get((order.shipExpressCompanyId ?? order.expressCompanyId)!) ?? '') : '',
        ),
        trackingNo: neutralizedCell(order.trackingNo ?? ''),
        organisation: first && order.organisationId ? neutralizedCell(organisations.get(order.organisationId) ?? '') : '',
        purchaseOrderNo: first ? neutralizedCell(order.purchaseOrderNo ?? '') : '',
        projectNo: first ? neutralizedCell(order.projectNo ?? '') : '',
        buyerNote: first ? neutralizedCell(order.buyerNote ?? '') : '',
      });
    });
  }
  if (truncated) {
    sheet.addRow({ orderNo: `仅导出最近的 ${MAX_EXPORT_ROWS.toLocaleString('en')} 行（${kept.length} 张订单）；更早的订单请缩小日期范围后分批导出` });
  }

  const about = workbook.addWorksheet('说明');
  about.columns = [
    { header: '项目', key: 'k', width: 16 },
    { header: '内容', key: 'v', width: 80 },
  ];
  about.addRows([
    { k: '内容', v: title },
    { k: '导出时间', v: beijingTime(now.toISOString()) },
    { k: '筛选条件', v: neutralizedCell(describeFilter(query)) },
    { k: '订单数', v: kept.length },
    { k: '明细行数', v: lineCount },
    { k: '上限', v: `每次最多导出 ${MAX_EXPORT_ROWS.toLocaleString('en')} 行${truncated ? '（本次已达上限，未导出更早的订单）' : ''}` },
    { k: '金额说明', v: '订单货款、运费、优惠、应付与已付只写在每张订单的第一行' },
  ]);

  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { bytes, fileName: `${title}-${chinaToday(now).replaceAll('-', '')}.xlsx`, truncated, orderCount: kept.length };
}
