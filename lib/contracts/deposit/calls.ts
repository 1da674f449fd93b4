import { defineContract } from '@/lib/contracts/contract';
import { DepositInfoSchema, DepositRecordPageSchema, DepositRecordQuery } from '@/lib/contracts/deposit/schema';

export const depositInfoContract = defineContract({
  operationId: 'depositInfo',
  method: 'POST',
  path: '/api/member/deposit/info',
  summary: '我的预存款：可用余额、冻结金额、待确认充值（分）',
  tag: 'Deposit',
  auth: 'member',
  response: DepositInfoSchema,
});

export const depositRecordContract = defineContract({
  operationId: 'depositRecord',
  method: 'POST',
  path: '/api/member/deposit/record',
  summary: '资金明细：每笔变动与变动后余额，可按类型和日期筛选（分页，新的在前）',
  tag: 'Deposit',
  auth: 'member',
  body: DepositRecordQuery,
  response: DepositRecordPageSchema,
});
