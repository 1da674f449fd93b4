import { defineContract } from '@/lib/contracts/contract';
import { MemberHomeSchema, MemberInfoSchema, ProfileInput, ProfileSchema, UploadedFileSchema, UploadInput } from '@/lib/contracts/account/schema';

export const memberInfoContract = defineContract({
  operationId: 'memberInfo',
  method: 'GET',
  path: '/api/member_info',
  summary: '当前登录会员的资料与角色',
  tag: 'Member',
  auth: 'member',
  response: MemberInfoSchema,
});

export const setBuyerContract = defineContract({
  operationId: 'setBuyer',
  method: 'POST',
  path: '/api/member/setBuyer',
  summary: '选择买家身份（注册后首次选择）',
  tag: 'Member',
  auth: 'member',
  response: MemberInfoSchema,
});

export const setSellerContract = defineContract({
  operationId: 'setSeller',
  method: 'POST',
  path: '/api/member/setSeller',
  summary: '选择卖家身份（注册后首次选择）',
  tag: 'Member',
  auth: 'member',
  response: MemberInfoSchema,
});

export const upgradeContract = defineContract({
  operationId: 'upgrade',
  method: 'POST',
  path: '/api/member/upgrade',
  summary: '升级为买卖双方（已有一种身份时）',
  tag: 'Member',
  auth: 'member',
  response: MemberInfoSchema,
});

export const memberHomeContract = defineContract({
  operationId: 'memberHome',
  method: 'GET',
  path: '/api/member_home',
  summary: '会员首页：资料、身份与各项业务数字',
  tag: 'Member',
  auth: 'member',
  response: MemberHomeSchema,
});

export const uploadFileContract = defineContract({
  operationId: 'uploadFile',
  method: 'POST',
  path: '/api/upload_file',
  summary: '上传文件（multipart/form-data，字段 file）：PDF、PNG 或 JPG，不超过 10 MB',
  tag: 'Upload',
  auth: 'member',
  body: UploadInput,
  bodyFormat: 'multipart',
  response: UploadedFileSchema,
});

export const profileContract = defineContract({
  operationId: 'profile',
  method: 'GET',
  path: '/api/member/profile',
  summary: '会员资料（个人或机构；机构含统一社会信用代码与许可证文件）',
  tag: 'Member',
  auth: 'member',
  response: ProfileSchema,
});

export const profileUpdateContract = defineContract({
  operationId: 'profileUpdate',
  method: 'POST',
  path: '/api/member/profile_update',
  summary: '完善会员资料；机构注册须填机构名称、统一社会信用代码并上传许可证',
  tag: 'Member',
  auth: 'member',
  body: ProfileInput,
  response: ProfileSchema,
});
