import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { confirmRecharge, listRechargesForReview, rejectRecharge } from './admin';
import { createRecharge, devCheckout, listOwnRecharges } from './service';
import {
  rechargeContract,
  rechargeListContract,
  devCheckoutContract,
  adminRechargesContract,
  adminRechargeConfirmContract,
  adminRechargeRejectContract,
} from '@/lib/contracts/recharge/calls';

export const rechargeRoute = defineRoute(rechargeContract, ({ body, session, origin }) => createRecharge(db(), session.memberId, body, origin));

export const rechargeListRoute = defineRoute(rechargeListContract, ({ body, session }) => listOwnRecharges(db(), session.memberId, body));

export const devCheckoutRoute = defineRoute(devCheckoutContract, ({ body, session }) => devCheckout(db(), session.memberId, body.tradeNo));

export const adminRechargesRoute = defineRoute(adminRechargesContract, ({ query }) => listRechargesForReview(db(), query));

export const adminRechargeConfirmRoute = defineRoute(adminRechargeConfirmContract, ({ body, session }) => confirmRecharge(db(), session.memberId, body.id));

export const adminRechargeRejectRoute = defineRoute(adminRechargeRejectContract, ({ body, session }) => rejectRecharge(db(), session.memberId, body));
