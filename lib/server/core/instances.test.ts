import { describe, expect, it } from 'vitest';
import { multiInstanceProblems, readConfig } from './config';

const SHARED = {
  MULTI_INSTANCE: 'true',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/chemmart',
  REDIS_URL: 'redis://127.0.0.1:6379',
  CAPTCHA_SECRET: 'a-captcha-secret-of-our-own',
  DEV_PROVIDER_SECRET: 'a-dev-provider-secret-of-ours',
  PUBLIC_BASE_URL: 'https://chemmart.example.cn',
  STORAGE: 's3',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'chemmart',
  S3_ACCESS_KEY_ID: 'minio-key',
  S3_SECRET_ACCESS_KEY: 'minio-secret',
};

describe('a multi-instance start', () => {
  it('is checked only when MULTI_INSTANCE=true: one instance on SQLite, memory and a folder is fine', () => {
    expect(multiInstanceProblems(readConfig({}))).toEqual([]);
  });

  it('is refused for each setting that works on one instance and breaks across several, naming it', () => {
    const problems = multiInstanceProblems(readConfig({ MULTI_INSTANCE: 'true' }));
    for (const setting of ['DATABASE_URL', 'REDIS_URL', 'STORAGE=s3', 'CAPTCHA_SECRET', 'DEV_PROVIDER_SECRET', 'PUBLIC_BASE_URL']) {
      expect(problems.some((p) => p.includes(setting))).toBe(true);
    }
  });

  it('starts when the database, Redis, object store, secrets and public address are shared', () => {
    expect(multiInstanceProblems(readConfig(SHARED))).toEqual([]);
  });

  it('needs no development provider secret when no development provider serves', () => {
    const problems = multiInstanceProblems(readConfig({ ...SHARED, DEV_PROVIDER_SECRET: undefined, PAYMENT_PROVIDER: 'none', PAYOUT_PROVIDER: 'none' }));
    expect(problems.some((p) => p.includes('DEV_PROVIDER_SECRET'))).toBe(false);
  });
});
