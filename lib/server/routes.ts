import * as accountRoutes from './account/routes';
import * as addressRoutes from './address/routes';
import * as consoleRoutes from './admin/routes';
import * as auditRoutes from './audit/routes';
import * as authRoutes from './auth/routes';
import * as catalogRoutes from './catalog/routes';
import * as certificateRoutes from './certificates/routes';
import * as collectingAccountRoutes from './collecting-accounts/routes';
import { isRoute, type Route } from './core/route';
import * as depositRoutes from './deposit/routes';
import * as devRoutes from './dev/routes';
import * as expressRoutes from './express/routes';
import * as freightRoutes from './freight/routes';
import * as goodsRoutes from './goods/routes';
import * as lotRoutes from './goods/lots-routes';
import * as goodsSafetyRoutes from './goods/safety-routes';
import * as inquiryRoutes from './inquiry/routes';
import * as quotationSheetRoutes from './inquiry/sheet-routes';
import * as invoiceRoutes from './invoice/routes';
import * as merchandisingAdminRoutes from './merchandising/admin-routes';
import * as merchandisingRoutes from './merchandising/routes';
import * as notificationRoutes from './notifications/routes';
import * as orderDocumentRoutes from './orders/document-routes';
import * as orderFulfilmentRoutes from './orders/fulfilment-routes';
import * as orderPaymentRoutes from './orders/payment-routes';
import * as orderRoutes from './orders/routes';
import * as quickOrderRoutes from './orders/quick-order-routes';
import * as outboxRoutes from './outbox/routes';
import * as paymentRoutes from './payments/routes';
import * as payoutRoutes from './payouts/routes';
import * as reconciliationRoutes from './reconciliation/routes';
import * as safetyRoutes from './safety/routes';
import * as trustRoutes from './trust/routes';
import * as organisationRoutes from './organisations/routes';
import * as fundRoutes from './funds/routes';
import * as creditRoutes from './credit/routes';
import * as organisationDepositRoutes from './organisation-deposit/routes';
import * as apiKeyRoutes from './api-keys/routes';
import * as punchoutRoutes from './punchout/routes';
import * as webhookRoutes from './webhooks/routes';
import * as organisationReportRoutes from './organisation-reports/routes';
import * as rechargeRoutes from './recharge/routes';
import * as refundRoutes from './refunds/routes';
import * as regulatedRoutes from './regulated/routes';
import * as serviceRequestRoutes from './service-requests/routes';
import * as statementRoutes from './statements/routes';
import * as structureRoutes from './structure/routes';
import * as threadsRoutes from './threads/routes';
import * as treasuryRoutes from './treasury/routes';
import * as voucherRoutes from './voucher/routes';

/** Every routes module; each route it exports is served (a new route in a listed module needs no edit here). */
const ROUTE_MODULES: readonly Record<string, unknown>[] = [
  accountRoutes,
  addressRoutes,
  consoleRoutes,
  auditRoutes,
  authRoutes,
  catalogRoutes,
  certificateRoutes,
  safetyRoutes,
  trustRoutes,
  organisationRoutes,
  fundRoutes,
  creditRoutes,
  organisationDepositRoutes,
  apiKeyRoutes,
  punchoutRoutes,
  webhookRoutes,
  organisationReportRoutes,
  collectingAccountRoutes,
  depositRoutes,
  devRoutes,
  expressRoutes,
  freightRoutes,
  goodsRoutes,
  goodsSafetyRoutes,
  inquiryRoutes,
  quotationSheetRoutes,
  invoiceRoutes,
  merchandisingAdminRoutes,
  merchandisingRoutes,
  notificationRoutes,
  orderDocumentRoutes,
  orderFulfilmentRoutes,
  orderPaymentRoutes,
  orderRoutes,
  quickOrderRoutes,
  lotRoutes,
  outboxRoutes,
  paymentRoutes,
  payoutRoutes,
  rechargeRoutes,
  reconciliationRoutes,
  refundRoutes,
  regulatedRoutes,
  serviceRequestRoutes,
  statementRoutes,
  structureRoutes,
  threadsRoutes,
  treasuryRoutes,
  voucherRoutes,
];

/** Every implemented API call; the catch-all `/api` route serves and `/api/openapi.json` describes exactly these. */
export const ALL_ROUTES: readonly Route[] = ROUTE_MODULES.flatMap((module) => Object.values(module).filter(isRoute));
