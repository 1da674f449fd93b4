/**
 * Unit conversion, defined once: each measured unit's size in its base unit
 * (grams for mass, millilitres for volume). Counted units (drum, bottle)
 * have no entry: they do not convert.
 */
export const BASE_UNITS: Readonly<Record<string, { factor: number; label: 'g' | 'mL' }>> = {
  mg: { factor: 0.001, label: 'g' },
  g: { factor: 1, label: 'g' },
  kg: { factor: 1000, label: 'g' },
  t: { factor: 1_000_000, label: 'g' },
  mL: { factor: 1, label: 'mL' },
  L: { factor: 1000, label: 'mL' },
};

/** A pack size in grams or millilitres; null for a counted or unknown unit. */
export function inBaseUnits(size: number, unitCode: string): number | null {
  const base = BASE_UNITS[unitCode];
  return base ? size * base.factor : null;
}
