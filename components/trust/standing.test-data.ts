import type { SellerFigures, SellerStanding } from './standing-format';

/** Figures of a seller with nothing measured yet (every figure withheld). */
export function blankFigures(): SellerFigures {
  return {
    windowDays: 180,
    minBasis: 5,
    onTimeDispatch: { share: null, basis: 0, late: 0, medianDelayHours: null },
    quoteResponse: { medianHours: null, basis: 0 },
    inquiriesAnswered: { share: null, basis: 0 },
    invoiceTurnaround: { medianHours: null, basis: 0, waiting: 0 },
    coaCoverage: { share: null, basis: 0 },
    sellerCancellations: { share: null, basis: 0, count: 0 },
  };
}

/** A seller's standing for tests: blank unless told, `enoughData` following the figures given. */
export function standing(sellerId: number, figures: Partial<SellerFigures> = {}, ratings: Partial<SellerStanding['ratings']> = {}): SellerStanding {
  const all = { ...blankFigures(), ...figures };
  const shown = [
    all.onTimeDispatch.share,
    all.quoteResponse.medianHours,
    all.inquiriesAnswered.share,
    all.invoiceTurnaround.medianHours,
    all.coaCoverage.share,
    all.sellerCancellations.share,
  ];
  return {
    sellerId,
    enoughData: shown.some((v) => v !== null),
    figures: all,
    computedAt: '2026-03-14T01:30:00.000Z',
    ratings: { count: 0, quality: null, delivery: null, service: null, overall: null, ...ratings },
  };
}
