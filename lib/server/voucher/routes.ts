import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { generateCodes, issueVoucher, listBatchCodes, listBatches, createBatch } from './admin';
import { checkVoucher, listVouchers } from './service';
import {
  voucherIndexContract,
  voucherCheckContract,
  adminVouchersContract,
  adminVoucherCreateContract,
  adminVoucherIssueContract,
  adminVoucherGenerateContract,
  adminVoucherCodesContract,
} from '@/lib/contracts/voucher/calls';

export const voucherIndexRoute = defineRoute(voucherIndexContract, ({ body, session }) => listVouchers(db(), session.memberId, body));

export const voucherCheckRoute = defineRoute(voucherCheckContract, ({ body, session }) => checkVoucher(db(), session.memberId, body));

export const adminVouchersRoute = defineRoute(adminVouchersContract, ({ query }) => listBatches(db(), query));

export const adminVoucherCreateRoute = defineRoute(adminVoucherCreateContract, ({ body, session }) => createBatch(db(), session.memberId, body));

export const adminVoucherIssueRoute = defineRoute(adminVoucherIssueContract, ({ body, session }) => issueVoucher(db(), session.memberId, body));

export const adminVoucherGenerateRoute = defineRoute(adminVoucherGenerateContract, ({ body, session }) => generateCodes(db(), session.memberId, body));

export const adminVoucherCodesRoute = defineRoute(adminVoucherCodesContract, ({ query }) => listBatchCodes(db(), query));
