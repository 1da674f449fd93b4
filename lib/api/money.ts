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
import { paymentNotifyContract } from '@/lib/contracts/payments/calls';
import { call, upload } from './client';
import { useCall, useCallQuery, useRefreshCalls } from './swr';
import { uploadFileContract } from '@/lib/contracts/account/calls';
import { depositInfoContract, depositRecordContract } from '@/lib/contracts/deposit/calls';
import {
  adminRechargeConfirmContract,
  adminRechargeRejectContract,
  adminRechargesContract,
  devCheckoutContract,
  rechargeContract,
  rechargeListContract,
} from '@/lib/contracts/recharge/calls';
import {
  adminVoucherCreateContract,
  adminVoucherGenerateContract,
  adminVoucherIssueContract,
  adminVouchersContract,
  voucherCheckContract,
  voucherIndexContract,
} from '@/lib/contracts/voucher/calls';
import { adminVoucherCodesContract } from '@/lib/contracts/voucher/calls';

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

export const useDepositInfo = () => useCallQuery(depositInfoContract, {});
export const useDepositRecord = (filter: DepositRecordFilter) => useCallQuery(depositRecordContract, filter);
/**
 * After money moved (a recharge sent, a payment settled): ask again for every deposit and recharge read.
 * Remounting is not enough, since SWR answers a read made in the last two seconds from its cache.
 */
export function useRefreshMoney(): () => Promise<unknown> {
  return useRefreshCalls(depositInfoContract, depositRecordContract, rechargeListContract);
}

export const useOwnRecharges = (page: number) => useCallQuery(rechargeListContract, { page, pageSize: 10 });
/** The newest recharges asked again every `pollMs` while a recharge's QR code waits for the payer's phone (null: not watching). */
export const useWatchedRecharges = (pollMs: number | null) =>
  useCallQuery(rechargeListContract, pollMs === null ? null : { page: 1, pageSize: 10 }, { refreshInterval: pollMs ?? 0 });
export const useDevCheckout = (tradeNo: string | null) => useCallQuery(devCheckoutContract, tradeNo ? { tradeNo } : null);
export const useVouchers = (status: VoucherTab, page: number) => useCallQuery(voucherIndexContract, { status, page, pageSize: 12 });

/**
 * One idempotency key per submitted form: made when the form is first sent,
 * reused by every retry of that submission, replaced after it succeeded.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export const createRecharge = (body: NewRecharge) => call(rechargeContract, body, { noErrorModal: true });
export const checkVoucherCode = (code: string) => call(voucherCheckContract, { code }, { noErrorModal: true });
export const sendPaymentNotification = (payload: Record<string, unknown>) => call(paymentNotifyContract, payload, { noErrorModal: true });

/** The transfer proof of an offline recharge: POST /api/upload_file with purpose recharge_proof. */
export function uploadRechargeProof(file: File): Promise<{ id: number; name: string; url: string }> {
  const form = new FormData();
  form.append('file', file);
  form.append('purpose', 'recharge_proof');
  return upload(uploadFileContract, form, { noErrorModal: true });
}

// Operator console.
export const useAdminRecharges = (status: string, page: number) => useCall(adminRechargesContract, { status, page, pageSize: 20 });
export const confirmRecharge = (id: number) => call(adminRechargeConfirmContract, { id }, { noErrorModal: true });
export const rejectRecharge = (id: number, reason: string) => call(adminRechargeRejectContract, { id, reason }, { noErrorModal: true });
export const useVoucherBatches = (page: number) => useCall(adminVouchersContract, { page, pageSize: 20 });
export const useBatchCodes = (batchId: number | null, page: number) => useCall(adminVoucherCodesContract, batchId ? { batchId, page, pageSize: 20 } : null);
export const createVoucherBatch = (body: NewVoucherBatch) => call(adminVoucherCreateContract, body, { noErrorModal: true });
export const issueVoucher = (batchId: number, account: string) => call(adminVoucherIssueContract, { batchId, account }, { noErrorModal: true });
export const generateVoucherCodes = (batchId: number, count: number) => call(adminVoucherGenerateContract, { batchId, count }, { noErrorModal: true });
