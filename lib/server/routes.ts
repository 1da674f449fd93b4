import {
  memberHomeRoute,
  memberInfoRoute,
  profileRoute,
  profileUpdateRoute,
  setBuyerRoute,
  setSellerRoute,
  upgradeRoute,
  uploadFileRoute,
} from './account/routes';
import { addressCreateRoute, addressDefaultRoute, addressDeleteRoute, addressListRoute, addressUpdateRoute } from './address/routes';
import * as authRoutes from './auth/routes';
import { productRoute, searchRoute } from './catalog/routes';
import { structureSearchRoute } from './structure/routes';
import type { AnyRoute } from './core/route';
import { devOutboxRoute } from './dev/routes';
import * as goodsRoutes from './goods/routes';
import { goodListRoute, unitRoute } from './goods/routes';
import * as inquiryRoutes from './inquiry/routes';
import { messagesReadRoute, messagesRoute } from './notifications/routes';
import {
  bulkListRoute,
  companyCheckRoute,
  electronicGradeRoute,
  hotSaleRoute,
  mainProductsRoute,
  promotionalProductsRoute,
  realTimePurchaseRoute,
} from './merchandising/routes';
import { invoiceCategoriesRoute, invoiceCreateRoute, invoiceDefaultRoute, invoiceDeleteRoute, invoiceListRoute, invoiceUpdateRoute } from './invoice/routes';
import { restrictionRoute } from './regulated/routes';
import * as serviceRequestRoutes from './service-requests/routes';
import * as consoleRoutes from './admin/routes';
import * as auditRoutes from './audit/routes';
import * as expressRoutes from './express/routes';
import * as merchandisingAdminRoutes from './merchandising/admin-routes';
// Money: deposit, recharge and payment, vouchers.
import * as depositRoutes from './deposit/routes';
import * as rechargeRoutes from './recharge/routes';
import * as voucherRoutes from './voucher/routes';
import * as certificateRoutes from './certificates/routes';
import * as collectingAccountRoutes from './collecting-accounts/routes';
import * as orderRoutes from './orders/routes';
import * as orderPaymentRoutes from './orders/payment-routes';
import * as orderFulfilmentRoutes from './orders/fulfilment-routes';
import * as orderDocumentRoutes from './orders/document-routes';

/** Every implemented API call; `/api/openapi.json` describes exactly these. */
export const ALL_ROUTES: AnyRoute[] = [
  unitRoute,
  invoiceCategoriesRoute,
  productRoute,
  searchRoute,
  structureSearchRoute,
  restrictionRoute,
  ...Object.values(authRoutes),
  memberInfoRoute,
  memberHomeRoute,
  setBuyerRoute,
  setSellerRoute,
  upgradeRoute,
  profileRoute,
  profileUpdateRoute,
  uploadFileRoute,
  goodListRoute,
  devOutboxRoute,
  promotionalProductsRoute,
  realTimePurchaseRoute,
  hotSaleRoute,
  bulkListRoute,
  mainProductsRoute,
  electronicGradeRoute,
  ...Object.values(inquiryRoutes),
  messagesRoute,
  messagesReadRoute,
  companyCheckRoute,
  addressListRoute,
  addressCreateRoute,
  addressUpdateRoute,
  addressDeleteRoute,
  addressDefaultRoute,
  invoiceListRoute,
  invoiceCreateRoute,
  invoiceUpdateRoute,
  invoiceDeleteRoute,
  invoiceDefaultRoute,
  ...Object.values(serviceRequestRoutes),
  // Operator console shell and the public express company list.
  ...Object.values(consoleRoutes),
  ...Object.values(auditRoutes),
  ...Object.values(expressRoutes),
  ...Object.values(merchandisingAdminRoutes),
  ...Object.values(depositRoutes),
  ...Object.values(rechargeRoutes),
  ...Object.values(voucherRoutes),
  ...Object.values(certificateRoutes),
  ...Object.values(collectingAccountRoutes),
  // Goods management, batch import and the operator's goods review.
  ...Object.values(goodsRoutes).filter((route) => route !== goodListRoute && route !== unitRoute),
  // Orders: cart, checkout, lists.
  ...Object.values(orderRoutes),
  ...Object.values(orderPaymentRoutes),
  ...Object.values(orderFulfilmentRoutes),
  ...Object.values(orderDocumentRoutes),
];
