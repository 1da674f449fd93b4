import { db } from '@/lib/server/core/db';
import { PageQuery } from '@/lib/contracts/pagination';
import { defineRoute } from '@/lib/server/core/route';
import {
  CollectingAccountDeletedSchema,
  CollectingAccountIdInput,
  CollectingAccountInput,
  CollectingAccountPageSchema,
  CollectingAccountRevealSchema,
  CollectingAccountSchema,
  CollectingAccountUpdateInput,
} from '@/lib/contracts/collecting-accounts/schema';
import {
  createCollectingAccount,
  deleteCollectingAccount,
  listCollectingAccounts,
  revealAccountNumber,
  setDefaultCollectingAccount,
  updateCollectingAccount,
} from './service';

// Sellers only (3012 for anyone else); every call works on the caller's own accounts.

export const collectingAccountListRoute = defineRoute({
  method: 'GET',
  path: '/api/collecting_account_list',
  summary: '我的收款账户（账号遮盖显示；默认账户在前；分页）',
  tag: 'Collecting accounts',
  auth: 'seller',
  query: PageQuery,
  response: CollectingAccountPageSchema,
  handler: ({ query, session }) => listCollectingAccounts(db(), session.memberId, query),
});

export const collectingAccountCreateRoute = defineRoute({
  method: 'POST',
  path: '/api/collecting_account',
  summary: '新增收款账户（最多 10 个；第一个自动成为默认账户）',
  tag: 'Collecting accounts',
  auth: 'seller',
  body: CollectingAccountInput,
  response: CollectingAccountSchema,
  handler: ({ body, session }) => createCollectingAccount(db(), session.memberId, body),
});

export const collectingAccountUpdateRoute = defineRoute({
  method: 'POST',
  path: '/api/collecting_account_update',
  summary: '修改收款账户（整条替换；不传账号则保留原账号；isDefault 为 true 时设为默认）',
  tag: 'Collecting accounts',
  auth: 'seller',
  body: CollectingAccountUpdateInput,
  response: CollectingAccountSchema,
  handler: ({ body, session }) => updateCollectingAccount(db(), session.memberId, body),
});

export const collectingAccountDeleteRoute = defineRoute({
  method: 'POST',
  path: '/api/collecting_account_delete',
  summary: '删除收款账户（删除默认账户时，最近修改的另一个成为默认）',
  tag: 'Collecting accounts',
  auth: 'seller',
  body: CollectingAccountIdInput,
  response: CollectingAccountDeletedSchema,
  handler: ({ body, session }) => deleteCollectingAccount(db(), session.memberId, body.id),
});

export const collectingAccountDefaultRoute = defineRoute({
  method: 'POST',
  path: '/api/collecting_account_default',
  summary: '设为默认收款账户',
  tag: 'Collecting accounts',
  auth: 'seller',
  body: CollectingAccountIdInput,
  response: CollectingAccountSchema,
  handler: ({ body, session }) => setDefaultCollectingAccount(db(), session.memberId, body.id),
});

export const collectingAccountRevealRoute = defineRoute({
  method: 'POST',
  path: '/api/collecting_account_reveal',
  summary: '显示完整账号（仅本人的账户；页面上点“显示”时调用）',
  tag: 'Collecting accounts',
  auth: 'seller',
  body: CollectingAccountIdInput,
  response: CollectingAccountRevealSchema,
  handler: ({ body, session }) => revealAccountNumber(db(), session.memberId, body.id),
});
