import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { listInvoiceCategories } from './categories';
import { createInvoiceInfo, deleteInvoiceInfo, listInvoiceInfos, setDefaultInvoiceInfo, updateInvoiceInfo } from './service';
import {
  invoiceListContract,
  invoiceCreateContract,
  invoiceUpdateContract,
  invoiceDeleteContract,
  invoiceDefaultContract,
  invoiceCategoriesContract,
} from '@/lib/contracts/invoice/calls';

// Invoice details (开票信息) a buyer keeps for orders; every call works on the caller's own only.

export const invoiceListRoute = defineRoute(invoiceListContract, ({ query, session }) => listInvoiceInfos(db(), session.memberId, query));

export const invoiceCreateRoute = defineRoute(invoiceCreateContract, ({ body, session }) => createInvoiceInfo(db(), session.memberId, body));

export const invoiceUpdateRoute = defineRoute(invoiceUpdateContract, ({ body, session }) => updateInvoiceInfo(db(), session.memberId, body));

export const invoiceDeleteRoute = defineRoute(invoiceDeleteContract, ({ body, session }) => deleteInvoiceInfo(db(), session.memberId, body.id));

export const invoiceDefaultRoute = defineRoute(invoiceDefaultContract, ({ body, session }) => setDefaultInvoiceInfo(db(), session.memberId, body.id));

export const invoiceCategoriesRoute = defineRoute(invoiceCategoriesContract, () => listInvoiceCategories(db()));
