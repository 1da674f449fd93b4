import type { z } from 'zod';
import { listAddresses } from '@/lib/server/address/service';
import { nowIso, type Db } from '@/lib/server/core/db';
import { offersForPurchase } from '@/lib/server/goods/queries';
import { isDangerousGoods } from '@/lib/server/regulated/service';
import { FreightRulesSchema, type FreightQuote, type FreightRules, type SellerFreightRulesSchema } from '@/lib/contracts/freight/schema';
import { AREA_OPTIONS } from '@/lib/shared/area';
import { DEFAULT_FREIGHT_RULES, deliveredBy, freightFor, shippingGrams } from '@/lib/shared/freight';

/*
 * Sellers' freight templates (运费模板): kept per seller, read by checkout
 * (lib/server/orders/checkout.ts) and by the product page's freight quote.
 */

/** The 34 province-level units with their two-digit codes. */
export const PROVINCES: { code: string; name: string }[] = AREA_OPTIONS.map((p) => ({ code: p.value.slice(0, 2), name: p.label }));

export function provinceName(code: string): string | undefined {
  return PROVINCES.find((p) => p.code === code)?.name;
}

/** The province of an address's area codes ("44,4401,440106" or ["44", …]). */
export function provinceOf(areaCodes: string | string[]): string | null {
  const first = Array.isArray(areaCodes) ? areaCodes[0] : areaCodes.split(',')[0];
  return first && /^\d{2}/.test(first) ? first.slice(0, 2) : null;
}

/** Each seller's template; the default one for sellers who have not set theirs. */
export async function rulesOf(db: Db, sellerIds: number[]): Promise<Map<number, FreightRules>> {
  const ids = [...new Set(sellerIds)];
  const rows = ids.length ? await db.selectFrom('freightRules').selectAll().where('sellerId', 'in', ids).execute() : [];
  const stored = new Map(rows.map((r) => [r.sellerId, FreightRulesSchema.parse(JSON.parse(r.rulesJson))]));
  return new Map(ids.map((id) => [id, stored.get(id) ?? DEFAULT_FREIGHT_RULES]));
}

/** GET /api/seller/freight_rules */
export async function sellerRules(db: Db, sellerId: number): Promise<z.input<typeof SellerFreightRulesSchema>> {
  const row = await db.selectFrom('freightRules').selectAll().where('sellerId', '=', sellerId).executeTakeFirst();
  return {
    rules: row ? FreightRulesSchema.parse(JSON.parse(row.rulesJson)) : DEFAULT_FREIGHT_RULES,
    isDefault: !row,
    updatedAt: row?.updatedAt ?? null,
    provinces: PROVINCES,
  };
}

/** POST /api/seller/freight_rules_save: replaces the seller's template (orders already made keep their freight). */
export async function saveRules(db: Db, sellerId: number, rules: FreightRules): Promise<z.input<typeof SellerFreightRulesSchema>> {
  const at = nowIso();
  const rulesJson = JSON.stringify(rules);
  await db
    .insertInto('freightRules')
    .values({ sellerId, rulesJson, updatedAt: at })
    .onConflict((oc) => oc.column('sellerId').doUpdateSet({ rulesJson, updatedAt: at }))
    .execute();
  return sellerRules(db, sellerId);
}

/** The province a member's freight is shown for: the one asked, else their default address's, else none. */
export async function provinceFor(db: Db, memberId: number | null, asked: string | undefined): Promise<string | null> {
  if (asked) return provinceName(asked) ? asked : null;
  if (memberId === null) return null;
  const address = (await listAddresses(db, memberId, { page: 1, pageSize: 1 })).list[0];
  return address ? provinceOf(address.areaCodes) : null;
}

/** GET /api/freight_quote: each offer's freight for one pack to a province, and when it would arrive. */
export async function quoteOffers(db: Db, memberId: number | null, goodsIds: number[], asked: string | undefined, now = new Date()): Promise<FreightQuote> {
  const province = await provinceFor(db, memberId, asked);
  if (province === null) return { province: null, offers: [] };
  const offers = (await offersForPurchase(db, goodsIds)).filter((o) => o.status === 'on_shelf');
  const rules = await rulesOf(
    db,
    offers.map((o) => o.sellerId),
  );
  const name = provinceName(province)!;
  return {
    province: { code: province, name },
    offers: offers.map((o) => {
      const freight = freightFor(rules.get(o.sellerId)!, {
        province,
        provinceName: name,
        grams: shippingGrams(Number(o.packSize), o.unitCode, 1),
        goodsCents: Number(o.priceCents),
        dangerous: isDangerousGoods(o.cas),
      });
      const lead = Number(o.stock) > 0 ? 0 : o.leadTimeDays;
      return freight.delivered
        ? { goodsId: o.id, freightCents: freight.cents, note: freight.note, deliveredBy: deliveredBy(now, lead, freight.days) }
        : { goodsId: o.id, freightCents: null, note: freight.note, deliveredBy: null };
    }),
  };
}
