import { z } from 'zod';
import type { WechatPaySettings } from '@/lib/server/core/payment-settings';
import { providerFailed } from '../amounts';
import type { NotificationAck, PaymentNotification, PaymentProvider, ProviderNotification, RawNotification } from '../provider';
import { authorizationHeader, decryptResource, privateKeyOf, publicKeyOf, verifyWechatSignature, type MerchantKey, type PlatformKey } from './signing';

/*
 * WeChat Pay API v3 (direct merchant, 直连商户) behind the payment interface:
 * Native pay (a code_url the payer scans), query by our trade number, refunds
 * (partial ones too) and the signed, encrypted notifications of both.
 * Amounts are integer fen both sides. Every answer's signature is checked
 * before it is believed, like the notifications'.
 */

export const WECHAT_PROVIDER_NAME = 'wechat';

const TIMEOUT_MS = 10_000;

/** Taken: HTTP 200 with {code:'SUCCESS'}; not taken: 4xx/5xx with {code:'FAIL'}, and WeChat Pay retries. */
export function wechatAcknowledge(taken: boolean, message?: string): NotificationAck {
  return {
    status: taken ? 200 : 500,
    contentType: 'application/json',
    body: JSON.stringify(taken ? { code: 'SUCCESS' } : { code: 'FAIL', message: (message ?? '失败').slice(0, 200) }),
  };
}

const Envelope = z.object({
  id: z.string(),
  event_type: z.string(),
  resource_type: z.literal('encrypt-resource'),
  resource: z.object({ algorithm: z.string(), ciphertext: z.string(), associated_data: z.string().optional(), nonce: z.string() }),
});

const Transaction = z.object({
  mchid: z.string(),
  appid: z.string().optional(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  trade_state: z.string(),
  amount: z.object({ total: z.number().int().nonnegative() }).optional(),
});

const Refund = z.object({
  mchid: z.string(),
  out_trade_no: z.string(),
  out_refund_no: z.string(),
  refund_id: z.string(),
  refund_status: z.enum(['SUCCESS', 'CLOSED', 'ABNORMAL']),
  amount: z.object({ refund: z.number().int().positive(), total: z.number().int().positive() }),
});

const REFUND_FAILURE_REASONS: Record<string, string> = {
  CLOSED: '退款关闭',
  ABNORMAL: '退款异常（用户的银行卡可能已作废或冻结），须另行处理',
};

type Answer = { status: number; data: Record<string, unknown> };

export type WechatOptions = { fetch?: typeof fetch; now?: () => number };

/** The provider for these settings (all present: paymentSettingProblems checked them). */
export function wechatPaymentProvider(settings: WechatPaySettings, notifyUrl: string, options: WechatOptions = {}): PaymentProvider {
  const merchant: MerchantKey = { mchId: settings.mchId!, serial: settings.certSerial!, privateKey: privateKeyOf(settings.privateKey!) };
  const platform: PlatformKey = { serial: settings.platformSerial!, publicKey: publicKeyOf(settings.platformPublicKey!) };
  const apiV3Key = settings.apiV3Key!;
  const send = options.fetch ?? fetch;
  const nowSeconds = () => (options.now?.() ?? Date.now()) / 1000;

  /** One signed call; the answer is believed only when WeChat Pay's signature over it checks out. */
  async function call(method: 'GET' | 'POST', path: string, payload?: object): Promise<Answer> {
    const body = payload ? JSON.stringify(payload) : '';
    const url = new URL(path, settings.apiBase);
    let response: Response;
    try {
      response = await send(url, {
        method,
        headers: {
          authorization: authorizationHeader(merchant, { method, url: url.pathname + url.search, body }),
          accept: 'application/json',
          'user-agent': 'ChemMart/1.0',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        body: payload ? body : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw providerFailed('微信支付', `无法连接（${(error as Error).message}）`);
    }
    const text = await response.text();
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name.toLowerCase()] = value));
    if (response.ok && text !== '' && !verifyWechatSignature(platform, headers, text, nowSeconds())) {
      throw providerFailed('微信支付', '应答签名无效');
    }
    let data: Record<string, unknown> = {};
    try {
      data = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      throw providerFailed('微信支付', `应答不是 JSON（HTTP ${response.status}）`);
    }
    return { status: response.status, data };
  }

  const refusal = (answer: Answer) => `${String(answer.data.code ?? `HTTP ${answer.status}`)}：${String(answer.data.message ?? '')}`;

  function paymentOf(transaction: z.infer<typeof Transaction>): PaymentNotification | null {
    const ours = transaction.mchid === merchant.mchId && (transaction.appid === undefined || transaction.appid === settings.appId);
    if (!ours || !transaction.amount) return null;
    // SUCCESS, and REFUND (paid, then refunded in part or whole), were paid; the closed states never will be.
    const outcome = ['SUCCESS', 'REFUND'].includes(transaction.trade_state)
      ? 'success'
      : ['CLOSED', 'REVOKED', 'PAYERROR'].includes(transaction.trade_state)
        ? 'failure'
        : null;
    if (!outcome) return null;
    return { tradeNo: transaction.out_trade_no, amountCents: transaction.amount.total, outcome, providerTradeNo: transaction.transaction_id ?? '' };
  }

  return {
    name: WECHAT_PROVIDER_NAME,

    async createPayment(request) {
      const answer = await call('POST', '/v3/pay/transactions/native', {
        appid: settings.appId,
        mchid: merchant.mchId,
        description: request.subject.slice(0, 40),
        out_trade_no: request.tradeNo,
        notify_url: notifyUrl,
        amount: { total: request.amountCents, currency: 'CNY' },
      });
      const codeUrl = answer.data.code_url;
      if (answer.status !== 200 || typeof codeUrl !== 'string') throw providerFailed('微信支付', refusal(answer));
      return { qrCodeUrl: codeUrl };
    },

    async queryPayment(tradeNo) {
      const answer = await call('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(tradeNo)}?mchid=${encodeURIComponent(merchant.mchId)}`);
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw providerFailed('微信支付', refusal(answer));
      const transaction = Transaction.safeParse(answer.data);
      if (!transaction.success || transaction.data.out_trade_no !== tradeNo) throw providerFailed('微信支付', '查询应答格式不符');
      return paymentOf(transaction.data);
    },

    async refund(request) {
      const answer = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: request.tradeNo,
        out_refund_no: request.refundNo,
        reason: request.reason.slice(0, 80),
        notify_url: notifyUrl,
        amount: { refund: request.amountCents, total: request.totalCents, currency: 'CNY' },
      });
      if (answer.status !== 200 || typeof answer.data.refund_id !== 'string') return { accepted: false, message: refusal(answer) };
      return { accepted: true, providerRefundNo: answer.data.refund_id, message: String(answer.data.status ?? '') };
    },

    async verifyNotification(raw: RawNotification): Promise<ProviderNotification | null> {
      if (!verifyWechatSignature(platform, raw.headers, raw.body, nowSeconds())) return null;
      let envelope: z.infer<typeof Envelope>;
      try {
        envelope = Envelope.parse(JSON.parse(raw.body));
      } catch {
        return null;
      }
      const plain = decryptResource(apiV3Key, envelope.resource);
      if (plain === null) return null;
      let resource: unknown;
      try {
        resource = JSON.parse(plain);
      } catch {
        return null;
      }
      if (envelope.event_type === 'TRANSACTION.SUCCESS') {
        const transaction = Transaction.safeParse(resource);
        if (!transaction.success || transaction.data.trade_state !== 'SUCCESS') return null;
        const payment = paymentOf(transaction.data);
        return payment ? { type: 'payment', ...payment } : null;
      }
      if (envelope.event_type.startsWith('REFUND.')) {
        const refund = Refund.safeParse(resource);
        if (!refund.success || refund.data.mchid !== merchant.mchId) return null;
        const r = refund.data;
        return {
          type: 'refund',
          tradeNo: r.out_trade_no,
          refundNo: r.out_refund_no,
          amountCents: r.amount.refund,
          outcome: r.refund_status === 'SUCCESS' ? 'success' : 'failure',
          providerRefundNo: r.refund_id,
          ...(r.refund_status === 'SUCCESS' ? {} : { reason: REFUND_FAILURE_REASONS[r.refund_status] }),
        };
      }
      return null;
    },

    acknowledge: wechatAcknowledge,
  };
}
