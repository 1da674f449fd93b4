import { z } from 'zod';

/** The development provider's two signed notifications for a pending payment, shown on its checkout page. */
export const SimulatedNotificationsSchema = z
  .object({ success: z.record(z.string(), z.unknown()), failure: z.record(z.string(), z.unknown()) })
  .nullable()
  .describe('模拟支付机构的签名通知（待支付时）：页面按所选结果原样发给 POST /api/payment/notify');

/** What a settled refund notification answers (the refunds' owner settles it). */
export const RefundNotifyResultSchema = z.object({ tradeNo: z.string(), refundNo: z.string(), status: z.enum(['refunded', 'failed']) });

/**
 * A payment the payer finishes on a phone: the QR code's content as the provider gave it (WeChat Pay
 * Native's code_url, Alipay precreate's qr_code, or the development provider's checkout address in its
 * QR mode). The page draws the code; `appLabel` says which app scans it.
 */
export const PaymentQrSchema = z
  .object({
    content: z.string().describe('二维码内容（支付机构给出的链接），页面据此绘制二维码'),
    provider: z.string().describe('支付机构：wechat、alipay、dev'),
    appLabel: z.string().describe('用哪个 App 扫码：微信、支付宝；开发环境模拟为“手机浏览器”'),
  })
  .nullable();
