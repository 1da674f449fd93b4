import { z } from 'zod';
import { ProfileSchema } from '@/lib/contracts/account/schema';
import { PageQuery, pageSchema, recordId } from '@/lib/contracts/pagination';

/** Operator console: the member directory (members, view, disable / enable). */

export const MemberListQuery = PageQuery.extend({
  keyword: z.string().trim().max(60, '搜索词不能超过 60 个字').optional().describe('账号、手机号、邮箱、名称或公司名称的一部分'),
  role: z.enum(['buyer', 'seller', 'operator'], { message: '角色应为 buyer、seller 或 operator' }).optional(),
  status: z.enum(['active', 'disabled'], { message: '状态应为 active 或 disabled' }).optional(),
});
export type MemberListQuery = z.infer<typeof MemberListQuery>;

export const MemberRolesSchema = z.object({ buyer: z.boolean(), seller: z.boolean(), operator: z.boolean() });

export const MemberSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  memberType: z.enum(['teacher', 'student', 'licence']),
  companyName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  roles: MemberRolesSchema,
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  disabledAt: z.string().nullable().describe('停用时间；null 为正常'),
  disabledReason: z.string().nullable(),
});

export const MemberPageSchema = pageSchema(MemberSummarySchema);

export const MemberDetailSchema = MemberSummarySchema.extend({
  emailVerified: z.boolean(),
  profile: ProfileSchema.pick({ kind: true, realName: true, organisationName: true, creditCode: true, address: true })
    .extend({ licenceUploaded: z.boolean(), updatedAt: z.string() })
    .nullable()
    .describe('完善资料；未填写为 null'),
  activeSessions: z.number().int().describe('当前有效的登录会话数'),
});

export const MemberIdQuery = z.object({ id: recordId('会员编号不正确').describe('会员编号') });

export const MemberStatusInput = z.object({
  id: recordId('会员编号不正确').describe('会员编号'),
  reason: z.string({ message: '请填写原因' }).trim().min(2, '请填写原因（至少 2 个字）').max(200, '原因不能超过 200 个字').describe('原因，写入操作日志'),
});

export const DashboardSchema = z.object({
  entries: z.array(z.object({ key: z.string(), label: z.string(), href: z.string(), count: z.number().int() })),
});
export type DashboardFigure = z.infer<typeof DashboardSchema>['entries'][number];
