import { type AnyContract } from './contract';
import * as accountCalls from './account/calls';
import * as addressCalls from './address/calls';
import * as adminCalls from './admin/calls';
import * as auditCalls from './audit/calls';
import * as authCalls from './auth/calls';
import * as catalogCalls from './catalog/calls';
import * as certificatesCalls from './certificates/calls';
import * as safetyCalls from './safety/calls';
import * as trustCalls from './trust/calls';
import * as organisationsCalls from './organisations/calls';
import * as fundsCalls from './funds/calls';
import * as creditCalls from './credit/calls';
import * as organisationDepositCalls from './organisation-deposit/calls';
import * as apiKeyCalls from './api-keys/calls';
import * as webhookCalls from './webhooks/calls';
import * as punchoutCalls from './punchout/calls';
import * as collectingAccountsCalls from './collecting-accounts/calls';
import * as depositCalls from './deposit/calls';
import * as devCalls from './dev/calls';
import * as expressCalls from './express/calls';
import * as freightCalls from './freight/calls';
import * as goodsCalls from './goods/calls';
import * as inquiryCalls from './inquiry/calls';
import * as invoiceCalls from './invoice/calls';
import * as merchandisingAdminCalls from './merchandising/admin-calls';
import * as merchandisingCalls from './merchandising/calls';
import * as notificationsCalls from './notifications/calls';
import * as ordersCalls from './orders/calls';
import * as ordersDocumentCalls from './orders/document-calls';
import * as ordersFulfilmentCalls from './orders/fulfilment-calls';
import * as ordersPaymentCalls from './orders/payment-calls';
import * as ordersQuickOrderCalls from './orders/quick-order-calls';
import * as goodsLotsCalls from './goods/lots-calls';
import * as outboxCalls from './outbox/calls';
import * as paymentsCalls from './payments/calls';
import * as payoutsCalls from './payouts/calls';
import * as rechargeCalls from './recharge/calls';
import * as reconciliationCalls from './reconciliation/calls';
import * as refundsCalls from './refunds/calls';
import * as regulatedCalls from './regulated/calls';
import * as serviceRequestsCalls from './service-requests/calls';
import * as statementsCalls from './statements/calls';
import * as structureCalls from './structure/calls';
import * as threadsCalls from './threads/calls';
import * as treasuryCalls from './treasury/calls';
import * as voucherCalls from './voucher/calls';

/** Whether a calls module's export is a contract (modules may export shared constants too). */
export function isContract(value: unknown): value is AnyContract {
  return typeof value === 'object' && value !== null && 'operationId' in value && 'method' in value && 'path' in value && 'response' in value;
}

/** Every API call's contract, for the checks that each has one handler and a unique method and path. */
export const ALL_CONTRACTS: readonly AnyContract[] = [
  accountCalls,
  addressCalls,
  adminCalls,
  auditCalls,
  authCalls,
  catalogCalls,
  certificatesCalls,
  safetyCalls,
  trustCalls,
  organisationsCalls,
  fundsCalls,
  creditCalls,
  organisationDepositCalls,
  apiKeyCalls,
  webhookCalls,
  punchoutCalls,
  collectingAccountsCalls,
  depositCalls,
  devCalls,
  expressCalls,
  freightCalls,
  goodsCalls,
  inquiryCalls,
  invoiceCalls,
  merchandisingAdminCalls,
  merchandisingCalls,
  notificationsCalls,
  ordersCalls,
  ordersDocumentCalls,
  ordersFulfilmentCalls,
  ordersPaymentCalls,
  ordersQuickOrderCalls,
  goodsLotsCalls,
  outboxCalls,
  paymentsCalls,
  payoutsCalls,
  rechargeCalls,
  reconciliationCalls,
  refundsCalls,
  regulatedCalls,
  serviceRequestsCalls,
  statementsCalls,
  structureCalls,
  threadsCalls,
  treasuryCalls,
  voucherCalls,
].flatMap((module: Record<string, unknown>) => Object.values(module).filter(isContract));
