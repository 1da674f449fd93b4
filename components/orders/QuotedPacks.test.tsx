import { describe, expect, it } from 'vitest';
import { coverageNote } from './QuotedPacks';

const line = (quantity: number, asked: { quantity: number; unitCode: string; coveringPacks: number | null } | null) =>
  ({ quantity, packSize: 500, unitCode: 'g', asked, quotationId: 1 }) as Parameters<typeof coverageNote>[0];

describe('coverageNote', () => {
  it('shows how the quoted packs cover what was asked, and the buyer’s own number', () => {
    expect(coverageNote(line(2, { quantity: 1, unitCode: 'kg', coveringPacks: 2 }))).toBe('询价 1 kg；报价 500 g/包，2 包覆盖需求（向上取整）');
    expect(coverageNote(line(5, { quantity: 1, unitCode: 'kg', coveringPacks: 2 }))).toBe('询价 1 kg；报价 500 g/包，2 包覆盖需求（向上取整），你改为 5 包');
    expect(coverageNote(line(1, { quantity: 2, unitCode: 'bottle', coveringPacks: null }))).toMatch(/单位无法换算/);
    expect(coverageNote(line(1, null))).toBeNull();
  });
});
