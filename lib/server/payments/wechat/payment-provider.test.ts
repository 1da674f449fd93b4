import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import type { ProviderNotification } from '../provider';
import { startNotifyEndpoint } from '../simulators/notify-endpoint';
import { startWechatSimulator, type WechatSimulator } from '../simulators/wechat-simulator';
import { wechatPaymentProvider } from './payment-provider';

/*
 * The WeChat Pay adapter against the local WeChat Pay simulator over real
 * HTTP: our signed requests, its signed (and encrypted) answers and
 * notifications, posted to an endpoint that verifies them with the adapter.
 */

let sim: WechatSimulator;
let endpoint: Awaited<ReturnType<typeof startNotifyEndpoint>>;
let provider: ReturnType<typeof wechatPaymentProvider>;
const verified: Array<ProviderNotification | null> = [];

beforeAll(async () => {
  sim = await startWechatSimulator();
  endpoint = await startNotifyEndpoint(async (raw) => {
    const notification = await provider.verifyNotification(raw);
    verified.push(notification);
    return provider.acknowledge(notification !== null, notification ? undefined : '验签失败');
  });
  provider = wechatPaymentProvider({ ...sim.settings, apiBase: sim.baseUrl }, endpoint.url);
});
afterAll(async () => {
  await sim.close();
  await endpoint.close();
});

const lastVerified = () => verified[verified.length - 1];

describe('WeChat Pay API v3 adapter against the simulator', () => {
  it('pays by Native QR code: create, signed notification, query', async () => {
    expect(await provider.createPayment({ tradeNo: 'R000101', amountCents: 8880, subject: 'ChemMart 预存款充值' })).toEqual({
      qrCodeUrl: 'weixin://wxpay/bizpayurl?pr=R000101',
    });
    expect(sim.requests.every((r) => r.signed)).toBe(true);
    expect(await provider.queryPayment('R000101')).toBeNull();
    const { delivery } = await sim.pay('R000101');
    expect(delivery).toEqual({ status: 200, body: '{"code":"SUCCESS"}' });
    const transactionId = sim.trades.get('R000101')!.transactionId;
    expect(lastVerified()).toEqual({ type: 'payment', tradeNo: 'R000101', amountCents: 8880, outcome: 'success', providerTradeNo: transactionId });
    expect(await provider.queryPayment('R000101')).toEqual({ tradeNo: 'R000101', amountCents: 8880, outcome: 'success', providerTradeNo: transactionId });
    expect(await provider.queryPayment('R999999')).toBeNull();
  });

  it('refunds in part, twice, and verifies each refund notification; refuses more than was paid', async () => {
    await provider.createPayment({ tradeNo: 'OP000201', amountCents: 10000, subject: 'ChemMart 订单 A' });
    await sim.pay('OP000201');
    const first = await provider.refund({ tradeNo: 'OP000201', refundNo: 'RF000001', amountCents: 3000, totalCents: 10000, reason: '部分退货' });
    expect(first).toMatchObject({ accepted: true, providerRefundNo: sim.refunds.get('RF000001')!.refundId });
    expect((await sim.finishRefund('RF000001')).delivery.status).toBe(200);
    expect(lastVerified()).toEqual({
      type: 'refund',
      tradeNo: 'OP000201',
      refundNo: 'RF000001',
      amountCents: 3000,
      outcome: 'success',
      providerRefundNo: first.providerRefundNo,
    });
    expect(await provider.refund({ tradeNo: 'OP000201', refundNo: 'RF000002', amountCents: 7001, totalCents: 10000, reason: '超额' })).toMatchObject({
      accepted: false,
      message: expect.stringContaining('超过订单可退金额'),
    });
    const second = await provider.refund({ tradeNo: 'OP000201', refundNo: 'RF000003', amountCents: 7000, totalCents: 10000, reason: '余下退款' });
    expect(second.accepted).toBe(true);
    await sim.finishRefund('RF000003', 'ABNORMAL');
    expect(lastVerified()).toMatchObject({ type: 'refund', refundNo: 'RF000003', amountCents: 7000, outcome: 'failure', reason: expect.stringContaining('退款异常') });
    // The same refund number again is the same refund (the provider's idempotency key), not a second one.
    expect(await provider.refund({ tradeNo: 'OP000201', refundNo: 'RF000001', amountCents: 3000, totalCents: 10000, reason: '部分退货' })).toMatchObject({
      accepted: true,
      providerRefundNo: first.providerRefundNo,
    });
    // After a successful partial refund the trade still reads as paid.
    expect(await provider.queryPayment('OP000201')).toMatchObject({ outcome: 'success', amountCents: 10000 });
  });

  it('refuses forged, tampered, stale, mis-keyed and re-encrypted notifications, and says so to the sender', async () => {
    await provider.createPayment({ tradeNo: 'R000102', amountCents: 500, subject: '充值' });
    const genuine = sim.notification('TRANSACTION.SUCCESS', {
      mchid: sim.settings.mchId,
      appid: sim.settings.appId,
      out_trade_no: 'R000102',
      transaction_id: '4200000001',
      trade_state: 'SUCCESS',
      amount: { total: 500 },
    });
    const raw = (n: { headers: Record<string, string>; body: string }) => ({
      body: n.body,
      headers: Object.fromEntries(Object.entries(n.headers).map(([k, v]) => [k.toLowerCase(), v])),
      contentType: 'application/json',
    });
    expect(await provider.verifyNotification(raw(genuine))).toMatchObject({ tradeNo: 'R000102', amountCents: 500 });
    // The body changed after signing (another resource pasted in): the signature no longer covers it.
    const other = sim.notification('TRANSACTION.SUCCESS', { mchid: sim.settings.mchId, out_trade_no: 'R000102', trade_state: 'SUCCESS', amount: { total: 50_000 } });
    expect(await provider.verifyNotification(raw({ headers: genuine.headers, body: other.body }))).toBeNull();
    // Signed by someone else's key under the platform's serial.
    const intruder = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const { createSign } = await import('node:crypto');
    const h = raw(genuine).headers;
    const forgedSignature = createSign('RSA-SHA256').update(`${h['wechatpay-timestamp']}\n${h['wechatpay-nonce']}\n${other.body}\n`).sign(intruder.privateKey, 'base64');
    expect(await provider.verifyNotification({ ...raw(other), headers: { ...raw(other).headers, 'wechatpay-signature': forgedSignature } })).toBeNull();
    // Another key serial, an old timestamp (a replay), a resource encrypted under another APIv3 key.
    expect(await provider.verifyNotification({ ...raw(genuine), headers: { ...raw(genuine).headers, 'wechatpay-serial': 'PUB_KEY_ID_OTHER' } })).toBeNull();
    const stale = sim.notification('TRANSACTION.SUCCESS', { mchid: sim.settings.mchId, out_trade_no: 'R000102', trade_state: 'SUCCESS', amount: { total: 500 } }, { timestamp: String(Math.floor(Date.now() / 1000) - 3600) });
    expect(await provider.verifyNotification(raw(stale))).toBeNull();
    const misKeyed = sim.notification('TRANSACTION.SUCCESS', { mchid: sim.settings.mchId, out_trade_no: 'R000102', trade_state: 'SUCCESS', amount: { total: 500 } }, { apiV3Key: 'x'.repeat(32) });
    expect(await provider.verifyNotification(raw(misKeyed))).toBeNull();
    // Another merchant's payment, genuinely signed, is not ours.
    const foreign = sim.notification('TRANSACTION.SUCCESS', { mchid: '1900000999', out_trade_no: 'R000102', trade_state: 'SUCCESS', amount: { total: 500 } });
    expect(await provider.verifyNotification(raw(foreign))).toBeNull();
    const otherApp = sim.notification('TRANSACTION.SUCCESS', { mchid: sim.settings.mchId, appid: 'wx_other', out_trade_no: 'R000102', trade_state: 'SUCCESS', amount: { total: 500 } });
    expect(await provider.verifyNotification(raw(otherApp))).toBeNull();
    // Over HTTP the sender is told it was not taken (4xx/5xx with FAIL), so WeChat Pay would retry a genuine one.
    const refused = await sim.deliver(endpoint.url, { headers: genuine.headers, body: other.body });
    expect(refused.status).toBe(500);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'FAIL' });
  });

  it('is refused by the simulator when our request signature is wrong, and reports the provider failure', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const wrongKey = wechatPaymentProvider({ ...sim.settings, privateKey: stranger, apiBase: sim.baseUrl }, endpoint.url);
    const failure = await wrongKey.createPayment({ tradeNo: 'R000103', amountCents: 100, subject: 'x' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe(ErrorCode.PAYMENT_PROVIDER_FAILED);
    expect((failure as AppError).message).toContain('SIGN_ERROR');
    expect(sim.requests[sim.requests.length - 1]!.signed).toBe(false);
  });

  it('does not believe an answer that WeChat Pay did not sign', async () => {
    const otherPlatform = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const distrustful = wechatPaymentProvider({ ...sim.settings, platformPublicKey: otherPlatform, apiBase: sim.baseUrl }, endpoint.url);
    const failure = await distrustful.queryPayment('R000101').catch((e: unknown) => e);
    expect((failure as AppError).code).toBe(ErrorCode.PAYMENT_PROVIDER_FAILED);
    expect((failure as AppError).message).toContain('应答签名无效');
  });
});
