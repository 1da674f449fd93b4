import type { z } from 'zod';
import { memberLabels, sellerNames } from '@/lib/server/account/service';
import type { Db } from '@/lib/server/core/db';
import { addTableSheet, newWorkbook } from '@/lib/server/core/xlsx';
import { fundMovementsOf, fundSummaries } from '@/lib/server/funds/order-funds';
import { actorLabels, OUTSIDE_ACTOR } from '@/lib/server/funds/service';
import { neutralizedCell } from '@/lib/server/goods/import/columns';
import { requireOrganisationRoles } from '@/lib/server/organisations/access';
import { organisationNames } from '@/lib/server/organisations/service';
import { refundedCentsOfOrders } from '@/lib/server/refunds/records';
import { chinaDayStart, chinaToday } from '@/lib/shared/china-day';
import { accountLabel } from '@/lib/shared/member-types';
import { FUND_LEDGER_KIND_LABELS } from '@/lib/contracts/funds/schema';
import { SPENDING_GROUP_LABELS, type SpendingQuery, type SpendingReportSchema } from '@/lib/contracts/organisations/spending';
import { beijingTime, ORDER_STATUS_LABELS, paidOrganisationOrders } from '@/lib/server/orders/queries';
import { groupSpending, totalsOf, type PaidOrder } from './spending-groups';

/*
 * Finance reports of an organisation (decision 0159, "Reports"): the orders
 * placed for it and paid in a date range (China days, by payment), what each
 * paid and what was refunded since, grouped by month, fund, member or
 * supplier; and the same as an .xlsx workbook with the orders and the fund
 * movements of the range. Owners, approvers and finance read them.
 */

export const MAX_REPORT_ORDERS = 5_000;
const MAX_LEDGER_ROWS = 20_000;

type Query = z.output<typeof SpendingQuery>;

async function paidOrders(db: Db, memberId: number, query: Query) {
  await requireOrganisationRoles(db, query.organisationId, memberId, ['owner', 'approver', 'finance']);
  const range = { from: query.from ? chinaDayStart(query.from) : null, to: query.to ? chinaDayStart(query.to, 1) : null };
  const rows = await paidOrganisationOrders(db, query.organisationId, range, MAX_REPORT_ORDERS + 1);
  const truncated = rows.length > MAX_REPORT_ORDERS;
  const kept = rows.slice(0, MAX_REPORT_ORDERS);
  const [refunded, funds, buyers, sellers] = await Promise.all([
    refundedCentsOfOrders(
      db,
      kept.map((r) => r.id),
    ),
    fundSummaries(
      db,
      kept.flatMap((r) => (r.fundId ? [r.fundId] : [])),
    ),
    memberLabels(
      db,
      kept.map((r) => r.buyerId),
    ),
    sellerNames(
      db,
      kept.map((r) => r.sellerId),
    ),
  ]);
  const orders: (PaidOrder & { row: (typeof kept)[number] })[] = kept.map((r) => ({
    row: r,
    orderNo: r.orderNo,
    buyerId: r.buyerId,
    sellerId: r.sellerId,
    fundId: r.fundId ?? null,
    paidAt: r.paidAt!,
    paidCents: Number(r.paidCents),
    refundedCents: refunded.get(r.id) ?? 0,
  }));
  const labels = {
    fund: (id: number | null) => {
      const fund = id === null ? undefined : funds.get(id);
      return fund ? `${fund.code} ${fund.name}` : '未指定经费卡';
    },
    member: (id: number) => {
      const who = buyers.get(id);
      return who ? accountLabel(who.displayName, who.username) : '';
    },
    supplier: (id: number) => sellers.get(id) ?? '',
  };
  return { orders, labels, truncated, range };
}

export async function organisationSpending(db: Db, memberId: number, query: Query): Promise<z.input<typeof SpendingReportSchema>> {
  const { orders, labels, truncated } = await paidOrders(db, memberId, query);
  const rows = groupSpending(orders, query.groupBy, labels);
  return { groupBy: query.groupBy, from: query.from ?? null, to: query.to ?? null, rows, totals: totalsOf(rows), truncated };
}

const yuan = (cents: number) => cents / 100;
const MONEY = '#,##0.00';

/** The report as a workbook: the summary as grouped, every order, and the fund movements of the range. */
export async function organisationSpendingWorkbook(db: Db, memberId: number, query: Query) {
  const { orders, labels, truncated, range } = await paidOrders(db, memberId, query);
  const rows = groupSpending(orders, query.groupBy, labels);
  const [movements, names] = await Promise.all([
    fundMovementsOf(db, query.organisationId, range, MAX_LEDGER_ROWS),
    organisationNames(db, [query.organisationId]),
  ]);
  const actors = await actorLabels(
    db,
    query.organisationId,
    movements.flatMap((m) => (m.actorId === null ? [] : [m.actorId])),
  );
  const book = newWorkbook();
  const period = `${query.from ?? '最早'} 至 ${query.to ?? chinaToday()}`;

  const summary = addTableSheet(book, `按${SPENDING_GROUP_LABELS[query.groupBy]}汇总`, [
    { header: SPENDING_GROUP_LABELS[query.groupBy], key: 'label', width: 32 },
    { header: '订单数', key: 'orders', width: 9 },
    { header: '实付（元）', key: 'paid', width: 14 },
    { header: '已退款（元）', key: 'refunded', width: 14 },
    { header: '净支出（元）', key: 'net', width: 14 },
  ]);
  for (const r of [...rows, { label: '合计', ...totalsOf(rows) }])
    summary.addRow({ label: neutralizedCell(r.label), orders: r.orders, paid: yuan(r.paidCents), refunded: yuan(r.refundedCents), net: yuan(r.netCents) });
  for (const key of ['paid', 'refunded', 'net']) summary.getColumn(key).numFmt = MONEY;
  summary.addRow({});
  summary.addRow({ label: `${names.get(query.organisationId) ?? ''}　付款日期 ${period}（北京时间）` });
  if (truncated) summary.addRow({ label: `只统计了最近付款的 ${MAX_REPORT_ORDERS} 张订单，请缩小日期范围` });
  if (movements.length >= MAX_LEDGER_ROWS) summary.addRow({ label: `经费卡流水只列出了这段时间最早的 ${MAX_LEDGER_ROWS} 条，请缩小日期范围` });

  const detail = addTableSheet(book, '订单明细', [
    { header: '订单号', key: 'orderNo', width: 20 },
    { header: '付款时间（北京时间）', key: 'paidAt', width: 18 },
    { header: '状态', key: 'status', width: 8 },
    { header: '采购人', key: 'buyer', width: 24 },
    { header: '供应商', key: 'seller', width: 24 },
    { header: '经费卡', key: 'fund', width: 28 },
    { header: '采购单号', key: 'po', width: 16 },
    { header: '项目编号', key: 'project', width: 16 },
    { header: '实付（元）', key: 'paid', width: 12 },
    { header: '已退款（元）', key: 'refunded', width: 12 },
    { header: '净支出（元）', key: 'net', width: 12 },
  ]);
  for (const o of orders)
    detail.addRow({
      orderNo: o.orderNo,
      paidAt: beijingTime(o.paidAt),
      status: ORDER_STATUS_LABELS[o.row.status],
      buyer: neutralizedCell(labels.member(o.buyerId)),
      seller: neutralizedCell(labels.supplier(o.sellerId)),
      fund: neutralizedCell(o.fundId === null ? '' : labels.fund(o.fundId)),
      po: neutralizedCell(o.row.purchaseOrderNo ?? ''),
      project: neutralizedCell(o.row.projectNo ?? ''),
      paid: yuan(o.paidCents),
      refunded: yuan(o.refundedCents),
      net: yuan(o.paidCents - o.refundedCents),
    });
  for (const key of ['paid', 'refunded', 'net']) detail.getColumn(key).numFmt = MONEY;

  const ledger = addTableSheet(book, '经费卡流水', [
    { header: '时间（北京时间）', key: 'at', width: 18 },
    { header: '经费卡', key: 'fund', width: 28 },
    { header: '类型', key: 'kind', width: 10 },
    { header: '额度变动（元）', key: 'budget', width: 14 },
    { header: '占用变动（元）', key: 'reserved', width: 14 },
    { header: '支出变动（元）', key: 'spent', width: 14 },
    { header: '可用余额（元）', key: 'available', width: 14 },
    { header: '订单号', key: 'orderNo', width: 20 },
    { header: '经办', key: 'actor', width: 20 },
    { header: '说明', key: 'note', width: 30 },
  ]);
  for (const m of movements) {
    ledger.addRow({
      at: beijingTime(m.createdAt),
      fund: neutralizedCell(m.fund),
      kind: FUND_LEDGER_KIND_LABELS[m.kind],
      budget: yuan(m.budgetDeltaCents),
      reserved: yuan(m.reservedDeltaCents),
      spent: yuan(m.spentDeltaCents),
      available: yuan(m.availableAfterCents),
      orderNo: m.orderNo ?? '',
      actor: m.actorId === null ? '系统' : neutralizedCell(actors.get(m.actorId) ?? OUTSIDE_ACTOR),
      note: neutralizedCell(m.note ?? ''),
    });
  }
  for (const key of ['budget', 'reserved', 'spent', 'available']) ledger.getColumn(key).numFmt = MONEY;

  const bytes = new Uint8Array(await book.xlsx.writeBuffer());
  return { bytes, fileName: `支出报表-${query.from ?? '最早'}-${query.to ?? chinaToday()}.xlsx`, orderCount: orders.length, truncated };
}
