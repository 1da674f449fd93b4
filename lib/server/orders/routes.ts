import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { cancelOrder, createOrders, submitOrder } from '@/lib/server/workflows/orders';
import { addToCart, deleteCartLines, readCart, updateCartLine } from './cart';
import { organisationOrdersContract } from '@/lib/contracts/organisations/calls';
import { organisationCustomersOf, organisationOrders } from './organisation-orders';
import { sellerCustomersContract } from '@/lib/contracts/credit/calls';
import { reorder } from './reorder';
import { listOrders, orderDetail } from './service';
import {
  cartContract,
  cartAddContract,
  cartUpdateContract,
  cartDeleteContract,
  createOrderContract,
  submitOrderContract,
  orderCancelContract,
  orderListContract,
  orderSellContract,
  orderDetailContract,
  reorderContract,
} from '@/lib/contracts/orders/calls';

export const cartRoute = defineRoute(cartContract, ({ session }) => readCart(db(), session.memberId));

export const cartAddRoute = defineRoute(cartAddContract, ({ body, session }) => addToCart(db(), session.memberId, body));

export const cartUpdateRoute = defineRoute(cartUpdateContract, ({ body, session }) => updateCartLine(db(), session.memberId, body));

export const cartDeleteRoute = defineRoute(cartDeleteContract, ({ body, session }) => deleteCartLines(db(), session.memberId, body));

export const createOrderRoute = defineRoute(createOrderContract, ({ body, session }) => createOrders(db(), session.memberId, body));

export const submitOrderRoute = defineRoute(submitOrderContract, ({ body, session }) => submitOrder(db(), session.memberId, body.orderNo));

export const orderCancelRoute = defineRoute(orderCancelContract, ({ body, session }) => cancelOrder(db(), session.memberId, body));

export const orderListRoute = defineRoute(orderListContract, ({ query, session }) => listOrders(db(), 'buyer', session.memberId, query));

export const orderSellRoute = defineRoute(orderSellContract, ({ query, session }) => listOrders(db(), 'seller', session.memberId, query));

export const orderDetailRoute = defineRoute(orderDetailContract, ({ query, session }) => orderDetail(db(), session.memberId, query.orderNo));

export const reorderRoute = defineRoute(reorderContract, ({ body, session }) => reorder(db(), session.memberId, body));

export const organisationOrdersRoute = defineRoute(organisationOrdersContract, ({ query, session }) => organisationOrders(db(), session.memberId, query));

export const sellerCustomersRoute = defineRoute(sellerCustomersContract, ({ session }) => organisationCustomersOf(db(), session.memberId));
