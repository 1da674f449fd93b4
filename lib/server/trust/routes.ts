import {
  addPriceWatchContract,
  adminHideRatingContract,
  adminRatingsContract,
  deletePriceWatchContract,
  orderRatingContract,
  priceHistoryContract,
  priceWatchesContract,
  rateOrderContract,
  replyRatingContract,
  sellerGoodsContract,
  sellerProfileContract,
  sellerRatingsContract,
  sellerStandingsContract,
} from '@/lib/contracts/trust/calls';
import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { priceHistoryByCas } from './price-history';
import { adminRatings, hideRatingComment, orderRating, rateOrder, replyToRating, sellerRatings } from './ratings';
import { sellerGoods, sellerProfile } from './seller-page';
import { sellerStandings } from './standing';
import { addPriceWatch, deletePriceWatch, priceWatches } from './watches';

export const sellerProfileRoute = defineRoute(sellerProfileContract, ({ query }) => sellerProfile(db(), query.sellerId));
export const sellerRatingsRoute = defineRoute(sellerRatingsContract, ({ query }) => sellerRatings(db(), query.sellerId, query));
// In the order asked; a member who is not a seller reads as a seller without figures (nothing about them is told).
export const sellerStandingsRoute = defineRoute(sellerStandingsContract, async ({ query }) => ({
  list: [...(await sellerStandings(db(), query.sellerIds)).values()],
}));
export const sellerGoodsRoute = defineRoute(sellerGoodsContract, ({ query }) => sellerGoods(db(), query));

export const orderRatingRoute = defineRoute(orderRatingContract, ({ query, session }) => orderRating(db(), session.memberId, query.orderNo));
export const rateOrderRoute = defineRoute(rateOrderContract, ({ body, session }) => rateOrder(db(), session.memberId, body));
export const replyRatingRoute = defineRoute(replyRatingContract, ({ body, session }) => replyToRating(db(), session.memberId, body));
export const adminRatingsRoute = defineRoute(adminRatingsContract, ({ query }) => adminRatings(db(), query));
export const adminHideRatingRoute = defineRoute(adminHideRatingContract, ({ body, session }) => hideRatingComment(db(), session.memberId, body));

export const priceHistoryRoute = defineRoute(priceHistoryContract, ({ query }) => priceHistoryByCas(db(), query.cas));
export const priceWatchesRoute = defineRoute(priceWatchesContract, ({ query, session }) => priceWatches(db(), session.memberId, query));
export const addPriceWatchRoute = defineRoute(addPriceWatchContract, ({ body, session }) => addPriceWatch(db(), session.memberId, body));
export const deletePriceWatchRoute = defineRoute(deletePriceWatchContract, ({ body, session }) => deletePriceWatch(db(), session.memberId, body.id));
