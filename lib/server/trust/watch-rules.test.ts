import { describe, expect, it } from 'vitest';
import { alertReason, offerMatches, type OfferState, type WatchTerms } from './watch-rules';

const watch = (over: Partial<WatchTerms> = {}): WatchTerms => ({
  substanceId: 1,
  minPurityPercent: null,
  packSize: null,
  unitId: null,
  targetCents: null,
  ...over,
});
const offer = (over: Partial<OfferState> = {}): OfferState => ({
  substanceId: 1,
  packSize: 500,
  unitId: 2,
  purityPercent: 99.5,
  priceCents: 10_000,
  available: 1,
  ...over,
});

describe('offerMatches', () => {
  it('follows the substance, a purity at least, and the pack when one is chosen', () => {
    expect(offerMatches(watch(), offer())).toBe(true);
    expect(offerMatches(watch(), offer({ substanceId: 2 }))).toBe(false);
    expect(offerMatches(watch({ minPurityPercent: 99.9 }), offer())).toBe(false);
    expect(offerMatches(watch({ minPurityPercent: 99 }), offer({ purityPercent: null }))).toBe(false);
    expect(offerMatches(watch({ packSize: 500, unitId: 2 }), offer())).toBe(true);
    expect(offerMatches(watch({ packSize: 0.3, unitId: 2 }), offer({ packSize: 0.1 + 0.2 }))).toBe(true);
    expect(offerMatches(watch({ packSize: 500, unitId: 3 }), offer())).toBe(false);
    expect(offerMatches(watch({ packSize: 100, unitId: 2 }), offer())).toBe(false);
  });
});

describe('alertReason', () => {
  const target = watch({ packSize: 500, unitId: 2, targetCents: 9_000 });

  it('tells once when the price comes to or under the target, not again while it stays there', () => {
    const before = offer({ priceCents: 10_000 });
    expect(alertReason(target, offer({ priceCents: 9_000 }), before, before)).toBe('below_target');
    const under = offer({ priceCents: 9_000 });
    expect(alertReason(target, offer({ priceCents: 8_000 }), under, under)).toBeNull();
    expect(alertReason(target, offer({ priceCents: 9_500 }), before, before)).toBeNull();
    // A new offer already under the target.
    expect(alertReason(target, offer({ priceCents: 8_500 }), null, null)).toBe('below_target');
  });

  it('a price cut that went through review (unavailable in between) is a drop below the target, not a return', () => {
    const inReview = offer({ priceCents: 8_000, available: 0 });
    expect(alertReason(target, offer({ priceCents: 8_000 }), inReview, offer({ priceCents: 10_000 }))).toBe('below_target');
  });

  it('tells when an offer already under the target comes back, and says it came back', () => {
    const soldOut = offer({ priceCents: 8_000, available: 0 });
    expect(alertReason(target, offer({ priceCents: 8_000 }), soldOut, offer({ priceCents: 8_000 }))).toBe('back_in_stock');
    expect(alertReason(target, offer({ priceCents: 12_000 }), soldOut, offer({ priceCents: 8_000 }))).toBeNull();
  });

  it('without a target tells only when an unavailable offer can be bought again', () => {
    expect(alertReason(watch(), offer(), offer({ available: 0 }), offer())).toBe('back_in_stock');
    expect(alertReason(watch(), offer({ priceCents: 1 }), offer(), offer())).toBeNull();
    expect(alertReason(watch(), offer(), null, null)).toBeNull();
    expect(alertReason(watch(), offer({ available: 0 }), offer(), offer())).toBeNull();
  });

  it('ignores offers the watch does not follow', () => {
    expect(alertReason(target, offer({ packSize: 100, priceCents: 1 }), offer({ packSize: 100 }), null)).toBeNull();
  });
});
