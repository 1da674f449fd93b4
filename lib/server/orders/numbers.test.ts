import { describe, expect, it } from 'vitest';
import { orderNumber } from './numbers';
import { orderNo } from '@/lib/contracts/orders/schema';

describe('orderNumber', () => {
  it('uses the China day, not the UTC one', () => {
    expect(orderNumber(12, '2026-11-23T17:30:00.000Z')).toBe('DD20261124000012');
    expect(orderNumber(12, '2026-11-23T15:59:59.000Z')).toBe('DD20261123000012');
  });
  it('is what the API accepts', () => {
    expect(orderNo.safeParse(orderNumber(987654, new Date().toISOString())).success).toBe(true);
    expect(orderNo.safeParse('DD2026112412').success).toBe(false);
  });
});
