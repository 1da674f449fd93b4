import { defineContract } from '@/lib/contracts/contract';
import { PageQuery } from '@/lib/contracts/pagination';
import {
  CollectingAccountDeletedSchema,
  CollectingAccountIdInput,
  CollectingAccountInput,
  CollectingAccountPageSchema,
  CollectingAccountRevealSchema,
  CollectingAccountSchema,
  CollectingAccountUpdateInput,
} from '@/lib/contracts/collecting-accounts/schema';

export const collectingAccountListContract = defineContract({
  operationId: 'collectingAccountList',
  method: 'GET',
  path: '/api/collecting_account_list',
  summary: '我的收款账户（账号遮盖显示；默认账户在前；分页）',
  tag: 'Collecting accounts',
  auth: 'seller',
  query: PageQuery,
  response: CollectingAccountPageSchema,
});

export const collectingAccountCreateContract = defineContract({
  operationId: 'collectingAccountCreate',
  method: 'POST',
  path: '/api/collecting_account',
  summary: '新增收款账户（最多 10 个；第一个自动成为默认账户）',
  tag: 'Collecting accounts',
  auth: 'seller',
  body: CollectingAccountInput,
  response: CollectingAccountSchema,
});

export const collectingAccountUpdateContract = defineContract({
  operationId: 'collectingAccountUpdate',
  method: 'POST',
  path: '/api/collecting_account_update',
  summary: '修改收款账户（整条替换；不传账号则保留原账号；isDefault 为 true 时设为默认）',
  tag: 'Collecting accounts',
  auth: 'seller',
  body: CollectingAccountUpdateInput,
  response: CollectingAccountSchema,
});

export const collectingAccountDeleteContract = defineContract({
  operationId: 'collectingAccountDelete',
  method: 'POST',
  path: '/api/collecting_account_delete',
  summary: '删除收款账户（删除默认账户时，最近修改的另一个成为默认）',
  tag: 'Collecting accounts',
  auth: 'seller',
  body: CollectingAccountIdInput,
  response: CollectingAccountDeletedSchema,
});

export const collectingAccountDefaultContract = defineContract({
  operationId: 'collectingAccountDefault',
  method: 'POST',
  path: '/api/collecting_account_default',
  summary: '设为默认收款账户',
  tag: 'Collecting accounts',
  auth: 'seller',
  body: CollectingAccountIdInput,
  response: CollectingAccountSchema,
});

export const collectingAccountRevealContract = defineContract({
  operationId: 'collectingAccountReveal',
  method: 'POST',
  path: '/api/collecting_account_reveal',
  summary: '显示完整账号（仅本人的账户；页面上点“显示”时调用）',
  tag: 'Collecting accounts',
  auth: 'seller',
  body: CollectingAccountIdInput,
  response: CollectingAccountRevealSchema,
});
