import type { OrderRow } from './repo';

/*
 * The one place an order's money movements are named. Existing ledger rows,
 * voucher uses and idempotency checks match these strings byte for byte, so
 * their formats never change (ledger-keys.test.ts pins them).
 */

type Numbered = Pick<OrderRow, 'orderNo'>;

/** The ledger `reference` and the voucher `orderReference` of an order: "order:SO…". */
export function orderReference(order: Numbered): string {
  return `order:${order.orderNo}`;
}

/**
 * A ledger idempotency key: the order's and the step's (a request's key, or a
 * fixed step such as "proceeds"), so a repeated step finds its movement and moves nothing.
 */
export function orderLedgerKey(order: Numbered, step: string): string {
  return `order-${order.orderNo}-${step}`;
}
