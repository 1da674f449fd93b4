/*
 * Examples in the OpenAPI document (issue 34) for the calls a procurement
 * system makes first: find a substance, put it in the cart, order for the
 * organisation, submit and pay from its deposit. openapi.test.ts parses every
 * request example with the call's own schema, so an example cannot drift
 * from what the call accepts.
 */

export type OperationExample = {
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  /** The `data` of a successful answer (partial: the fields an integrator reads first). */
  answer?: Record<string, unknown>;
};

const ORDER_NO = 'DD20261124000012';

export const EXAMPLES: Record<string, OperationExample> = {
  product: { query: { cas: '7647-14-5' } },
  search: { query: { keyword: '氯化钠', page: 1, pageSize: 20 } },
  cartAdd: { body: { goodsId: 1201, quantity: 2 } },
  createOrder: {
    body: { cartItemIds: [88031], invoiceInfoId: null, organisationId: 17, purchaseOrderNo: 'PO-2026-0412' },
    answer: { preview: false, orders: [{ orderNo: ORDER_NO, status: 'created', payableCents: 27600 }] },
  },
  submitOrder: { body: { orderNo: ORDER_NO }, answer: { orderNo: ORDER_NO, status: 'submitted', payableCents: 27600 } },
  orderDetail: { query: { orderNo: ORDER_NO } },
  payOrderFromOrganisationDeposit: {
    body: { organisationId: 17, orderNo: ORDER_NO, idempotencyKey: 'po-2026-0412-pay' },
  },
};
