/** Types of page-cache-common.mjs (plain JavaScript: Next.js loads the cache handlers by path, outside our aliases and build). */

export type TagRecord = { expired?: number; stale?: number } | null;
export type CacheControl = { revalidate?: number | false; expire?: number };
export type StoredEntry = { lastModified: number; value: unknown; cacheControl?: CacheControl };

export function tagsOf(value: unknown, ctx?: { tags?: string[]; softTags?: string[] }): string[];
export function judge(records: TagRecord[], lastModified: number, now?: number): 'fresh' | 'stale' | 'expired';
export function tagRecord(durations: { expire?: number } | undefined, now?: number): NonNullable<TagRecord>;
export function servedStale(entry: StoredEntry): StoredEntry | null;
export function rendersAnew(answer: StoredEntry | null, now?: number): boolean;
export function noteLookup(cacheKey: string, answer: StoredEntry | null, now?: number): void;
export function renderedAt(cacheKey: string, now?: number): number;
export function toStore(
  data: unknown,
  ctx?: { fetchCache?: boolean; cacheControl?: CacheControl; tags?: string[] },
): { value: unknown; cacheControl?: CacheControl };
export function tagList(tags: string | string[]): string[];
