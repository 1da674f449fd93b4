import { describe, expect, it } from 'vitest';
import type { QuickOffer, QuickOrderResult } from '@/lib/contracts/orders/quick-order-schema';
import { inquiryLinesOf, offerOf, totalsOf } from './quick-order-state';

const offer = (goodsId: number, sellerId: number, goodsCents: number): QuickOffer => ({
  goodsId,
  sellerId,
  sellerName: `卖家${sellerId}`,
  packSize: 500,
  unitCode: 'g',
  purity: null,
  brand: null,
  unitPriceCents: goodsCents,
  packs: 1,
  goodsCents,
  freightCents: 1000,
  landedCents: goodsCents + 1000,
  perBase: null,
  days: 2,
  stock: 5,
});
const line = (row: number, choice: QuickOffer | null, alternatives: QuickOffer[] = [], quantity: number | null = 1) => ({
  row,
  query: `q${row}`,
  quantity,
  unitCode: quantity === null ? null : 'g',
  purity: null,
  substance: null,
  regulated: [],
  choice,
  alternatives,
  problem: choice ? null : '暂无在售商品，将转为询价',
});

const result: QuickOrderResult = {
  strategy: 'cheapest',
  province: { code: '44', name: '广东省' },
  lines: [line(1, offer(11, 1, 5000), [offer(21, 2, 6000)]), line(2, offer(12, 1, 3000)), line(3, null), line(4, null, [], null)],
  sellers: [{ sellerId: 1, sellerName: '卖家1', lines: 2, goodsCents: 8000, freightCents: 1500, freightNote: '首重', totalCents: 9500 }],
  totals: { lines: 4, matched: 2, unmatched: 2, goodsCents: 8000, freightCents: 1500, totalCents: 9500 },
};

describe('quick order picks', () => {
  it('keeps the server’s totals while the picks are the server’s', () => {
    expect(totalsOf(result, {})).toMatchObject({ goodsCents: 8000, freightCents: 1500, freightKnown: true });
  });

  it('an alternative moves the line to its seller, and freight becomes a checkout matter for both sellers touched', () => {
    const picks = { 1: 21 };
    expect(offerOf(result.lines[0]!, picks)!.goodsId).toBe(21);
    const totals = totalsOf(result, picks);
    expect(totals.sellers.map((s) => [s.sellerId, s.goodsCents, s.freightCents])).toEqual([
      [2, 6000, null],
      [1, 3000, null],
    ]);
    expect(totals.freightKnown).toBe(false);
  });

  it('a line left out goes to the inquiry with the unmatched ones; a line without quantity or unit cannot be asked', () => {
    expect(inquiryLinesOf(result, { 2: null }).map((l) => l.row)).toEqual([2, 3]);
    expect(totalsOf(result, { 2: null }).goodsCents).toBe(5000);
  });
});
