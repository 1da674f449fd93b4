import { describe, expect, it } from 'vitest';
import { dispatchDueAt, hasEnoughData, median, MIN_BASIS, sellerFigures, type OrderFact, type SellerFacts } from './performance';

const NOW = new Date('2026-11-29T12:00:00.000Z');
const HOUR = 3_600_000;
const at = (hoursBeforeNow: number) => new Date(NOW.getTime() - hoursBeforeNow * HOUR).toISOString();

function order(over: Partial<OrderFact> = {}): OrderFact {
  return {
    submittedAt: at(100),
    shippableAt: at(99),
    dispatchedAt: at(80),
    leadTimeDays: 2,
    endedUnshipped: false,
    cancelledOrRefundedBySeller: false,
    invoiceRequestedAt: null,
    invoiceIssuedAt: null,
    ...over,
  };
}

const none: SellerFacts = { orders: [], shippedLines: [], inquiries: [] };

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('sellerFigures', () => {
  it('withholds every figure below the minimum count, and says the seller is new', () => {
    const figures = sellerFigures({ ...none, orders: Array.from({ length: MIN_BASIS - 1 }, () => order()) }, NOW);
    expect(figures.onTimeDispatch).toMatchObject({ share: null, basis: MIN_BASIS - 1 });
    expect(hasEnoughData(figures)).toBe(false);
  });

  it('counts on-time and late dispatches against the promised lead time, with the median delay of the late ones', () => {
    const orders = [
      order({ shippableAt: at(100), dispatchedAt: at(90), leadTimeDays: 2 }), // 10 h after payment: on time
      order({ shippableAt: at(100), dispatchedAt: at(80), leadTimeDays: 1 }), // due at 76 h before now: 4 h early
      order({ shippableAt: at(100), dispatchedAt: at(40), leadTimeDays: 2 }), // due at 52 h before now: 12 h late
      order({ shippableAt: at(100), dispatchedAt: at(0), leadTimeDays: 3 }), // due at 28 h before: 28 h late
      order({ shippableAt: at(100), dispatchedAt: null, leadTimeDays: 1 }), // never shipped, due 76 h ago: late by 76 h now
      order({ shippableAt: at(100), dispatchedAt: null, leadTimeDays: 10 }), // not due yet: not counted
      order({ shippableAt: at(100), dispatchedAt: null, leadTimeDays: 1, endedUnshipped: true }), // refunded unshipped: not counted
      order({ shippableAt: at(24 * 200), dispatchedAt: at(24 * 150), leadTimeDays: 1 }), // paid before the window
    ];
    const figures = sellerFigures({ ...none, orders }, NOW);
    expect(figures.onTimeDispatch).toEqual({ share: 0.4, basis: 5, late: 3, medianDelayHours: 28 });
  });

  it('treats in-stock goods (lead time 0) as due one day after payment', () => {
    expect(dispatchDueAt('2026-11-01T00:00:00.000Z', 0)).toBe(Date.parse('2026-11-02T00:00:00.000Z'));
    expect(dispatchDueAt('2026-11-01T00:00:00.000Z', 5)).toBe(Date.parse('2026-11-06T00:00:00.000Z'));
  });

  it('measures quotation response and answered inquiries; open unquoted inquiries are not yet missed', () => {
    const inquiries = [
      ...[2, 4, 6, 8, 10].map((h) => ({ askedAt: at(100), firstQuotedAt: at(100 - h), open: false })),
      { askedAt: at(100), firstQuotedAt: null, open: false },
      { askedAt: at(50), firstQuotedAt: null, open: false },
      { askedAt: at(5), firstQuotedAt: null, open: true },
    ];
    const figures = sellerFigures({ ...none, inquiries }, NOW);
    expect(figures.quoteResponse).toEqual({ medianHours: 6, basis: 5 });
    expect(figures.inquiriesAnswered).toEqual({ share: 0.714, basis: 7 });
  });

  it('measures invoice turnaround over issued invoices and counts those still waiting', () => {
    const orders = [
      ...[24, 48, 12, 72, 36].map((h) => order({ invoiceRequestedAt: at(200), invoiceIssuedAt: at(200 - h) })),
      order({ invoiceRequestedAt: at(10), invoiceIssuedAt: null }),
    ];
    expect(sellerFigures({ ...none, orders }, NOW).invoiceTurnaround).toEqual({ medianHours: 36, basis: 5, waiting: 1 });
  });

  it('measures COA coverage over shipped lines in the window', () => {
    const shippedLines = [
      ...Array.from({ length: 4 }, () => ({ dispatchedAt: at(10), hasCoa: true })),
      { dispatchedAt: at(10), hasCoa: false },
      { dispatchedAt: at(24 * 181), hasCoa: false },
    ];
    expect(sellerFigures({ ...none, shippedLines }, NOW).coaCoverage).toEqual({ share: 0.8, basis: 5 });
  });

  it("counts the seller's cancellations and refunds among submitted orders", () => {
    const orders = [
      ...Array.from({ length: 8 }, () => order()),
      order({ cancelledOrRefundedBySeller: true, endedUnshipped: true, dispatchedAt: null }),
      order({ cancelledOrRefundedBySeller: true }),
      order({ submittedAt: null, shippableAt: null, dispatchedAt: null }),
    ];
    const figures = sellerFigures({ ...none, orders }, NOW);
    expect(figures.sellerCancellations).toEqual({ share: 0.2, basis: 10, count: 2 });
    expect(hasEnoughData(figures)).toBe(true);
  });
});
