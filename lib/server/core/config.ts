import path from 'node:path';
import { z } from 'zod';
import { multiInstanceProblemsOf } from './instances';
import { PaymentSettingsSchema, paymentSettingProblems, readPaymentSettings, type PaymentSettings } from './payment-settings';

/** The development value of the sign secret; `.env.example` lists it too. */
export const DEVELOPMENT_SIGN_SECRET = 'chemmart-dev-sign-secret';
/** The development value of the secret API keys' secrets are derived from (decision 0162). */
export const DEVELOPMENT_API_KEY_SECRET = 'chemmart-dev-api-key-secret';

const ConfigSchema = PaymentSettingsSchema.extend({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().url().optional(),
  SQLITE_PATH: z.string().default('var/chemmart.db'),
  API_SIGN_SECRET: z.string().min(8).default(DEVELOPMENT_SIGN_SECRET),
  API_KEY_SECRET: z.string().min(16).default(DEVELOPMENT_API_KEY_SECRET),
  SIGN_MAX_SKEW_SECONDS: z.coerce.number().int().positive().default(300),
  TOKEN_TTL_DAYS: z.coerce.number().positive().default(7),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ANALYTICS_SCRIPT_URL: z.string().url().optional(),
  /** Set by our start scripts (scripts/deployment.mjs), never by hand; see deploymentOf. */
  CHEMMART_DEPLOYMENT: z.enum(['local-demo', 'production']).optional(),
  HOST: z.string().default('0.0.0.0'),
  // `dev-outbox` is the name this setting had before the real gateways came.
  SMS_PROVIDER: z.preprocess((v) => (v === 'dev-outbox' ? 'dev' : v), z.enum(['dev', 'aliyun', 'tencent'])).optional(),
  SMS_ENDPOINT: z.string().url().optional(),
  SMS_SIGN_NAME: z.string().optional(),
  SMS_TEMPLATE_CODE: z.string().optional(),
  SMS_TEMPLATE_REGISTERED: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  TENCENT_SMS_SECRET_ID: z.string().optional(),
  TENCENT_SMS_SECRET_KEY: z.string().optional(),
  TENCENT_SMS_SDK_APP_ID: z.string().optional(),
  TENCENT_SMS_REGION: z.string().default('ap-guangzhou'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('ChemMart <no-reply@chemmart.local>'),
  ALLOW_DEV_PROVIDERS_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
  PUBLIC_BASE_URL: z.string().url().optional(),
  UPLOAD_DIR: z.string().default('var/uploads'),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3–63 lower-case letters, digits, dots and hyphens')
    .optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  STRUCTURE_SEARCH_ENGINE: z.enum(['auto', 'memory', 'cartridge']).default('auto'),
  STRUCTURE_SEARCH_TIME_LIMIT_MS: z.coerce.number().int().min(1).max(600_000).default(5000),
  STRUCTURE_SEARCH_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
  CAPTCHA_SECRET: z.string().min(16).optional(),
  DEV_PROVIDER_SECRET: z.string().min(16).optional(),
  // Read by next.config.mjs and lib/server/cache/redis-cache-handler.mjs, which cannot import this file;
  // checked here so that a mistyped address stops the start instead of silently caching nothing.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'a redis:// or rediss:// address, e.g. redis://127.0.0.1:6379')
    .optional(),
  REDIS_KEY_PREFIX: z.string().default('chemmart:'),
  MULTI_INSTANCE: z.enum(['true', 'false']).default('false'),
  METRICS_TOKEN: z.string().min(16).optional(),
  LOGISTICS_PROVIDER: z.enum(['dev', 'none']).optional(),
  SMS_ALLOWED_COUNTRY_CODES: z
    .string()
    .regex(/^\s*\d{1,4}(\s*,\s*\d{1,4})*\s*$/, 'comma-separated country codes, e.g. 86,852')
    .default('86'),
});

export type Deployment = 'local-demo' | 'production';

/** The settings of the SMS gateway; which ones a provider needs is checked at start (smsSettingProblems). */
export type SmsSettings = {
  provider: 'dev' | 'aliyun' | 'tencent';
  /** The provider's API base URL; the tests point it at a local simulator. */
  endpoint: string | null;
  signName: string | null;
  /** Template for verification codes: one parameter, the code (Aliyun `${code}`, Tencent `{1}`). */
  templateCode: string | null;
  /** Template without parameters telling the holder of a registered phone that someone tried to sign up with it. */
  templateRegistered: string | null;
  aliyun: { accessKeyId: string | null; accessKeySecret: string | null };
  tencent: { secretId: string | null; secretKey: string | null; sdkAppId: string | null; region: string };
};

/** An S3-compatible object store (AWS S3, MinIO, Aliyun OSS, Tencent COS); which settings it needs is checked at start (storageSettingProblems). */
export type S3Settings = {
  /** The service's base URL; null for AWS S3 itself (the SDK derives it from the region). */
  endpoint: string | null;
  bucket: string | null;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** `http://host/bucket/key` instead of `http://bucket.host/key`: MinIO and most self-hosted stores need it. */
  forcePathStyle: boolean;
};

/** Where uploads, import files and generated PDFs live: UPLOAD_DIR on this machine, or one bucket all instances share. */
export type StorageSettings = { backend: 'local' | 's3'; s3: S3Settings };

/** Payment and payout providers (PAYMENT_PROVIDER, PAYOUT_PROVIDER, Alipay and WeChat Pay keys): lib/server/core/payment-settings.ts. */
export type Config = PaymentSettings & {
  nodeEnv: 'development' | 'production' | 'test';
  /**
   * local-demo: `npm start` without NODE_ENV=production and the test servers (demo accounts, development
   * secret and providers allowed). production: the person starting it set NODE_ENV=production.
   * docs/decisions/0020-local-demo-or-real-deployment.md.
   */
  deployment: Deployment;
  /** The address the server listens on (server.mjs writes the one it binds). */
  listenHost: string;
  database: { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string };
  signSecret: string;
  /** API keys' secrets are derived from it: changing it voids every key (decision 0162). */
  apiKeySecret: string;
  signMaxSkewSeconds: number;
  tokenTtlMs: number;
  logLevel: string;
  analyticsScriptUrl: string | null;
  sms: SmsSettings;
  /** SMS_PROVIDER as set, to tell an explicit choice from the default. */
  smsProviderSet: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  /** In production, enables the development providers (outbox, payment, logistics), and only on a loopback address. */
  allowDevProvidersInProduction: boolean;
  publicBaseUrl: string | null;
  /** The local storage folder (STORAGE=local), and the source `npm run storage:migrate` copies from. */
  uploadDir: string;
  storage: StorageSettings;
  structureSearch: {
    /** auto: the RDKit cartridge on PostgreSQL when it is there, else the in-memory index. */
    engine: 'auto' | 'memory' | 'cartridge';
    timeLimitMs: number;
    /** Worker threads for the in-memory index; 0 means one per CPU. */
    workers: number;
  };
  /** Signs captcha challenges; random per process when unset. */
  captchaSecret: string | null;
  /** Keys the development providers' simulated notifications alike on every instance (lib/server/payments/dev-key.ts). */
  devProviderSecret: string | null;
  /** Redis for what instances share beyond the database (the page cache); null: one instance, in memory. */
  redisUrl: string | null;
  /** MULTI_INSTANCE=true: this is one of several instances; the start checks the settings that must then be shared (lib/server/core/instances.ts). */
  multiInstance: boolean;
  /** Lets a scraper on another machine read /metrics (Bearer); unset, only this machine may. */
  metricsToken: string | null;
  /** Country calling codes SMS may go to (86: mainland China), against SMS pumping. */
  smsAllowedCountryCodes: string[];
  /** Tracking events (shipinfo): `dev` simulates them, under the payment provider's rule; `none` shows the carrier's page only. */
  logisticsProvider: 'dev' | 'none';
  logisticsProviderSet: boolean;
};

/** Empty strings in the environment mean "not set", as in most .env files. */
function withoutEmptyValues(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
}

export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    deployment: e.CHEMMART_DEPLOYMENT ?? (e.NODE_ENV === 'production' ? 'production' : 'local-demo'),
    listenHost: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.resolve(/*turbopackIgnore: true*/ process.cwd(), e.SQLITE_PATH) },
    signSecret: e.API_SIGN_SECRET,
    apiKeySecret: e.API_KEY_SECRET,
    signMaxSkewSeconds: e.SIGN_MAX_SKEW_SECONDS,
    tokenTtlMs: e.TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000,
    logLevel: e.LOG_LEVEL,
    analyticsScriptUrl: e.ANALYTICS_SCRIPT_URL ?? null,
    sms: {
      provider: e.SMS_PROVIDER ?? 'dev',
      endpoint: e.SMS_ENDPOINT ?? null,
      signName: e.SMS_SIGN_NAME ?? null,
      templateCode: e.SMS_TEMPLATE_CODE ?? null,
      templateRegistered: e.SMS_TEMPLATE_REGISTERED ?? null,
      aliyun: { accessKeyId: e.ALIYUN_SMS_ACCESS_KEY_ID ?? null, accessKeySecret: e.ALIYUN_SMS_ACCESS_KEY_SECRET ?? null },
      tencent: {
        secretId: e.TENCENT_SMS_SECRET_ID ?? null,
        secretKey: e.TENCENT_SMS_SECRET_KEY ?? null,
        sdkAppId: e.TENCENT_SMS_SDK_APP_ID ?? null,
        region: e.TENCENT_SMS_REGION,
      },
    },
    smsProviderSet: e.SMS_PROVIDER !== undefined,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    allowDevProvidersInProduction: e.ALLOW_DEV_PROVIDERS_IN_PRODUCTION === 'true',
    publicBaseUrl: e.PUBLIC_BASE_URL ?? null,
    uploadDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), e.UPLOAD_DIR),
    storage: {
      backend: e.STORAGE,
      s3: {
        endpoint: e.S3_ENDPOINT ?? null,
        bucket: e.S3_BUCKET ?? null,
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
        forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
      },
    },
    structureSearch: { engine: e.STRUCTURE_SEARCH_ENGINE, timeLimitMs: e.STRUCTURE_SEARCH_TIME_LIMIT_MS, workers: e.STRUCTURE_SEARCH_WORKERS },
    captchaSecret: e.CAPTCHA_SECRET ?? null,
    devProviderSecret: e.DEV_PROVIDER_SECRET ?? null,
    redisUrl: e.REDIS_URL ?? null,
    multiInstance: e.MULTI_INSTANCE === 'true',
    metricsToken: e.METRICS_TOKEN ?? null,
    smsAllowedCountryCodes: e.SMS_ALLOWED_COUNTRY_CODES.split(',').map((c) => c.trim()),
    ...readPaymentSettings(e),
    logisticsProvider: e.LOGISTICS_PROVIDER ?? 'dev',
    logisticsProviderSet: e.LOGISTICS_PROVIDER !== undefined,
  };
}

let cached: Config | undefined;

export function config(): Config {
  cached ??= readConfig();
  return cached;
}

/**
 * The local demo (`npm start` without NODE_ENV=production, the test servers):
 * demo accounts and goods, the development secret allowed. A real deployment
 * (NODE_ENV=production set by whoever starts it) has neither, whatever
 * ALLOW_DEV_PROVIDERS_IN_PRODUCTION says.
 */
export function isLocalDemo(settings: Config = config()): boolean {
  return settings.deployment === 'local-demo';
}

/**
 * Whether the development providers (SMS and mail outbox, simulated payment and
 * tracking) may serve: always in the local demo; in production only with
 * ALLOW_DEV_PROVIDERS_IN_PRODUCTION=true, and then the start is refused unless
 * the server listens on a loopback address (productionProblems).
 */
export function devProvidersEnabled(settings: Config = config()): boolean {
  return isLocalDemo(settings) || settings.allowDevProvidersInProduction;
}

/** 127.0.0.0/8, ::1 and localhost: only this machine can reach a server bound there. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) || /^::ffff:127\./.test(h);
}

/** The settings the chosen SMS gateway lacks, by name. */
export function smsSettingProblems(sms: SmsSettings): string[] {
  const needed: Array<[string, string | null]> =
    sms.provider === 'aliyun'
      ? [
          ['ALIYUN_SMS_ACCESS_KEY_ID', sms.aliyun.accessKeyId],
          ['ALIYUN_SMS_ACCESS_KEY_SECRET', sms.aliyun.accessKeySecret],
        ]
      : sms.provider === 'tencent'
        ? [
            ['TENCENT_SMS_SECRET_ID', sms.tencent.secretId],
            ['TENCENT_SMS_SECRET_KEY', sms.tencent.secretKey],
            ['TENCENT_SMS_SDK_APP_ID', sms.tencent.sdkAppId],
          ]
        : [];
  if (sms.provider !== 'dev') {
    needed.push(['SMS_SIGN_NAME', sms.signName], ['SMS_TEMPLATE_CODE', sms.templateCode], ['SMS_TEMPLATE_REGISTERED', sms.templateRegistered]);
  }
  const missing = needed.filter(([, value]) => !value).map(([name]) => name);
  return missing.length > 0 ? [`SMS_PROVIDER=${sms.provider} needs ${missing.join(', ')}`] : [];
}

/** What several instances must share (MULTI_INSTANCE=true); empty for one instance. */
export function multiInstanceProblems(settings: Config = config()): string[] {
  const devProviders = devProvidersEnabled(settings) && (settings.paymentProvider === 'dev' || settings.payoutProvider === 'dev');
  return multiInstanceProblemsOf({ ...settings, devProviders, storageKind: settings.storage.backend });
}

/**
 * The settings STORAGE=s3 lacks, by name; and S3 settings given while STORAGE
 * is local, since every instance would then keep its own files on its own disk.
 */
export function storageSettingProblems(storage: StorageSettings): string[] {
  const { s3 } = storage;
  if (storage.backend === 'local') {
    return s3.bucket ? [`S3_BUCKET is set but STORAGE is local: set STORAGE=s3 to keep files in the bucket, or remove S3_BUCKET`] : [];
  }
  const needed: Array<[string, string | null]> = [
    ['S3_BUCKET', s3.bucket],
    ['S3_ACCESS_KEY_ID', s3.accessKeyId],
    ['S3_SECRET_ACCESS_KEY', s3.secretAccessKey],
  ];
  const missing = needed.filter(([, value]) => !value).map(([name]) => name);
  return missing.length > 0 ? [`STORAGE=s3 needs ${missing.join(', ')} (and S3_ENDPOINT unless the store is AWS S3 itself)`] : [];
}

/** Why this configuration must not start (set-up and server); empty when it may. */
export function productionProblems(settings: Config = config()): string[] {
  // A real gateway or store chosen without its keys, or several instances that would not share, refuse to start anywhere.
  const problems = [
    ...smsSettingProblems(settings.sms),
    ...paymentSettingProblems(settings, settings.publicBaseUrl),
    ...storageSettingProblems(settings.storage),
    ...multiInstanceProblems(settings),
  ];
  if (isLocalDemo(settings)) return problems;
  const devProviders = settings.allowDevProvidersInProduction;
  if (settings.signSecret === DEVELOPMENT_SIGN_SECRET) problems.push('API_SIGN_SECRET is the development value; set a secret of your own');
  if (settings.apiKeySecret === DEVELOPMENT_API_KEY_SECRET) {
    problems.push('API_KEY_SECRET is the development value; set a long random secret of your own (every instance the same; changing it voids all API keys)');
  }
  if (!settings.publicBaseUrl) problems.push('PUBLIC_BASE_URL is not set; links handed out (QR sign-in, sitemap, JSON-LD) need the public address');
  if (devProviders && !isLoopbackHost(settings.listenHost)) {
    problems.push(
      `ALLOW_DEV_PROVIDERS_IN_PRODUCTION=true serves the development outbox (everyone's SMS codes) and simulated payments, so only on a loopback address; the server would listen on ${settings.listenHost} (set HOST=127.0.0.1)`,
    );
  }
  if (devProviders) return problems;
  if (settings.sms.provider === 'dev') {
    problems.push(
      settings.smsProviderSet
        ? 'SMS_PROVIDER=dev is the development outbox; production needs a gateway: SMS_PROVIDER=aliyun or tencent'
        : 'SMS_PROVIDER is not set; production needs a gateway: SMS_PROVIDER=aliyun or tencent, with its keys, sign name and templates',
    );
  }
  if (settings.paymentProviderSet && settings.paymentProvider === 'dev') {
    problems.push('PAYMENT_PROVIDER=dev is the development payment provider (simulated payments); it is refused in production');
  }
  if (settings.payoutProviderSet && settings.payoutProvider === 'dev') {
    problems.push('PAYOUT_PROVIDER=dev is the development payout provider (simulated bank transfers); it is refused in production');
  }
  if (settings.logisticsProviderSet && settings.logisticsProvider === 'dev') {
    problems.push('LOGISTICS_PROVIDER=dev is the development logistics provider (simulated tracking); it is refused in production');
  }
  if (!settings.smtpUrl) problems.push('SMTP_URL is not set; production mail has no development outbox to fall back to');
  return problems;
}
