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
  // Goods management, batch import and the operator's goods review (issue 16).
  ...Object.values(goodsRoutes).filter((route) => route !== goodListRoute && route !== unitRoute),
];
