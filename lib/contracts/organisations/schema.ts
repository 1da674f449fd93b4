import { z } from 'zod';
import { PageQuery, pageSchema, recordId } from '@/lib/contracts/pagination';

/* Organisations (issue 32; decision 0158): research groups and companies, their members' roles and invitations. */

export const ORGANISATION_ROLES = ['owner', 'approver', 'purchaser', 'finance', 'payer'] as const;
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];

export const ORGANISATION_ROLE_LABELS: Record<OrganisationRole, string> = {
  owner: '负责人',
  approver: '审批人',
  purchaser: '采购人',
  finance: '财务',
  payer: '付款人',
};

export const ORGANISATION_KIND_LABELS = { research_group: '课题组', company: '单位' } as const;

/** A role list as sent: each at most once, any order; the server keeps them in ORGANISATION_ROLES order. */
const Roles = z
  .array(z.enum(ORGANISATION_ROLES, { message: '角色只能是负责人、审批人、采购人、财务或付款人' }))
  .min(1, '请至少选择一个角色')
  .max(ORGANISATION_ROLES.length)
  .transform((roles) => ORGANISATION_ROLES.filter((r) => roles.includes(r)))
  .describe('角色：owner 负责人（管理成员与邀请）、approver 审批人、purchaser 采购人、finance 财务（只读报表）、payer 付款人（为组织充值、用机构预存款付款）');

const organisationId = recordId('组织编号不正确').describe('组织编号');

export const OrganisationName = z
  .string()
  .trim()
  .min(2, '组织名称至少 2 个字')
  .max(60, '组织名称最多 60 个字')
  .describe('名称，如「张老师课题组」「某某研究所」');

export const CreateOrganisationInput = z.object({ name: OrganisationName });
export const RenameOrganisationInput = z.object({ organisationId, name: OrganisationName });
export const OrganisationQuery = z.object({ id: organisationId });
export const OrganisationIdInput = z.object({ organisationId });

export const InviteMemberInput = z.object({
  organisationId,
  who: z.string().trim().min(1, '请填写对方的用户名或手机号').max(40).describe('被邀请会员的用户名或手机号'),
  roles: Roles,
});
export const CreateInviteLinkInput = z.object({ organisationId, roles: Roles });
export const InvitationIdInput = z.object({ organisationId, invitationId: recordId('邀请编号不正确') });
export const AnswerInvitationInput = z.object({
  invitationId: recordId('邀请编号不正确'),
  accept: z.boolean().describe('true 接受，false 拒绝'),
});
const LinkToken = z
  .string()
  .trim()
  .min(16, '邀请链接不完整')
  .max(64, '邀请链接不正确')
  .regex(/^[A-Za-z0-9_-]+$/, '邀请链接不正确');
export const InviteLinkQuery = z.object({ token: LinkToken });
export const JoinByLinkInput = z.object({ token: LinkToken });
export const MemberRolesInput = z.object({ organisationId, memberId: recordId('成员编号不正确'), roles: Roles });
export const RemoveMemberInput = z.object({ organisationId, memberId: recordId('成员编号不正确') });
export const MyOrganisationsQuery = PageQuery;

const OptionalCents = (label: string) =>
  z
    .number({ message: `${label}须为金额（分）` })
    .int(`${label}须为整数（分）`)
    .min(0, `${label}不能为负`)
    .max(100_000_000_00, `${label}过大`)
    .nullable()
    .default(null);

export const ApprovalRulesInput = z.object({
  organisationId,
  approveEveryOrder: z.boolean().default(false).describe('采购人的每张订单都需审批'),
  approvalAboveCents: OptionalCents('审批金额').describe('订单应付金额超过此数（分）需审批；null 为不按金额'),
  approveRegulated: z.boolean().default(false).describe('含管制化学品的订单需审批'),
  secondApprovalAboveCents: OptionalCents('第二级审批金额').describe('超过此数（分）需两位不同的审批人审批；null 为无第二级'),
  requireFund: z.boolean().optional().describe('以组织名义的每张订单须指定经费卡；不传则保持原设置'),
});

export const ApprovalDecisionInput = z
  .object({
    orderNo: z.string().trim().min(1, '请填写订单号').max(32),
    approve: z.boolean().describe('true 通过，false 驳回'),
    reason: z.string().trim().max(200, '理由最多 200 个字').nullable().default(null).describe('驳回理由（驳回时必填）'),
    version: z.number().int().min(1).optional().describe('审批人看到的订单版本：订单已改（如议价）时拒绝，请刷新后再审批'),
  })
  .refine((v) => v.approve || (v.reason !== null && v.reason.length > 0), { message: '驳回时请填写理由', path: ['reason'] });

const RoleList = z.array(z.enum(ORGANISATION_ROLES));
const Kind = z.enum(['research_group', 'company']);

export const OrganisationSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: Kind,
  myRoles: RoleList,
  memberCount: z.number().int(),
  joinedAt: z.string(),
});
export const OrganisationPageSchema = pageSchema(OrganisationSummarySchema);

export const OrganisationMemberSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  roles: RoleList,
  joinedAt: z.string(),
  /** Former members: when they left, and who removed them (null: they left themselves). */
  leftAt: z.string().nullable(),
  removedBy: z.string().nullable(),
});

export const OrganisationInvitationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['member', 'link']),
  /** Addressed invitations: the invitee's username. */
  invitee: z.string().nullable(),
  /** Links: the path to share (the token is in it). */
  path: z.string().nullable(),
  roles: RoleList,
  createdBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  uses: z.number().int(),
});

export const OrganisationDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: Kind,
  createdAt: z.string(),
  /** The caller, so a page marks their own row. */
  myMemberId: z.number().int(),
  myRoles: RoleList,
  members: z.array(OrganisationMemberSchema),
  formerMembers: z.array(OrganisationMemberSchema),
  /** Open invitations and links: owners only (others get an empty list). */
  invitations: z.array(OrganisationInvitationSchema),
  rules: z.object({
    approveEveryOrder: z.boolean(),
    approvalAboveCents: z.number().int().nullable(),
    approveRegulated: z.boolean(),
    secondApprovalAboveCents: z.number().int().nullable(),
    requireFund: z.boolean(),
  }),
});

/** An invitation as its invitee sees it (to answer), or a link as anyone signed in sees it (to join). */
export const InvitationToMeSchema = z.object({
  id: z.number().int(),
  organisationId: z.number().int(),
  organisationName: z.string(),
  kind: Kind,
  roles: RoleList,
  invitedBy: z.string(),
  expiresAt: z.string(),
  /** Links: whether the caller already belongs (nothing to join). */
  alreadyMember: z.boolean(),
});
export const InvitationsToMeSchema = z.object({ list: z.array(InvitationToMeSchema) });

export const InvitationAnswerSchema = z.object({
  accepted: z.boolean(),
  organisationId: z.number().int(),
});
export const LeftSchema = z.object({ left: z.literal(true) });

export const OrganisationOrdersQuery = PageQuery.extend({
  organisationId,
  pending: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true')
    .describe('只看待审批的订单（审批队列）'),
  toPay: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true')
    .describe('只看待付款的订单（待付款，或已发货未付的账期订单）：付款人的付款队列'),
});

/** An order bought for the organisation, as its owners, approvers and finance see it in the list. */
export const OrganisationOrderSchema = z.object({
  orderNo: z.string(),
  buyer: z.object({ username: z.string(), displayName: z.string() }).describe('下单的采购人'),
  seller: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  payableCents: z.number().int(),
  purchaseOrderNo: z.string().nullable(),
  projectNo: z.string().nullable(),
  fund: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable().describe('使用的经费卡'),
  createdAt: z.string(),
  /** What was bought: product names and packs, for the approver. */
  lines: z.array(z.object({ cas: z.string().nullable(), name: z.string(), pack: z.string(), quantity: z.number().int() })),
  /** Pending orders: approvals this revision needs in all, and who approved it so far. */
  approvalsRequired: z.number().int(),
  approvals: z.array(
    z.object({
      username: z.string(),
      decision: z.enum(['approved', 'rejected']),
      reason: z.string().nullable(),
      orderVersion: z.number().int(),
      decidedAt: z.string(),
    }),
  ),
  version: z.number().int(),
  /** Whether the caller may decide on it now (an approver, not its buyer, not yet decided on this revision). */
  canDecide: z.boolean(),
  /** Whether the caller may pay it from the organisation's deposit now (a payer; waiting for payment or owed on terms). */
  canPay: z.boolean(),
  /** Whether the caller may withdraw it (an approver, not its buyer; submitted or in negotiation, unpaid, no invoice issued): organisation_cancel_order. */
  canCancel: z.boolean(),
});
export const OrganisationOrderPageSchema = pageSchema(OrganisationOrderSchema);
