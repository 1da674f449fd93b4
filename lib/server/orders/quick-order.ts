import type { z } from 'zod';
import { sellerNames } from '@/lib/server/account/service';
import type { Db } from '@/lib/server/core/db';
import { provinceFor, provinceName, rulesOf } from '@/lib/server/freight/service';
import { onShelfOffersOf } from '@/lib/server/goods/queries';
import { parseFile, parsePasted, resolveRows, type RawRow } from '@/lib/server/inquiry/resolve';
import { isDangerousGoods } from '@/lib/server/regulated/service';
import { MAX_PACKS } from '@/lib/shared/cart-limits';
import { groupFreight, shippingGrams } from '@/lib/shared/freight';
import { purityPercentOf } from '@/lib/shared/purity';
import { BASE_UNITS, inBaseUnits, packsCovering } from '@/lib/shared/units';
import type { FreightRules } from '@/lib/contracts/freight/schema';
import type { QuickOffer, QuickOrderResolveBody, QuickOrderResult, QuickOrderStrategy, QuickLine } from '@/lib/contracts/orders/quick-order-schema';
import { pickOffers } from './quick-order-pick';

/*
 * 快速下单 (issue 30, decision 0151): a list resolved against the catalog (the
 * list inquiry's parser and resolver), then each line against the on-shelf
 * offers a buyer can put in the cart now — enough stock for the packs that
 * cover the quantity, the purity asked, a unit that converts, a seller who
 * delivers to the buyer's province — one chosen by the buyer's rule, the
 * others as alternatives. Lines without such an offer go to an inquiry.
 * A few batched queries whatever the list's length.
 */

type Offer = Awaited<ReturnType<typeof onShelfOffersOf>>[number];
type Ask = { quantity: number | null; unitCode: string | null; purity: string | null };

/** Whether an offer's purity meets what the line asks: a percentage at least as high, or the same grade. */
function purityMeets(offer: Offer, asked: string | null): boolean {
  if (!asked) return true;
  const percent = purityPercentOf(asked.replace(/^≥|^>=|^>/, ''));
  if (percent !== null) return offer.purityPercent !== null && Number(offer.purityPercent) >= percent;
  // A grade by whole word: "GR" is not in "Reagent grade", nor "AR" in "Pharmaceutical".
  const words = (offer.purity ?? '').toUpperCase().split(/[\s,;/()（）、，+]+/);
  return words.includes(asked.trim().toUpperCase());
}

function packsFor(ask: Ask, offer: Offer): number | null {
  if (ask.quantity === null) return 1;
  if (ask.unitCode === null) return Math.max(1, Math.ceil(ask.quantity)); // a bare number is a count of packs
  return packsCovering(ask.quantity, ask.unitCode, Number(offer.packSize), offer.unitCode);
}

/** Why a found substance has no buyable offer, from the most to the least telling reason. */
function whyNone(counts: { offers: number; purity: number; unit: number; stock: number; delivered: number }, ask: Ask, province: string | null): string {
  if (counts.offers === 0) return '暂无在售商品，将转为询价';
  if (counts.purity === 0) return `没有纯度达到“${ask.purity}”的在售商品，将转为询价`;
  if (counts.unit === 0) return `在售商品的规格无法换算为 ${ask.unitCode}，将转为询价`;
  if (counts.stock === 0) return '在售商品库存不足，将转为询价';
  if (counts.delivered === 0) return `在售商品的卖家不配送到${province ? provinceName(province) : '该地区'}，将转为询价`;
  return '暂无可购买的商品，将转为询价';
}

export async function resolveQuickOrder(
  db: Db,
  buyerId: number,
  rows: RawRow[],
  strategy: QuickOrderStrategy,
  askedProvince: string | undefined,
): Promise<QuickOrderResult> {
  const resolved = await resolveRows(db, rows);
  const substanceIds = [...new Set(resolved.lines.flatMap((l) => (l.substance ? [l.substance.id] : [])))];
  const [offers, province] = await Promise.all([onShelfOffersOf(db, substanceIds), provinceFor(db, buyerId, askedProvince)]);
  const buyable = offers.filter((o) => o.sellerId !== buyerId);
  const sellerIds = [...new Set(buyable.map((o) => o.sellerId))];
  const [rules, names] = await Promise.all([rulesOf(db, sellerIds), sellerNames(db, sellerIds)]);
  const bySubstance = new Map<number, Offer[]>();
  for (const o of buyable) bySubstance.set(o.substanceId, [...(bySubstance.get(o.substanceId) ?? []), o]);
  const name = province ? provinceName(province) : undefined;

  const problems: (string | null)[] = [];
  const options: QuickOffer[][] = resolved.lines.map((line, index) => {
    const ask: Ask = { quantity: line.quantity ?? null, unitCode: line.unitCode ?? null, purity: rows[index]!.purity };
    if (!line.substance) {
      problems.push(line.problem ?? '目录中没有，将转为询价');
      return [];
    }
    // A quantity of 0 or less: never bought as one pack; the buyer corrects the line.
    if (rows[index]!.quantityRefused) {
      problems.push(line.problem ?? '数量须大于 0');
      return [];
    }
    // A unit written but not known (lb, 盒): never read the number as a count of packs.
    if (rows[index]!.unitCode && !ask.unitCode) {
      problems.push(`${line.problem ?? `没有单位“${rows[index]!.unitCode}”`}，请改用 g、kg、mL、L 等单位`);
      return [];
    }
    const counts = { offers: 0, purity: 0, unit: 0, stock: 0, delivered: 0 };
    const list: QuickOffer[] = [];
    const dangerous = isDangerousGoods(line.substance.cas);
    for (const offer of bySubstance.get(line.substance.id) ?? []) {
      counts.offers += 1;
      if (!purityMeets(offer, ask.purity)) continue;
      counts.purity += 1;
      const packs = packsFor(ask, offer);
      if (packs === null) continue;
      counts.unit += 1;
      if (packs > Number(offer.stock) || packs > MAX_PACKS) continue;
      counts.stock += 1;
      const goodsCents = Number(offer.priceCents) * packs;
      const freight =
        province === null
          ? null
          : groupFreight(
              rules.get(offer.sellerId) as FreightRules,
              [{ grams: shippingGrams(Number(offer.packSize), offer.unitCode, packs), goodsCents, dangerous, quotedFreightCents: null }],
              province,
              name,
            );
      if (freight && !freight.delivered) continue;
      counts.delivered += 1;
      const freightCents = freight ? freight.cents : null;
      const landedCents = goodsCents + (freightCents ?? 0);
      const asked = ask.quantity !== null && ask.unitCode !== null ? inBaseUnits(ask.quantity, ask.unitCode) : null;
      const base = asked ?? inBaseUnits(Number(offer.packSize) * packs, offer.unitCode);
      const per = BASE_UNITS[asked !== null ? ask.unitCode! : offer.unitCode]?.label;
      list.push({
        goodsId: offer.id,
        sellerId: offer.sellerId,
        sellerName: names.get(offer.sellerId) ?? '',
        packSize: Number(offer.packSize),
        unitCode: offer.unitCode,
        purity: offer.purity,
        brand: offer.brand ?? null,
        unitPriceCents: Number(offer.priceCents),
        packs,
        goodsCents,
        freightCents,
        landedCents,
        perBase: base && per ? { cents: landedCents / base, per } : null,
        days: freight?.days ?? null,
        stock: Number(offer.stock),
      });
    }
    problems.push(list.length > 0 ? null : whyNone(counts, ask, province));
    return list;
  });

  const picks = pickOffers(options, strategy);
  const lines: QuickLine[] = resolved.lines.map((line, index) => ({
    row: line.row,
    query: line.query,
    quantity: line.quantity ?? null,
    unitCode: line.unitCode ?? null,
    purity: rows[index]!.purity,
    substance: line.substance ? { id: line.substance.id, cas: line.substance.cas, name: line.substance.name, nameZh: line.substance.nameZh } : null,
    regulated: line.regulated,
    choice: picks[index]!.choice,
    alternatives: picks[index]!.alternatives,
    problem: problems[index] ?? null,
  }));
  return { strategy, province: province ? { code: province, name: name! } : null, lines, ...sellerTotals(lines, rules, province, name) };
}

/** Each seller's goods and freight for the chosen lines, freight reckoned once per seller as checkout will. */
export function sellerTotals(lines: QuickLine[], rules: Map<number, FreightRules>, province: string | null, name: string | undefined) {
  const bySeller = new Map<number, { offer: QuickOffer; dangerous: boolean }[]>();
  for (const line of lines) {
    if (!line.choice) continue;
    const entry = { offer: line.choice, dangerous: isDangerousGoods(line.substance?.cas ?? null) };
    bySeller.set(line.choice.sellerId, [...(bySeller.get(line.choice.sellerId) ?? []), entry]);
  }
  const sellers = [...bySeller.entries()].map(([sellerId, group]) => {
    const goodsCents = group.reduce((s, g) => s + g.offer.goodsCents, 0);
    const freight =
      province === null
        ? null
        : groupFreight(
            rules.get(sellerId)!,
            group.map((g) => ({
              grams: shippingGrams(g.offer.packSize, g.offer.unitCode, g.offer.packs),
              goodsCents: g.offer.goodsCents,
              dangerous: g.dangerous,
              quotedFreightCents: null,
            })),
            province,
            name,
          );
    const freightCents = freight?.delivered ? freight.cents : null;
    return {
      sellerId,
      sellerName: group[0]!.offer.sellerName,
      lines: group.length,
      goodsCents,
      freightCents,
      freightNote: freight ? freight.note : '未设置收货地址，运费在结算时计算',
      totalCents: goodsCents + (freightCents ?? 0),
    };
  });
  const matched = lines.filter((l) => l.choice).length;
  const goodsCents = sellers.reduce((s, x) => s + x.goodsCents, 0);
  const freightCents = sellers.reduce((s, x) => s + (x.freightCents ?? 0), 0);
  return {
    sellers: sellers.sort((a, b) => b.lines - a.lines || b.totalCents - a.totalCents),
    totals: { lines: lines.length, matched, unmatched: lines.length - matched, goodsCents, freightCents, totalCents: goodsCents + freightCents },
  };
}

export function quickOrderFromInput(db: Db, buyerId: number, body: z.output<typeof QuickOrderResolveBody>): Promise<QuickOrderResult> {
  const rows: RawRow[] = body.lines
    ? body.lines.map((l) => ({ query: l.query, quantity: l.quantity ?? null, unitCode: l.unitCode ?? null, purity: l.purity ?? null }))
    : parsePasted(body.text ?? '');
  return resolveQuickOrder(db, buyerId, rows, body.strategy, body.province);
}

export async function quickOrderFromFile(
  db: Db,
  buyerId: number,
  file: File,
  strategy: QuickOrderStrategy,
  province: string | undefined,
): Promise<QuickOrderResult> {
  return resolveQuickOrder(db, buyerId, await parseFile(file), strategy, province);
}
