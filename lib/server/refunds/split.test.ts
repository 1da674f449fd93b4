import { describe, expect, it } from 'vitest';
import { commissionShares, refundableCents, splitRefund, type RefundablePart } from './split';

const parts: RefundablePart[] = [
  { id: 3, method: 'deposit', amountCents: 3_000, refundedCents: 0 },
  { id: 4, method: 'online', amountCents: 5_000, refundedCents: 0 },
  { id: 5, method: 'transfer', amountCents: 2_000, refundedCents: 500 },
];

describe('splitting a refund over the payment parts', () => {
  it('draws on online first, then transfer, then deposit', () => {
    expect(refundableCents(parts)).toBe(9_500);
    expect(splitRefund(parts, 6_000)).toEqual([
      { paymentId: 4, method: 'online', amountCents: 5_000 },
      { paymentId: 5, method: 'transfer', amountCents: 1_000 },
    ]);
    expect(splitRefund(parts, 9_500).map((s) => s.amountCents)).toEqual([5_000, 1_500, 3_000]);
  });

  it('skips what earlier refunds returned and refuses more than is left', () => {
    const after = parts.map((p) => (p.method === 'online' ? { ...p, refundedCents: 5_000 } : p));
    expect(splitRefund(after, 100)).toEqual([{ paymentId: 5, method: 'transfer', amountCents: 100 }]);
    expect(() => splitRefund(after, 4_501)).toThrow();
  });
});

describe('commission returned with a refund', () => {
  it('is proportional, rounded up, never more than taken, and all of it once all the cash is back', () => {
    const taken = { takenCents: 333, returnedCents: 0 };
    expect(commissionShares(taken, { paidCents: 10_000, refundedCents: 0 }, [1_000])).toEqual([34]);
    const shares = commissionShares(taken, { paidCents: 10_000, refundedCents: 0 }, [1_000, 2_000, 7_000]);
    expect(shares).toEqual([34, 66, 233]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(333);
  });

  it('continues from what earlier refunds returned', () => {
    expect(commissionShares({ takenCents: 333, returnedCents: 34 }, { paidCents: 10_000, refundedCents: 1_000 }, [9_000])).toEqual([299]);
    expect(commissionShares({ takenCents: 0, returnedCents: 0 }, { paidCents: 10_000, refundedCents: 0 }, [5_000])).toEqual([0]);
  });

  it('many small refunds never return more than a large one would', () => {
    const amounts = Array.from({ length: 100 }, () => 1);
    const shares = commissionShares({ takenCents: 7, returnedCents: 0 }, { paidCents: 100, refundedCents: 0 }, amounts);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(7);
    let cumulative = 0;
    shares.forEach((s, i) => {
      cumulative += s;
      expect(cumulative).toBe(Math.ceil((7 * (i + 1)) / 100));
    });
  });
});
