import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlipaySettings } from '@/lib/server/core/payment-settings';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import type { PayoutNotification } from '../payout-provider';
import type { ProviderNotification } from '../provider';
import { startAlipaySimulator, type AlipaySimulator, type FormNotification } from '../simulators/alipay-simulator';
import { startNotifyEndpoint } from '../simulators/notify-endpoint';
import { alipayPaymentProvider } from './payment-provider';
import { alipayPayoutProvider } from './payout-provider';

/*
 * The Alipay adapters (alipay-sdk underneath) against the local Alipay
 * gateway simulator over real HTTP: RSA2-signed requests and answers, signed
 * form notifications posted to endpoints that verify them with the adapters.
 */

let sim: AlipaySimulator;
let settings: AlipaySettings;
let payments: Awaited<ReturnType<typeof startNotifyEndpoint>>;
let appGateway: Awaited<ReturnType<typeof startNotifyEndpoint>>;
let provider: ReturnType<typeof alipayPaymentProvider>;
let payouts: ReturnType<typeof alipayPayoutProvider>;
const verified: Array<ProviderNotification | null> = [];
const payoutVerified: Array<PayoutNotification | null> = [];
const last = <T>(list: T[]) => list[list.length - 1];

beforeAll(async () => {
  sim = await startAlipaySimulator();
  payments = await startNotifyEndpoint(async (raw) => {
    const notification = await provider.verifyNotification(raw);
    verified.push(notification);
    return provider.acknowledge(notification !== null);
  });
  appGateway = await startNotifyEndpoint(async (raw) => {
    const notification = await payouts.verifyNotification(raw);
    payoutVerified.push(notification);
    return { status: 200, contentType: 'text/plain', body: notification ? 'success' : 'fail' };
  });
  sim.setAppGateway(appGateway.url);
  settings = { appId: sim.settings.appId, privateKey: sim.settings.privateKey, alipayPublicKey: sim.settings.alipayPublicKey, gateway: sim.gateway, payMode: 'precreate' };
  provider = alipayPaymentProvider(settings, payments.url);
  payouts = alipayPayoutProvider(settings);
});
afterAll(async () => {
  await Promise.all([sim.close(), payments.close(), appGateway.close()]);
});

const raw = (n: FormNotification) => ({ body: n.body, headers: { 'content-type': n.contentType }, contentType: n.contentType });

describe('Alipay adapter against the simulator', () => {
  it('pays by QR code (precreate): create, signed notification, query', async () => {
    expect(await provider.createPayment({ tradeNo: 'R000301', amountCents: 12345, subject: 'ChemMart 预存款充值' })).toEqual({
      qrCodeUrl: expect.stringMatching(/^https:\/\/qr\.alipay\.com\//),
    });
    expect(last(sim.requests)).toEqual({ method: 'alipay.trade.precreate', signed: true });
    expect(await provider.queryPayment('R000301')).toBeNull();
    const { delivery } = await sim.finishPayment('R000301');
    expect(delivery).toEqual({ status: 200, body: 'success' });
    const tradeNo = sim.trades.get('R000301')!.tradeNo;
    expect(last(verified)).toEqual({ type: 'payment', tradeNo: 'R000301', amountCents: 12345, outcome: 'success', providerTradeNo: tradeNo });
    expect(await provider.queryPayment('R000301')).toEqual({ tradeNo: 'R000301', amountCents: 12345, outcome: 'success', providerTradeNo: tradeNo });
    expect(await provider.queryPayment('R000399')).toBeNull();
  });

  it('sends the payer to a signed cashier page (page pay) that the gateway accepts', async () => {
    const page = alipayPaymentProvider({ ...settings, payMode: 'page' }, payments.url);
    const { redirectUrl } = await page.createPayment({ tradeNo: 'OP000302', amountCents: 990, subject: 'ChemMart 订单 B' });
    expect(redirectUrl!.startsWith(sim.gateway)).toBe(true);
    const cashier = await fetch(redirectUrl!);
    expect(cashier.status).toBe(200);
    expect(last(sim.requests)).toEqual({ method: 'alipay.trade.page.pay', signed: true });
    const tampered = await fetch(redirectUrl!.replace('9.90', '0.01'));
    expect(tampered.status).toBe(400);
    await sim.finishPayment('OP000302', 'TRADE_CLOSED');
    expect(last(verified)).toMatchObject({ type: 'payment', tradeNo: 'OP000302', amountCents: 990, outcome: 'failure' });
  });

  it('refunds in part, confirming each refund notification with the refund query; refuses more than was paid', async () => {
    await provider.createPayment({ tradeNo: 'OP000303', amountCents: 10000, subject: 'ChemMart 订单 C' });
    await sim.finishPayment('OP000303');
    const first = await provider.refund({ tradeNo: 'OP000303', refundNo: 'RF000011', amountCents: 2550, totalCents: 10000, reason: '部分退货' });
    expect(first).toMatchObject({ accepted: true, message: 'fund_change=Y' });
    expect((await sim.notifyRefund('OP000303', 'RF000011')).delivery.body).toBe('success');
    expect(last(verified)).toEqual({ type: 'refund', tradeNo: 'OP000303', refundNo: 'RF000011', amountCents: 2550, outcome: 'success', providerRefundNo: first.providerRefundNo });
    expect(await provider.refund({ tradeNo: 'OP000303', refundNo: 'RF000012', amountCents: 7451, totalCents: 10000, reason: '超额' })).toMatchObject({
      accepted: false,
      message: expect.stringContaining('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL'),
    });
    // A refund notification naming a refund Alipay never made is not believed, though genuinely signed.
    const trade = sim.trades.get('OP000303')!;
    const unknown = sim.notification({ out_trade_no: 'OP000303', trade_no: trade.tradeNo, trade_status: 'TRADE_SUCCESS', total_amount: '100.00', out_biz_no: 'RF000099', refund_fee: '99.00' });
    expect(await provider.verifyNotification(raw(unknown))).toBeNull();
  });

  it('refuses forged, tampered and foreign notifications, and tells the sender `fail`', async () => {
    const genuine = sim.notification({ out_trade_no: 'R000301', trade_no: '2026x', trade_status: 'TRADE_SUCCESS', total_amount: '123.45' });
    expect(await provider.verifyNotification(raw(genuine))).toMatchObject({ amountCents: 12345 });
    const tampered = { ...genuine, body: genuine.body.replace('total_amount=123.45', 'total_amount=99999.00') };
    expect(await provider.verifyNotification(raw(tampered))).toBeNull();
    const intruder = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forged = sim.notification({ out_trade_no: 'R000301', trade_no: '2026x', trade_status: 'TRADE_SUCCESS', total_amount: '99999.00' }, intruder);
    expect(await provider.verifyNotification(raw(forged))).toBeNull();
    const foreignApp = sim.notification({ app_id: '2021999999999999', out_trade_no: 'R000301', trade_status: 'TRADE_SUCCESS', total_amount: '123.45' });
    expect(await provider.verifyNotification(raw(foreignApp))).toBeNull();
    expect(await provider.verifyNotification({ ...raw(genuine), contentType: 'application/json' })).toBeNull();
    expect(await sim.deliver(payments.url, forged)).toMatchObject({ body: 'fail' });
  });

  it('is refused by the gateway when our key is wrong, and reports it as a provider failure', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const wrong = alipayPaymentProvider({ ...settings, privateKey: stranger }, payments.url);
    const failure = await wrong.createPayment({ tradeNo: 'R000304', amountCents: 100, subject: 'x' }).catch((e: unknown) => e);
    expect((failure as AppError).code).toBe(ErrorCode.PAYMENT_PROVIDER_FAILED);
    expect((failure as AppError).message).toContain('isv.invalid-signature');
  });

  it('does not believe an answer Alipay did not sign', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const distrustful = alipayPaymentProvider({ ...settings, alipayPublicKey: other }, payments.url);
    const failure = await distrustful.queryPayment('R000301').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe(ErrorCode.PAYMENT_PROVIDER_FAILED);
  });
});

describe('Alipay bank transfers as the payout provider', () => {
  const account = { holder: '上海某某化工有限公司', bankCode: 'ICBC', bankName: '中国工商银行', branch: '上海张江支行', accountNumber: '1001234567890123', accountType: 'corporate' as const };

  it('sends a transfer once per payout number and verifies the signed outcome, success or failure', async () => {
    const sent = await payouts.sendTransfer({ payoutNo: 'PO000001', amountCents: 500000, account, memo: 'ChemMart 结算 PO000001' });
    expect(sent).toMatchObject({ accepted: true, providerTransferNo: sim.transfers.get('PO000001')!.orderId, message: 'DEALING' });
    expect(await payouts.sendTransfer({ payoutNo: 'PO000001', amountCents: 500000, account, memo: 'again' })).toMatchObject({ providerTransferNo: sent.providerTransferNo });
    expect((await sim.finishTransfer('PO000001', 'SUCCESS')).delivery.body).toBe('success');
    expect(last(payoutVerified)).toEqual({ payoutNo: 'PO000001', amountCents: 500000, outcome: 'success', providerTransferNo: sent.providerTransferNo });

    await payouts.sendTransfer({ payoutNo: 'PO000002', amountCents: 100, account: { ...account, accountType: 'personal' }, memo: '提现' });
    await sim.finishTransfer('PO000002', 'FAIL', '收款账户户名与账号不符');
    expect(last(payoutVerified)).toMatchObject({ payoutNo: 'PO000002', amountCents: 100, outcome: 'failure', reason: '收款账户户名与账号不符' });
  });

  it('refuses a tampered transfer message, and takes no trade notification for one', async () => {
    const { sent } = await sim.finishTransfer('PO000001', 'SUCCESS');
    const tampered = { ...sent, body: sent.body.replace('5000.00', '50000.00') };
    expect(tampered.body).not.toBe(sent.body);
    expect(await payouts.verifyNotification(raw(tampered))).toBeNull();
    expect(await provider.verifyNotification(raw(sent))).toBeNull();
    const trade = sim.notification({ out_trade_no: 'R000301', trade_status: 'TRADE_SUCCESS', total_amount: '1.00' });
    expect(await payouts.verifyNotification(raw(trade))).toBeNull();
  });
});
