import type { CatalogOffers } from '@/lib/server/catalog/offers';
import { labelCondition, labelsOf } from '@/lib/server/safety/labels';
import { onShelfOfferExists, onShelfSellersOf, sellerOffersOnShelf } from './queries';
import { mostOfferedSubstanceIds, offerSummaries, onShelfOffers } from './service';

/** The goods' (and their safety labels') side of the catalog's product pages, lists and search filters, for their callers to hand in. */
export const catalogOffers: CatalogOffers = {
  onShelfOfferExists,
  offerSummaries,
  mostOfferedSubstanceIds,
  onShelfOffers,
  ghsLabelsOf: (db, substanceIds) => labelsOf(db, substanceIds, onShelfSellersOf),
  ghsLabelCondition: (substanceId, filter) => labelCondition(substanceId, filter, sellerOffersOnShelf),
};
