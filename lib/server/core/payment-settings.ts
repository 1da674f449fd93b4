import { z } from 'zod';

/*
 * The settings of the real payment and payout providers (Alipay, WeChat Pay
 * API v3), read by config.ts with the rest of the environment. Kept apart so
 * the provider keys, their defaults and "what does this choice lack" sit in
 * one place; lib/server/payments/README.md lists them for people.
 */

export const PaymentSettingsSchema = z.object({
  PAYMENT_PROVIDER: z.enum(['dev', 'alipay', 'wechat', 'none']).optional(),
  PAYOUT_PROVIDER: z.enum(['dev', 'alipay', 'none']).optional(),
  /** The development provider's checkout: `page` (the payer is sent to it) or `qr` (a QR code of its address, for a phone). */
  DEV_PAY_MODE: z.enum(['page', 'qr']).default('page'),
  ALIPAY_APP_ID: z.string().optional(),
  /** The application's private key (RSA2): PEM, or the bare base64 the Alipay key tool prints; `\n` escapes allowed. */
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  /** Alipay's public key for this application (公钥模式), to verify notifications and answers. */
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
  /** page: the payer goes to Alipay's cashier page (alipay.trade.page.pay); precreate: a QR code to scan (alipay.trade.precreate). */
  ALIPAY_PAY_MODE: z.enum(['page', 'precreate']).default('page'),
  WECHAT_PAY_MCH_ID: z.string().optional(),
  WECHAT_PAY_APP_ID: z.string().optional(),
  /** The merchant API certificate's private key (apiclient_key.pem). */
  WECHAT_PAY_PRIVATE_KEY: z.string().optional(),
  /** Serial number of the merchant API certificate, named in every request's Authorization header. */
  WECHAT_PAY_CERT_SERIAL: z.string().optional(),
  /** The APIv3 key (32 characters) that decrypts notifications. */
  WECHAT_PAY_APIV3_KEY: z.string().length(32, 'the APIv3 key has exactly 32 characters').optional(),
  /** WeChat Pay's public key (微信支付公钥) or platform certificate, PEM: verifies notification and answer signatures. */
  WECHAT_PAY_PLATFORM_PUBLIC_KEY: z.string().optional(),
  /** Its id (PUB_KEY_ID_…) or the platform certificate's serial: a signature naming another (Wechatpay-Serial) is refused. */
  WECHAT_PAY_PLATFORM_SERIAL: z.string().optional(),
  WECHAT_PAY_API_BASE: z.string().url().default('https://api.mch.weixin.qq.com'),
});

export type AlipaySettings = {
  appId: string | null;
  privateKey: string | null;
  alipayPublicKey: string | null;
  gateway: string;
  payMode: 'page' | 'precreate';
};

export type WechatPaySettings = {
  mchId: string | null;
  appId: string | null;
  privateKey: string | null;
  certSerial: string | null;
  apiV3Key: string | null;
  platformPublicKey: string | null;
  platformSerial: string | null;
  apiBase: string;
};

export type PaymentSettings = {
  /** Online payment: `dev` is the development provider (a simulated checkout page), used only where the SMS outbox may be. */
  paymentProvider: 'dev' | 'alipay' | 'wechat' | 'none';
  /** PAYMENT_PROVIDER as set, to tell an explicit request for the development provider from the default. */
  paymentProviderSet: boolean;
  /** Money out to bank accounts (seller payouts, withdrawals): `dev` accepts every transfer and moves nothing, under the same rule. */
  payoutProvider: 'dev' | 'alipay' | 'none';
  payoutProviderSet: boolean;
  /** How the development provider hands out its checkout: a page to go to, or a QR code of its absolute address. */
  devPayMode: 'page' | 'qr';
  alipay: AlipaySettings;
  wechatPay: WechatPaySettings;
};

/** PEM or bare base64 in an environment variable: `\n` written as two characters is a line break. */
function keyText(value: string | undefined): string | null {
  return value ? value.replace(/\\n/g, '\n').trim() : null;
}

export function readPaymentSettings(e: z.output<typeof PaymentSettingsSchema>): PaymentSettings {
  return {
    paymentProvider: e.PAYMENT_PROVIDER ?? 'dev',
    paymentProviderSet: e.PAYMENT_PROVIDER !== undefined,
    payoutProvider: e.PAYOUT_PROVIDER ?? 'dev',
    payoutProviderSet: e.PAYOUT_PROVIDER !== undefined,
    devPayMode: e.DEV_PAY_MODE,
    alipay: {
      appId: e.ALIPAY_APP_ID ?? null,
      privateKey: keyText(e.ALIPAY_PRIVATE_KEY),
      alipayPublicKey: keyText(e.ALIPAY_PUBLIC_KEY),
      gateway: e.ALIPAY_GATEWAY,
      payMode: e.ALIPAY_PAY_MODE,
    },
    wechatPay: {
      mchId: e.WECHAT_PAY_MCH_ID ?? null,
      appId: e.WECHAT_PAY_APP_ID ?? null,
      privateKey: keyText(e.WECHAT_PAY_PRIVATE_KEY),
      certSerial: e.WECHAT_PAY_CERT_SERIAL ?? null,
      apiV3Key: e.WECHAT_PAY_APIV3_KEY ?? null,
      platformPublicKey: keyText(e.WECHAT_PAY_PLATFORM_PUBLIC_KEY),
      platformSerial: e.WECHAT_PAY_PLATFORM_SERIAL ?? null,
      apiBase: e.WECHAT_PAY_API_BASE,
    },
  };
}

function lacking(choice: string, needed: Array<[string, string | null]>): string[] {
  const missing = needed.filter(([, value]) => !value).map(([name]) => name);
  return missing.length > 0 ? [`${choice} needs ${missing.join(', ')}`] : [];
}

const alipayNeeds = (a: AlipaySettings): Array<[string, string | null]> => [
  ['ALIPAY_APP_ID', a.appId],
  ['ALIPAY_PRIVATE_KEY', a.privateKey],
  ['ALIPAY_PUBLIC_KEY', a.alipayPublicKey],
];

/**
 * The keys the chosen real providers lack, by name (empty when complete).
 * Checked at start in production, and on every use anywhere: a half-set-up
 * provider never takes a payment it could not verify the notification of.
 */
export function paymentSettingProblems(s: PaymentSettings, publicBaseUrl: string | null): string[] {
  const problems: string[] = [];
  if (s.paymentProvider === 'alipay') problems.push(...lacking('PAYMENT_PROVIDER=alipay', alipayNeeds(s.alipay)));
  if (s.paymentProvider === 'wechat') {
    const w = s.wechatPay;
    problems.push(
      ...lacking('PAYMENT_PROVIDER=wechat', [
        ['WECHAT_PAY_MCH_ID', w.mchId],
        ['WECHAT_PAY_APP_ID', w.appId],
        ['WECHAT_PAY_PRIVATE_KEY', w.privateKey],
        ['WECHAT_PAY_CERT_SERIAL', w.certSerial],
        ['WECHAT_PAY_APIV3_KEY', w.apiV3Key],
        ['WECHAT_PAY_PLATFORM_PUBLIC_KEY', w.platformPublicKey],
        ['WECHAT_PAY_PLATFORM_SERIAL', w.platformSerial],
      ]),
    );
  }
  if (s.payoutProvider === 'alipay') problems.push(...lacking('PAYOUT_PROVIDER=alipay', alipayNeeds(s.alipay)));
  const real = ['alipay', 'wechat'].includes(s.paymentProvider) || s.payoutProvider === 'alipay';
  // The notify address handed to the provider is built from it.
  if (real && !publicBaseUrl)
    problems.push('PUBLIC_BASE_URL is not set; Alipay and WeChat Pay post their notifications to <PUBLIC_BASE_URL>/api/payment/notify/…');
  return problems;
}
