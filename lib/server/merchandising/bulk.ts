import { BASE_UNITS } from '@/lib/shared/units';

const BULK_MIN_BASE_AMOUNT = 1000; // grams or millilitres: 1 kg, 1 L
const atLeastBulk = (unitCode: string) => BULK_MIN_BASE_AMOUNT / (BASE_UNITS[unitCode]?.factor ?? 1);

/**
 * What counts as a bulk pack (大包装) for the bulk list: at least 1 kg or
 * 1 L, or any pack sold by the ton or the drum. Smaller packs are lab packs;
 * milligrams and bottles never are bulk. The SQL filter of the bulk list is
 * built from this same table.
 */
export const BULK_MIN_PACK_SIZE: Readonly<Record<string, number>> = {
  g: atLeastBulk('g'),
  kg: atLeastBulk('kg'),
  t: 0,
  mL: atLeastBulk('mL'),
  L: atLeastBulk('L'),
  drum: 0,
};

export function isBulkPack(packSize: number, unitCode: string): boolean {
  const min = BULK_MIN_PACK_SIZE[unitCode];
  return min !== undefined && packSize > 0 && packSize >= min;
}
