/*
 * When a followed offer tells its follower (decision 0157). Pure, so each
 * rule is tested on constructed events.
 */

export type WatchTerms = { substanceId: number; minPurityPercent: number | null; packSize: number | null; unitId: number | null; targetCents: number | null };

export type OfferState = { substanceId: number; packSize: number; unitId: number; purityPercent: number | null; priceCents: number; available: number };

export type AlertReason = 'below_target' | 'back_in_stock';

// Pack sizes are stored as doubles: 0.1 + 0.2 must still equal 0.3.
const samePack = (a: number, b: number) => Math.abs(a - b) < 1e-9 * Math.max(1, Math.abs(a));

/** Whether an offer is one the watch follows: the substance, at least the purity, the pack when one was chosen. */
export function offerMatches(watch: WatchTerms, offer: Omit<OfferState, 'available' | 'priceCents'>): boolean {
  if (offer.substanceId !== watch.substanceId) return false;
  if (watch.minPurityPercent !== null && (offer.purityPercent === null || offer.purityPercent < watch.minPurityPercent)) return false;
  if (watch.packSize !== null && (offer.unitId !== watch.unitId || !samePack(offer.packSize, watch.packSize))) return false;
  return true;
}

function meetsTarget(watch: WatchTerms, state: OfferState | null): boolean {
  return state !== null && state.available === 1 && (watch.targetCents === null || state.priceCents <= watch.targetCents);
}

/**
 * Why this change of an offer tells the follower, or null. `previous` is the
 * offer's state just before, `lastAvailable` the last state in which it could
 * be bought (a price edit passes through review, unavailable, in between).
 * With a target: once when the offer can be bought at or under the target and
 * just before it could not — "below target" when the last buyable price was
 * above it (or there was none), "back in stock" when it was already under
 * it. Without a target: when an offer that could not be bought can be again.
 */
export function alertReason(watch: WatchTerms, event: OfferState, previous: OfferState | null, lastAvailable: OfferState | null): AlertReason | null {
  if (!offerMatches(watch, event) || event.available !== 1) return null;
  if (watch.targetCents !== null) {
    if (!meetsTarget(watch, event) || meetsTarget(watch, previous)) return null;
    return meetsTarget(watch, lastAvailable) ? 'back_in_stock' : 'below_target';
  }
  return previous !== null && previous.available !== 1 ? 'back_in_stock' : null;
}
