import { describe, expect, it } from 'vitest';
import { devPaymentProvider, simulatedNotification, simulatedRefundNotification, verifyDevNotification } from './dev-provider';

describe('development payment provider', () => {
  it('sends the payer to the labelled /payment page', () => {
    expect(devPaymentProvider.createPayment({ tradeNo: 'R000012', amountCents: 100, subject: '充值' }).redirectUrl).toBe('/payment?tradeNo=R000012');
  });

  it('verifies its own signed notifications', () => {
    const signed = simulatedNotification({ tradeNo: 'R000012', amountCents: 5000 }, 'success');
    expect(devPaymentProvider.verifyCallback(signed)).toEqual({
      tradeNo: 'R000012',
      amountCents: 5000,
      outcome: 'success',
      providerTradeNo: signed.providerTradeNo,
    });
  });

  it('refuses a notification whose amount, outcome or trade number was changed, or which is not one', () => {
    const signed = simulatedNotification({ tradeNo: 'R000012', amountCents: 5000 }, 'failure');
    expect(devPaymentProvider.verifyCallback({ ...signed, amountCents: 500000 })).toBeNull();
    expect(devPaymentProvider.verifyCallback({ ...signed, outcome: 'success' })).toBeNull();
    expect(devPaymentProvider.verifyCallback({ ...signed, tradeNo: 'R000013' })).toBeNull();
    expect(devPaymentProvider.verifyCallback({ ...signed, signature: '0'.repeat(64) })).toBeNull();
    expect(devPaymentProvider.verifyCallback('nonsense')).toBeNull();
  });
});

describe('development provider refunds', () => {
  it('accepts every refund and signs refund notifications it alone verifies', async () => {
    expect(await devPaymentProvider.refund({ tradeNo: 'OP000012', refundNo: 'RF000001', amountCents: 100, totalCents: 500, reason: '缺货' })).toMatchObject({
      accepted: true,
    });
    const signed = simulatedRefundNotification({ tradeNo: 'OP000012', refundNo: 'RF000001', amountCents: 100, outcome: 'failure', reason: '账户已注销' });
    expect(verifyDevNotification(signed)).toEqual({
      type: 'refund',
      tradeNo: 'OP000012',
      refundNo: 'RF000001',
      amountCents: 100,
      outcome: 'failure',
      providerRefundNo: signed.providerRefundNo,
      reason: '账户已注销',
    });
    expect(verifyDevNotification({ ...signed, amountCents: 1000 })).toBeNull();
    expect(verifyDevNotification({ ...signed, outcome: 'success' })).toBeNull();
    expect(verifyDevNotification({ ...signed, refundNo: 'RF000002' })).toBeNull();
    // A refund's signature never passes as a payment's, nor the other way round.
    expect(devPaymentProvider.verifyCallback(signed)).toBeNull();
    const payment = simulatedNotification({ tradeNo: 'OP000012', amountCents: 100 }, 'success');
    expect(verifyDevNotification({ ...payment, type: 'refund', refundNo: 'RF000001', providerRefundNo: payment.providerTradeNo })).toBeNull();
  });
});
