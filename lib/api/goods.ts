import type { z } from 'zod';
import type {
  CasLookupSchema,
  CreatedGoodsSchema,
  CreateGoodsInput,
  GoodsChangeSchema,
  GoodsDetailSchema,
  GoodsReviewBatchSchema,
  ImportJobPageSchema,
  ImportJobSchema,
  ImportResultSchema,
  ReviewQueueSchema,
  UpdateGoodsInput,
} from '@/lib/contracts/goods/schema';
import { apiGet, apiPost, apiUpload } from './client';
import { useApiGet } from './swr';

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

export const lookupCas = (cas: string) => apiGet<CasLookup>('/goods_cas_lookup', { cas }, { noErrorModal: true });
export const createGoods = (body: NewGoods) => apiPost<z.infer<typeof CreatedGoodsSchema>>('/create_goods', body);
export const updateGoods = (body: GoodsUpdate) => apiPost<GoodsChange>('/update_goods', body);
export const changeGoodsStatus = (goodsId: number, action: 'put_on' | 'take_off') => apiPost<GoodsChange>('/good_change_status', { goodsId, action });
export const deleteGoods = (goodsId: number) => apiPost<GoodsChange>('/good_delete', { goodsId });
export type ReviewBatchResult = z.infer<typeof GoodsReviewBatchSchema>;
/** One decision for every pack of the given items: a result per pack (refusals included), never all-or-nothing. */
export const reviewGoodsBatch = (items: ReviewItem[], decision: 'approve' | 'reject', reason: string) =>
  apiPost<ReviewBatchResult>('/admin/goods_review_batch', {
    decision,
    reason,
    items: items.flatMap((item) => item.packs.map((p) => ({ goodsId: p.goodsId, submittedAt: p.submittedAt }))),
  });

export function useGoodsDetail(goodsId: number | null) {
  return useApiGet<GoodsDetail>(goodsId ? '/good_detail' : null, goodsId ? { goodsId } : undefined);
}

export function uploadGoodsWorkbook(file: File) {
  const form = new FormData();
  form.set('file', file);
  return apiUpload<ImportJob>('/upload_goods_excel', form);
}

/** The newest import (the page follows it after a reload). */
export function useLatestImport() {
  return useApiGet<z.infer<typeof ImportJobPageSchema>>('/goods_import_jobs', { page: 1, pageSize: 1 });
}

/** One import, polled every second while it waits or runs. */
export function useImportJob(jobId: number | null, running: boolean) {
  return useApiGet<ImportJob>(jobId ? '/goods_import_job' : null, jobId ? { jobId } : undefined, { refreshInterval: running ? 1000 : 0 });
}

export function useImportResults(jobId: number | null, page: number, outcome: 'accepted' | 'rejected' | undefined) {
  return useApiGet<ImportResultPage>(jobId ? '/get_upload_excel' : null, jobId ? { jobId, page, pageSize: 20, ...(outcome ? { outcome } : {}) } : undefined);
}

/** The review queue's filters as the console holds them; empty values are left out of the query. */
export type ReviewQueueFilter = { page: number; pageSize: number; keyword?: string; sellerId?: number; submittedFrom?: string; submittedTo?: string };

export function useReviewQueue(filter: ReviewQueueFilter) {
  const query = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));
  return useApiGet<ReviewQueue>('/admin/goods', query);
}
