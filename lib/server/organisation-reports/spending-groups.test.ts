import { describe, expect, it } from 'vitest';
import { chinaMonth, groupSpending, totalsOf, type PaidOrder } from './spending-groups';

const labels = {
  fund: (id: number | null) => (id === null ? '未指定经费卡' : `卡${id}`),
  member: (id: number) => `成员${id}`,
  supplier: (id: number) => `供应商${id}`,
};
const order = (o: Partial<PaidOrder>): PaidOrder => ({
  orderNo: 'A',
  buyerId: 1,
  sellerId: 7,
  fundId: null,
  paidAt: '2026-03-10T02:00:00.000Z',
  paidCents: 1000,
  refundedCents: 0,
  ...o,
});

describe('groupSpending', () => {
  it('counts a payment in the China month it was made', () => {
    // 2026-03-31 17:00 UTC is 2026-04-01 01:00 in Beijing.
    expect(chinaMonth('2026-03-31T17:00:00.000Z')).toBe('2026-04');
    const rows = groupSpending([order({ paidAt: '2026-03-31T17:00:00.000Z' }), order({ paidAt: '2026-03-01T00:00:00.000Z' })], 'month', labels);
    expect(rows.map((r) => r.key)).toEqual(['2026-03', '2026-04']);
  });

  it('nets refunds and sorts other groups by net spending, most first', () => {
    const rows = groupSpending(
      [
        order({ fundId: 2, paidCents: 5000, refundedCents: 4500 }),
        order({ fundId: 3, paidCents: 2000 }),
        order({ fundId: null, paidCents: 100 }),
        order({ fundId: 3, paidCents: 300 }),
      ],
      'fund',
      labels,
    );
    expect(rows).toEqual([
      { key: '3', label: '卡3', orders: 2, paidCents: 2300, refundedCents: 0, netCents: 2300 },
      { key: '2', label: '卡2', orders: 1, paidCents: 5000, refundedCents: 4500, netCents: 500 },
      { key: 'none', label: '未指定经费卡', orders: 1, paidCents: 100, refundedCents: 0, netCents: 100 },
    ]);
    expect(totalsOf(rows)).toEqual({ orders: 4, paidCents: 7400, refundedCents: 4500, netCents: 2900 });
  });

  it('groups by the buyer and by the seller', () => {
    const orders = [order({ buyerId: 1, sellerId: 7 }), order({ buyerId: 2, sellerId: 7 }), order({ buyerId: 1, sellerId: 8, paidCents: 4000 })];
    expect(groupSpending(orders, 'member', labels).map((r) => [r.label, r.orders, r.netCents])).toEqual([
      ['成员1', 2, 5000],
      ['成员2', 1, 1000],
    ]);
    expect(groupSpending(orders, 'supplier', labels).map((r) => [r.label, r.orders])).toEqual([
      ['供应商8', 1],
      ['供应商7', 2],
    ]);
  });
});
