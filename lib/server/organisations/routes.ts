import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import {
  answerInvitationContract,
  approvalDecisionContract,
  organisationCancelOrderContract,
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
  organisationContract,
  removeMemberContract,
  renameOrganisationContract,
  revokeInvitationContract,
} from '@/lib/contracts/organisations/calls';
import { decideOrderApproval } from '@/lib/server/workflows/order-approvals';
import { cancelForOrganisation } from '@/lib/server/workflows/orders';
import { setApprovalRules } from './approvals';
import * as organisations from './service';

export const myOrganisationsRoute = defineRoute(myOrganisationsContract, ({ query, session }) => organisations.myOrganisations(db(), session.memberId, query));
export const organisationRoute = defineRoute(organisationContract, ({ query, session }) => organisations.organisationDetail(db(), query.id, session.memberId));
export const createOrganisationRoute = defineRoute(createOrganisationContract, ({ body, session }) =>
  organisations.createOrganisation(db(), session.memberId, body.name),
);
export const renameOrganisationRoute = defineRoute(renameOrganisationContract, ({ body, session }) =>
  organisations.renameOrganisation(db(), session.memberId, body.organisationId, body.name),
);
export const inviteMemberRoute = defineRoute(inviteMemberContract, ({ body, session }) => organisations.inviteMember(db(), session.memberId, body));
export const createInviteLinkRoute = defineRoute(createInviteLinkContract, ({ body, session }) => organisations.createInviteLink(db(), session.memberId, body));
export const revokeInvitationRoute = defineRoute(revokeInvitationContract, ({ body, session }) =>
  organisations.revokeInvitation(db(), session.memberId, body.organisationId, body.invitationId),
);
export const invitationsToMeRoute = defineRoute(invitationsToMeContract, ({ session }) => organisations.invitationsToMe(db(), session.memberId));
export const answerInvitationRoute = defineRoute(answerInvitationContract, ({ body, session }) => organisations.answerInvitation(db(), session.memberId, body));
export const inviteLinkRoute = defineRoute(inviteLinkContract, ({ query, session }) => organisations.invitePreview(db(), session.memberId, query.token));
export const joinByLinkRoute = defineRoute(joinByLinkContract, ({ body, session }) => organisations.joinByLink(db(), session.memberId, body.token));
export const memberRolesRoute = defineRoute(memberRolesContract, ({ body, session }) => organisations.setMemberRoles(db(), session.memberId, body));
export const removeMemberRoute = defineRoute(removeMemberContract, ({ body, session }) => organisations.removeMember(db(), session.memberId, body));
export const leaveOrganisationRoute = defineRoute(leaveOrganisationContract, ({ body, session }) =>
  organisations.leaveOrganisation(db(), session.memberId, body.organisationId),
);
export const approvalRulesRoute = defineRoute(approvalRulesContract, ({ body, session }) => setApprovalRules(db(), session.memberId, body));
export const organisationCancelOrderRoute = defineRoute(organisationCancelOrderContract, ({ body, session }) =>
  cancelForOrganisation(db(), session.memberId, body),
);
export const approvalDecisionRoute = defineRoute(approvalDecisionContract, ({ body, session }) => decideOrderApproval(db(), session.memberId, body));
