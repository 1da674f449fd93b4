import { useSWRConfig } from 'swr';
import type { z } from 'zod';
import type { DepositInfoSchema, DepositRecordPageSchema } from '@/lib/contracts/deposit/schema';
import type { AdminRechargePageSchema, DevCheckoutSchema, RechargeInput, RechargePageSchema, RechargeSchema } from '@/lib/contracts/recharge/schema';
import type {
  AdminVoucherPageSchema,
  VoucherBatchInput,
  VoucherBatchPageSchema,
  VoucherCheckSchema,
  VoucherPageSchema,
  VoucherTab,
} from '@/lib/contracts/voucher/schema';
import { apiPost, apiUpload } from './client';
import { useApiGet, useApiPostQuery } from './swr';

export type DepositInfo = z.infer<typeof DepositInfoSchema>;
export type DepositRecordPage = z.infer<typeof DepositRecordPageSchema>;
/** The record call's body as the page holds it (the server validates the kind and the days). */
export type DepositRecordFilter = { page: number; pageSize: number; kind?: string; from?: string; to?: string };
export type Recharge = z.infer<typeof RechargeSchema>;
export type RechargePage = z.infer<typeof RechargePageSchema>;
export type NewRecharge = z.input<typeof RechargeInput>;
export type DevCheckout = z.infer<typeof DevCheckoutSchema>;
export type AdminRechargePage = z.infer<typeof AdminRechargePageSchema>;
export type VoucherPage = z.infer<typeof VoucherPageSchema>;
export type Voucher = VoucherPage['list'][number];
export type VoucherCheck = z.infer<typeof VoucherCheckSchema>;
export type VoucherBatchPage = z.infer<typeof VoucherBatchPageSchema>;
export type NewVoucherBatch = z.input<typeof VoucherBatchInput>;
export type AdminVoucherPage = z.infer<typeof AdminVoucherPageSchema>;
export type { VoucherTab };

/**
 * A list the spec fetches by POST (deposit record, vouchers), as SWR state
 * keyed by the path and its body; `null` body means "not yet".
 */

export const useDepositInfo = () => useApiPostQuery<DepositInfo>('/member/deposit/info', {});
export const useDepositRecord = (filter: DepositRecordFilter) => useApiPostQuery<DepositRecordPage>('/member/deposit/record', filter);
/**
 * After money moved (a recharge sent, a payment settled): ask again for every deposit and recharge read.
 * Remounting is not enough, since SWR answers a read made in the last two seconds from its cache.
 */
export function useRefreshMoney(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === 'POST' && typeof key[1] === 'string' && /^\/member\/(deposit|recharge)\//.test(key[1]));
}

export const useOwnRecharges = (page: number) => useApiPostQuery<RechargePage>('/member/recharge/list', { page, pageSize: 10 });
export const useDevCheckout = (tradeNo: string | null) => useApiPostQuery<DevCheckout>('/payment/dev_checkout', tradeNo ? { tradeNo } : null);
export const useVouchers = (status: VoucherTab, page: number) => useApiPostQuery<VoucherPage>('/member/voucher/index', { status, page, pageSize: 12 });

/**
 * One idempotency key per submitted form: made when the form is first sent,
 * reused by every retry of that submission, replaced after it succeeded.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export const createRecharge = (body: NewRecharge) => apiPost<Recharge>('/member/recharge', body, { noErrorModal: true });
export const checkVoucherCode = (code: string) => apiPost<VoucherCheck>('/member/voucher/check', { code }, { noErrorModal: true });
export const sendPaymentNotification = (payload: Record<string, unknown>) =>
  apiPost<{ tradeNo: string; status: string }>('/payment/notify', payload, { noErrorModal: true });

/** The transfer proof of an offline recharge: POST /api/upload_file with purpose recharge_proof. */
export function uploadRechargeProof(file: File): Promise<{ id: number; name: string; url: string }> {
  const form = new FormData();
  form.append('file', file);
  form.append('purpose', 'recharge_proof');
  return apiUpload('/upload_file', form, { noErrorModal: true });
}

// Operator console.
export const useAdminRecharges = (status: string, page: number) => useApiGet<AdminRechargePage>('/admin/recharges', { status, page, pageSize: 20 });
export const confirmRecharge = (id: number) => apiPost<Recharge>('/admin/recharge_confirm', { id }, { noErrorModal: true });
export const rejectRecharge = (id: number, reason: string) => apiPost<Recharge>('/admin/recharge_reject', { id, reason }, { noErrorModal: true });
export const useVoucherBatches = (page: number) => useApiGet<VoucherBatchPage>('/admin/vouchers', { page, pageSize: 20 });
export const useBatchCodes = (batchId: number | null, page: number) => useApiGet<AdminVoucherPage>(batchId ? '/admin/voucher_codes' : null, { batchId, page, pageSize: 20 });
export const createVoucherBatch = (body: NewVoucherBatch) => apiPost<{ id: number }>('/admin/voucher_create', body, { noErrorModal: true });
export const issueVoucher = (batchId: number, account: string) =>
  apiPost<{ code: string; memberAccount: string }>('/admin/voucher_issue', { batchId, account }, { noErrorModal: true });
export const generateVoucherCodes = (batchId: number, count: number) => apiPost<{ codes: string[] }>('/admin/voucher_generate', { batchId, count }, { noErrorModal: true });
