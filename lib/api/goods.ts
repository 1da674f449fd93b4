import type { z } from 'zod';
import type {
  CasLookupSchema,
  CreateGoodsInput,
  GoodsChangeSchema,
  GoodsDetailSchema,
  GoodsReviewBatchSchema,
  ImportJobSchema,
  ImportResultSchema,
  ReviewQueueSchema,
  UpdateGoodsInput,
} from '@/lib/contracts/goods/schema';
import { call, upload } from './client';
import { useCall } from './swr';
import {
  adminGoodsContract,
  adminGoodsReviewBatchContract,
  casLookupContract,
  getUploadExcelContract,
  createGoodsContract,
  goodChangeStatusContract,
  goodDeleteContract,
  importJobsContract,
  updateGoodsContract,
  uploadGoodsExcelContract,
} from '@/lib/contracts/goods/calls';
import { goodDetailContract } from '@/lib/contracts/goods/calls';
import { importJobContract } from '@/lib/contracts/goods/calls';

/** Goods management, batch import and the operator's review: the calls of lib/server/goods/routes.ts. */

export type CasLookup = z.infer<typeof CasLookupSchema>;
export type GoodsDetail = z.infer<typeof GoodsDetailSchema>;
export type NewGoods = z.input<typeof CreateGoodsInput>;
export type GoodsUpdate = z.input<typeof UpdateGoodsInput>;
export type GoodsChange = z.infer<typeof GoodsChangeSchema>;
export type ImportJob = z.infer<typeof ImportJobSchema>;
export type ImportResultPage = z.infer<typeof ImportResultSchema>;
export type ReviewQueue = z.infer<typeof ReviewQueueSchema>;
export type ReviewItem = ReviewQueue['list'][number];

export const GOODS_TEMPLATE_URL = '/downloads/goods-template';

export const lookupCas = (cas: string) => call(casLookupContract, { cas }, { noErrorModal: true });
export const createGoods = (body: NewGoods) => call(createGoodsContract, body);
export const updateGoods = (body: GoodsUpdate) => call(updateGoodsContract, body);
export const changeGoodsStatus = (goodsId: number, action: 'put_on' | 'take_off') => call(goodChangeStatusContract, { goodsId, action });
export const deleteGoods = (goodsId: number) => call(goodDeleteContract, { goodsId });
export type ReviewBatchResult = z.infer<typeof GoodsReviewBatchSchema>;
/** One decision for every pack of the given items: a result per pack (refusals included), never all-or-nothing. */
export const reviewGoodsBatch = (items: ReviewItem[], decision: 'approve' | 'reject', reason: string) =>
  call(adminGoodsReviewBatchContract, {
    decision,
    reason,
    items: items.flatMap((item) => item.packs.map((p) => ({ goodsId: p.goodsId, submittedAt: p.submittedAt }))),
  });

export function useGoodsDetail(goodsId: number | null) {
  return useCall(goodDetailContract, goodsId ? (goodsId ? { goodsId } : undefined) : null);
}

export function uploadGoodsWorkbook(file: File) {
  const form = new FormData();
  form.set('file', file);
  return upload(uploadGoodsExcelContract, form);
}

/** The newest import (the page follows it after a reload). */
export function useLatestImport() {
  return useCall(importJobsContract, { page: 1, pageSize: 1 });
}

/** One import, polled every second while it waits or runs. */
export function useImportJob(jobId: number | null, running: boolean) {
  return useCall(importJobContract, jobId ? (jobId ? { jobId } : undefined) : null, { refreshInterval: running ? 1000 : 0 });
}

export function useImportResults(jobId: number | null, page: number, outcome: 'accepted' | 'rejected' | undefined) {
  return useCall(getUploadExcelContract, jobId ? { jobId, page, pageSize: 20, ...(outcome ? { outcome } : {}) } : null);
}

/** The review queue's filters as the console holds them; empty values are left out of the query. */
export type ReviewQueueFilter = { page: number; pageSize: number; keyword?: string; sellerId?: number; submittedFrom?: string; submittedTo?: string };

export function useReviewQueue(filter: ReviewQueueFilter) {
  const query = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));
  return useCall(adminGoodsContract, query);
}
