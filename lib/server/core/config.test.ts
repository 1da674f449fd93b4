import { describe, expect, it } from 'vitest';
import { isLocalDemo, productionProblems, readConfig } from './config';

const PRODUCTION_READY = { NODE_ENV: 'production', API_SIGN_SECRET: 'a-real-secret-of-ours', PUBLIC_BASE_URL: 'https://chemmart.example', SMTP_URL: 'smtp://mail.example:587' };

describe('production start', () => {
  it('refuses the development sign secret, a missing public address and missing SMTP in production', () => {
    expect(productionProblems(readConfig({ NODE_ENV: 'production' }))).toEqual([
      expect.stringContaining('API_SIGN_SECRET is the development value'),
      expect.stringContaining('PUBLIC_BASE_URL is not set'),
      expect.stringContaining('SMTP_URL is not set'),
    ]);
    expect(productionProblems(readConfig(PRODUCTION_READY))).toEqual([]);
  });

  it('treats development and the explicitly allowed local demo as the demo, and production as not', () => {
    expect(isLocalDemo(readConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(isLocalDemo(readConfig({ NODE_ENV: 'production', ALLOW_DEV_PROVIDERS_IN_PRODUCTION: 'true' }))).toBe(true);
    expect(isLocalDemo(readConfig(PRODUCTION_READY))).toBe(false);
    expect(productionProblems(readConfig({ NODE_ENV: 'production', ALLOW_DEV_PROVIDERS_IN_PRODUCTION: 'true' }))).toEqual([]);
  });
});
