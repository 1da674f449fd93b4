import { z } from 'zod';
import { requireMemberId } from '@/lib/server/core/auth';
import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { InvoiceCategorySchema, MemberHomeSchema, MemberInfoSchema, ProfileInput, ProfileSchema, UploadedFileSchema, UploadInput } from './schema';
import { getProfile, saveProfile } from './profile';
import { saveUpload } from './uploads';
import { chooseRole, getMemberInfo, listInvoiceCategories, upgradeToBothRoles } from './service';
import { memberHome } from './home';

export const invoiceCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/api/invoice_categories',
  summary: '发票类型列表（应用启动时加载）',
  tag: 'Catalog',
  auth: 'public',
  response: z.array(InvoiceCategorySchema),
  handler: () => listInvoiceCategories(db()),
});

export const memberInfoRoute = defineRoute({
  method: 'GET',
  path: '/api/member_info',
  summary: '当前登录会员的资料与角色',
  tag: 'Member',
  auth: 'member',
  response: MemberInfoSchema,
  handler: ({ session }) => getMemberInfo(db(), requireMemberId(session)),
});

export const setBuyerRoute = defineRoute({
  method: 'POST',
  path: '/api/member/setBuyer',
  summary: '选择买家身份（注册后首次选择）',
  tag: 'Member',
  auth: 'member',
  response: MemberInfoSchema,
  handler: ({ session }) => chooseRole(db(), requireMemberId(session), 'buyer'),
});

export const setSellerRoute = defineRoute({
  method: 'POST',
  path: '/api/member/setSeller',
  summary: '选择卖家身份（注册后首次选择）',
  tag: 'Member',
  auth: 'member',
  response: MemberInfoSchema,
  handler: ({ session }) => chooseRole(db(), requireMemberId(session), 'seller'),
});

export const upgradeRoute = defineRoute({
  method: 'POST',
  path: '/api/member/upgrade',
  summary: '升级为买卖双方（已有一种身份时）',
  tag: 'Member',
  auth: 'member',
  response: MemberInfoSchema,
  handler: ({ session }) => upgradeToBothRoles(db(), requireMemberId(session)),
});

export const memberHomeRoute = defineRoute({
  method: 'GET',
  path: '/api/member_home',
  summary: '会员首页：资料、身份与各项业务数字',
  tag: 'Member',
  auth: 'member',
  response: MemberHomeSchema,
  handler: ({ session }) => memberHome(db(), requireMemberId(session)),
});

export const uploadFileRoute = defineRoute({
  method: 'POST',
  path: '/api/upload_file',
  summary: '上传文件（multipart/form-data，字段 file）：PDF、PNG 或 JPG，不超过 10 MB',
  tag: 'Upload',
  auth: 'member',
  body: UploadInput,
  bodyFormat: 'multipart',
  response: UploadedFileSchema,
  handler: ({ body, session }) => saveUpload(db(), requireMemberId(session), body.file, body.purpose),
});

export const profileRoute = defineRoute({
  method: 'GET',
  path: '/api/member/profile',
  summary: '会员资料（个人或机构；机构含统一社会信用代码与许可证文件）',
  tag: 'Member',
  auth: 'member',
  response: ProfileSchema,
  handler: ({ session }) => getProfile(db(), requireMemberId(session)),
});

export const profileUpdateRoute = defineRoute({
  method: 'POST',
  path: '/api/member/profile_update',
  summary: '完善会员资料；机构注册须填机构名称、统一社会信用代码并上传许可证',
  tag: 'Member',
  auth: 'member',
  body: ProfileInput,
  response: ProfileSchema,
  handler: ({ body, session }) => saveProfile(db(), requireMemberId(session), body),
});
