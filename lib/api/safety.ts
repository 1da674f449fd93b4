import type { z } from 'zod';
import type {
  AdminGhsLabelInput,
  GhsReviewPageSchema,
  GoodsGhsLabelInput,
  GoodsSheetInput,
  GoodsSheetStatusSchema,
  SdsAgePageSchema,
  SheetInput,
} from '@/lib/contracts/safety/schema';
import {
  adminGhsLabelContract,
  adminGhsLabelsContract,
  adminSdsContract,
  adminSdsRequestContract,
  goodsGhsLabelContract,
  goodsSdsContract,
} from '@/lib/contracts/safety/calls';
import { call } from './client';
import { useCall } from './swr';

/** Safety data: a seller's SDS of their goods, the operator's age list and requests (lib/server/safety, goods/sds.ts). */

export type SheetDraft = z.input<typeof SheetInput>;
export type GoodsSheetStatus = z.infer<typeof GoodsSheetStatusSchema>;
export type SdsAgePage = z.infer<typeof SdsAgePageSchema>;

export const attachGoodsSds = (body: z.input<typeof GoodsSheetInput>) => call(goodsSdsContract, body);

export const requestNewerSds = (sellerId: number, substanceId: number, note: string) => call(adminSdsRequestContract, { sellerId, substanceId, note });

export function useSdsAges(page: number, olderThanYears: number | null) {
  return useCall(adminSdsContract, { page, pageSize: 20, ...(olderThanYears !== null ? { olderThanYears } : {}) });
}

export type GhsReviewPage = z.infer<typeof GhsReviewPageSchema>;

export const attachGoodsLabel = (body: z.input<typeof GoodsGhsLabelInput>) => call(goodsGhsLabelContract, body);

export const reviewGhsLabel = (body: z.input<typeof AdminGhsLabelInput>) => call(adminGhsLabelContract, body);

export function useGhsReview(page: number, disputedOnly: boolean) {
  return useCall(adminGhsLabelsContract, { page, pageSize: 20, ...(disputedOnly ? { disputedOnly: '1' as const } : {}) });
}
