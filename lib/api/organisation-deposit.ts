import type { z } from 'zod';
import { organisationDepositContract, payFromOrganisationContract } from '@/lib/contracts/organisation-deposit/calls';
import type { OrganisationDepositSchema } from '@/lib/contracts/organisation-deposit/schema';
import { call } from './client';
import { newIdempotencyKey } from './money';
import { useCall, useRefreshCalls } from './swr';

/* An organisation's own deposit (机构预存款; issue 32; lib/server/organisation-deposit). Refusals are shown where they happen, so no error modal. */

export type OrganisationDeposit = z.infer<typeof OrganisationDepositSchema>;
export const ORGANISATION_DEPOSIT_PAGE_SIZE = 10;
const quiet = { noErrorModal: true } as const;

export const useOrganisationDeposit = (organisationId: number, page: number) =>
  useCall(organisationDepositContract, { organisationId, page, pageSize: ORGANISATION_DEPOSIT_PAGE_SIZE }, quiet);
export const useRefreshOrganisationDeposit = () => useRefreshCalls(organisationDepositContract);

/** Pays the order in full from the organisation's deposit; the key is the caller's (a retry of the same click reuses it). */
export const payFromOrganisation = (organisationId: number, orderNo: string, idempotencyKey = newIdempotencyKey()) =>
  call(payFromOrganisationContract, { organisationId, orderNo, idempotencyKey }, quiet);
