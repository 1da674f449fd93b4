import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import {
  adminReconciliationDevBillContract,
  adminReconciliationItemsContract,
  adminReconciliationResolveContract,
  adminReconciliationRunsContract,
  adminReconciliationUploadContract,
} from '@/lib/contracts/reconciliation/calls';
import { devSettlementBill } from './dev-bill';
import { listReconciliationItems, listReconciliationRuns, reconcileSettlementFile, resolveMismatch } from './service';

// Operators only (the contracts' auth); every operator sees every run and mismatch.

export const adminReconciliationUploadRoute = defineRoute(adminReconciliationUploadContract, async ({ body, session }) =>
  reconcileSettlementFile(db(), session.memberId, {
    provider: body.provider,
    day: body.day,
    fileName: body.file.name,
    bytes: new Uint8Array(await body.file.arrayBuffer()),
  }),
);

export const adminReconciliationRunsRoute = defineRoute(adminReconciliationRunsContract, ({ query }) => listReconciliationRuns(db(), query));

export const adminReconciliationItemsRoute = defineRoute(adminReconciliationItemsContract, ({ query }) => listReconciliationItems(db(), query));

export const adminReconciliationResolveRoute = defineRoute(adminReconciliationResolveContract, ({ body, session }) =>
  resolveMismatch(db(), session.memberId, body),
);

export const adminReconciliationDevBillRoute = defineRoute(adminReconciliationDevBillContract, ({ body }) => devSettlementBill(db(), body.day));
