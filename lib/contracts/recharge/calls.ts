import { defineContract } from '@/lib/contracts/contract';
import {
  AdminRechargePageSchema,
  AdminRechargeQuery,
  DevCheckoutInput,
  DevCheckoutSchema,
  RechargeIdInput,
  RechargeInput,
  RechargeListQuery,
  RechargePageSchema,
  RechargeRejectInput,
  RechargeSchema,
} from '@/lib/contracts/recharge/schema';

export const rechargeContract = defineContract({
  operationId: 'recharge',
  method: 'POST',
  path: '/api/member/recharge',
  summary: '充值：银行转账（上传凭证，运营确认后到账）或在线支付（返回去支付的地址）；同一幂等键（请求头 Idempotency-Key，或请求体 idempotencyKey）只生效一次',
  tag: 'Deposit',
  auth: 'member',
  body: RechargeInput,
  idempotent: true,
  response: RechargeSchema,
});

export const rechargeListContract = defineContract({
  operationId: 'rechargeList',
  method: 'POST',
  path: '/api/member/recharge/list',
  summary: '我的充值单（新的在前，分页）',
  tag: 'Deposit',
  auth: 'member',
  body: RechargeListQuery,
  response: RechargePageSchema,
});

export const devCheckoutContract = defineContract({
  operationId: 'devCheckout',
  method: 'POST',
  path: '/api/payment/dev_checkout',
  summary: '开发环境模拟支付页的数据：本人的在线充值单与模拟支付机构的签名通知（生产环境不可用）',
  tag: 'Payment',
  auth: 'member',
  body: DevCheckoutInput,
  response: DevCheckoutSchema,
});

export const adminRechargesContract = defineContract({
  operationId: 'adminRecharges',
  method: 'GET',
  path: '/api/admin/recharges',
  summary: '运营：充值单列表（可按状态筛选，新的在前）',
  tag: 'Admin',
  auth: 'operator',
  query: AdminRechargeQuery,
  response: AdminRechargePageSchema,
});

export const adminRechargeConfirmContract = defineContract({
  operationId: 'adminRechargeConfirm',
  method: 'POST',
  path: '/api/admin/recharge_confirm',
  summary: '运营：确认银行转账充值到账（记入预存款；重复确认只入账一次）',
  tag: 'Admin',
  auth: 'operator',
  body: RechargeIdInput,
  response: RechargeSchema,
});

export const adminRechargeRejectContract = defineContract({
  operationId: 'adminRechargeReject',
  method: 'POST',
  path: '/api/admin/recharge_reject',
  summary: '运营：驳回银行转账充值（须填写原因）',
  tag: 'Admin',
  auth: 'operator',
  body: RechargeRejectInput,
  response: RechargeSchema,
});
