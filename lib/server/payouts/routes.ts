import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { downloadResponse, XLSX_CONTENT_TYPE } from '@/lib/server/core/file-response';
import {
  approvePayoutBatch,
  markBatchHandPaid,
  preparePayoutBatch,
  recordHandPaidResult,
  rejectPayoutBatch,
  sendPayoutBatch,
} from '@/lib/server/workflows/payout-batches';
import { devPayoutNotification, settlePayoutNotification } from '@/lib/server/workflows/payout-notification';
import { cancelOwnPayout, requestSellerPayout, requestWithdrawal } from '@/lib/server/workflows/payout-requests';
import { holdsRole } from '@/lib/server/account/gate';
import { devPayoutProviderActive, payoutProviderAvailable } from '@/lib/server/payments/payout-provider';
import { batchBankFile } from './bank-file';
import { batchByNo, batchPayoutRows, listAdminPayouts, listBatches, presentAdminPayouts, presentBatch } from './batches';
import { payoutSchedule, setPayoutSchedule } from './schedules';
import { listOwnPayouts, payoutOverview } from './service';
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
  payoutScheduleContract,
  payoutScheduleSetContract,
  sellerPayoutRequestContract,
  withdrawalRequestContract,
} from '@/lib/contracts/payouts/calls';

// Members see and move only their own payouts (another's answers 7521 "not found").

export const payoutOverviewRoute = defineRoute(payoutOverviewContract, async ({ session }) =>
  payoutOverview(db(), session.memberId, await holdsRole(db(), session.memberId, 'seller')),
);

export const payoutListRoute = defineRoute(payoutListContract, ({ body, session }) => listOwnPayouts(db(), session.memberId, body));

// The Idempotency-Key header reaches the body's `idempotencyKey` through the pipeline (contracts marked `idempotent`).
export const sellerPayoutRequestRoute = defineRoute(sellerPayoutRequestContract, ({ body, session }) => requestSellerPayout(db(), session.memberId, body));

export const withdrawalRequestRoute = defineRoute(withdrawalRequestContract, ({ body, session }) => requestWithdrawal(db(), session.memberId, body));

export const payoutCancelRoute = defineRoute(payoutCancelContract, ({ body, session }) => cancelOwnPayout(db(), session.memberId, body.payoutNo));

export const payoutScheduleRoute = defineRoute(payoutScheduleContract, ({ session }) => payoutSchedule(db(), session.memberId));

export const payoutScheduleSetRoute = defineRoute(payoutScheduleSetContract, ({ body, session }) => setPayoutSchedule(db(), session.memberId, body));

export const payoutNotifyRoute = defineRoute(payoutNotifyContract, ({ raw }) =>
  settlePayoutNotification(db(), raw ?? { body: '', headers: {}, contentType: '' }),
);

// Operators.

export const adminPayoutsRoute = defineRoute(adminPayoutsContract, ({ query }) => listAdminPayouts(db(), query));

export const adminPayoutBatchPrepareRoute = defineRoute(adminPayoutBatchPrepareContract, ({ body, session }) =>
  preparePayoutBatch(db(), session.memberId, body.payoutIds),
);

export const adminPayoutBatchesRoute = defineRoute(adminPayoutBatchesContract, ({ query }) => listBatches(db(), query));

export const adminPayoutBatchRoute = defineRoute(adminPayoutBatchContract, async ({ query }) => {
  const row = await batchByNo(db(), query.batchNo);
  const [batch, payouts] = await Promise.all([presentBatch(db(), row), batchPayoutRows(db(), row.id).then((rows) => presentAdminPayouts(db(), rows))]);
  return { ...batch, payouts, devProvider: devPayoutProviderActive(), providerAvailable: payoutProviderAvailable() };
});

export const adminPayoutBatchApproveRoute = defineRoute(adminPayoutBatchApproveContract, ({ body, session }) =>
  approvePayoutBatch(db(), session.memberId, body.batchNo),
);

export const adminPayoutBatchRejectRoute = defineRoute(adminPayoutBatchRejectContract, ({ body, session }) => rejectPayoutBatch(db(), session.memberId, body));

export const adminPayoutBatchSendRoute = defineRoute(adminPayoutBatchSendContract, ({ body, session }) =>
  sendPayoutBatch(db(), session.memberId, body.batchNo),
);

// Paid by hand in the bank's portal from the bank-transfer file: the batch marked, then each payout's result recorded.
export const adminPayoutBatchHandPaidRoute = defineRoute(adminPayoutBatchHandPaidContract, ({ body, session }) =>
  markBatchHandPaid(db(), session.memberId, body.batchNo),
);

export const adminPayoutHandPaidResultRoute = defineRoute(adminPayoutHandPaidResultContract, ({ body, session }) =>
  recordHandPaidResult(db(), session.memberId, body),
);

export const adminPayoutBatchFileRoute = defineRoute(adminPayoutBatchFileContract, async ({ query }) => {
  const file = await batchBankFile(db(), query.batchNo);
  return downloadResponse(file.bytes, XLSX_CONTENT_TYPE, file.fileName);
});

export const adminDevPayoutNotificationRoute = defineRoute(adminDevPayoutNotificationContract, ({ body }) => devPayoutNotification(db(), body));
