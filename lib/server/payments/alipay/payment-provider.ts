import type { AlipaySettings } from '@/lib/server/core/payment-settings';
import { centsToYuanText, providerFailed, yuanTextToCents } from '../amounts';
import type { NotificationAck, PaymentNotification, PaymentProvider, ProviderNotification } from '../provider';
import { ALIPAY_PROVIDER_NAME, alipayClient, refusalOf, succeeded } from './client';

/*
 * Alipay behind the payment interface: computer-website pay
 * (alipay.trade.page.pay, a signed URL to Alipay's cashier) or a QR code
 * (alipay.trade.precreate), query (alipay.trade.query), refunds
 * (alipay.trade.refund, partial ones by out_request_no) and the signed
 * asynchronous notification (RSA2). Alipay answers a refund at once and then
 * notifies the trade again with `out_biz_no` (our refund number); that
 * notification becomes a refund notification after its refund is confirmed
 * with alipay.trade.fastpay.refund.query, since the notification itself
 * carries only the trade's cumulative refunded amount.
 */

/** Taken: the text `success`; anything else and Alipay notifies again later (up to 8 times in 25 hours). */
export function alipayAcknowledge(taken: boolean): NotificationAck {
  return { status: taken ? 200 : 400, contentType: 'text/plain; charset=utf-8', body: taken ? 'success' : 'fail' };
}

const PAID = ['TRADE_SUCCESS', 'TRADE_FINISHED'];

export function alipayPaymentProvider(settings: AlipaySettings, notifyUrl: string): PaymentProvider {
  const client = alipayClient(settings);

  async function confirmedRefund(tradeNo: string, refundNo: string): Promise<{ amountCents: number; providerRefundNo: string } | null> {
    const answer = await client.exec('alipay.trade.fastpay.refund.query', { bizContent: { out_trade_no: tradeNo, out_request_no: refundNo } });
    if (!succeeded(answer) || answer.refund_status !== 'REFUND_SUCCESS' || answer.out_request_no !== refundNo) return null;
    const amountCents = yuanTextToCents(answer.refund_amount);
    return amountCents === null ? null : { amountCents, providerRefundNo: `${String(answer.trade_no ?? '')}#${refundNo}` };
  }

  return {
    name: ALIPAY_PROVIDER_NAME,

    async createPayment(request) {
      const bizContent = { out_trade_no: request.tradeNo, total_amount: centsToYuanText(request.amountCents), subject: request.subject.slice(0, 128) };
      if (settings.payMode === 'page') {
        const url = client.sdk.pageExecute('alipay.trade.page.pay', 'GET', {
          notify_url: notifyUrl,
          bizContent: { ...bizContent, product_code: 'FAST_INSTANT_TRADE_PAY' },
        });
        return { redirectUrl: url };
      }
      const answer = await client.exec('alipay.trade.precreate', { notify_url: notifyUrl, bizContent });
      if (!succeeded(answer) || typeof answer.qr_code !== 'string') throw providerFailed('支付宝', refusalOf(answer));
      return { qrCodeUrl: answer.qr_code };
    },

    async queryPayment(tradeNo): Promise<PaymentNotification | null> {
      const answer = await client.exec('alipay.trade.query', { bizContent: { out_trade_no: tradeNo } });
      if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return null;
      if (!succeeded(answer)) throw providerFailed('支付宝', refusalOf(answer));
      const amountCents = yuanTextToCents(answer.total_amount);
      if (answer.out_trade_no !== tradeNo || amountCents === null) throw providerFailed('支付宝', '查询应答格式不符');
      const status = String(answer.trade_status);
      // A trade closed after payment (refunded in full) still shows when it was paid.
      const outcome = PAID.includes(status) || (status === 'TRADE_CLOSED' && answer.send_pay_date) ? 'success' : status === 'TRADE_CLOSED' ? 'failure' : null;
      return outcome ? { tradeNo, amountCents, outcome, providerTradeNo: String(answer.trade_no ?? '') } : null;
    },

    async refund(request) {
      const answer = await client.exec('alipay.trade.refund', {
        bizContent: {
          out_trade_no: request.tradeNo,
          refund_amount: centsToYuanText(request.amountCents),
          out_request_no: request.refundNo,
          refund_reason: request.reason.slice(0, 256),
        },
      });
      if (!succeeded(answer)) return { accepted: false, message: refusalOf(answer) };
      return { accepted: true, providerRefundNo: `${String(answer.trade_no ?? '')}#${request.refundNo}`, message: `fund_change=${String(answer.fund_change ?? '')}` };
    },

    async verifyNotification(raw): Promise<ProviderNotification | null> {
      const params = client.verifiedForm(raw);
      // Open-platform messages (msg_method, e.g. transfers) are not trade notifications.
      if (!params || params.msg_method || !params.out_trade_no) return null;
      const tradeNo = params.out_trade_no;
      if (params.out_biz_no) {
        const refund = await confirmedRefund(tradeNo, params.out_biz_no);
        return refund ? { type: 'refund', tradeNo, refundNo: params.out_biz_no, outcome: 'success', ...refund } : null;
      }
      const amountCents = yuanTextToCents(params.total_amount);
      const outcome = PAID.includes(params.trade_status ?? '') ? 'success' : params.trade_status === 'TRADE_CLOSED' ? 'failure' : null;
      if (amountCents === null || !outcome) return null;
      return { type: 'payment', tradeNo, amountCents, outcome, providerTradeNo: params.trade_no ?? '' };
    },

    acknowledge: alipayAcknowledge,
  };
}
