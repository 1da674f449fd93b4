const PER_LABEL = { g: 'g', mL: 'mL', piece: '件' } as const;

/** A normalised price: "¥0.35/g", small amounts with enough digits to compare (0.0042 元). */
export function formatNormalized(price: { cents: number; per: 'g' | 'mL' | 'piece' } | null): string {
  if (!price) return '—';
  const yuan = price.cents / 100;
  const digits = yuan >= 100 ? 2 : yuan >= 1 ? 2 : yuan >= 0.01 ? 4 : 6;
  return `¥${yuan.toFixed(digits)}/${PER_LABEL[price.per]}`;
}
