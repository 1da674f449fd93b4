import { BASE_UNITS, inBaseUnits } from './units';

/*
 * Quantities a purchase permit allows (易制毒 购买许可证 / 备案证明 name
 * substances and amounts, in kg, t or L): kept in grams or millilitres, the
 * catalog's base units. An order in the other measure (sulfuric acid sold by
 * the litre on a permit in tonnes) converts by the substance's density;
 * without one it cannot be counted against the permit.
 */

export type PermitBase = 'g' | 'mL';

/** `quantity unitCode` in the permit's base unit; null when the unit is counted (bottle) or mass↔volume without a density. */
export function inPermitBase(quantity: number, unitCode: string, base: PermitBase, densityGramsPerMl: number | null): number | null {
  const amount = inBaseUnits(quantity, unitCode);
  const from = BASE_UNITS[unitCode]?.label;
  if (amount === null || !from) return null;
  if (from === base) return amount;
  if (!densityGramsPerMl || densityGramsPerMl <= 0) return null;
  return from === 'mL' ? amount * densityGramsPerMl : amount / densityGramsPerMl;
}

/** An amount as permits write it: 1500 g → "1.5 kg", 2000000 g → "2 t", 800 mL → "800 mL". */
export function formatPermitQuantity(amount: number, base: PermitBase): string {
  const round = (v: number) => String(Math.round(v * 1000) / 1000);
  if (base === 'g') {
    if (amount >= 1_000_000) return `${round(amount / 1_000_000)} t`;
    if (amount >= 1000) return `${round(amount / 1000)} kg`;
    return `${round(amount)} g`;
  }
  return amount >= 1000 ? `${round(amount / 1000)} L` : `${round(amount)} mL`;
}
