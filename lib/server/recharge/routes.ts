import { z } from 'zod';
import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { confirmRecharge, listRechargesForReview, rejectRecharge } from './admin';
import {
  AdminRechargePageSchema,
  AdminRechargeQuery,
  DevCheckoutInput,
  DevCheckoutSchema,
  PaymentNotifyResultSchema,
  RechargeIdInput,
  RechargeInput,
  RechargeListQuery,
  RechargePageSchema,
  RechargeRejectInput,
  RechargeSchema,
} from '@/lib/contracts/recharge/schema';
import { createRecharge, devCheckout, listOwnRecharges, settlePaymentNotification } from './service';

export const rechargeRoute = defineRoute({
  method: 'POST',
  path: '/api/member/recharge',
  summary: '充值：银行转账（上传凭证，运营确认后到账）或在线支付（返回去支付的地址）；同一 idempotencyKey 只生效一次',
  tag: 'Deposit',
  auth: 'member',
  body: RechargeInput,
  response: RechargeSchema,
  handler: ({ body, session }) => createRecharge(db(), session.memberId, body),
});

export const rechargeListRoute = defineRoute({
  method: 'POST',
  path: '/api/member/recharge/list',
  summary: '我的充值单（新的在前，分页）',
  tag: 'Deposit',
  auth: 'member',
  body: RechargeListQuery,
  response: RechargePageSchema,
  handler: ({ body, session }) => listOwnRecharges(db(), session.memberId, body),
});

export const devCheckoutRoute = defineRoute({
  method: 'POST',
  path: '/api/payment/dev_checkout',
  summary: '开发环境模拟支付页的数据：本人的在线充值单与模拟支付机构的签名通知（生产环境不可用）',
  tag: 'Payment',
  auth: 'member',
  body: DevCheckoutInput,
  response: DevCheckoutSchema,
  handler: ({ body, session }) => devCheckout(db(), session.memberId, body.tradeNo),
});

export const paymentNotifyRoute = defineRoute({
  method: 'POST',
  path: '/api/payment/notify',
  summary: '支付机构的支付结果通知（验签；同一笔重复通知只入账一次）',
  tag: 'Payment',
  auth: 'public',
  // Any JSON: whatever is not the provider's signed notification answers 7008, not a validation error.
  body: z.unknown().describe('支付机构的签名通知（原样）'),
  response: PaymentNotifyResultSchema,
  handler: ({ body }) => settlePaymentNotification(db(), body),
});

export const adminRechargesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/recharges',
  summary: '运营：充值单列表（可按状态筛选，新的在前）',
  tag: 'Admin',
  auth: 'operator',
  query: AdminRechargeQuery,
  response: AdminRechargePageSchema,
  handler: ({ query }) => listRechargesForReview(db(), query),
});

export const adminRechargeConfirmRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/recharge_confirm',
  summary: '运营：确认银行转账充值到账（记入预存款；重复确认只入账一次）',
  tag: 'Admin',
  auth: 'operator',
  body: RechargeIdInput,
  response: RechargeSchema,
  handler: ({ body, session }) => confirmRecharge(db(), session.memberId, body.id),
});

export const adminRechargeRejectRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/recharge_reject',
  summary: '运营：驳回银行转账充值（须填写原因）',
  tag: 'Admin',
  auth: 'operator',
  body: RechargeRejectInput,
  response: RechargeSchema,
  handler: ({ body, session }) => rejectRecharge(db(), session.memberId, body),
});
