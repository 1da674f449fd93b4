import type { SpendingGroup } from '@/lib/contracts/organisations/spending';

/*
 * The finance report's grouping, apart from the database: each paid order
 * counts once in one group, with what it paid, what was refunded and the
 * net. Months are China months of the payment.
 */

export type PaidOrder = { orderNo: string; buyerId: number; sellerId: number; fundId: number | null; paidAt: string; paidCents: number; refundedCents: number };
export type SpendingRow = { key: string; label: string; orders: number; paidCents: number; refundedCents: number; netCents: number };
export type Labels = { fund: (id: number | null) => string; member: (id: number) => string; supplier: (id: number) => string };

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** YYYY-MM of an instant in Beijing. */
export const chinaMonth = (iso: string) => new Date(Date.parse(iso) + CHINA_OFFSET_MS).toISOString().slice(0, 7);

function keyOf(order: PaidOrder, by: SpendingGroup, labels: Labels): [string, string] {
  switch (by) {
    case 'month':
      return [chinaMonth(order.paidAt), chinaMonth(order.paidAt)];
    case 'fund':
      return [order.fundId === null ? 'none' : String(order.fundId), labels.fund(order.fundId)];
    case 'member':
      return [String(order.buyerId), labels.member(order.buyerId)];
    case 'supplier':
      return [String(order.sellerId), labels.supplier(order.sellerId)];
  }
}

export function groupSpending(orders: PaidOrder[], by: SpendingGroup, labels: Labels): SpendingRow[] {
  const groups = new Map<string, SpendingRow>();
  for (const order of orders) {
    const [key, label] = keyOf(order, by, labels);
    const row = groups.get(key) ?? { key, label, orders: 0, paidCents: 0, refundedCents: 0, netCents: 0 };
    row.orders += 1;
    row.paidCents += order.paidCents;
    row.refundedCents += order.refundedCents;
    row.netCents += order.paidCents - order.refundedCents;
    groups.set(key, row);
  }
  const rows = [...groups.values()];
  // Months in calendar order; everything else by what it cost, most first.
  return by === 'month' ? rows.sort((a, b) => a.key.localeCompare(b.key)) : rows.sort((a, b) => b.netCents - a.netCents || a.label.localeCompare(b.label));
}

export function totalsOf(rows: SpendingRow[]) {
  return rows.reduce(
    (t, r) => ({
      orders: t.orders + r.orders,
      paidCents: t.paidCents + r.paidCents,
      refundedCents: t.refundedCents + r.refundedCents,
      netCents: t.netCents + r.netCents,
    }),
    { orders: 0, paidCents: 0, refundedCents: 0, netCents: 0 },
  );
}
