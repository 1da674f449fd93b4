import { describe, expect, it } from 'vitest';
import { devPaymentProvider, devSettlementFile, simulatedNotification, simulatedRefundNotification } from './dev-provider';

const asRaw = (payload: unknown) => ({ body: typeof payload === 'string' ? payload : JSON.stringify(payload), headers: {}, contentType: 'application/json' });
const verify = (payload: unknown) => devPaymentProvider().verifyNotification(asRaw(payload));

describe('development payment provider', () => {
  it('sends the payer to the labelled /payment page', async () => {
    expect((await devPaymentProvider().createPayment({ tradeNo: 'R000012', amountCents: 100, subject: '充值' })).redirectUrl).toBe('/payment?tradeNo=R000012');
  });

  it("in QR mode (DEV_PAY_MODE=qr) gives the checkout page's absolute address as the QR content, at PUBLIC_BASE_URL or the payer's origin", async () => {
    const request = { tradeNo: 'OP000123', amountCents: 100, subject: '订单' };
    expect(await devPaymentProvider('qr', 'https://chemmart.example/').createPayment(request)).toEqual({
      qrCodeUrl: 'https://chemmart.example/payment?tradeNo=OP000123',
    });
    expect(await devPaymentProvider('qr').createPayment({ ...request, payerOrigin: 'http://127.0.0.1:3211' })).toEqual({
      qrCodeUrl: 'http://127.0.0.1:3211/payment?tradeNo=OP000123',
    });
    await expect(devPaymentProvider('qr').createPayment(request)).rejects.toThrow(/absolute address/);
  });

  it('verifies its own signed notifications', async () => {
    const signed = simulatedNotification({ tradeNo: 'R000012', amountCents: 5000 }, 'success');
    expect(await verify(signed)).toEqual({
      type: 'payment',
      tradeNo: 'R000012',
      amountCents: 5000,
      outcome: 'success',
      providerTradeNo: signed.providerTradeNo,
    });
  });

  it('refuses a notification whose amount, outcome or trade number was changed, or which is not one', async () => {
    const signed = simulatedNotification({ tradeNo: 'R000012', amountCents: 5000 }, 'failure');
    expect(await verify({ ...signed, amountCents: 500000 })).toBeNull();
    expect(await verify({ ...signed, outcome: 'success' })).toBeNull();
    expect(await verify({ ...signed, tradeNo: 'R000013' })).toBeNull();
    expect(await verify({ ...signed, signature: '0'.repeat(64) })).toBeNull();
    expect(await verify('nonsense')).toBeNull();
    expect(await verify('{"provider":')).toBeNull();
  });

  it('accepts refunds and verifies their signed outcome, partial ones included', async () => {
    const taken = await devPaymentProvider().refund({ tradeNo: 'OP000007', refundNo: 'RF000001', amountCents: 1500, totalCents: 5000, reason: '部分退货' });
    expect(taken).toMatchObject({ accepted: true, providerRefundNo: expect.stringMatching(/^DEVR/) });
    const refund = { tradeNo: 'OP000007', refundNo: 'RF000001', amountCents: 1500, providerRefundNo: taken.providerRefundNo };
    expect(await verify(simulatedRefundNotification(refund, 'success'))).toEqual({ type: 'refund', ...refund, outcome: 'success' });
    expect(await verify(simulatedRefundNotification(refund, 'failure', '银行卡已注销'))).toEqual({
      type: 'refund',
      ...refund,
      outcome: 'failure',
      reason: '银行卡已注销',
    });
  });

  it('refuses a refund notification that was changed, and never takes a payment signature for a refund', async () => {
    const signed = simulatedRefundNotification({ tradeNo: 'OP000007', refundNo: 'RF000001', amountCents: 1500 }, 'success');
    expect(await verify({ ...signed, amountCents: 5000 })).toBeNull();
    expect(await verify({ ...signed, refundNo: 'RF000002' })).toBeNull();
    expect(await verify({ ...signed, outcome: 'failure' })).toBeNull();
    const payment = simulatedNotification({ tradeNo: 'OP000007', amountCents: 1500 }, 'success');
    expect(await verify({ ...payment, type: 'refund', refundNo: 'RF000001', providerRefundNo: payment.providerTradeNo })).toBeNull();
  });

  it('acknowledges in JSON', () => {
    expect(devPaymentProvider().acknowledge(true)).toMatchObject({ status: 200, body: '{"code":"SUCCESS"}' });
    expect(devPaymentProvider().acknowledge(false, 'x').status).toBe(400);
  });
});

describe('the development provider settlement file', () => {
  it('lists what it processed with an outcome, its fee on payments, in the documented shape', () => {
    const { fileName, content } = devSettlementFile('2026-11-25', [
      { kind: 'payment', ourNo: 'OP000001', amountCents: 16_600, state: 'success', statusLabel: '已支付', at: '2026-11-25T01:00:00.000Z', providerNo: 'DEVAB' },
      { kind: 'refund', ourNo: 'RF000002', amountCents: 5_000, state: 'failed', statusLabel: '失败', at: '2026-11-25T00:30:00.000Z', providerNo: null },
      { kind: 'payout', ourNo: 'PO20261125000003', amountCents: 20_000, state: 'pending', statusLabel: '打款中', at: null, providerNo: null },
    ]);
    expect(fileName).toBe('dev-settlement-2026-11-25.csv');
    expect(content.split('\r\n')).toEqual([
      '\uFEFF# ChemMart 开发环境模拟支付渠道 结算对账单（不是真实账单）',
      '# 账单日期：2026-11-25（北京时间）',
      '渠道流水号,商户单号,业务类型,金额(元),手续费(元),状态,完成时间',
      'DEVRF000002,RF000002,refund,50.00,0.00,failed,2026-11-25 08:30:00',
      'DEVAB,OP000001,payment,166.00,1.00,success,2026-11-25 09:00:00',
      '# 合计：2 笔，成功金额 166.00 元',
      '',
    ]);
  });
});
