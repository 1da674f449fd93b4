import type { CartLine } from '@/lib/api/orders';

/*
 * The cart page's logic, kept apart from antd so it can be tested on its own:
 * lines grouped by seller, and what the buyer ticked.
 */

export type SellerGroup = { sellerId: number; sellerName: string; lines: CartLine[] };

/** Lines grouped by seller, sellers in the order their first line appears (the cart's own order). */
export function groupBySeller(lines: CartLine[]): SellerGroup[] {
  const groups = new Map<number, SellerGroup>();
  for (const line of lines) {
    const group = groups.get(line.sellerId) ?? { sellerId: line.sellerId, sellerName: line.sellerName, lines: [] };
    group.lines.push(line);
    groups.set(line.sellerId, group);
  }
  return [...groups.values()];
}

/** Only lines that can be bought now stay selected; lines gone from the cart drop out. */
export function validSelection(lines: CartLine[], selected: ReadonlySet<number>): Set<number> {
  return new Set(lines.filter((l) => l.available && selected.has(l.id)).map((l) => l.id));
}

/** Ticks or unticks every buyable line of a group (or of the whole cart). */
export function toggleLines(selected: ReadonlySet<number>, lines: CartLine[], on: boolean): Set<number> {
  const next = new Set(selected);
  for (const line of lines) {
    if (!line.available) continue;
    if (on) next.add(line.id);
    else next.delete(line.id);
  }
  return next;
}

/** A group's (or the cart's) checkbox: all buyable lines ticked, some, or none. */
export function selectionState(selected: ReadonlySet<number>, lines: CartLine[]): { checked: boolean; indeterminate: boolean; disabled: boolean } {
  const buyable = lines.filter((l) => l.available);
  const ticked = buyable.filter((l) => selected.has(l.id)).length;
  return { checked: buyable.length > 0 && ticked === buyable.length, indeterminate: ticked > 0 && ticked < buyable.length, disabled: buyable.length === 0 };
}

/**
 * What the selection adds up to, for the summary bar only: the order page
 * shows the server's totals (shipping and vouchers are decided there).
 */
export function selectionTotals(lines: CartLine[], selected: ReadonlySet<number>): { lines: number; packs: number; goodsCents: number; sellers: number } {
  const chosen = lines.filter((l) => l.available && selected.has(l.id));
  return {
    lines: chosen.length,
    packs: chosen.reduce((sum, l) => sum + l.quantity, 0),
    goodsCents: chosen.reduce((sum, l) => sum + l.amountCents, 0),
    sellers: new Set(chosen.map((l) => l.sellerId)).size,
  };
}
