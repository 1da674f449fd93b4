import { defineContract } from '@/lib/contracts/contract';
import { DashboardSchema, MemberDetailSchema, MemberIdQuery, MemberListQuery, MemberPageSchema, MemberStatusInput } from '@/lib/contracts/admin/schema';

// The operator console's own calls. Every one is `operator`: code 10 without a session, 3012 for other members.

const TAG = 'Operator console';

export const adminDashboardContract = defineContract({
  operationId: 'adminDashboard',
  method: 'GET',
  path: '/api/admin/dashboard',
  summary: '运营后台概览：待处理与今日的数量',
  tag: TAG,
  auth: 'operator',
  response: DashboardSchema,
});

export const adminMembersContract = defineContract({
  operationId: 'adminMembers',
  method: 'GET',
  path: '/api/admin/members',
  summary: '会员列表（按账号、手机号、邮箱、名称、公司搜索；按角色、状态筛选；最新注册在前；分页）',
  tag: TAG,
  auth: 'operator',
  query: MemberListQuery,
  response: MemberPageSchema,
});

export const adminMemberContract = defineContract({
  operationId: 'adminMember',
  method: 'GET',
  path: '/api/admin/member',
  summary: '会员详情（资料、角色、注册与最近登录时间、停用状态、有效会话数）',
  tag: TAG,
  auth: 'operator',
  query: MemberIdQuery,
  response: MemberDetailSchema,
});

export const adminMemberDisableContract = defineContract({
  operationId: 'adminMemberDisable',
  method: 'POST',
  path: '/api/admin/member_disable',
  summary: '停用会员（需填写原因；立即退出其所有登录，之后无法登录；不能停用自己；写入操作日志）',
  tag: TAG,
  auth: 'operator',
  body: MemberStatusInput,
  response: MemberDetailSchema,
});

export const adminMemberEnableContract = defineContract({
  operationId: 'adminMemberEnable',
  method: 'POST',
  path: '/api/admin/member_enable',
  summary: '启用已停用的会员（需填写原因；原有登录不会恢复，需重新登录；写入操作日志）',
  tag: TAG,
  auth: 'operator',
  body: MemberStatusInput,
  response: MemberDetailSchema,
});
