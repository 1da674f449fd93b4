import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * TESTS ONLY. A local WeChat Pay API v3 for the adapter's tests, written from
 * WeChat Pay's documentation and not from our adapter: it checks every
 * request's `Authorization: WECHATPAY2-SHA256-RSA2048 …` signature with the
 * merchant's public key, signs every answer and notification with its own
 * platform key (Wechatpay-Signature over "timestamp\nnonce\nbody\n"), and
 * encrypts notification resources with AES-256-GCM under the APIv3 key. Key
 * pairs are made when it starts. Native pay, query, refunds; notifications
 * are posted over HTTP to the notify_url the merchant gave.
 */

type Trade = { appid: string; total: number; notifyUrl: string; state: 'NOTPAY' | 'SUCCESS' | 'REFUND' | 'CLOSED'; transactionId: string; refunded: number };
type RefundRow = { tradeNo: string; refundNo: string; refundId: string; amount: number; status: 'PROCESSING' | 'SUCCESS' | 'ABNORMAL' | 'CLOSED'; notifyUrl: string };

export type WechatNotification = { headers: Record<string, string>; body: string };
export type Delivery = { status: number; body: string };

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ type, format: 'pem' }).toString();

export async function startWechatSimulator() {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const settings = {
    mchId: '1900000109',
    appId: 'wxd678efh567hg6787',
    certSerial: randomBytes(20).toString('hex').toUpperCase(),
    apiV3Key: randomBytes(16).toString('hex'),
    platformSerial: `PUB_KEY_ID_${randomBytes(12).toString('hex').toUpperCase()}`,
    privateKey: pem(merchant.privateKey, 'pkcs8'),
    platformPublicKey: pem(platform.publicKey, 'spki'),
  };
  const trades = new Map<string, Trade>();
  const refunds = new Map<string, RefundRow>();
  /** Every request that reached the API, and whether its signature checked out. */
  const requests: Array<{ method: string; url: string; signed: boolean }> = [];

  /** Signs `body` as the platform: the four Wechatpay-* headers. */
  function signedHeaders(body: string, timestamp = String(Math.floor(Date.now() / 1000))): Record<string, string> {
    const nonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(platform.privateKey, 'base64');
    return { 'Wechatpay-Timestamp': timestamp, 'Wechatpay-Nonce': nonce, 'Wechatpay-Signature': signature, 'Wechatpay-Serial': settings.platformSerial };
  }

  function checkAuthorization(method: string, url: string, body: string, header: string | undefined): boolean {
    const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header ?? '');
    if (!match) return false;
    const fields = Object.fromEntries([...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (fields.mchid !== settings.mchId || fields.serial_no !== settings.certSerial) return false;
    if (Math.abs(Date.now() / 1000 - Number(fields.timestamp)) > 300) return false;
    const message = `${method}\n${url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    return createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, fields.signature ?? '', 'base64');
  }

  function answer(res: http.ServerResponse, status: number, data: object) {
    const body = JSON.stringify(data);
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': randomUUID(), ...signedHeaders(body) });
    res.end(body);
  }

  function transactionOf(tradeNo: string, trade: Trade) {
    return {
      appid: trade.appid,
      mchid: settings.mchId,
      out_trade_no: tradeNo,
      ...(trade.state === 'NOTPAY' ? {} : { transaction_id: trade.transactionId, success_time: new Date().toISOString() }),
      trade_type: 'NATIVE',
      trade_state: trade.state,
      trade_state_desc: trade.state,
      amount: { total: trade.total, payer_total: trade.state === 'NOTPAY' ? 0 : trade.total, currency: 'CNY', payer_currency: 'CNY' },
    };
  }

  function route(method: string, url: URL, body: Record<string, unknown>, res: http.ServerResponse) {
    if (method === 'POST' && url.pathname === '/v3/pay/transactions/native') {
      const amount = body.amount as { total?: unknown } | undefined;
      if (body.mchid !== settings.mchId || body.appid !== settings.appId || typeof body.out_trade_no !== 'string' || typeof body.notify_url !== 'string')
        return answer(res, 400, { code: 'PARAM_ERROR', message: '参数错误' });
      if (!Number.isInteger(amount?.total) || (amount!.total as number) <= 0) return answer(res, 400, { code: 'PARAM_ERROR', message: '金额错误' });
      const earlier = trades.get(body.out_trade_no);
      if (earlier && earlier.total !== amount!.total) return answer(res, 400, { code: 'INVALID_REQUEST', message: '201 商户订单号重复' });
      if (!earlier)
        trades.set(body.out_trade_no, { appid: settings.appId, total: amount!.total as number, notifyUrl: body.notify_url, state: 'NOTPAY', transactionId: `4200${randomBytes(12).toString('hex')}`, refunded: 0 });
      return answer(res, 200, { code_url: `weixin://wxpay/bizpayurl?pr=${encodeURIComponent(body.out_trade_no)}` });
    }
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && query) {
      if (url.searchParams.get('mchid') !== settings.mchId) return answer(res, 400, { code: 'PARAM_ERROR', message: 'mchid 错误' });
      const tradeNo = decodeURIComponent(query[1]!);
      const trade = trades.get(tradeNo);
      return trade ? answer(res, 200, transactionOf(tradeNo, trade)) : answer(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
    }
    if (method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') {
      const amount = (body.amount ?? {}) as { refund?: number; total?: number };
      const tradeNo = String(body.out_trade_no ?? '');
      const refundNo = String(body.out_refund_no ?? '');
      const trade = trades.get(tradeNo);
      if (!trade) return answer(res, 404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' });
      const earlier = refunds.get(refundNo);
      if (earlier) return answer(res, 200, { refund_id: earlier.refundId, out_refund_no: refundNo, out_trade_no: tradeNo, status: earlier.status });
      if (!['SUCCESS', 'REFUND'].includes(trade.state)) return answer(res, 400, { code: 'INVALID_REQUEST', message: '订单未支付' });
      if (amount.total !== trade.total) return answer(res, 400, { code: 'INVALID_REQUEST', message: '订单金额与原订单不符' });
      if (!Number.isInteger(amount.refund) || amount.refund! <= 0 || trade.refunded + amount.refund! > trade.total)
        return answer(res, 400, { code: 'INVALID_REQUEST', message: '申请退款金额超过订单可退金额' });
      trade.refunded += amount.refund!;
      const row: RefundRow = { tradeNo, refundNo, refundId: `5030${randomBytes(12).toString('hex')}`, amount: amount.refund!, status: 'PROCESSING', notifyUrl: String(body.notify_url ?? trade.notifyUrl) };
      refunds.set(refundNo, row);
      return answer(res, 200, { refund_id: row.refundId, out_refund_no: refundNo, out_trade_no: tradeNo, status: 'PROCESSING', amount: { refund: row.amount, total: trade.total, currency: 'CNY' } });
    }
    return answer(res, 404, { code: 'NOT_FOUND', message: '接口不存在' });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const signed = checkAuthorization(req.method ?? '', req.url ?? '', text, req.headers.authorization);
      requests.push({ method: req.method ?? '', url: req.url ?? '', signed });
      if (!signed) return answer(res, 401, { code: 'SIGN_ERROR', message: '签名错误' });
      let body: Record<string, unknown> = {};
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        return answer(res, 400, { code: 'PARAM_ERROR', message: '请求体不是 JSON' });
      }
      route(req.method ?? '', new URL(req.url ?? '/', 'http://localhost'), body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A notification as WeChat Pay would post it; `key` and `timestamp` let a test forge or age one. */
  function notification(eventType: string, resource: object, options: { apiV3Key?: string; timestamp?: string } = {}): WechatNotification {
    const nonce = randomBytes(6).toString('hex');
    const associatedData = eventType.startsWith('REFUND') ? 'refund' : 'transaction';
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(options.apiV3Key ?? settings.apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(resource), 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType.startsWith('REFUND') ? '退款状态变更' : '支付成功',
      resource: { original_type: associatedData, algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce },
    });
    return { headers: { 'content-type': 'application/json', ...signedHeaders(body, options.timestamp) }, body };
  }

  async function deliver(url: string, sent: WechatNotification): Promise<Delivery> {
    const response = await fetch(url, { method: 'POST', headers: sent.headers, body: sent.body });
    return { status: response.status, body: await response.text() };
  }

  return {
    baseUrl,
    settings,
    requests,
    trades,
    refunds,
    notification,
    deliver,
    /** The payer pays: the trade succeeds and its TRANSACTION.SUCCESS notification goes to the notify_url. */
    async pay(tradeNo: string): Promise<{ sent: WechatNotification; delivery: Delivery }> {
      const trade = trades.get(tradeNo);
      if (!trade) throw new Error(`no trade ${tradeNo}`);
      trade.state = 'SUCCESS';
      const sent = notification('TRANSACTION.SUCCESS', transactionOf(tradeNo, trade));
      return { sent, delivery: await deliver(trade.notifyUrl, sent) };
    },
    /** The bank answers a refund: its REFUND.* notification goes to the notify_url. */
    async finishRefund(refundNo: string, status: 'SUCCESS' | 'ABNORMAL' | 'CLOSED' = 'SUCCESS'): Promise<{ sent: WechatNotification; delivery: Delivery }> {
      const row = refunds.get(refundNo);
      if (!row) throw new Error(`no refund ${refundNo}`);
      const trade = trades.get(row.tradeNo)!;
      row.status = status;
      if (status === 'SUCCESS') trade.state = 'REFUND';
      else trade.refunded -= row.amount;
      const sent = notification(`REFUND.${status}`, {
        mchid: settings.mchId,
        out_trade_no: row.tradeNo,
        transaction_id: trade.transactionId,
        out_refund_no: refundNo,
        refund_id: row.refundId,
        refund_status: status,
        ...(status === 'SUCCESS' ? { success_time: new Date().toISOString() } : {}),
        user_received_account: '支付用户零钱',
        amount: { total: trade.total, refund: row.amount, payer_total: trade.total, payer_refund: row.amount },
      });
      return { sent, delivery: await deliver(row.notifyUrl, sent) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WechatSimulator = Awaited<ReturnType<typeof startWechatSimulator>>;
