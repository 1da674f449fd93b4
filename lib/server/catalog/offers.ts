import type { RawBuilder } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { OfferFilter } from '@/lib/server/goods/queries';
import type { Offer, OfferSummary } from '@/lib/server/goods/service';
import type { GhsLabel } from '@/lib/server/safety/labels';

/**
 * What the storefront shows of the goods on offer and their safety labels,
 * and the search's "on shelf" and hazard filters and ranking. Handed in by the callers (routes, pages,
 * merchandising) rather than imported: the goods area names its substances
 * through this one, so importing it here would close a cycle. The goods area
 * provides it as `catalogOffers` (lib/server/goods/catalog-offers.ts).
 */
export type CatalogOffers = {
  /** SQL for raw searches: true when the substance whose id is given has an on-shelf offer passing the filter. */
  onShelfOfferExists(substanceId: RawBuilder<unknown>, filter?: OfferFilter): RawBuilder<boolean>;
  offerSummaries(db: Db, substanceIds: number[]): Promise<Map<number, OfferSummary>>;
  mostOfferedSubstanceIds(db: Db, limit: number): Promise<number[]>;
  onShelfOffers(db: Db, substanceId: number): Promise<Offer[]>;
  /** The substance's GHS label as shown (the safety area's, handed in the same way). */
  ghsLabelsOf(db: Db, substanceIds: number[]): Promise<Map<number, GhsLabel>>;
  /** SQL: the substance's label in force shows the pictogram, or (`none`) it has none. */
  ghsLabelCondition(substanceId: RawBuilder<unknown>, filter: string): RawBuilder<boolean>;
};
