import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { updateExpress } from '@/lib/server/workflows/order-fulfilment';
import { issueOrderInvoice, listOrderInvoices, requestOrderInvoice } from '@/lib/server/workflows/order-invoices';
import { paijia, pjOrder } from '@/lib/server/workflows/order-negotiation';
import { dispatchList, shipInfo } from './shipping';
import {
  updateExpressContract,
  shipInfoContract,
  orderDispatchListContract,
  paijiaContract,
  pjOrderContract,
  orderInvoiceRequestContract,
  orderInvoiceIssueContract,
  orderInvoicesContract,
  orderInvoicesSellContract,
} from '@/lib/contracts/orders/fulfilment-calls';

/* Shipping, negotiation and order invoices (docs/orders-fulfilment.md). The invoice PDF itself is app/invoices/[orderNo] (a plain download link). */

export const updateExpressRoute = defineRoute(updateExpressContract, ({ body, session }) => updateExpress(db(), session.memberId, body));

export const shipInfoRoute = defineRoute(shipInfoContract, ({ query, session }) => shipInfo(db(), session.memberId, query.orderNo));

export const orderDispatchListRoute = defineRoute(orderDispatchListContract, ({ query, session }) => dispatchList(db(), session.memberId, query));

export const paijiaRoute = defineRoute(paijiaContract, ({ query, session }) => paijia(db(), session.memberId, query.orderNo));

export const pjOrderRoute = defineRoute(pjOrderContract, ({ body, session }) => pjOrder(db(), session.memberId, body));

export const orderInvoiceRequestRoute = defineRoute(orderInvoiceRequestContract, ({ body, session }) => requestOrderInvoice(db(), session.memberId, body));

export const orderInvoiceIssueRoute = defineRoute(orderInvoiceIssueContract, ({ body, session }) => issueOrderInvoice(db(), session.memberId, body));

export const orderInvoicesRoute = defineRoute(orderInvoicesContract, ({ query, session }) => listOrderInvoices(db(), 'buyer', session.memberId, query));

export const orderInvoicesSellRoute = defineRoute(orderInvoicesSellContract, ({ query, session }) =>
  listOrderInvoices(db(), 'seller', session.memberId, query),
);
