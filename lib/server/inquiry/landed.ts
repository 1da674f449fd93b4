import type { z } from 'zod';
import type { Db } from '@/lib/server/core/db';
import { provinceName, rulesOf } from '@/lib/server/freight/service';
import { isDangerousGoods } from '@/lib/server/regulated/service';
import type { LandedSchema, PurchasePlanSchema } from '@/lib/contracts/inquiry/schema';
import type { FreightRules } from '@/lib/contracts/freight/schema';
import { groupFreight, shippingGrams } from '@/lib/shared/freight';
import { BASE_UNITS, inBaseUnits, packsCovering } from '@/lib/shared/units';
import type { Quotation } from './views';

/*
 * The buyer's comparison by landed cost (到手价): for each live quotation the
 * packs that cover the line, their price and the freight to the inquiry's
 * province (quoted, else by the seller's template), per g or mL asked; and
 * what buying the inquiry costs split across the cheapest sellers against
 * buying it all from one seller (each seller's freight charged once).
 */

type Landed = z.input<typeof LandedSchema>;
type Plan = z.input<typeof PurchasePlanSchema>;
type Line = { id: number; lineNo: number; cas: string | null; quantity: number; unitCode: string };
type Live = Quotation & { id: number };

const LIVE = new Set(['active', 'accepted']);
const MAX_PLANS = 4;

function freightLine(q: Live, line: Line, packs: number) {
  return {
    grams: shippingGrams(q.packSize, q.unit.code, packs),
    goodsCents: q.priceCents * packs,
    dangerous: isDangerousGoods(line.cas),
    quotedFreightCents: q.freightCents ?? null,
  };
}

/** Landed cost of each live quotation on its own, and the purchase plans of the whole inquiry. */
export async function landedCosts(
  db: Db,
  province: string | null,
  lines: Line[],
  quotations: Live[],
): Promise<{ byQuotation: Map<number, Landed>; plans: Plan[] }> {
  const live = quotations.filter((q) => LIVE.has(q.status));
  const rules = await rulesOf(
    db,
    live.map((q) => q.seller.id),
  );
  const name = province ? provinceName(province) : undefined;
  const lineOf = new Map(lines.map((l) => [l.id, l]));
  const byQuotation = new Map<number, Landed>();
  for (const q of live) {
    const line = lineOf.get(q.lineId);
    if (!line) continue;
    const packs = packsCovering(line.quantity, line.unitCode, q.packSize, q.unit.code) ?? 1;
    const goodsCents = q.priceCents * packs;
    const needsProvince = q.freightCents === null && province === null;
    const freight = needsProvince ? null : groupFreight(rules.get(q.seller.id) as FreightRules, [freightLine(q, line, packs)], province, name);
    const asked = inBaseUnits(line.quantity, line.unitCode);
    const freightCents = freight?.delivered ? freight.cents : null;
    const total = goodsCents + (freightCents ?? 0);
    byQuotation.set(q.id, {
      quotationId: q.id,
      packs,
      goodsCents,
      freightCents,
      freightNote: needsProvince ? '询价未附收货地址，运费未计' : freight!.note,
      delivered: freight ? freight.delivered : true,
      totalCents: total,
      perBase: asked && freight?.delivered !== false ? { cents: total / asked, per: BASE_UNITS[line.unitCode]!.label } : null,
    });
  }
  return { byQuotation, plans: province === null ? [] : plansOf(lines, live, byQuotation, rules, province, name) };
}

function planOf(
  kind: Plan['kind'],
  choice: { line: Line; q: Live; packs: number }[],
  rules: Map<number, FreightRules>,
  province: string,
  name: string | undefined,
  names: Map<number, string>,
): Plan | null {
  const bySeller = new Map<number, typeof choice>();
  for (const c of choice) bySeller.set(c.q.seller.id, [...(bySeller.get(c.q.seller.id) ?? []), c]);
  let goodsCents = 0;
  let freightCents = 0;
  for (const [sellerId, group] of bySeller) {
    const freight = groupFreight(
      rules.get(sellerId)!,
      group.map((c) => freightLine(c.q, c.line, c.packs)),
      province,
      name,
    );
    if (!freight.delivered) return null;
    freightCents += freight.cents;
    goodsCents += group.reduce((s, c) => s + c.q.priceCents * c.packs, 0);
  }
  return {
    kind,
    sellers: [...bySeller.keys()].map((id) => names.get(id) ?? ''),
    quotationIds: choice.map((c) => c.q.id),
    lines: choice.length,
    goodsCents,
    freightCents,
    totalCents: goodsCents + freightCents,
  };
}

/** Split across the cheapest landed quotation per line, against each seller who quoted every line. */
function plansOf(
  lines: Line[],
  live: Live[],
  landed: Map<number, Landed>,
  rules: Map<number, FreightRules>,
  province: string,
  name: string | undefined,
): Plan[] {
  const names = new Map(live.map((q) => [q.seller.id, q.seller.name]));
  const quoted = lines.filter((l) => live.some((q) => q.lineId === l.id && landed.get(q.id)?.delivered));
  if (quoted.length === 0) return [];
  const options = (line: Line) => live.filter((q) => q.lineId === line.id && landed.get(q.id)?.delivered);
  const plans: Plan[] = [];
  const cheapest = quoted.map((line) => {
    const q = options(line).sort((a, b) => landed.get(a.id)!.totalCents - landed.get(b.id)!.totalCents)[0]!;
    return { line, q, packs: landed.get(q.id)!.packs };
  });
  const split = planOf('cheapest_per_line', cheapest, rules, province, name, names);
  if (split) plans.push(split);
  for (const sellerId of new Set(live.map((q) => q.seller.id))) {
    const choice = quoted.map((line) => {
      const q = options(line).find((o) => o.seller.id === sellerId);
      return q ? { line, q, packs: landed.get(q.id)!.packs } : null;
    });
    if (choice.some((c) => c === null)) continue;
    const plan = planOf('one_seller', choice as NonNullable<(typeof choice)[number]>[], rules, province, name, names);
    // The same quotations as the split plan: one plan, not two.
    if (plan && plan.quotationIds.join() !== split?.quotationIds.join()) plans.push(plan);
  }
  // The split plan first; then single sellers, cheapest first.
  const [first, ...rest] = plans;
  return first ? [first, ...rest.sort((a, b) => a.totalCents - b.totalCents)].slice(0, MAX_PLANS) : [];
}
