import { createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * TESTS ONLY. A local Alipay open-platform gateway (gateway.do) for the
 * adapters' tests, written from Alipay's documentation and not from our
 * adapter or alipay-sdk: it checks every request's RSA2 signature (sorted
 * parameters without `sign`, with the application's public key), signs every
 * answer (the JSON text of `<method>_response`) and every asynchronous
 * notification (sorted parameters without `sign` and `sign_type`) with its own
 * Alipay key, and posts notifications as forms to the notify_url it was given
 * (or the application gateway, for transfer messages). Key pairs are made when
 * it starts. Page pay, precreate, query, refund, refund query, bank transfer.
 */

type Trade = { total: number; subject: string; notifyUrl: string; status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED'; tradeNo: string; refunds: Map<string, number> };
type Transfer = { payoutNo: string; orderId: string; amount: string; status: 'DEALING' | 'SUCCESS' | 'FAIL' };

export type FormNotification = { contentType: string; body: string; params: Record<string, string> };
export type Delivery = { status: number; body: string };

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ type, format: 'pem' }).toString();
const yuan = (cents: number) => (cents / 100).toFixed(2);
const cents = (text: unknown) => Math.round(Number(text) * 100);
const now = () => new Date().toISOString().replace('T', ' ').slice(0, 19);

export async function startAlipaySimulator(options: { appGatewayUrl?: string } = {}) {
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const settings = {
    appId: '2021000000000001',
    // As the Alipay key tool prints them: bare base64, no PEM armour.
    privateKey: app.privateKey.export({ type: 'pkcs1', format: 'der' }).toString('base64'),
    alipayPublicKey: alipay.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    appPrivateKeyPem: pem(app.privateKey, 'pkcs8'),
  };
  const trades = new Map<string, Trade>();
  const transfers = new Map<string, Transfer>();
  const requests: Array<{ method: string; signed: boolean }> = [];
  let appGatewayUrl = options.appGatewayUrl ?? '';

  const sortedContent = (params: Record<string, string>, without: string[]) =>
    Object.keys(params)
      .filter((k) => !without.includes(k) && params[k] !== '' && params[k] !== undefined)
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&');

  function signedRequest(params: Record<string, string>): boolean {
    if (params.app_id !== settings.appId || params.sign_type !== 'RSA2' || !params.sign) return false;
    return createVerify('RSA-SHA256').update(sortedContent(params, ['sign']), 'utf8').verify(app.publicKey, params.sign, 'base64');
  }

  function signedAnswer(method: string, response: object): string {
    const inner = JSON.stringify(response);
    const sign = createSign('RSA-SHA256').update(inner, 'utf8').sign(alipay.privateKey, 'base64');
    return `{"${method.replaceAll('.', '_')}_response":${inner},"sign":"${sign}"}`;
  }

  const ok = (fields: object) => ({ code: '10000', msg: 'Success', ...fields });
  const refused = (subCode: string, subMsg: string) => ({ code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: subMsg });

  function openTrade(params: Record<string, string>, biz: Record<string, unknown>): Trade | { error: object } {
    const tradeNo = String(biz.out_trade_no ?? '');
    const total = cents(biz.total_amount);
    if (!tradeNo || !(total > 0) || !/^\d+(\.\d{1,2})?$/.test(String(biz.total_amount))) return { error: refused('ACQ.INVALID_PARAMETER', '参数无效') };
    const earlier = trades.get(tradeNo);
    if (earlier) return earlier.total === total ? earlier : { error: refused('ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改') };
    const trade: Trade = { total, subject: String(biz.subject ?? ''), notifyUrl: params.notify_url ?? '', status: 'WAIT_BUYER_PAY', tradeNo: `2026${randomBytes(10).toString('hex')}`, refunds: new Map() };
    trades.set(tradeNo, trade);
    return trade;
  }

  function handle(method: string, params: Record<string, string>): object {
    let biz: Record<string, unknown> = {};
    try {
      biz = JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>;
    } catch {
      return refused('isv.invalid-biz-content', 'biz_content 不是 JSON');
    }
    const outTradeNo = String(biz.out_trade_no ?? '');
    const trade = trades.get(outTradeNo);
    switch (method) {
      case 'alipay.trade.precreate': {
        const opened = openTrade(params, biz);
        return 'error' in opened ? opened.error : ok({ out_trade_no: outTradeNo, qr_code: `https://qr.alipay.com/sim${randomBytes(6).toString('hex')}` });
      }
      case 'alipay.trade.query':
        if (!trade) return refused('ACQ.TRADE_NOT_EXIST', '交易不存在');
        return ok({
          out_trade_no: outTradeNo,
          trade_no: trade.tradeNo,
          trade_status: trade.status,
          total_amount: yuan(trade.total),
          ...(trade.status === 'WAIT_BUYER_PAY' ? {} : { send_pay_date: now() }),
        });
      case 'alipay.trade.refund': {
        if (!trade || trade.status === 'WAIT_BUYER_PAY') return refused('ACQ.TRADE_NOT_EXIST', '交易不存在');
        const requestNo = String(biz.out_request_no ?? outTradeNo);
        const refunded = [...trade.refunds.values()].reduce((s, c) => s + c, 0);
        if (trade.refunds.has(requestNo))
          return ok({ trade_no: trade.tradeNo, out_trade_no: outTradeNo, refund_fee: yuan(refunded), fund_change: 'N' });
        const amount = cents(biz.refund_amount);
        if (!(amount > 0) || refunded + amount > trade.total) return refused('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
        trade.refunds.set(requestNo, amount);
        if (refunded + amount === trade.total) trade.status = 'TRADE_CLOSED';
        return ok({ trade_no: trade.tradeNo, out_trade_no: outTradeNo, refund_fee: yuan(refunded + amount), fund_change: 'Y' });
      }
      case 'alipay.trade.fastpay.refund.query': {
        const requestNo = String(biz.out_request_no ?? '');
        const amount = trade?.refunds.get(requestNo);
        if (!trade || amount === undefined) return ok({ out_trade_no: outTradeNo });
        return ok({ trade_no: trade.tradeNo, out_trade_no: outTradeNo, out_request_no: requestNo, refund_amount: yuan(amount), total_amount: yuan(trade.total), refund_status: 'REFUND_SUCCESS' });
      }
      case 'alipay.fund.trans.uni.transfer': {
        const payee = (biz.payee_info ?? {}) as Record<string, unknown>;
        if (biz.product_code !== 'TRANS_BANKCARD_NO_PWD' || payee.identity_type !== 'BANKCARD_ACCOUNT' || !payee.name || !payee.identity)
          return refused('INVALID_PARAMETER', '参数有误');
        const payoutNo = String(biz.out_biz_no ?? '');
        const earlier = transfers.get(payoutNo);
        if (earlier) return ok({ out_biz_no: payoutNo, order_id: earlier.orderId, status: earlier.status });
        const transfer: Transfer = { payoutNo, orderId: `2026${randomBytes(10).toString('hex')}`, amount: String(biz.trans_amount), status: 'DEALING' };
        transfers.set(payoutNo, transfer);
        return ok({ out_biz_no: payoutNo, order_id: transfer.orderId, pay_fund_order_id: transfer.orderId, status: 'DEALING', trans_date: now() });
      }
    }
    return { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: `不存在的方法 ${method}` };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const params = { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) };
      const method = params.method ?? '';
      const signed = url.pathname === '/gateway.do' && signedRequest(params);
      requests.push({ method, signed });
      if (req.method === 'GET' && method === 'alipay.trade.page.pay') {
        // The cashier page the payer is sent to: opens the trade when the link is genuine.
        const opened = signed ? openTrade(params, JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>) : { error: {} };
        res.writeHead(signed && !('error' in opened) ? 200 : 400, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(signed ? '<title>支付宝模拟收银台</title>' : '<title>错误</title>验签出错');
      }
      const answer = signed ? handle(method, params) : { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' };
      res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
      res.end(signedAnswer(method || 'error', answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A notification form signed as Alipay signs them (without sign and sign_type); `key` lets a test forge one. */
  function notification(fields: Record<string, string>, key: KeyObject = alipay.privateKey): FormNotification {
    const params: Record<string, string> = { notify_time: now(), notify_id: randomBytes(12).toString('hex'), app_id: settings.appId, charset: 'utf-8', version: '1.0', sign_type: 'RSA2', ...fields };
    params.sign = createSign('RSA-SHA256').update(sortedContent(params, ['sign', 'sign_type']), 'utf8').sign(key, 'base64');
    return { contentType: 'application/x-www-form-urlencoded; charset=utf-8', body: new URLSearchParams(params).toString(), params };
  }

  async function deliver(url: string, sent: FormNotification): Promise<Delivery> {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': sent.contentType }, body: sent.body });
    return { status: response.status, body: await response.text() };
  }

  function tradeFields(outTradeNo: string, trade: Trade) {
    return { notify_type: 'trade_status_sync', out_trade_no: outTradeNo, trade_no: trade.tradeNo, total_amount: yuan(trade.total), subject: trade.subject, gmt_payment: now() };
  }

  return {
    gateway: `${baseUrl}/gateway.do`,
    settings,
    requests,
    trades,
    transfers,
    notification,
    deliver,
    setAppGateway: (url: string) => (appGatewayUrl = url),
    /** The payer pays (or the trade times out unpaid): the trade's notification goes to its notify_url. */
    async finishPayment(outTradeNo: string, status: 'TRADE_SUCCESS' | 'TRADE_CLOSED' = 'TRADE_SUCCESS') {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`no trade ${outTradeNo}`);
      trade.status = status;
      const sent = notification({ ...tradeFields(outTradeNo, trade), trade_status: status, ...(status === 'TRADE_SUCCESS' ? { buyer_pay_amount: yuan(trade.total) } : {}) });
      return { sent, delivery: await deliver(trade.notifyUrl, sent) };
    },
    /** After a refund: the trade's notification again, naming the refund (out_biz_no) and the total refunded so far. */
    async notifyRefund(outTradeNo: string, refundNo: string) {
      const trade = trades.get(outTradeNo)!;
      const refunded = [...trade.refunds.values()].reduce((s, c) => s + c, 0);
      const sent = notification({ ...tradeFields(outTradeNo, trade), trade_status: trade.status, out_biz_no: refundNo, refund_fee: yuan(refunded), gmt_refund: now() });
      return { sent, delivery: await deliver(trade.notifyUrl, sent) };
    },
    /** The bank's answer to a transfer: the alipay.fund.trans.order.changed message to the application gateway. */
    async finishTransfer(payoutNo: string, status: 'SUCCESS' | 'FAIL' | 'REFUND', failReason?: string) {
      const transfer = transfers.get(payoutNo)!;
      transfer.status = status === 'SUCCESS' ? 'SUCCESS' : 'FAIL';
      const bizContent = { out_biz_no: payoutNo, order_id: transfer.orderId, status, trans_amount: transfer.amount, action_type: 'FINISH', ...(failReason ? { fail_reason: failReason } : {}) };
      const sent = notification({ msg_method: 'alipay.fund.trans.order.changed', utc_timestamp: String(Date.now()), version: '1.1', biz_content: JSON.stringify(bizContent) });
      return { sent, delivery: await deliver(appGatewayUrl, sent) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type AlipaySimulator = Awaited<ReturnType<typeof startAlipaySimulator>>;
