import { describe, expect, it } from 'vitest';
import { devProvidersEnabled, isLocalDemo, isLoopbackHost, productionProblems, readConfig } from './config';

const ALIYUN = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-test',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  SMS_SIGN_NAME: '化学品商城',
  SMS_TEMPLATE_CODE: 'SMS_100001',
  SMS_TEMPLATE_REGISTERED: 'SMS_100002',
};
const PRODUCTION_READY = {
  NODE_ENV: 'production',
  API_SIGN_SECRET: 'a-real-secret-of-ours',
  API_KEY_SECRET: 'a-real-api-key-secret-of-ours',
  PUBLIC_BASE_URL: 'https://chemmart.example',
  SMTP_URL: 'smtp://mail.example:587',
  ...ALIYUN,
};

describe('production start', () => {
  it('refuses the development sign secret, a missing public address, SMS gateway and SMTP in production', () => {
    expect(productionProblems(readConfig({ NODE_ENV: 'production' }))).toEqual([
      expect.stringContaining('API_SIGN_SECRET is the development value'),
      expect.stringContaining('API_KEY_SECRET is the development value'),
      expect.stringContaining('PUBLIC_BASE_URL is not set'),
      expect.stringContaining('SMS_PROVIDER is not set'),
      expect.stringContaining('SMTP_URL is not set'),
    ]);
    expect(productionProblems(readConfig(PRODUCTION_READY))).toEqual([]);
  });

  it('refuses SMS_PROVIDER=dev in production, and a gateway without its settings anywhere', () => {
    expect(productionProblems(readConfig({ ...PRODUCTION_READY, SMS_PROVIDER: 'dev' }))).toEqual([
      expect.stringContaining('SMS_PROVIDER=dev is the development outbox'),
    ]);
    expect(productionProblems(readConfig({ ...PRODUCTION_READY, SMS_PROVIDER: 'tencent' }))).toEqual([
      'SMS_PROVIDER=tencent needs TENCENT_SMS_SECRET_ID, TENCENT_SMS_SECRET_KEY, TENCENT_SMS_SDK_APP_ID',
    ]);
    expect(productionProblems(readConfig({ ...PRODUCTION_READY, ALIYUN_SMS_ACCESS_KEY_SECRET: '', SMS_TEMPLATE_CODE: '' }))).toEqual([
      'SMS_PROVIDER=aliyun needs ALIYUN_SMS_ACCESS_KEY_SECRET, SMS_TEMPLATE_CODE',
    ]);
    // The local demo may choose a gateway too, but not half configured.
    expect(productionProblems(readConfig({ SMS_PROVIDER: 'aliyun' }))).toEqual([expect.stringContaining('SMS_PROVIDER=aliyun needs ALIYUN_SMS_ACCESS_KEY_ID')]);
    expect(readConfig({ SMS_PROVIDER: 'dev-outbox' }).sms.provider).toBe('dev');
  });

  it('treats a user-set NODE_ENV=production as a real deployment whatever ALLOW_DEV_PROVIDERS_IN_PRODUCTION says', () => {
    const flagged = readConfig({ NODE_ENV: 'production', ALLOW_DEV_PROVIDERS_IN_PRODUCTION: 'true', HOST: '127.0.0.1' });
    expect(isLocalDemo(flagged)).toBe(false);
    expect(devProvidersEnabled(flagged)).toBe(true);
    // No demo: the development secret and a missing public address are still refused.
    expect(productionProblems(flagged)).toEqual([
      expect.stringContaining('API_SIGN_SECRET is the development value'),
      expect.stringContaining('API_KEY_SECRET is the development value'),
      expect.stringContaining('PUBLIC_BASE_URL is not set'),
    ]);
    // The flag serves loopback only.
    const open = readConfig({ ...PRODUCTION_READY, ALLOW_DEV_PROVIDERS_IN_PRODUCTION: 'true', HOST: '0.0.0.0' });
    expect(productionProblems(open)).toEqual([expect.stringContaining('only on a loopback address; the server would listen on 0.0.0.0 (set HOST=127.0.0.1)')]);
    expect(productionProblems(readConfig({ ...PRODUCTION_READY, ALLOW_DEV_PROVIDERS_IN_PRODUCTION: 'true', HOST: '127.0.0.1', SMS_PROVIDER: 'dev' }))).toEqual(
      [],
    );
  });

  it('takes the deployment the start scripts settled, and production from NODE_ENV when none did', () => {
    expect(readConfig({ NODE_ENV: 'development' }).deployment).toBe('local-demo');
    expect(readConfig({ NODE_ENV: 'production' }).deployment).toBe('production');
    // server.mjs runs the demo's build with NODE_ENV=production after settling local-demo.
    const demoServer = readConfig({ NODE_ENV: 'production', CHEMMART_DEPLOYMENT: 'local-demo' });
    expect(isLocalDemo(demoServer)).toBe(true);
    expect(productionProblems(demoServer)).toEqual([]);
    expect(isLocalDemo(readConfig(PRODUCTION_READY))).toBe(false);
    expect(devProvidersEnabled(readConfig(PRODUCTION_READY))).toBe(false);
  });

  it('takes a redis:// or rediss:// REDIS_URL (the shared page cache), empty as unset, and refuses anything else', () => {
    expect(() => readConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).not.toThrow();
    expect(() => readConfig({ REDIS_URL: 'rediss://user:pw@cache.example:6380/1' })).not.toThrow();
    expect(() => readConfig({ REDIS_URL: '' })).not.toThrow();
    expect(() => readConfig({ REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL: a redis:\/\/ or rediss:\/\/ address/);
  });

  it('knows loopback addresses', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.2', '10.0.0.1', 'chemmart.example', '127.0.0.1.example.com']) expect(isLoopbackHost(host)).toBe(false);
  });
});

describe('storage settings', () => {
  const S3 = { STORAGE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'chemmart-files', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

  it('keeps files in UPLOAD_DIR unless STORAGE=s3', () => {
    const settings = readConfig({});
    expect(settings.storage.backend).toBe('local');
    expect(settings.uploadDir).toMatch(/var[\\/]uploads$/);
    expect(productionProblems(settings)).toEqual([]);
  });

  it('reads the S3 settings', () => {
    expect(readConfig({ ...S3, S3_FORCE_PATH_STYLE: 'true' }).storage).toEqual({
      backend: 's3',
      s3: {
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'chemmart-files',
        region: 'us-east-1',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
    });
    expect(productionProblems(readConfig(S3))).toEqual([]);
  });

  it('refuses STORAGE=s3 without its bucket and keys, anywhere, naming what is missing', () => {
    expect(productionProblems(readConfig({ STORAGE: 's3' }))).toEqual([
      'STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (and S3_ENDPOINT unless the store is AWS S3 itself)',
    ]);
    expect(productionProblems(readConfig({ ...S3, S3_SECRET_ACCESS_KEY: '' }))).toEqual([expect.stringContaining('STORAGE=s3 needs S3_SECRET_ACCESS_KEY')]);
    expect(productionProblems(readConfig({ ...PRODUCTION_READY, ...S3, S3_BUCKET: '' }))).toEqual([expect.stringContaining('STORAGE=s3 needs S3_BUCKET')]);
  });

  it('refuses a bucket named while STORAGE is local: each instance would keep its own files', () => {
    expect(productionProblems(readConfig({ S3_BUCKET: 'chemmart-files' }))).toEqual([expect.stringContaining('S3_BUCKET is set but STORAGE is local')]);
  });

  it('refuses malformed values by setting name', () => {
    expect(() => readConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE:/);
    expect(() => readConfig({ ...S3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT:/);
    expect(() => readConfig({ ...S3, S3_BUCKET: 'Has_Upper' })).toThrow(/S3_BUCKET: a bucket name/);
    expect(() => readConfig({ ...S3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE:/);
  });
});
