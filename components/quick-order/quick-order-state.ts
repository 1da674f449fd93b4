import type { QuickLine, QuickOffer, QuickOrderResult } from '@/lib/contracts/orders/quick-order-schema';

/*
 * The buyer's picks on a resolved list: the server's choice per line unless
 * the buyer took an alternative or left the line out. Totals per seller are
 * recomputed from the picks; a seller's freight is the server's only while
 * that seller's lines are the ones the server priced, since freight is
 * reckoned once per seller on the lines together (else: at checkout).
 */

export type Picks = Record<number, number | null>; // row → goodsId, null = left out

export function offerOf(line: QuickLine, picks: Picks): QuickOffer | null {
  const picked = picks[line.row];
  if (picked === null) return null;
  if (picked === undefined) return line.choice;
  return [line.choice, ...line.alternatives].find((o) => o?.goodsId === picked) ?? line.choice;
}

export type SellerTotal = { sellerId: number; sellerName: string; lines: number; goodsCents: number; freightCents: number | null; freightNote: string };

export function totalsOf(result: QuickOrderResult, picks: Picks): { sellers: SellerTotal[]; goodsCents: number; freightCents: number; freightKnown: boolean } {
  const bySeller = new Map<number, { name: string; offers: QuickOffer[] }>();
  for (const line of result.lines) {
    const offer = offerOf(line, picks);
    if (!offer) continue;
    const entry = bySeller.get(offer.sellerId) ?? { name: offer.sellerName, offers: [] };
    entry.offers.push(offer);
    bySeller.set(offer.sellerId, entry);
  }
  const sellers = [...bySeller.entries()].map(([sellerId, { name, offers }]) => {
    const server = result.sellers.find((s) => s.sellerId === sellerId);
    const serverIds = new Set(result.lines.filter((l) => l.choice?.sellerId === sellerId).map((l) => l.choice!.goodsId));
    const same = server !== undefined && serverIds.size === offers.length && offers.every((o) => serverIds.has(o.goodsId));
    return {
      sellerId,
      sellerName: name,
      lines: offers.length,
      goodsCents: offers.reduce((s, o) => s + o.goodsCents, 0),
      freightCents: same ? server.freightCents : null,
      freightNote: same ? server.freightNote : '已调整所选商品，运费在结算时按该卖家的运费模板计算',
    };
  });
  return {
    sellers,
    goodsCents: sellers.reduce((s, x) => s + x.goodsCents, 0),
    freightCents: sellers.reduce((s, x) => s + (x.freightCents ?? 0), 0),
    freightKnown: sellers.every((s) => s.freightCents !== null),
  };
}

/** The lines that go to an inquiry: no offer, or left out, with a quantity and unit to ask for. */
export function inquiryLinesOf(result: QuickOrderResult, picks: Picks) {
  return result.lines
    .filter((l) => offerOf(l, picks) === null && l.quantity !== null && l.unitCode !== null)
    .map((l) => ({ row: l.row, query: l.query, substanceId: l.substance?.id ?? null, quantity: l.quantity!, unitCode: l.unitCode!, purity: l.purity }));
}
