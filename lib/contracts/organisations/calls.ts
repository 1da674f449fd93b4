import { defineContract } from '@/lib/contracts/contract';
import { FileAnswer, XLSX_TYPE } from '@/lib/contracts/orders/document-calls';
import { SpendingQuery, SpendingReportSchema } from '@/lib/contracts/organisations/spending';
import { CancelOrderInput } from '@/lib/contracts/orders/schema';
import {
  AnswerInvitationInput,
  ApprovalDecisionInput,
  ApprovalRulesInput,
  CreateInviteLinkInput,
  CreateOrganisationInput,
  InvitationAnswerSchema,
  InvitationIdInput,
  InvitationsToMeSchema,
  InvitationToMeSchema,
  InviteLinkQuery,
  InviteMemberInput,
  JoinByLinkInput,
  LeftSchema,
  MemberRolesInput,
  MyOrganisationsQuery,
  OrganisationDetailSchema,
  OrganisationIdInput,
  OrganisationInvitationSchema,
  OrganisationOrderPageSchema,
  OrganisationOrderSchema,
  OrganisationOrdersQuery,
  OrganisationPageSchema,
  OrganisationQuery,
  RemoveMemberInput,
  RenameOrganisationInput,
} from '@/lib/contracts/organisations/schema';

/* Organisations (issue 32; decision 0158). Another organisation's id answers 7660, as a missing one does; a role the call needs and the member lacks, 7663. */

const TAG = 'Organisations';

export const myOrganisationsContract = defineContract({
  operationId: 'myOrganisations',
  method: 'GET',
  path: '/api/organisations',
  summary: '我所在的组织（课题组、单位）及我在其中的角色',
  tag: TAG,
  auth: 'member',
  query: MyOrganisationsQuery,
  response: OrganisationPageSchema,
});

export const organisationContract = defineContract({
  operationId: 'organisation',
  method: 'GET',
  path: '/api/organisation',
  summary: '组织详情：现有成员与角色、已离开的成员；负责人另见未处理的邀请与邀请链接。非成员答 7660',
  tag: TAG,
  auth: 'member',
  query: OrganisationQuery,
  response: OrganisationDetailSchema,
});

export const createOrganisationContract = defineContract({
  operationId: 'createOrganisation',
  method: 'POST',
  path: '/api/organisation_create',
  summary: '创建组织：教师账号创建课题组，单位（资质）账号创建单位；创建人成为负责人。学生账号不能创建（7662）',
  tag: TAG,
  auth: 'member',
  body: CreateOrganisationInput,
  response: OrganisationDetailSchema,
});

export const renameOrganisationContract = defineContract({
  operationId: 'renameOrganisation',
  method: 'POST',
  path: '/api/organisation_rename',
  summary: '修改组织名称（负责人）',
  tag: TAG,
  auth: 'member',
  body: RenameOrganisationInput,
  response: OrganisationDetailSchema,
});

export const inviteMemberContract = defineContract({
  operationId: 'inviteOrganisationMember',
  method: 'POST',
  path: '/api/organisation_invite',
  summary: '按用户名或手机号邀请会员加入并指定角色（负责人）；对方在站内信与邮件中收到邀请，14 天内接受或拒绝',
  tag: TAG,
  auth: 'member',
  body: InviteMemberInput,
  response: OrganisationInvitationSchema,
});

export const createInviteLinkContract = defineContract({
  operationId: 'createOrganisationInviteLink',
  method: 'POST',
  path: '/api/organisation_invite_link',
  summary: '生成邀请链接（负责人）：7 天内登录的会员打开即可加入，获得指定角色（不含负责人）；可随时作废',
  tag: TAG,
  auth: 'member',
  body: CreateInviteLinkInput,
  response: OrganisationInvitationSchema,
});

export const revokeInvitationContract = defineContract({
  operationId: 'revokeOrganisationInvitation',
  method: 'POST',
  path: '/api/organisation_invitation_revoke',
  summary: '撤回邀请或作废邀请链接（负责人）',
  tag: TAG,
  auth: 'member',
  body: InvitationIdInput,
  response: OrganisationInvitationSchema,
});

export const invitationsToMeContract = defineContract({
  operationId: 'organisationInvitationsToMe',
  method: 'GET',
  path: '/api/organisation_invitations_mine',
  summary: '发给我的、尚未处理且未过期的组织邀请',
  tag: TAG,
  auth: 'member',
  response: InvitationsToMeSchema,
});

export const answerInvitationContract = defineContract({
  operationId: 'answerOrganisationInvitation',
  method: 'POST',
  path: '/api/organisation_invitation_answer',
  summary: '接受或拒绝发给我的邀请；发给别人的邀请答 7666',
  tag: TAG,
  auth: 'member',
  body: AnswerInvitationInput,
  response: InvitationAnswerSchema,
});

export const inviteLinkContract = defineContract({
  operationId: 'organisationInviteLink',
  method: 'GET',
  path: '/api/organisation_invite_preview',
  summary: '邀请链接指向的组织与角色（加入前确认）；过期或作废的链接答 7666',
  tag: TAG,
  auth: 'member',
  query: InviteLinkQuery,
  response: InvitationToMeSchema,
});

export const joinByLinkContract = defineContract({
  operationId: 'joinOrganisationByLink',
  method: 'POST',
  path: '/api/organisation_join',
  summary: '用邀请链接加入组织',
  tag: TAG,
  auth: 'member',
  body: JoinByLinkInput,
  response: InvitationAnswerSchema,
});

export const memberRolesContract = defineContract({
  operationId: 'setOrganisationMemberRoles',
  method: 'POST',
  path: '/api/organisation_member_roles',
  summary: '修改成员的角色（负责人）；不能拿走最后一位负责人的负责人角色（7667）',
  tag: TAG,
  auth: 'member',
  body: MemberRolesInput,
  response: OrganisationDetailSchema,
});

export const removeMemberContract = defineContract({
  operationId: 'removeOrganisationMember',
  method: 'POST',
  path: '/api/organisation_member_remove',
  summary: '移出成员（负责人）：其记录保留在「已离开的成员」中',
  tag: TAG,
  auth: 'member',
  body: RemoveMemberInput,
  response: OrganisationDetailSchema,
});

export const leaveOrganisationContract = defineContract({
  operationId: 'leaveOrganisation',
  method: 'POST',
  path: '/api/organisation_leave',
  summary: '退出组织；最后一位负责人须先指定另一位负责人（7667）',
  tag: TAG,
  auth: 'member',
  body: OrganisationIdInput,
  response: LeftSchema,
});

export const organisationOrdersContract = defineContract({
  operationId: 'organisationOrders',
  method: 'GET',
  path: '/api/organisation_orders',
  summary: '以组织名义下的订单（负责人、审批人、财务可看；采购人看自己的「我的订单」）：下单人、卖家、金额、状态、采购单号与项目编号',
  tag: TAG,
  auth: 'member',
  query: OrganisationOrdersQuery,
  response: OrganisationOrderPageSchema,
});

export const approvalRulesContract = defineContract({
  operationId: 'setOrganisationApprovalRules',
  method: 'POST',
  path: '/api/organisation_rules',
  summary: '设置审批规则（负责人）：每张订单都审批、超过金额审批、含管制品审批、超过更高金额需两位审批人',
  tag: TAG,
  auth: 'member',
  body: ApprovalRulesInput,
  response: OrganisationDetailSchema,
});

export const approvalDecisionContract = defineContract({
  operationId: 'decideOrderApproval',
  method: 'POST',
  path: '/api/order_approval',
  summary: '审批人通过或驳回（须填理由）待审批的订单；不能审批自己的订单（7669）；通过数达到规则要求时订单提交给卖家，驳回则取消订单',
  tag: TAG,
  auth: 'member',
  body: ApprovalDecisionInput,
  response: OrganisationOrderSchema,
});

export const organisationCancelOrderContract = defineContract({
  operationId: 'cancelOrganisationOrder',
  method: 'POST',
  path: '/api/organisation_cancel_order',
  summary: '审批人撤销以本组织名义下、尚未付款的订单（须填理由）：释放它占用的经费卡额度与库存，采购人和卖家会收到通知',
  tag: TAG,
  auth: 'member',
  body: CancelOrderInput,
  response: OrganisationOrderSchema,
});

export const organisationSpendingContract = defineContract({
  operationId: 'organisationSpending',
  method: 'GET',
  path: '/api/organisation_spending',
  summary: '组织的支出报表（负责人、审批人、财务）：按付款日期筛选，按月份、经费卡、采购人或供应商汇总实付、退款与净支出',
  tag: TAG,
  auth: 'member',
  query: SpendingQuery,
  response: SpendingReportSchema,
});

export const organisationSpendingExportContract = defineContract({
  operationId: 'organisationSpendingExport',
  method: 'GET',
  path: '/api/organisation_spending_export',
  summary: '导出支出报表（.xlsx；筛选同 organisation_spending）：汇总、订单明细、经费卡流水三张表',
  tag: TAG,
  auth: 'member',
  query: SpendingQuery,
  response: FileAnswer,
  file: { contentType: XLSX_TYPE },
});
