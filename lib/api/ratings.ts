import type { z } from 'zod';
import type { AdminRatingSchema, OrderRatingSchema, RatingHideInput, RatingInput, RatingReplyInput, RatingSchema } from '@/lib/contracts/trust/schema';
import { adminHideRatingContract, adminRatingsContract, orderRatingContract, rateOrderContract, replyRatingContract } from '@/lib/contracts/trust/calls';
import { call } from './client';
import { useCall, useRefreshCalls } from './swr';

/*
 * Ratings after receipt, as the order's buyer, its seller and the operator use them
 * (issue 33; lib/server/trust/ratings.ts). The dialogs show refusals themselves,
 * so the POSTs here do not toast.
 */

export type Rating = z.infer<typeof RatingSchema>;
export type OrderRating = z.infer<typeof OrderRatingSchema>;
export type AdminRating = z.infer<typeof AdminRatingSchema>;
export type RatingDraft = z.input<typeof RatingInput>;
export type AdminRatingsFilter = { page: number; keyword: string; hidden: 'all' | 'hidden' | 'shown' };

export const ADMIN_RATINGS_PAGE_SIZE = 20;

/** The order's rating and what the caller may do with it; `orderNo` null: not asked (an order not yet received). */
export function useOrderRating(orderNo: string | null) {
  return useCall(orderRatingContract, orderNo ? { orderNo } : null, { noErrorModal: true });
}

/** Re-reads every order's rating on screen (the list row and the detail drawer read the same one). */
export function useRefreshOrderRatings() {
  return useRefreshCalls(orderRatingContract);
}

export const rateOrder = (body: RatingDraft) => call(rateOrderContract, body, { noErrorModal: true });

export const replyToRating = (body: z.input<typeof RatingReplyInput>) => call(replyRatingContract, body, { noErrorModal: true });

export function useAdminRatings(filter: AdminRatingsFilter) {
  return useCall(adminRatingsContract, {
    page: filter.page,
    pageSize: ADMIN_RATINGS_PAGE_SIZE,
    hidden: filter.hidden,
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
  });
}

export const hideRatingComment = (body: z.input<typeof RatingHideInput>) => call(adminHideRatingContract, body, { noErrorModal: true });

/** The three scores' mean to one decimal, as the seller page shows it. */
export function overallScore(rating: Pick<Rating, 'quality' | 'delivery' | 'service'>): string {
  return ((rating.quality + rating.delivery + rating.service) / 3).toFixed(1);
}
