import { describe, expect, it } from 'vitest';
import type { QuickOffer } from '@/lib/contracts/orders/quick-order-schema';
import { pickOffers } from './quick-order-pick';

let nextId = 1;
function offer(sellerId: number, landedCents: number, days: number | null = 3): QuickOffer {
  return {
    goodsId: nextId++,
    sellerId,
    sellerName: `卖家${sellerId}`,
    packSize: 500,
    unitCode: 'mL',
    purity: null,
    brand: null,
    unitPriceCents: landedCents,
    packs: 1,
    goodsCents: landedCents,
    freightCents: 0,
    landedCents,
    perBase: null,
    days,
    stock: 10,
  };
}

describe('pickOffers', () => {
  it('cheapest: the lowest landed cost per line, the rest as alternatives cheapest first; a line with no offer stays unchosen', () => {
    const a = offer(1, 5000);
    const b = offer(2, 4000);
    const c = offer(3, 4500);
    const [first, second] = pickOffers([[a, b, c], []], 'cheapest');
    expect(first!.choice).toBe(b);
    expect(first!.alternatives).toEqual([c, a]);
    expect(second).toEqual({ choice: null, alternatives: [] });
  });

  it('cheapest: equal cost goes to the faster offer', () => {
    const slow = offer(1, 4000, 6);
    const fast = offer(2, 4000, 2);
    expect(pickOffers([[slow, fast]], 'cheapest')[0]!.choice).toBe(fast);
  });

  it('fastest: the fewest days whatever the price, unknown days last', () => {
    const unknown = offer(1, 1000, null);
    const dear = offer(2, 9000, 1);
    const cheap = offer(3, 3000, 4);
    const [line] = pickOffers([[unknown, cheap, dear]], 'fastest');
    expect(line!.choice).toBe(dear);
    expect(line!.alternatives).toEqual([cheap, unknown]);
  });

  it('one_seller: the seller who supplies the most lines takes them, even when dearer per line; the rest go to the next seller', () => {
    const lines = [[offer(1, 1000), offer(2, 1500)], [offer(1, 1000), offer(2, 1500)], [offer(2, 1500)], [offer(3, 800)]];
    const picked = pickOffers(lines, 'one_seller');
    expect(picked.map((p) => p.choice?.sellerId)).toEqual([2, 2, 2, 3]);
    expect(picked[0]!.alternatives.map((o) => o.sellerId)).toEqual([1]);
  });

  it('one_seller: between sellers reaching as many lines, the cheaper in total wins', () => {
    const lines = [
      [offer(1, 3000), offer(2, 2000)],
      [offer(1, 1000), offer(2, 2500)],
    ];
    expect(pickOffers(lines, 'one_seller').map((p) => p.choice?.sellerId)).toEqual([1, 1]);
  });
});
