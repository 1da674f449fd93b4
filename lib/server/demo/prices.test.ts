import { describe, expect, it } from 'vitest';
import { demoGoodsFor, packPriceCents, priceKindOf } from './prices';
import type { SourceSubstance } from './substances';

function substance(partial: Partial<SourceSubstance>): SourceSubstance {
  return {
    cas: '7664-93-9', name: 'x', iupacName: null, formula: null, molecularWeight: null, smiles: null, inchi: null, inchikey: null,
    pubchemCid: null, synonyms: [], categorySlug: 'inorganic', meltingPointK: null, boilingPointK: null, densityKgM3: null,
    nameZh: null, nameZhSource: null, aliasesZh: [], ...partial,
  };
}

const SELLERS = ['a', 'b', 'c'];
const GRAMS: Record<string, number> = { mg: 0.001, g: 1, kg: 1000, mL: 1, L: 1000 };

describe('the demo price model', () => {
  it('sorts substances into kinds', () => {
    expect(priceKindOf(substance({ formula: 'H2O4S', molecularWeight: 98 }), false)).toBe('commodity');
    expect(priceKindOf(substance({ formula: 'Cl6U', molecularWeight: 450 }), false)).toBe('radioactive');
    expect(priceKindOf(substance({ formula: 'CNNa', molecularWeight: 49 }), true)).toBe('highly_toxic');
    expect(priceKindOf(substance({ formula: 'Cl2Pd', molecularWeight: 177 }), false)).toBe('precious');
    expect(priceKindOf(substance({ formula: 'C2H6O', molecularWeight: 46, categorySlug: 'acyclic-organic', meltingPointK: 159, boilingPointK: 351 }), false)).toBe('solvent');
    expect(priceKindOf(substance({ formula: 'C20H25N3O', molecularWeight: 323, categorySlug: 'cyclic-organic' }), false)).toBe('fine');
  });

  it('bulk acids and salts are cheap; a bigger pack costs less per gram', () => {
    const g500 = packPriceCents('commodity', 500, 1, 1);
    const kg25 = packPriceCents('commodity', 25_000, 1, 1);
    expect(g500).toBeLessThan(3000); // 500 g of an AR acid or salt: tens of yuan, not thousands
    expect(kg25 / 25_000).toBeLessThan(g500 / 500);
    expect(packPriceCents('fine', 1, 1, 1)).toBeGreaterThan(packPriceCents('commodity', 1, 1, 1));
  });

  it('offers no kilogram stock of uranium or of a highly toxic substance', () => {
    for (const goods of [
      demoGoodsFor(substance({ cas: '7783-81-5', formula: 'F6U', molecularWeight: 352 }), SELLERS),
      demoGoodsFor(substance({ cas: '143-33-9', formula: 'CNNa', molecularWeight: 49 }), SELLERS, true),
    ]) {
      for (const g of goods) {
        expect(g.packSize * (GRAMS[g.unitCode] ?? 1)).toBeLessThanOrEqual(25);
        expect(g.stock).toBeLessThanOrEqual(3);
      }
    }
    for (const g of demoGoodsFor(substance({ cas: '7783-81-5', formula: 'F6U', molecularWeight: 352 }), SELLERS)) expect(g.stock).toBe(0);
  });

  it('is the same on every run', () => {
    const s = substance({ formula: 'ClNa', molecularWeight: 58.44 });
    expect(demoGoodsFor(s, SELLERS)).toEqual(demoGoodsFor(s, SELLERS));
  });
});
