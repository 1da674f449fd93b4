import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberGate } from '@/lib/server/account/gate';
import { importMembers } from '@/lib/server/account/service';
import { config } from '@/lib/server/core/config';
import { db, dialect } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { ErrorCode } from '@/lib/server/core/errors';
import { routeHandler } from '@/lib/server/core/route';
import { depositAmounts } from '@/lib/server/deposit/ledger';
import { createRecharge } from '@/lib/server/recharge/service';
import { alipayNotifyRoute, wechatPayNotifyRoute } from './routes';
import { startNotifyEndpoint } from './simulators/notify-endpoint';
import { startWechatSimulator, type WechatSimulator } from './simulators/wechat-simulator';

/*
 * The real notify route end to end, with PAYMENT_PROVIDER=wechat and the
 * WeChat Pay simulator: an online recharge is created through the provider,
 * the simulator posts its signed, encrypted notification over HTTP to our
 * route (unsigned by our browser signature, as a provider's would be), which
 * verifies it and hands it to the same settlement as the JSON entry. Runs on
 * a fresh SQLite file; the environment is set before the settings are first read.
 */

let sim: WechatSimulator;
let endpoint: Awaited<ReturnType<typeof startNotifyEndpoint>>;
let memberId = 0;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chemmart-notify-'));

beforeAll(async () => {
  sim = await startWechatSimulator();
  const handle = routeHandler(wechatPayNotifyRoute, memberGate);
  endpoint = await startNotifyEndpoint(async (raw) => {
    const response = await handle(new Request('http://localhost/api/payment/notify/wechat', { method: 'POST', headers: raw.headers, body: raw.body }));
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: await response.text() };
  });
  Object.assign(process.env, {
    SQLITE_PATH: path.join(dir, 'notify.db'),
    PAYMENT_PROVIDER: 'wechat',
    PUBLIC_BASE_URL: new URL(endpoint.url).origin,
    WECHAT_PAY_MCH_ID: sim.settings.mchId,
    WECHAT_PAY_APP_ID: sim.settings.appId,
    WECHAT_PAY_PRIVATE_KEY: sim.settings.privateKey.replace(/\n/g, '\\n'),
    WECHAT_PAY_CERT_SERIAL: sim.settings.certSerial,
    WECHAT_PAY_APIV3_KEY: sim.settings.apiV3Key,
    WECHAT_PAY_PLATFORM_PUBLIC_KEY: sim.settings.platformPublicKey,
    WECHAT_PAY_PLATFORM_SERIAL: sim.settings.platformSerial,
    WECHAT_PAY_API_BASE: sim.baseUrl,
  });
  await migrateToLatest(db(), dialect());
  await importMembers(db(), [
    { username: 'wechat_payer', password: 'Fresh12345', memberType: 'teacher', isBuyer: true, isSeller: false, displayName: 'W', companyName: null },
  ]);
  memberId = (await db().selectFrom('members').select('id').where('username', '=', 'wechat_payer').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await Promise.all([sim.close(), endpoint.close()]);
  await db().destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const recharge = (amountCents: number, idempotencyKey: string) =>
  createRecharge(db(), memberId, { method: 'online', amountCents, idempotencyKey, payerName: null, remark: null });

describe('POST /api/payment/notify/wechat with the WeChat Pay simulator', () => {
  it('reads the settings under test', () => {
    expect(config().paymentProvider).toBe('wechat');
  });

  it('credits an online recharge once, however often the notification comes', async () => {
    const created = await recharge(8800, 'wechat-recharge-1');
    expect(sim.trades.get(created.rechargeNo)).toMatchObject({ total: 8800, notifyUrl: `${new URL(endpoint.url).origin}/api/payment/notify/wechat` });
    const { sent, delivery } = await sim.pay(created.rechargeNo);
    expect(delivery).toEqual({ status: 200, body: '{"code":"SUCCESS"}' });
    expect(await depositAmounts(db(), memberId)).toEqual({ balanceCents: 8800, frozenCents: 0 });
    expect(await sim.deliver(`${new URL(endpoint.url).origin}/x`, sent)).toEqual({ status: 200, body: '{"code":"SUCCESS"}' });
    expect(await depositAmounts(db(), memberId)).toEqual({ balanceCents: 8800, frozenCents: 0 });
  });

  it('refuses a genuinely signed notification whose amount is not the recharge’s, and one tampered with', async () => {
    const created = await recharge(5000, 'wechat-recharge-2');
    const wrongAmount = sim.notification('TRANSACTION.SUCCESS', {
      mchid: sim.settings.mchId,
      appid: sim.settings.appId,
      out_trade_no: created.rechargeNo,
      transaction_id: '4200000002',
      trade_state: 'SUCCESS',
      amount: { total: 500_000 },
    });
    const refused = await sim.deliver(endpoint.url, wrongAmount);
    expect(refused.status).toBe(500);
    expect(JSON.parse(refused.body)).toEqual({ code: ErrorCode.PAYMENT_NOTIFY_INVALID, msg: '支付通知无效（签名、单号或金额不符）', data: null });
    const genuine = sim.notification('TRANSACTION.SUCCESS', { mchid: sim.settings.mchId, out_trade_no: created.rechargeNo, transaction_id: '4200000003', trade_state: 'SUCCESS', amount: { total: 5000 } });
    const tampered = await sim.deliver(endpoint.url, { headers: genuine.headers, body: wrongAmount.body });
    expect(tampered.status).toBe(500);
    expect(JSON.parse(tampered.body)).toMatchObject({ code: ErrorCode.PAYMENT_NOTIFY_INVALID });
    expect(await depositAmounts(db(), memberId)).toEqual({ balanceCents: 8800, frozenCents: 0 });
    expect((await sim.deliver(endpoint.url, genuine)).status).toBe(200);
    expect(await depositAmounts(db(), memberId)).toEqual({ balanceCents: 13800, frozenCents: 0 });
  });

  it('hands a verified refund notification to the refund settlement, which takes no refund it does not know', async () => {
    const refund = sim.notification('REFUND.SUCCESS', {
      mchid: sim.settings.mchId,
      out_trade_no: 'OP000001',
      out_refund_no: 'RF000001',
      refund_id: '50300001',
      refund_status: 'SUCCESS',
      amount: { refund: 100, total: 100 },
    });
    const answer = await sim.deliver(endpoint.url, refund);
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body)).toMatchObject({ code: ErrorCode.PAYMENT_NOTIFY_INVALID });
  });

  it('answers the envelope to what is no WeChat Pay notification, and refuses the Alipay entry while WeChat Pay is configured', async () => {
    const handle = routeHandler(wechatPayNotifyRoute, memberGate);
    const empty = await handle(new Request('http://localhost/api/payment/notify/wechat', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }));
    expect(empty.status).toBe(500);
    expect(await empty.json()).toMatchObject({ code: ErrorCode.PAYMENT_NOTIFY_INVALID });
    const alipay = await routeHandler(alipayNotifyRoute, memberGate)(
      new Request('http://localhost/api/payment/notify/alipay', { method: 'POST', body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    );
    expect(alipay.status).toBe(400);
    expect(await alipay.json()).toMatchObject({ code: ErrorCode.PAYMENT_UNAVAILABLE });
  });
});
