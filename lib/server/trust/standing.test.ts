import { describe, expect, it } from 'vitest';
import type { OrderFactRow } from '@/lib/server/orders/queries';
import { orderFactOf } from './standing';

const row = (over: Partial<OrderFactRow>): OrderFactRow => ({
  id: 1,
  sellerId: 2,
  status: 'dispatched',
  submittedAt: '2026-11-01T01:00:00.000Z',
  paidAt: null,
  releasedAt: '2026-11-01T01:00:00.000Z',
  creditLineId: null,
  dispatchedAt: '2026-11-02T01:00:00.000Z',
  invoiceRequestedAt: null,
  invoiceIssuedAt: null,
  leadTimeDays: 0,
  cancelledBySeller: false,
  ...over,
});

describe('orderFactOf: when the seller could ship', () => {
  it('an order paid first: from its payment', () => {
    expect(orderFactOf(row({ paidAt: '2026-11-01T05:00:00.000Z' }), false).shippableAt).toBe('2026-11-01T05:00:00.000Z');
  });

  it('an order on terms, shipped unpaid and paid weeks later: from when the seller had it, not the later payment', () => {
    const fact = orderFactOf(row({ creditLineId: 7, paidAt: '2026-11-25T05:00:00.000Z', releasedAt: '2026-11-01T03:00:00.000Z' }), false);
    expect(fact.shippableAt).toBe('2026-11-01T03:00:00.000Z');
  });

  it('an order on terms back in negotiation or approval, not shipped: not yet due to ship', () => {
    expect(orderFactOf(row({ creditLineId: 7, status: 'negotiating', dispatchedAt: null }), false).shippableAt).toBeNull();
    expect(orderFactOf(row({ creditLineId: 7, status: 'pending_approval', dispatchedAt: null }), false).shippableAt).toBeNull();
    expect(orderFactOf(row({ creditLineId: 7, status: 'submitted', dispatchedAt: null }), false).shippableAt).toBe('2026-11-01T01:00:00.000Z');
  });

  it('an order refunded in part counts against the seller', () => {
    expect(orderFactOf(row({}), true).cancelledOrRefundedBySeller).toBe(true);
    expect(orderFactOf(row({}), false).cancelledOrRefundedBySeller).toBe(false);
  });
});
