import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { DepositInfoSchema, DepositRecordPageSchema, DepositRecordQuery } from '@/lib/contracts/deposit/schema';
import { depositInfo, depositRecord } from './service';

// Spec §7 makes both calls POST; each reads the caller's own deposit only.

export const depositInfoRoute = defineRoute({
  method: 'POST',
  path: '/api/member/deposit/info',
  summary: '我的预存款：可用余额、冻结金额、待确认充值（分）',
  tag: 'Deposit',
  auth: 'member',
  response: DepositInfoSchema,
  handler: ({ session }) => depositInfo(db(), session.memberId),
});

export const depositRecordRoute = defineRoute({
  method: 'POST',
  path: '/api/member/deposit/record',
  summary: '资金明细：每笔变动与变动后余额，可按类型和日期筛选（分页，新的在前）',
  tag: 'Deposit',
  auth: 'member',
  body: DepositRecordQuery,
  response: DepositRecordPageSchema,
  handler: ({ body, session }) => depositRecord(db(), session.memberId, body),
});
