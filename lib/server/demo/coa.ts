import type { Db } from '@/lib/server/core/db';
import { usernamesOf } from '@/lib/server/account/service';
import { substanceDepictions, substanceIdsOf } from '@/lib/server/catalog/queries';
import { attachCoa, onShelfGoodsWithoutCoa, type CoaContent } from '@/lib/server/goods/coa';

/** English company names for the demo sellers' certificates (certificates of analysis are usually in English). */
const SUPPLIER_NAMES: Record<string, string> = {
  demo_seller: 'Shanghai Huadong Chemical Reagent Co., Ltd.',
  demo_seller2: 'Tianjin Beifang Fine Chemical Co., Ltd.',
  demo_seller3: 'Guangzhou Lingnan Biochemical Technology Co., Ltd.',
};

const ISSUED_ON = '2026-10-15';
const RETEST_ON = '2028-10-14';

function assayResult(purity: string, goodsId: number): { specification: string; result: string } {
  const percent = Number.parseFloat(purity);
  if (Number.isFinite(percent)) {
    const measured = Math.min(100, percent + ((goodsId * 7) % 10) / 20).toFixed(2);
    return { specification: `>= ${percent}%`, result: `${measured}%` };
  }
  // Grades: GR (guaranteed reagent) and AR (analytical reagent) assay limits as in GB/T reagent standards.
  const limit = purity === 'GR' ? 99.8 : 99.5;
  return { specification: `>= ${limit}% (${purity})`, result: `${(limit + ((goodsId * 3) % 5) / 50).toFixed(2)}%` };
}

function lotNumberOf(goodsId: number): string {
  return `CM2610${String(goodsId).padStart(5, '0')}`;
}

/**
 * Gives the demo's well-known products real certificates of analysis, so the
 * product page shows COA availability with something to download. Goods that
 * already have one are left alone (idempotent).
 */
export async function attachDemoCoas(db: Db, casNumbers: string[]): Promise<number> {
  const substanceIds = [...(await substanceIdsOf(db, casNumbers)).values()];
  const goods = await onShelfGoodsWithoutCoa(db, substanceIds);
  const [substances, usernames] = await Promise.all([
    substanceDepictions(db, substanceIds).then((rows) => new Map(rows.map((r) => [r.id, r]))),
    usernamesOf(
      db,
      goods.map((g) => g.sellerId),
    ),
  ]);
  for (const g of goods) {
    const substance = substances.get(g.substanceId);
    if (!substance) continue;
    const username = usernames.get(g.sellerId) ?? '';
    const coa: CoaContent = {
      productName: substance.name,
      cas: substance.cas,
      formula: substance.formula,
      molecularWeight: substance.molecularWeight,
      lotNumber: lotNumberOf(g.id),
      purity: g.purity,
      supplier: SUPPLIER_NAMES[username] ?? username,
      issuedOn: ISSUED_ON,
      retestOn: RETEST_ON,
      tests: [
        { test: 'Appearance', specification: 'Conforms to standard', result: 'Conforms' },
        { test: 'Identity (IR)', specification: 'Conforms to reference', result: 'Conforms' },
        { test: 'Assay (GC/titration)', ...assayResult(g.purity, g.id) },
        { test: 'Water (Karl Fischer)', specification: '<= 0.5%', result: `${(((g.id * 13) % 40) / 100).toFixed(2)}%` },
      ],
    };
    await attachCoa(db, g, coa);
  }
  return goods.length;
}
