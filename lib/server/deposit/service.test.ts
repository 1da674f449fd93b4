import { describe, expect, it } from 'vitest';
import { referenceLabel } from './service';

describe('referenceLabel', () => {
  it('names the document a ledger row belongs to, as the member knows it', () => {
    expect(referenceLabel('recharge:12')).toBe('充值单 R000012');
    expect(referenceLabel('order:DD2026112700001')).toBe('订单 DD2026112700001');
    expect(referenceLabel('payout:PO20261127000042')).toBe('提现单 PO20261127000042');
    expect(referenceLabel('demo:opening')).toBe('演示账户初始余额');
  });
});
