import { describe, expect, it } from 'vitest';
import type { CartLine } from '@/lib/api/orders';
import { groupBySeller, selectionState, selectionTotals, toggleLines, validSelection } from './cart-selection';

function line(id: number, sellerId: number, amountCents: number, extra: Partial<CartLine> = {}): CartLine {
  return {
    id,
    goodsId: id * 10,
    sellerId,
    sellerName: `卖家${sellerId}`,
    cas: '64-17-5',
    productName: 'Ethanol',
    productNameZh: '乙醇',
    purity: '99.5%',
    packSize: 500,
    unitCode: 'mL',
    unitPriceCents: amountCents,
    quantity: 1,
    amountCents,
    stock: 10,
    available: true,
    unavailableReason: null,
    hazard: null,
    ...extra,
  };
}

const LINES = [
  line(1, 7, 1000),
  line(2, 8, 2000),
  line(3, 7, 3000, { quantity: 3, amountCents: 9000 }),
  line(4, 8, 500, { available: false, unavailableReason: '商品已下架' }),
];

describe('cart selection', () => {
  it('groups lines by seller in the order they first appear', () => {
    expect(groupBySeller(LINES).map((g) => [g.sellerId, g.lines.map((l) => l.id)])).toEqual([
      [7, [1, 3]],
      [8, [2, 4]],
    ]);
  });

  it('never selects an unavailable line, and forgets lines gone from the cart', () => {
    expect([...validSelection(LINES, new Set([1, 4, 99]))]).toEqual([1]);
    expect([...toggleLines(new Set(), LINES, true)].sort()).toEqual([1, 2, 3]);
    expect([...toggleLines(new Set([1, 2, 3]), groupBySeller(LINES)[0]!.lines, false)]).toEqual([2]);
  });

  it('a group box is checked when all its buyable lines are, half when some, disabled when none can be bought', () => {
    const seller8 = groupBySeller(LINES)[1]!.lines;
    expect(selectionState(new Set([2]), seller8)).toEqual({ checked: true, indeterminate: false, disabled: false });
    expect(selectionState(new Set([1]), LINES)).toEqual({ checked: false, indeterminate: true, disabled: false });
    expect(selectionState(new Set(), [LINES[3]!])).toEqual({ checked: false, indeterminate: false, disabled: true });
  });

  it("adds up the selection from the server's line amounts", () => {
    expect(selectionTotals(LINES, new Set([1, 3, 4]))).toEqual({ lines: 2, packs: 4, goodsCents: 10000, sellers: 1 });
    expect(selectionTotals(LINES, new Set([1, 2])).sellers).toBe(2);
  });
});
