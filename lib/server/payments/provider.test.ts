import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { productionProblems, readConfig } from '@/lib/server/core/config';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { payoutProvider } from './payout-provider';
import { paymentProvider } from './provider';

const production = {
  NODE_ENV: 'production',
  API_SIGN_SECRET: 'a-real-secret-123',
  API_KEY_SECRET: 'a-real-api-key-secret-123',
  PUBLIC_BASE_URL: 'https://chemmart.example',
  SMTP_URL: 'smtp://mail',
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SECRET_ID: 'id',
  TENCENT_SMS_SECRET_KEY: 'key',
  TENCENT_SMS_SDK_APP_ID: '1400000000',
  SMS_SIGN_NAME: '化学品商城',
  SMS_TEMPLATE_CODE: '100001',
  SMS_TEMPLATE_REGISTERED: '100002',
} as const;

const refusal = (env: Record<string, string>) => {
  try {
    paymentProvider(readConfig(env));
    return null;
  } catch (e) {
    return e instanceof AppError ? e.code : e;
  }
};

describe('payment provider selection', () => {
  it('offers the development provider in development and in the allowed local demo', () => {
    expect(paymentProvider(readConfig({ NODE_ENV: 'development' })).name).toBe('dev');
    expect(paymentProvider(readConfig({ ...production, ALLOW_DEV_PROVIDERS_IN_PRODUCTION: 'true' })).name).toBe('dev');
  });

  it('refuses it on use in production, and refuses to start when it is asked for there', () => {
    expect(refusal({ ...production })).toBe(ErrorCode.PAYMENT_UNAVAILABLE);
    expect(refusal({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'none' })).toBe(ErrorCode.PAYMENT_UNAVAILABLE);
    expect(productionProblems(readConfig({ ...production }))).toEqual([]);
    expect(productionProblems(readConfig({ ...production, PAYMENT_PROVIDER: 'dev' }))).toEqual([expect.stringContaining('PAYMENT_PROVIDER=dev')]);
  });
});

const refusalOf = (work: () => unknown) => {
  try {
    work();
    return null;
  } catch (e) {
    return e instanceof AppError ? e.code : e;
  }
};

describe('real payment providers chosen by settings', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = {
    PAYMENT_PROVIDER: 'alipay',
    ALIPAY_APP_ID: '2021000000000001',
    ALIPAY_PRIVATE_KEY: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString().replace(/\n/g, '\\n'),
    ALIPAY_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  };
  const wechat = {
    PAYMENT_PROVIDER: 'wechat',
    WECHAT_PAY_MCH_ID: '1900000109',
    WECHAT_PAY_APP_ID: 'wx1',
    WECHAT_PAY_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    WECHAT_PAY_CERT_SERIAL: 'ABC',
    WECHAT_PAY_APIV3_KEY: 'k'.repeat(32),
    WECHAT_PAY_PLATFORM_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    WECHAT_PAY_PLATFORM_SERIAL: 'PUB_KEY_ID_1',
  };

  it('builds Alipay and WeChat Pay from complete settings, in production too', () => {
    expect(paymentProvider(readConfig({ ...production, ...alipay })).name).toBe('alipay');
    expect(paymentProvider(readConfig({ ...production, ...wechat })).name).toBe('wechat');
    expect(productionProblems(readConfig({ ...production, ...alipay }))).toEqual([]);
    expect(productionProblems(readConfig({ ...production, ...wechat }))).toEqual([]);
  });

  it('refuses to start, and to serve, a real provider missing its keys, naming them', () => {
    const { ALIPAY_PUBLIC_KEY: _k, ...withoutKey } = alipay;
    expect(productionProblems(readConfig({ ...production, ...withoutKey }))).toEqual(['PAYMENT_PROVIDER=alipay needs ALIPAY_PUBLIC_KEY']);
    expect(productionProblems(readConfig({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'wechat' }))).toEqual([
      expect.stringMatching(/^PAYMENT_PROVIDER=wechat needs WECHAT_PAY_MCH_ID, .*WECHAT_PAY_PLATFORM_SERIAL$/),
      expect.stringContaining('PUBLIC_BASE_URL'),
    ]);
    expect(refusal({ NODE_ENV: 'development', ...withoutKey })).toBe(ErrorCode.PAYMENT_UNAVAILABLE);
    expect(() => readConfig({ ...wechat, WECHAT_PAY_APIV3_KEY: 'short' })).toThrow(/WECHAT_PAY_APIV3_KEY/);
  });
});

describe('payout provider selection', () => {
  it('offers the development payout provider where the development payment provider serves, and nowhere else', () => {
    expect(payoutProvider(readConfig({ NODE_ENV: 'development' })).name).toBe('dev');
    expect(refusalOf(() => payoutProvider(readConfig({ ...production })))).toBe(ErrorCode.PAYOUT_UNAVAILABLE);
    expect(refusalOf(() => payoutProvider(readConfig({ NODE_ENV: 'development', PAYOUT_PROVIDER: 'none' })))).toBe(ErrorCode.PAYOUT_UNAVAILABLE);
    expect(productionProblems(readConfig({ ...production, PAYOUT_PROVIDER: 'dev' }))).toEqual([expect.stringContaining('PAYOUT_PROVIDER=dev')]);
  });

  it('needs the Alipay keys for Alipay transfers', () => {
    expect(productionProblems(readConfig({ ...production, PAYOUT_PROVIDER: 'alipay' }))).toEqual([
      'PAYOUT_PROVIDER=alipay needs ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY',
    ]);
    expect(refusalOf(() => payoutProvider(readConfig({ ...production, PAYOUT_PROVIDER: 'alipay' })))).toBe(ErrorCode.PAYOUT_UNAVAILABLE);
  });
});
