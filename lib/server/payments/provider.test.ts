import { describe, expect, it } from 'vitest';
import { productionProblems, readConfig } from '@/lib/server/core/config';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { paymentProvider } from './provider';

const production = {
  NODE_ENV: 'production',
  API_SIGN_SECRET: 'a-real-secret-123',
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
