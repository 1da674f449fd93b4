import type { z } from 'zod';
import { createFundContract, fundBudgetContract, fundLedgerContract, fundsContract, fundStatusContract, updateFundContract } from '@/lib/contracts/funds/calls';
import type { FundLedgerEntrySchema, FundSchema } from '@/lib/contracts/funds/schema';
import { call } from './client';
import { newIdempotencyKey } from './money';
import { useCall, useRefreshCalls } from './swr';

/* Funds of an organisation (经费卡; issue 32; lib/server/funds). Forms show refusals beside their fields, so no error modal. */

export type Fund = z.infer<typeof FundSchema>;
export type FundLedgerEntry = z.infer<typeof FundLedgerEntrySchema>;
export type FundFields = { name: string; validFrom: string; validUntil: string; chargerIds: number[] | null };

export const FUNDS_PAGE_SIZE = 20;
export const FUND_LEDGER_PAGE_SIZE = 10;
const quiet = { noErrorModal: true } as const;

export const useFunds = (organisationId: number | null, page = 1, pageSize = FUNDS_PAGE_SIZE) =>
  useCall(fundsContract, organisationId === null ? null : { organisationId, page, pageSize }, quiet);
/** The checkout's list: only the funds the buyer may charge today (an organisation keeps at most 200). */
export const useChargeableFunds = (organisationId: number | null) =>
  useCall(fundsContract, organisationId === null ? null : { organisationId, page: 1, pageSize: 100, chargeable: '1' as const }, quiet);
export const useFundLedger = (fundId: number | null, page: number) =>
  useCall(fundLedgerContract, fundId === null ? null : { fundId, page, pageSize: FUND_LEDGER_PAGE_SIZE }, quiet);

export const createFund = (organisationId: number, fields: FundFields & { code: string; budgetCents: number }) =>
  call(createFundContract, { organisationId, ...fields }, quiet);
export const updateFund = (fundId: number, fields: FundFields) => call(updateFundContract, { fundId, ...fields }, quiet);
/** One key per submitted form: a retry of the same form moves the budget once. */
export const adjustFundBudget = (fundId: number, deltaCents: number, note: string, idempotencyKey = newIdempotencyKey()) =>
  call(fundBudgetContract, { fundId, deltaCents, note, idempotencyKey }, quiet);
export const setFundStatus = (fundId: number, open: boolean) => call(fundStatusContract, { fundId, open }, quiet);

/** Re-reads the fund lists and ledgers after a change. */
export const useRefreshFunds = () => useRefreshCalls(fundsContract, fundLedgerContract);
