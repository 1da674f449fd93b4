import { describe, expect, it } from 'vitest';
import { orderLedgerKey, orderReference } from './ledger-keys';

// Ledger rows already written carry these strings; a changed format would pay an order twice.
describe('order ledger keys and references', () => {
  const order = { orderNo: 'SO20260101000123' };

  it('references an order as order:<number>', () => {
    expect(orderReference(order)).toBe('order:SO20260101000123');
  });

  it('keys each money step as order-<number>-<step>', () => {
    expect(orderLedgerKey(order, 'proceeds')).toBe('order-SO20260101000123-proceeds');
    expect(orderLedgerKey(order, 'proceeds-release')).toBe('order-SO20260101000123-proceeds-release');
    expect(orderLedgerKey(order, 'proceeds-reversal')).toBe('order-SO20260101000123-proceeds-reversal');
    expect(orderLedgerKey(order, 'refund')).toBe('order-SO20260101000123-refund');
    expect(orderLedgerKey(order, 'k-123')).toBe('order-SO20260101000123-k-123');
    expect(orderLedgerKey(order, 'k-123-capture')).toBe('order-SO20260101000123-k-123-capture');
    expect(orderLedgerKey(order, 'k-123-release')).toBe('order-SO20260101000123-k-123-release');
  });
});
