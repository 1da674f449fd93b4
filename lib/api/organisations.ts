import type { z } from 'zod';
import {
  answerInvitationContract,
  approvalDecisionContract,
  approvalRulesContract,
  createInviteLinkContract,
  createOrganisationContract,
  invitationsToMeContract,
  inviteLinkContract,
  inviteMemberContract,
  joinByLinkContract,
  leaveOrganisationContract,
  memberRolesContract,
  myOrganisationsContract,
  organisationCancelOrderContract,
  organisationContract,
  organisationOrdersContract,
  organisationSpendingContract,
  organisationSpendingExportContract,
  removeMemberContract,
  renameOrganisationContract,
  revokeInvitationContract,
} from '@/lib/contracts/organisations/calls';
import type {
  InvitationToMeSchema,
  OrganisationDetailSchema,
  OrganisationInvitationSchema,
  OrganisationMemberSchema,
  OrganisationOrderSchema,
  OrganisationRole,
  OrganisationSummarySchema,
} from '@/lib/contracts/organisations/schema';
import type { SpendingGroup } from '@/lib/contracts/organisations/spending';
import { call, fileUrl } from './client';
import { useCall, useRefreshCalls } from './swr';

/* Organisations (issue 32; lib/server/organisations). Forms show refusals beside their fields, so no error modal. */

export type OrganisationSummary = z.infer<typeof OrganisationSummarySchema>;
export type OrganisationDetail = z.infer<typeof OrganisationDetailSchema>;
export type OrganisationMember = z.infer<typeof OrganisationMemberSchema>;
export type OrganisationInvitation = z.infer<typeof OrganisationInvitationSchema>;
export type InvitationToMe = z.infer<typeof InvitationToMeSchema>;
export type OrganisationOrder = z.infer<typeof OrganisationOrderSchema>;

export const ORGANISATIONS_PAGE_SIZE = 20;
export const ORGANISATION_ORDERS_PAGE_SIZE = 10;
const quiet = { noErrorModal: true } as const;

export const useMyOrganisations = (page: number) => useCall(myOrganisationsContract, { page, pageSize: ORGANISATIONS_PAGE_SIZE });
export const useOrganisation = (id: number) => useCall(organisationContract, { id }, quiet);
export const useInvitationsToMe = () => useCall(invitationsToMeContract);
/** `pending`: the approval queue; `toPay`: a payer's orders waiting for payment. */
export const useOrganisationOrders = (organisationId: number, page: number, only: 'pending' | 'toPay' | null = null) =>
  useCall(organisationOrdersContract, { organisationId, page, pageSize: ORGANISATION_ORDERS_PAGE_SIZE, ...(only ? { [only]: '1' as const } : {}) }, quiet);
export const useInvitePreview = (token: string) => useCall(inviteLinkContract, { token }, quiet);

export const createOrganisation = (name: string) => call(createOrganisationContract, { name }, quiet);
export const renameOrganisation = (organisationId: number, name: string) => call(renameOrganisationContract, { organisationId, name }, quiet);
export const inviteMember = (organisationId: number, who: string, roles: OrganisationRole[]) =>
  call(inviteMemberContract, { organisationId, who, roles }, quiet);
export const createInviteLink = (organisationId: number, roles: OrganisationRole[]) => call(createInviteLinkContract, { organisationId, roles }, quiet);
export const revokeInvitation = (organisationId: number, invitationId: number) => call(revokeInvitationContract, { organisationId, invitationId }, quiet);
export const answerInvitation = (invitationId: number, accept: boolean) => call(answerInvitationContract, { invitationId, accept }, quiet);
export const joinByLink = (token: string) => call(joinByLinkContract, { token }, quiet);
export const setMemberRoles = (organisationId: number, memberId: number, roles: OrganisationRole[]) =>
  call(memberRolesContract, { organisationId, memberId, roles }, quiet);
export const removeMember = (organisationId: number, memberId: number) => call(removeMemberContract, { organisationId, memberId }, quiet);
export const leaveOrganisation = (organisationId: number) => call(leaveOrganisationContract, { organisationId }, quiet);
export const setApprovalRules = (rules: {
  organisationId: number;
  approveEveryOrder: boolean;
  approvalAboveCents: number | null;
  approveRegulated: boolean;
  secondApprovalAboveCents: number | null;
  requireFund: boolean;
}) => call(approvalRulesContract, rules, quiet);
/** `version`: the revision the approver saw; a price agreed meanwhile makes the call refuse (5102) rather than approve what was not seen. */
export const decideApproval = (orderNo: string, approve: boolean, reason: string | null, version: number) =>
  call(approvalDecisionContract, { orderNo, approve, reason, version }, quiet);

/** An approver withdraws an unpaid order placed for the organisation (decision 0161). */
export const cancelOrganisationOrder = (orderNo: string, reason: string) => call(organisationCancelOrderContract, { orderNo, reason }, quiet);

/** Re-reads the organisation's order lists (the queue and all orders) after a decision. */
export const useRefreshOrganisationOrders = () => useRefreshCalls(organisationOrdersContract);

export type SpendingFilter = { organisationId: number; groupBy: SpendingGroup; from?: string; to?: string };
const spendingInput = (f: SpendingFilter) => ({
  organisationId: f.organisationId,
  groupBy: f.groupBy,
  ...(f.from ? { from: f.from } : {}),
  ...(f.to ? { to: f.to } : {}),
});
export const useSpending = (filter: SpendingFilter) => useCall(organisationSpendingContract, spendingInput(filter), quiet);
/** The same report as an .xlsx file (a plain link: the session cookie signs it in). */
export const spendingExportPath = (filter: SpendingFilter) => fileUrl(organisationSpendingExportContract, spendingInput(filter));
