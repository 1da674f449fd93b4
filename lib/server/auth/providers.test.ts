import { describe, expect, it } from 'vitest';
import { readConfig } from '@/lib/server/core/config';
import type { Db } from '@/lib/server/core/db';
import { ErrorCode } from '@/lib/server/core/errors';
import { devOutboxEnabled, devOutboxSms, mailSender } from './providers';

/** The guard fires before any database work, so a database that refuses everything proves it. */
const unusedDb = new Proxy(
  {},
  {
    get: () => {
      throw new Error('the database must not be touched');
    },
  },
) as unknown as Db;

describe('the development outbox providers', () => {
  it('refuse to send in production unless explicitly allowed', async () => {
    const production = readConfig({ NODE_ENV: 'production' });
    expect(devOutboxEnabled(production)).toBe(false);
    await expect(devOutboxSms(unusedDb, production).send('13800138000', { template: 'code', code: '123456', text: 'x' })).rejects.toMatchObject({
      code: ErrorCode.PROVIDER_UNAVAILABLE,
      message: '短信服务未配置：开发用发件箱在生产环境中已停用',
    });
    await expect(mailSender(unusedDb, production).send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toMatchObject({
      code: ErrorCode.PROVIDER_UNAVAILABLE,
    });
  });

  it('run in development, and in production only with ALLOW_DEV_PROVIDERS_IN_PRODUCTION=true', () => {
    expect(devOutboxEnabled(readConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(devOutboxEnabled(readConfig({ NODE_ENV: 'production', ALLOW_DEV_PROVIDERS_IN_PRODUCTION: 'true' }))).toBe(true);
  });

  it('are clearly labelled, and mail uses SMTP once SMTP_URL is set', () => {
    expect(devOutboxSms(unusedDb, readConfig({})).name).toContain('development only');
    expect(mailSender(unusedDb, readConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' })).name).toBe('smtp');
  });
});
