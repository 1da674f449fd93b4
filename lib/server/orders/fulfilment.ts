import * as fulfilment from './fulfilment-repo';

/*
 * An order's price negotiations and its VAT invoice as the orders area
 * offers them to the flows that also tell the other party: each write moves
 * a row only from the state it was read in and answers whether it did.
 */

export const { negotiationsOf, openNegotiation, insertNegotiation, closeNegotiation, markInvoiceRequested, markInvoiceIssued, pageOfInvoiceOrders } =
  fulfilment;
