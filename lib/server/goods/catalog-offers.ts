import type { CatalogOffers } from '@/lib/server/catalog/offers';
import { onShelfOfferExists } from './queries';
import { mostOfferedSubstanceIds, offerSummaries, onShelfOffers } from './service';

/** The goods' side of the catalog's product pages, lists and search filters, for their callers to hand in. */
export const catalogOffers: CatalogOffers = { onShelfOfferExists, offerSummaries, mostOfferedSubstanceIds, onShelfOffers };
