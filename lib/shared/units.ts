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

/** How many packs of `packSize` `quotedCode` cover `quantity` `askedCode` (rounded up, at least 1); null when they do not convert. */
export function packsCovering(quantity: number, askedCode: string, packSize: number, quotedCode: string): number | null {
  if (askedCode === quotedCode) return packSize > 0 ? Math.max(1, Math.ceil(round9(quantity / packSize))) : null;
  const asked = inBaseUnits(quantity, askedCode);
  const pack = inBaseUnits(packSize, quotedCode);
  if (asked === null || pack === null || pack <= 0 || BASE_UNITS[askedCode]!.label !== BASE_UNITS[quotedCode]!.label) return null;
  return Math.max(1, Math.ceil(round9(asked / pack)));
}

// 0.3 L / 100 mL is 2.9999999999999996 in floating point: three packs, not four.
function round9(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}
