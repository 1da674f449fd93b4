/**
 * What counts as a bulk pack (大包装) for the bulk list: at least 1 kg or
 * 1 L, or any pack sold by the ton or the drum. Smaller packs are lab packs;
 * milligrams and bottles never are bulk. The SQL filter of the bulk list is
 * built from this same table.
 */
export const BULK_MIN_PACK_SIZE: Readonly<Record<string, number>> = {
  g: 1000,
  kg: 1,
  t: 0,
  mL: 1000,
  L: 1,
  drum: 0,
};

export function isBulkPack(packSize: number, unitCode: string): boolean {
  const min = BULK_MIN_PACK_SIZE[unitCode];
  return min !== undefined && packSize > 0 && packSize >= min;
}
