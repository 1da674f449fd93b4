import type { Config } from './config';

/*
 * Several instances behind one balancer share one database, one Redis and
 * one object store; whatever one instance signs, another must verify. With
 * MULTI_INSTANCE=true the start refuses a setting that would work on one
 * instance and break across several (docs/deploy.md lists them).
 */

type InstanceSettings = Pick<Config, 'multiInstance' | 'database' | 'redisUrl' | 'captchaSecret' | 'devProviderSecret' | 'publicBaseUrl'> & {
  /** Whether the development payment or payout provider may serve (they sign their simulated notifications). */
  devProviders: boolean;
  /** Where files are kept: `local` is one machine's folder. */
  storageKind: 'local' | 's3';
};

/** Why this instance must not start as one of several; empty when it may (or when it runs alone). */
export function multiInstanceProblemsOf(s: InstanceSettings): string[] {
  if (!s.multiInstance) return [];
  const problems: string[] = [];
  if (s.database.kind === 'sqlite') problems.push('MULTI_INSTANCE=true needs DATABASE_URL (PostgreSQL): an SQLite file belongs to one machine');
  if (!s.redisUrl) problems.push('MULTI_INSTANCE=true needs REDIS_URL: without it each instance caches product pages of its own and shows stale prices');
  if (s.storageKind === 'local') problems.push('MULTI_INSTANCE=true needs STORAGE=s3: a file uploaded through one instance would be missing on the others');
  if (!s.captchaSecret) problems.push('MULTI_INSTANCE=true needs CAPTCHA_SECRET: a captcha one instance hands out must pass on another');
  if (s.devProviders && !s.devProviderSecret) {
    problems.push('MULTI_INSTANCE=true with the development providers needs DEV_PROVIDER_SECRET: a simulated payment notification may reach another instance');
  }
  if (!s.publicBaseUrl) problems.push('MULTI_INSTANCE=true needs PUBLIC_BASE_URL: cached pages rendered by one instance are served by all, with its links');
  return problems;
}
