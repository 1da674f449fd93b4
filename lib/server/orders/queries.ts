import * as lots from './lots-repo';
import * as repo from './repo';

/*
 * Reads of orders that other areas and the workflows may use: the orders
 * area's tables are queried here and nowhere else.
 */

export const {
  findOrder,
  findOrderByNo,
  countOrganisationOrders,
  linesOf,
  dueForAutoStep,
  dueUnpaid,
  dueApprovals,
  ordersUsingExpressCompany,
  hasOrderFromInquiry,
  paidOrganisationOrders,
  isOrganisationCustomer,
} = repo;

export const { shipmentsOfLot, shipmentCounts } = lots;

export { orderFactsSince, orderForRating, shippedLinesSince } from './performance-facts';
export type { OrderFactRow } from './performance-facts';

export { ORDER_STATUS_LABELS } from './transitions';
export { beijingTime } from './export';
