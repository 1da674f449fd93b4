/** Types of memory-cache-handler.mjs (plain JavaScript: Next.js loads it by path, outside our aliases and build). */
import type { CacheControl, StoredEntry } from './page-cache-common.mjs';

export const MAX_BYTES: number;
export function sizeOf(value: unknown): number;
export function clearMemoryCache(): void;

export class MemoryCacheHandler {
  constructor(ctx?: unknown, options?: { maxBytes?: number });
  readonly maxBytes: number;
  get(cacheKey: string, ctx?: { kind?: string; tags?: string[]; softTags?: string[] }): Promise<StoredEntry | null>;
  set(cacheKey: string, data: unknown, ctx?: { fetchCache?: boolean; cacheControl?: CacheControl; tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

export default MemoryCacheHandler;
