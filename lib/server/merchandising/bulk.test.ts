import { describe, expect, it } from 'vitest';
import { isBulkPack } from './bulk';

describe('isBulkPack', () => {
  it('starts at 1 kg and 1 L, whichever unit the seller wrote', () => {
    expect(isBulkPack(1, 'kg')).toBe(true);
    expect(isBulkPack(1000, 'g')).toBe(true);
    expect(isBulkPack(999, 'g')).toBe(false);
    expect(isBulkPack(1, 'L')).toBe(true);
    expect(isBulkPack(0.5, 'L')).toBe(false);
    expect(isBulkPack(2500, 'mL')).toBe(true);
    expect(isBulkPack(500, 'mL')).toBe(false);
  });

  it('counts every ton and drum, never milligrams or bottles', () => {
    expect(isBulkPack(0.5, 't')).toBe(true);
    expect(isBulkPack(1, 'drum')).toBe(true);
    expect(isBulkPack(1_000_000, 'mg')).toBe(false);
    expect(isBulkPack(100, 'bottle')).toBe(false);
    expect(isBulkPack(0, 'kg')).toBe(false);
  });
});
