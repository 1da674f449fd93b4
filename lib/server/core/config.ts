import path from 'node:path';
import { z } from 'zod';

/** The development value of the sign secret; `.env.example` lists it too. */
export const DEVELOPMENT_SIGN_SECRET = 'chemmart-dev-sign-secret';

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().url().optional(),
  SQLITE_PATH: z.string().default('var/chemmart.db'),
  API_SIGN_SECRET: z.string().min(8).default(DEVELOPMENT_SIGN_SECRET),
  SIGN_MAX_SKEW_SECONDS: z.coerce.number().int().positive().default(300),
  TOKEN_TTL_DAYS: z.coerce.number().positive().default(7),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ANALYTICS_SCRIPT_URL: z.string().url().optional(),
  SMS_PROVIDER: z.enum(['dev-outbox']).default('dev-outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('ChemMart <no-reply@chemmart.local>'),
  ALLOW_DEV_PROVIDERS_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
  PUBLIC_BASE_URL: z.string().url().optional(),
  UPLOAD_DIR: z.string().default('var/uploads'),
  STRUCTURE_SEARCH_ENGINE: z.enum(['auto', 'memory', 'cartridge']).default('auto'),
  STRUCTURE_SEARCH_TIME_LIMIT_MS: z.coerce.number().int().min(1).max(600_000).default(5000),
  STRUCTURE_SEARCH_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
  CAPTCHA_SECRET: z.string().min(16).optional(),
  PAYMENT_PROVIDER: z.enum(['dev', 'none']).optional(),
  LOGISTICS_PROVIDER: z.enum(['dev', 'none']).optional(),
  SMS_ALLOWED_COUNTRY_CODES: z.string().regex(/^\s*\d{1,4}(\s*,\s*\d{1,4})*\s*$/, 'comma-separated country codes, e.g. 86,852').default('86'),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  database: { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string };
  signSecret: string;
  signMaxSkewSeconds: number;
  tokenTtlMs: number;
  logLevel: string;
  analyticsScriptUrl: string | null;
  smsProvider: 'dev-outbox';
  smtpUrl: string | null;
  mailFrom: string;
  /** The development SMS and mail outbox refuse production unless this is set. */
  allowDevProvidersInProduction: boolean;
  publicBaseUrl: string | null;
  uploadDir: string;
  structureSearch: {
    /** auto: the RDKit cartridge on PostgreSQL when it is there, else the in-memory index. */
    engine: 'auto' | 'memory' | 'cartridge';
    timeLimitMs: number;
    /** Worker threads for the in-memory index; 0 means one per CPU. */
    workers: number;
  };
  /** Signs captcha challenges; random per process when unset. */
  captchaSecret: string | null;
  /** Country calling codes SMS may go to (86: mainland China), against SMS pumping. */
  smsAllowedCountryCodes: string[];
  /** Online payment: `dev` is the development provider (a simulated checkout page), used only where the SMS outbox may be. */
  paymentProvider: 'dev' | 'none';
  /** PAYMENT_PROVIDER as set, to tell an explicit request for the development provider from the default. */
  paymentProviderSet: boolean;
  /** Tracking events (shipinfo): `dev` simulates them, under the payment provider's rule; `none` shows the carrier's page only. */
  logisticsProvider: 'dev' | 'none';
  logisticsProviderSet: boolean;
};

/** Empty strings in the environment mean "not set", as in most .env files. */
function withoutEmptyValues(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >;
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
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.resolve(/*turbopackIgnore: true*/ process.cwd(), e.SQLITE_PATH) },
    signSecret: e.API_SIGN_SECRET,
    signMaxSkewSeconds: e.SIGN_MAX_SKEW_SECONDS,
    tokenTtlMs: e.TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000,
    logLevel: e.LOG_LEVEL,
    analyticsScriptUrl: e.ANALYTICS_SCRIPT_URL ?? null,
    smsProvider: e.SMS_PROVIDER,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    allowDevProvidersInProduction: e.ALLOW_DEV_PROVIDERS_IN_PRODUCTION === 'true',
    publicBaseUrl: e.PUBLIC_BASE_URL ?? null,
    uploadDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), e.UPLOAD_DIR),
    structureSearch: { engine: e.STRUCTURE_SEARCH_ENGINE, timeLimitMs: e.STRUCTURE_SEARCH_TIME_LIMIT_MS, workers: e.STRUCTURE_SEARCH_WORKERS },
    captchaSecret: e.CAPTCHA_SECRET ?? null,
    smsAllowedCountryCodes: e.SMS_ALLOWED_COUNTRY_CODES.split(',').map((c) => c.trim()),
    paymentProvider: e.PAYMENT_PROVIDER ?? 'dev',
    paymentProviderSet: e.PAYMENT_PROVIDER !== undefined,
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
 * The local demo (`npm start`, the test servers): development, or production
 * with the development providers explicitly allowed. It loads the demo
 * accounts and goods; a real deployment does neither.
 */
export function isLocalDemo(settings: Config = config()): boolean {
  return settings.nodeEnv !== 'production' || settings.allowDevProvidersInProduction;
}

/** Why this configuration must not serve a real deployment; empty when it may start. */
export function productionProblems(settings: Config = config()): string[] {
  if (isLocalDemo(settings)) return [];
  const problems: string[] = [];
  if (settings.signSecret === DEVELOPMENT_SIGN_SECRET) problems.push('API_SIGN_SECRET is the development value; set a secret of your own');
  if (!settings.publicBaseUrl) problems.push('PUBLIC_BASE_URL is not set; links handed out (QR sign-in, sitemap, JSON-LD) need the public address');
  if (settings.paymentProviderSet && settings.paymentProvider === 'dev') {
    problems.push('PAYMENT_PROVIDER=dev is the development payment provider (simulated payments); it is refused in production');
  }
  if (settings.logisticsProviderSet && settings.logisticsProvider === 'dev') {
    problems.push('LOGISTICS_PROVIDER=dev is the development logistics provider (simulated tracking); it is refused in production');
  }
  if (!settings.smtpUrl) problems.push('SMTP_URL is not set; production mail has no development outbox to fall back to');
  return problems;
}
