/*
 * Next.js's incremental (ISR) cache in this process's memory, for a single
 * instance (without REDIS_URL; next.config.mjs names this file as
 * `cacheHandler`). It replaces Next.js's own in-memory cache for one reason:
 * a page is dated by when its render began, not when it was stored, so a
 * write committed during the render is never hidden behind it
 * (page-cache-common.mjs; docs/decisions/0166-pages-dated-by-render-start.md).
 * Nothing is written to disk: a crawler walking the sitemap would otherwise
 * leave ~70 KB per product.
 *
 * Entries are kept least recently used first out, up to MAX_BYTES of pages.
 * Tag records (when each tag was revalidated) are kept for a day, like the
 * Redis handler's.
 */
import { judge, noteLookup, renderedAt, servedStale, tagList, tagRecord, tagsOf, toStore } from './page-cache-common.mjs';

/** The pages kept at most, by the size of their HTML and RSC payloads. */
export const MAX_BYTES = 512 * 1024 * 1024;
/** An entry written before a tag's revalidation is gone after a day at most (revalidate periods are minutes). */
const TAG_RECORD_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const TAG_SWEEP_EVERY_MS = 60_000;

/** The bytes an entry holds: its strings and buffers, Maps and arrays walked. */
export function sizeOf(value) {
  if (typeof value === 'string') return value.length;
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Map) return [...value.values()].reduce((sum, v) => sum + sizeOf(v), 0);
  if (Array.isArray(value)) return value.reduce((sum, v) => sum + sizeOf(v), 0);
  if (value && typeof value === 'object') return Object.values(value).reduce((sum, v) => sum + sizeOf(v), 0);
  return 8;
}

/** One store per process, whatever number of handlers Next.js constructs (one per request). */
function store() {
  return (globalThis[Symbol.for('chemmart.memoryPageCache')] ??= { entries: new Map(), bytes: 0, tags: new Map(), sweptAt: 0 });
}

export class MemoryCacheHandler {
  constructor(_ctx = {}, options = {}) {
    this.maxBytes = options.maxBytes ?? MAX_BYTES;
  }

  async get(cacheKey, ctx = {}) {
    const answer = this.lookup(cacheKey, ctx);
    noteLookup(cacheKey, answer);
    return answer;
  }

  lookup(cacheKey, ctx) {
    const { entries, tags } = store();
    const held = entries.get(cacheKey);
    if (!held) return null;
    // Most recently used last: Map keeps insertion order.
    entries.delete(cacheKey);
    entries.set(cacheKey, held);
    const entry = held.entry;
    const names = tagsOf(entry.value, ctx);
    if (names.length === 0) return entry;
    const verdict = judge(
      names.map((t) => tags.get(t) ?? null),
      entry.lastModified,
    );
    if (verdict === 'expired') return null;
    if (verdict === 'stale') return servedStale(entry);
    return entry;
  }

  async set(cacheKey, data, ctx = {}) {
    const { value, cacheControl } = toStore(data, ctx);
    const state = store();
    this.drop(cacheKey);
    const bytes = sizeOf(value);
    if (bytes > this.maxBytes) return;
    state.entries.set(cacheKey, { entry: { lastModified: renderedAt(cacheKey), value, cacheControl }, bytes });
    state.bytes += bytes;
    for (const [key] of state.entries) {
      if (state.bytes <= this.maxBytes) break;
      this.drop(key);
    }
  }

  drop(cacheKey) {
    const state = store();
    const held = state.entries.get(cacheKey);
    if (!held) return;
    state.entries.delete(cacheKey);
    state.bytes -= held.bytes;
  }

  /** Records when each tag was revalidated; the next read of an entry written before judges it. */
  async revalidateTag(tags, durations) {
    const list = tagList(tags);
    if (list.length === 0) return;
    const now = Date.now();
    const record = tagRecord(durations, now);
    const state = store();
    for (const tag of list) state.tags.set(tag, record);
    if (now - state.sweptAt < TAG_SWEEP_EVERY_MS) return;
    state.sweptAt = now;
    for (const [tag, r] of state.tags) if (Math.max(r.expired ?? 0, r.stale ?? 0) < now - TAG_RECORD_MAX_AGE_MS) state.tags.delete(tag);
  }

  resetRequestCache() {}
}

/** Empties this process's cache (the unit test; a server simply exits). */
export function clearMemoryCache() {
  const state = store();
  state.entries.clear();
  state.tags.clear();
  state.bytes = 0;
}

export default MemoryCacheHandler;
