/*
 * Next.js's incremental (ISR) cache in Redis, so that every instance serves
 * the same rendered pages and sees an invalidation at once
 * (docs/decisions/0140-shared-page-cache-in-redis.md). next.config.mjs names
 * this file as `cacheHandler` when REDIS_URL is set. Next.js loads it by
 * path, outside our TypeScript aliases: plain ESM, no imports from the app.
 *
 * Keys (PREFIX is REDIS_KEY_PREFIX, default `chemmart:`):
 *   PREFIX entry:BUILD_ID:CACHE_KEY → { lastModified, value, cacheControl, tags } as JSON, with a TTL
 *   PREFIX tag:TAG                  → { expired?, stale? } (ms since the epoch), with a TTL
 * Entries belong to one build (a page rendered by the previous deployment
 * names script chunks this one no longer has); tags are shared by every
 * build, so during a rolling deployment old and new instances invalidate
 * each other.
 *
 * An entry is dated by when its render began (page-cache-common.mjs), so an
 * invalidation made on any instance during the render still expires it.
 *
 * Redis is a cache here, never a dependency: when it cannot be reached, a
 * read is a miss (the page is rendered), a write or an invalidation is
 * dropped, and a warning is logged — at most once per WARN_EVERY_MS.
 */
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { createClient } from 'redis';
import { judge, noteLookup, renderedAt, servedStale, tagList, tagRecord, tagsOf, toStore } from './page-cache-common.mjs';

export { judge, tagsOf };

/** The longest an entry is kept: a day. Revalidating pages keep REVALIDATE_TTL_FACTOR times their revalidate period, up to this. */
export const MAX_TTL_SECONDS = 24 * 60 * 60;
/** A page past its revalidate period is still served once while it renders anew (stale-while-revalidate): keep it that long. */
const REVALIDATE_TTL_FACTOR = 10;
/** Redis answers in well under a millisecond here; past this, the request renders instead of waiting. */
const COMMAND_TIMEOUT_MS = 1000;
const WARN_EVERY_MS = 30_000;

const log = pino({ level: process.env.LOG_LEVEL || 'info', base: { service: 'chemmart', component: 'page-cache' } });
let lastWarning = 0;

function warn(message, error) {
  const now = Date.now();
  if (now - lastWarning < WARN_EVERY_MS) return;
  lastWarning = now;
  log.warn({ err: error instanceof Error ? { message: error.message } : error }, message);
}

/** The settings, from the environment unless given (the unit test gives its own prefix). */
export function settingsFromEnv(env = process.env) {
  return { url: env.REDIS_URL || '', prefix: env.REDIS_KEY_PREFIX || 'chemmart:' };
}

/*
 * One client per process and URL: Next.js constructs a handler for every
 * request. A client that failed is dropped, and a new one is tried at the
 * next request after RETRY_AFTER_MS, so an outage costs a refused connect
 * now and then rather than a wait per request.
 */
const RETRY_AFTER_MS = 5000;
const clients = (globalThis[Symbol.for('chemmart.redisCacheClients')] ??= new Map());

async function connectedClient(url) {
  let slot = clients.get(url);
  if (slot?.failedAt && Date.now() - slot.failedAt < RETRY_AFTER_MS) throw new Error('Redis unreachable (retrying shortly)');
  if (!slot || slot.failedAt) {
    if (slot) forget(slot);
    const client = createClient({
      url,
      // Commands fail at once while disconnected instead of queueing behind a reconnect.
      disableOfflineQueue: true,
      socket: { connectTimeout: COMMAND_TIMEOUT_MS, reconnectStrategy: false },
    });
    const fresh = { client, ready: client.connect(), failedAt: 0 };
    fresh.ready.catch(() => (fresh.failedAt ||= Date.now()));
    client.on('error', (error) => {
      fresh.failedAt ||= Date.now();
      warn('page cache: Redis connection failed; pages render without the shared cache', error);
    });
    client.on('end', () => (fresh.failedAt ||= Date.now()));
    clients.set(url, fresh);
    slot = fresh;
  }
  try {
    await withTimeout(slot.ready, 'connect');
  } catch (error) {
    slot.failedAt ||= Date.now();
    throw error;
  }
  return slot.client;
}

function forget(slot) {
  try {
    slot.client.destroy();
  } catch {
    // already closed
  }
}

function withTimeout(promise, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis ${what} took over ${COMMAND_TIMEOUT_MS} ms`)), COMMAND_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Closes this process's clients (the unit test; a server simply exits). */
export async function closeClients() {
  const slots = [...clients.values()];
  clients.clear();
  for (const slot of slots) forget(slot);
}

/*
 * Cached values hold Buffers (RSC payload, route bodies) and a Map (segment
 * data), which JSON would flatten: tag them on the way in, rebuild them on
 * the way out.
 */
export function encodeValue(value) {
  if (value instanceof Uint8Array) return { $buffer: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') };
  if (value instanceof Map) return { $map: [...value].map(([k, v]) => [k, encodeValue(v)]) };
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encodeValue(v)]));
  return value;
}

export function decodeValue(value) {
  if (Array.isArray(value)) return value.map(decodeValue);
  if (!value || typeof value !== 'object') return value;
  if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
  if (Array.isArray(value.$map)) return new Map(value.$map.map(([k, v]) => [k, decodeValue(v)]));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decodeValue(v)]));
}

/** Seconds to keep an entry: long enough to serve it stale once past its revalidate period, never past `expire` nor a day. */
export function ttlSeconds(cacheControl, value) {
  const revalidate = cacheControl?.revalidate ?? value?.revalidate;
  let ttl = typeof revalidate === 'number' && revalidate > 0 ? revalidate * REVALIDATE_TTL_FACTOR : MAX_TTL_SECONDS;
  if (typeof cacheControl?.expire === 'number' && cacheControl.expire > 0) ttl = Math.min(ttl, cacheControl.expire);
  return Math.max(1, Math.min(MAX_TTL_SECONDS, Math.ceil(ttl)));
}

const buildIds = new Map();

/** The build's id (`.next/BUILD_ID`), which namespaces entries; `build` when it cannot be read (during `next build`). */
function buildIdOf(serverDistDir) {
  if (!serverDistDir) return 'dev';
  if (!buildIds.has(serverDistDir)) {
    let id = 'build';
    try {
      id = fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() || id;
    } catch {
      // no BUILD_ID yet: the build itself is prerendering
    }
    buildIds.set(serverDistDir, id);
  }
  return buildIds.get(serverDistDir);
}

export class RedisCacheHandler {
  /**
   * @param {{ serverDistDir?: string }} ctx what Next.js hands every cache handler
   * @param {{ url: string, prefix: string, buildId?: string }} settings
   */
  constructor(ctx = {}, settings = settingsFromEnv()) {
    this.url = settings.url;
    this.prefix = settings.prefix;
    this.buildId = settings.buildId ?? buildIdOf(ctx.serverDistDir);
  }

  entryKey(cacheKey) {
    return `${this.prefix}entry:${this.buildId}:${cacheKey}`;
  }

  tagKey(tag) {
    return `${this.prefix}tag:${tag}`;
  }

  async get(cacheKey, ctx = {}) {
    const answer = await this.lookup(cacheKey, ctx);
    noteLookup(cacheKey, answer);
    return answer;
  }

  async lookup(cacheKey, ctx) {
    try {
      const client = await connectedClient(this.url);
      const raw = await withTimeout(client.get(this.entryKey(cacheKey)), 'GET');
      if (!raw) return null;
      const stored = JSON.parse(raw);
      const entry = { lastModified: stored.lastModified, value: decodeValue(stored.value), cacheControl: stored.cacheControl ?? undefined };
      const tags = tagsOf(entry.value, ctx);
      if (tags.length === 0) return entry;
      const records = (await withTimeout(client.mGet(tags.map((t) => this.tagKey(t))), 'MGET')).map((r) => (r ? JSON.parse(r) : null));
      const verdict = judge(records, entry.lastModified);
      if (verdict === 'expired') return null;
      if (verdict === 'stale') return servedStale(entry);
      return entry;
    } catch (error) {
      warn('page cache: Redis read failed; rendering the page', error);
      return null;
    }
  }

  async set(cacheKey, data, ctx = {}) {
    try {
      const { value, cacheControl } = toStore(data, ctx);
      const stored = JSON.stringify({ lastModified: renderedAt(cacheKey), value: encodeValue(value), cacheControl: cacheControl ?? null });
      const client = await connectedClient(this.url);
      await withTimeout(client.set(this.entryKey(cacheKey), stored, { expiration: { type: 'EX', value: ttlSeconds(cacheControl, value) } }), 'SET');
    } catch (error) {
      warn('page cache: Redis write failed; the page stays uncached', error);
    }
  }

  /**
   * Records when each tag was revalidated, for every instance's next read.
   * Without durations (revalidatePath, updateTag) entries expire now; with
   * them (revalidateTag(tag, 'max')) they turn stale now and expire later.
   */
  async revalidateTag(tags, durations) {
    const list = tagList(tags);
    if (list.length === 0) return;
    const now = Date.now();
    const record = tagRecord(durations, now);
    try {
      const client = await connectedClient(this.url);
      // An entry written before the tag is gone after MAX_TTL_SECONDS, and the record with it.
      const ttl = MAX_TTL_SECONDS + Math.ceil((durations?.expire ?? 0) > 0 ? Math.min(durations.expire, MAX_TTL_SECONDS) : 0);
      await withTimeout(
        Promise.all(list.map((tag) => client.set(this.tagKey(tag), JSON.stringify(record), { expiration: { type: 'EX', value: ttl } }))),
        'SET tags',
      );
    } catch (error) {
      warn('page cache: Redis invalidation failed; other instances serve the old page until it revalidates', error);
    }
  }

  resetRequestCache() {}
}

export default RedisCacheHandler;
