import type { z } from 'zod';
import type { PriceWatchInput, PriceWatchSchema } from '@/lib/contracts/trust/schema';
import { addPriceWatchContract, deletePriceWatchContract, priceWatchesContract } from '@/lib/contracts/trust/calls';
import { call } from './client';
import { useCall } from './swr';

/* The member's price and stock alerts (issue 33; lib/server/trust/watches.ts). */

export type PriceWatch = z.infer<typeof PriceWatchSchema>;
export type PriceWatchDraft = z.input<typeof PriceWatchInput>;

export const PRICE_WATCHES_PAGE_SIZE = 10;

export function usePriceWatches(page: number) {
  return useCall(priceWatchesContract, { page, pageSize: PRICE_WATCHES_PAGE_SIZE });
}

/** The form shows the refusal beside its fields, so no toast. */
export const addPriceWatch = (body: PriceWatchDraft) => call(addPriceWatchContract, body, { noErrorModal: true });

export const deletePriceWatch = (id: number) => call(deletePriceWatchContract, { id }, { noErrorModal: true });
