import type { z } from 'zod';
import {
  adminReconciliationDevBillContract,
  adminReconciliationItemsContract,
  adminReconciliationResolveContract,
  adminReconciliationRunsContract,
  adminReconciliationUploadContract,
} from '@/lib/contracts/reconciliation/calls';
import type { ReconciliationItemSchema, ReconciliationRunSchema, ReconciliationUploadSchema } from '@/lib/contracts/reconciliation/schema';
import { call, upload } from './client';
import { useCall } from './swr';

export type ReconciliationRun = z.infer<typeof ReconciliationRunSchema>;
export type ReconciliationItem = z.infer<typeof ReconciliationItemSchema>;
export type ReconciliationUpload = z.infer<typeof ReconciliationUploadSchema>;
export type ItemFilter = { status?: 'open' | 'resolved'; outcome?: ReconciliationItem['outcome']; runId?: number; page: number };

export const useReconciliationRuns = (page: number) => useCall(adminReconciliationRunsContract, { page, pageSize: 10 });
export const useReconciliationItems = (filter: ItemFilter) => useCall(adminReconciliationItemsContract, { ...filter, pageSize: 20 });

/** The settlement file with its provider and day, as multipart (the file travels as it is, whatever its encoding). */
export function uploadSettlementFile(provider: string, day: string, file: Blob, fileName: string): Promise<ReconciliationUpload> {
  const form = new FormData();
  form.set('provider', provider);
  form.set('day', day);
  form.set('file', file, fileName);
  return upload(adminReconciliationUploadContract, form, { noErrorModal: true });
}

export const resolveMismatch = (id: number, note: string) => call(adminReconciliationResolveContract, { id, note }, { noErrorModal: true });

/** 开发环境模拟: the development provider's settlement file for a day. */
export const devSettlementBill = (day: string) => call(adminReconciliationDevBillContract, { day }, { noErrorModal: true });
