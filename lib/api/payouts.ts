import type { z } from 'zod';
import type { AdminPayoutSchema, BatchDetailSchema, BatchSchema, PayoutOverviewSchema, PayoutSchema, WithdrawalInput } from '@/lib/contracts/payouts/schema';
import {
  adminDevPayoutNotificationContract,
  adminPayoutBatchApproveContract,
  adminPayoutBatchContract,
  adminPayoutBatchesContract,
  adminPayoutBatchFileContract,
  adminPayoutBatchHandPaidContract,
  adminPayoutHandPaidResultContract,
  adminPayoutBatchPrepareContract,
  adminPayoutBatchRejectContract,
  adminPayoutBatchSendContract,
  adminPayoutsContract,
  payoutCancelContract,
  payoutListContract,
  payoutNotifyContract,
  payoutOverviewContract,
  payoutScheduleSetContract,
  sellerPayoutRequestContract,
  withdrawalRequestContract,
} from '@/lib/contracts/payouts/calls';
import { call, fileUrl, http } from './client';
import { useCall, useCallQuery } from './swr';

export type Payout = z.infer<typeof PayoutSchema>;
export type PayoutOverview = z.infer<typeof PayoutOverviewSchema>;
export type AdminPayout = z.infer<typeof AdminPayoutSchema>;
export type PayoutBatch = z.infer<typeof BatchSchema>;
export type PayoutBatchDetail = z.infer<typeof BatchDetailSchema>;

export const usePayoutOverview = () => useCall(payoutOverviewContract);
export const usePayoutList = (page: number, purpose?: Payout['purpose']) =>
  useCallQuery(payoutListContract, { page, pageSize: 10, ...(purpose ? { purpose } : {}) });

/** One idempotency key per submitted form (the page keeps it for retries); the client sends it as the Idempotency-Key header. */
export const requestSellerPayout = (body: { amountCents: number; collectingAccountId: number }, idempotencyKey: string) =>
  call(sellerPayoutRequestContract, { ...body, idempotencyKey }, { noErrorModal: true });
export const requestWithdrawal = (body: Omit<z.input<typeof WithdrawalInput>, 'idempotencyKey'>, idempotencyKey: string) =>
  call(withdrawalRequestContract, { ...body, idempotencyKey }, { noErrorModal: true });
export const cancelPayout = (payoutNo: string) => call(payoutCancelContract, { payoutNo }, { noErrorModal: true });
export const setPayoutSchedule = (body: Parameters<typeof call<typeof payoutScheduleSetContract>>[1]) =>
  call(payoutScheduleSetContract, body, { noErrorModal: true });

// Operators

export const useAdminPayouts = (query: { status?: string; purpose?: string; keyword?: string; page: number }) =>
  useCall(adminPayoutsContract, { ...query, pageSize: 20 } as Parameters<typeof useCall<typeof adminPayoutsContract>>[1]);
export const usePayoutBatches = (page: number, status?: string) =>
  useCall(adminPayoutBatchesContract, { page, pageSize: 10, ...(status ? { status } : {}) } as Parameters<
    typeof useCall<typeof adminPayoutBatchesContract>
  >[1]);
export const usePayoutBatch = (batchNo: string) => useCall(adminPayoutBatchContract, { batchNo });

export const preparePayoutBatch = (payoutIds?: number[]) =>
  call(adminPayoutBatchPrepareContract, payoutIds ? { payoutIds } : { all: true }, { noErrorModal: true });
export const approvePayoutBatch = (batchNo: string) => call(adminPayoutBatchApproveContract, { batchNo }, { noErrorModal: true });
export const rejectPayoutBatch = (batchNo: string, reason: string, returnToQueue: boolean) =>
  call(adminPayoutBatchRejectContract, { batchNo, reason, returnToQueue }, { noErrorModal: true });
export const sendPayoutBatch = (batchNo: string) => call(adminPayoutBatchSendContract, { batchNo }, { noErrorModal: true });
/** Paid by hand in the bank's portal: mark the approved batch, then record each payout's result as the bank shows it. */
export const markBatchHandPaid = (batchNo: string) => call(adminPayoutBatchHandPaidContract, { batchNo }, { noErrorModal: true });
export const recordHandPaidResult = (
  body: { payoutNo: string; outcome: 'paid'; bankSerialNo: string } | { payoutNo: string; outcome: 'failed'; reason: string },
) => call(adminPayoutHandPaidResultContract, body, { noErrorModal: true });
export const batchFileUrl = (batchNo: string) => fileUrl(adminPayoutBatchFileContract, { batchNo });

/**
 * 开发环境模拟: fetches the development provider's signed notification for
 * one payout and posts it, as the provider would, to the real notify call.
 */
export async function simulatePayoutOutcome(payoutNo: string, outcome: 'success' | 'failure', reason?: string) {
  const { body } = await call(adminDevPayoutNotificationContract, { payoutNo, outcome, ...(reason ? { reason } : {}) }, { noErrorModal: true });
  const path = payoutNotifyContract.path.replace(/^\/api/, '');
  const answer = (await http.post(path, body, { headers: { 'content-type': 'application/json' }, transformRequest: (d: string) => d })).data as {
    code: number;
    msg: string;
    data: { status: string; repeated: boolean };
  };
  if (answer.code !== 0) throw new Error(answer.msg);
  return answer.data;
}
