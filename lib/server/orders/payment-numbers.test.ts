import { describe, expect, it } from 'vitest';
import { rechargeIdOf } from '@/lib/shared/money';
import { orderPaymentIdOf, orderPaymentNumber } from './numbers';

describe('online order payment numbers', () => {
  it('round-trip, and never read as a recharge number (the one notify route tells them apart)', () => {
    expect(orderPaymentNumber(123)).toBe('OP000123');
    expect(orderPaymentIdOf('OP000123')).toBe(123);
    expect(orderPaymentIdOf(orderPaymentNumber(1_234_567))).toBe(1_234_567);
    expect(rechargeIdOf('OP000123')).toBeNull();
    for (const bad of ['R000123', 'OP12', 'op000123', 'OP000123 ', 'OP0001234567']) expect(orderPaymentIdOf(bad)).toBeNull();
  });
});
