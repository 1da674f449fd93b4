import type { QuickOffer, QuickOrderStrategy } from '@/lib/contracts/orders/quick-order-schema';
import { QUICK_ORDER_ALTERNATIVES } from '@/lib/contracts/orders/quick-order-schema';

/*
 * Choosing one offer per line of a list (快速下单), by the buyer's rule. Pure:
 * the caller hands each line's buyable offers with their landed cost and
 * delivery days already worked out.
 *
 * - cheapest: the lowest landed cost of covering what the line asks (goods +
 *   the freight of buying it alone), so a 25 kg drum does not win a 100 g
 *   line by its price per gram; then the fastest.
 * - fastest: the fewest days to delivery (unknown last); then the cheapest.
 * - one_seller: the fewest sellers — the seller who can supply the most
 *   lines takes them (a tie goes to the cheaper), then the next seller the
 *   most of the rest, and so on; each line at that seller's cheapest offer.
 */

const byCost = (a: QuickOffer, b: QuickOffer) => a.landedCents - b.landedCents || (a.days ?? Infinity) - (b.days ?? Infinity) || a.goodsId - b.goodsId;
const byDays = (a: QuickOffer, b: QuickOffer) => (a.days ?? Infinity) - (b.days ?? Infinity) || a.landedCents - b.landedCents || a.goodsId - b.goodsId;

export type Pick = { choice: QuickOffer | null; alternatives: QuickOffer[] };

export function pickOffers(options: QuickOffer[][], strategy: QuickOrderStrategy): Pick[] {
  const order = strategy === 'fastest' ? byDays : byCost;
  const sorted = options.map((list) => [...list].sort(order));
  const chosen = strategy === 'one_seller' ? fewestSellers(sorted) : sorted.map((list) => list[0] ?? null);
  return sorted.map((list, index) => {
    const choice = chosen[index] ?? null;
    return { choice, alternatives: list.filter((o) => o !== choice).slice(0, QUICK_ORDER_ALTERNATIVES) };
  });
}

function fewestSellers(sorted: QuickOffer[][]): (QuickOffer | null)[] {
  const chosen: (QuickOffer | null)[] = sorted.map(() => null);
  let open = new Set(sorted.flatMap((list, index) => (list.length > 0 ? [index] : [])));
  while (open.size > 0) {
    // For each seller: how many open lines it can supply, and their cost at its cheapest offers.
    const reach = new Map<number, { lines: number[]; cents: number }>();
    for (const index of open) {
      const seen = new Set<number>();
      for (const offer of sorted[index]!) {
        if (seen.has(offer.sellerId)) continue; // the list is cheapest first: the first offer of a seller is its cheapest
        seen.add(offer.sellerId);
        const entry = reach.get(offer.sellerId) ?? { lines: [], cents: 0 };
        entry.lines.push(index);
        entry.cents += offer.landedCents;
        reach.set(offer.sellerId, entry);
      }
    }
    const [sellerId, best] = [...reach.entries()].sort(([ai, a], [bi, b]) => b.lines.length - a.lines.length || a.cents - b.cents || ai - bi)[0]!;
    for (const index of best.lines) chosen[index] = sorted[index]!.find((o) => o.sellerId === sellerId)!;
    open = new Set([...open].filter((index) => !best.lines.includes(index)));
  }
  return chosen;
}
