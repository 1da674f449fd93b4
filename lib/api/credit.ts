import type { z } from 'zod';
import {
  creditLineStatusContract,
  organisationPayablesContract,
  organisationTermsContract,
  saveCreditLineContract,
  sellerCreditLinesContract,
  sellerCustomersContract,
  sellerReceivablesContract,
} from '@/lib/contracts/credit/calls';
import type { AgingSchema, CreditLineSchema, SaveCreditLineInput } from '@/lib/contracts/credit/schema';
import { call } from './client';
import { useCall, useRefreshCalls } from './swr';

/* Payment terms (账期; issue 32; lib/server/credit). Forms show refusals beside their fields, so no error modal. */

export type CreditLine = z.infer<typeof CreditLineSchema>;
export type Aging = z.infer<typeof AgingSchema>;
const quiet = { noErrorModal: true } as const;

export const useSellerCreditLines = () => useCall(sellerCreditLinesContract, undefined, quiet);
export const useSellerCustomers = () => useCall(sellerCustomersContract, undefined, quiet);
export const useSellerReceivables = () => useCall(sellerReceivablesContract, undefined, quiet);
export const useOrganisationTerms = (organisationId: number | null) =>
  useCall(organisationTermsContract, organisationId === null ? null : { organisationId }, quiet);
export const useOrganisationPayables = (organisationId: number | null) =>
  useCall(organisationPayablesContract, organisationId === null ? null : { organisationId }, quiet);

export const saveCreditLine = (input: z.input<typeof SaveCreditLineInput>) => call(saveCreditLineContract, input, quiet);
export const setCreditLineStatus = (creditLineId: number, status: 'active' | 'suspended') => call(creditLineStatusContract, { creditLineId, status }, quiet);

/** Re-reads the lines and what is owed after a change. */
export const useRefreshCredit = () => useRefreshCalls(sellerCreditLinesContract, sellerReceivablesContract, organisationTermsContract, sellerCustomersContract);
