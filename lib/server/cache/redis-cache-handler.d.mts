/** Types of redis-cache-handler.mjs (plain JavaScript: Next.js loads it by path, outside our aliases and build). */

import type { CacheControl, StoredEntry } from './page-cache-common.mjs';

export { judge, tagsOf } from './page-cache-common.mjs';
export type CacheSettings = { url: string; prefix: string; buildId?: string };

export const MAX_TTL_SECONDS: number;
export function settingsFromEnv(env?: Record<string, string | undefined>): CacheSettings;
export function closeClients(): Promise<void>;
export function encodeValue(value: unknown): unknown;
export function decodeValue(value: unknown): unknown;
export function ttlSeconds(cacheControl: CacheControl | undefined, value?: unknown): number;

export class RedisCacheHandler {
  constructor(ctx?: { serverDistDir?: string }, settings?: CacheSettings);
  readonly url: string;
  readonly prefix: string;
  readonly buildId: string;
  entryKey(cacheKey: string): string;
  tagKey(tag: string): string;
  get(cacheKey: string, ctx?: { kind?: string; tags?: string[]; softTags?: string[] }): Promise<StoredEntry | null>;
  lookup(cacheKey: string, ctx?: { kind?: string; tags?: string[]; softTags?: string[] }): Promise<StoredEntry | null>;
  set(cacheKey: string, data: unknown, ctx?: { fetchCache?: boolean; cacheControl?: CacheControl; tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

export default RedisCacheHandler;
