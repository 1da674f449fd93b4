import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startWechatSimulator, type WechatSimulator } from '@/lib/server/payments/simulators/wechat-simulator';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import type { Envelope } from '@/lib/shared/envelope';
import { startSecondServer, type SecondServer } from '@/tests/kits/second-server';
import { testServerEnv } from './helpers';
import { depositAmounts, key, paymentSuite, submittedOrder, type PaymentResult } from './orders-payment-helpers';

/*
 * An order paid with WeChat Pay Native: the payment answer carries the QR
 * code's content (paymentQr) instead of a page, and the simulator's signed
 * notification pays the order. WeChat Pay is a setting read at start, so the
 * payments go through a second server on this run's database with
 * PAYMENT_PROVIDER=wechat pointed at the WeChat Pay simulator; the orders
 * are made through the usual server.
 */

const { db, watch, shelf } = paymentSuite();
let sim: WechatSimulator;
let wechat: SecondServer;
let goodsId = 0;

beforeAll(async () => {
  sim = await startWechatSimulator();
  wechat = await startSecondServer({
    ...testServerEnv(),
    PAYMENT_PROVIDER: 'wechat',
    WECHAT_PAY_MCH_ID: sim.settings.mchId,
    WECHAT_PAY_APP_ID: sim.settings.appId,
    WECHAT_PAY_PRIVATE_KEY: sim.settings.privateKey.replace(/\n/g, '\\n'),
    WECHAT_PAY_CERT_SERIAL: sim.settings.certSerial,
    WECHAT_PAY_APIV3_KEY: sim.settings.apiV3Key,
    WECHAT_PAY_PLATFORM_PUBLIC_KEY: sim.settings.platformPublicKey.replace(/\n/g, '\\n'),
    WECHAT_PAY_PLATFORM_SERIAL: sim.settings.platformSerial,
    WECHAT_PAY_API_BASE: sim.baseUrl,
  });
  goodsId = (await shelf('50-78-2')).goodsId;
}, 120_000);

afterAll(async () => {
  await wechat?.stop();
  await sim?.close();
});

/** GET /api/payment on the WeChat Pay server, signed as the browser signs it. */
async function payWithWechat(token: string, query: Record<string, string | number>): Promise<Envelope<PaymentResult>> {
  const time = String(unixSecondsNow());
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${wechat.baseUrl}/api/payment?${search}`, {
    headers: { time, sign: requestSign(inject('signSecret'), time), authorization: `Bearer ${token}`, 'idempotency-key': String(query.idempotencyKey) },
  });
  return (await response.json()) as Envelope<PaymentResult>;
}

describe('order payment with WeChat Pay Native: the answer carries the QR code', () => {
  it('answers paymentQr (the code_url) and no page; the same request answers it again; the notification pays the order', async () => {
    const m = await watch.buyer('oqr', 1_000);
    const order = await submittedOrder(m.token, goodsId);
    const query = { orderNo: order.orderNo, idempotencyKey: key(), depositCents: 1_000, onlineCents: order.payableCents - 1_000 };
    const started = await payWithWechat(m.token, query);
    expect(started.code, started.msg).toBe(0);
    const data = started.data;
    const online = data.payments.find((p) => p.method === 'online')!;
    const tradeNo = `OP${String(online.id).padStart(6, '0')}`;
    expect(data.paymentUrl).toBeNull();
    expect(data.paymentQr).toEqual({ content: `weixin://wxpay/bizpayurl?pr=${tradeNo}`, provider: 'wechat', appLabel: '微信' });
    expect(sim.trades.get(tradeNo)).toMatchObject({ total: order.payableCents - 1_000 });
    expect(await depositAmounts(db, m.id)).toEqual({ balanceCents: 0, frozenCents: 1_000 });

    // 重新获取二维码: the same request answers the first payment and the same code, and moves nothing.
    const again = await payWithWechat(m.token, query);
    expect(again.code, again.msg).toBe(0);
    expect(again.data.repeated).toBe(true);
    expect(again.data.paymentQr?.content).toBe(data.paymentQr!.content);

    // The payer scans and pays: WeChat Pay's signed notification reaches the WeChat server's notify route.
    const { delivery } = await sim.pay(tradeNo);
    expect(delivery).toEqual({ status: 200, body: '{"code":"SUCCESS"}' });
    const row = await db.selectFrom('orders').select(['status', 'paidCents']).where('orderNo', '=', order.orderNo).executeTakeFirstOrThrow();
    expect({ status: row.status, paidCents: Number(row.paidCents) }).toEqual({ status: 'paid', paidCents: order.payableCents });
    expect(await depositAmounts(db, m.id)).toEqual({ balanceCents: 0, frozenCents: 0 });
    await watch.check();
  });

  it('an online recharge answers the QR code too', async () => {
    const m = await watch.buyer('oqr_r', 0);
    const time = String(unixSecondsNow());
    const response = await fetch(`${wechat.baseUrl}/api/member/recharge`, {
      method: 'POST',
      headers: { time, sign: requestSign(inject('signSecret'), time), authorization: `Bearer ${m.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'online', amountCents: 8_800, idempotencyKey: key() }),
    });
    const answer = (await response.json()) as Envelope<{
      rechargeNo: string;
      paymentUrl: string | null;
      paymentQr: { content: string; appLabel: string } | null;
    }>;
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data.paymentUrl).toBeNull();
    expect(answer.data.paymentQr).toMatchObject({ content: `weixin://wxpay/bizpayurl?pr=${answer.data.rechargeNo}`, appLabel: '微信' });
    await sim.pay(answer.data.rechargeNo);
    expect(await depositAmounts(db, m.id)).toEqual({ balanceCents: 8_800, frozenCents: 0 });
    await watch.check();
  });
});
