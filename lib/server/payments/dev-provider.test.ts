import { describe, expect, it } from 'vitest';
import { devPaymentProvider, simulatedNotification } from './dev-provider';

describe('development payment provider', () => {
  it('sends the payer to the labelled /payment page', () => {
    expect(devPaymentProvider.createPayment({ tradeNo: 'R000012', amountCents: 100, subject: '充值' }).redirectUrl).toBe('/payment?tradeNo=R000012');
  });

  it('verifies its own signed notifications', () => {
    const signed = simulatedNotification({ tradeNo: 'R000012', amountCents: 5000 }, 'success');
    expect(devPaymentProvider.verifyCallback(signed)).toEqual({ tradeNo: 'R000012', amountCents: 5000, outcome: 'success', providerTradeNo: signed.providerTradeNo });
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
