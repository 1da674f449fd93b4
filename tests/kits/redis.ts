import { createClient } from 'redis';

/*
 * The real Redis the shared page cache tests run against (REDIS_URL, else
 * the local one CI starts), each run under a key prefix of its own.
 */

export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** A key prefix no other run uses, so parallel runs on one Redis never meet. */
export function testKeyPrefix(what: string): string {
  return `chemmart-${what}:${process.pid}:${Date.now().toString(36)}:`;
}

/** Whether Redis answers; when not, says once that the tests needing it are skipped. */
export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const probe = createClient({ url, socket: { connectTimeout: 500, reconnectStrategy: false } });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.close();
    return true;
  } catch {
    console.warn(`SKIPPED: no Redis at ${url}; the shared page cache tests need one (CI starts it)`);
    return false;
  }
}

const connect = (url: string) => createClient({ url }).connect();

export type TestRedis = Awaited<ReturnType<typeof connect>>;

/** A connected client, for a test to look at what the servers stored. */
export function testRedis(url = TEST_REDIS_URL): Promise<TestRedis> {
  return connect(url);
}

/** The keys under `prefix` (matching `pattern` after it). */
export async function keysUnder(redis: TestRedis, prefix: string, pattern = '*'): Promise<string[]> {
  const found: string[] = [];
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}${pattern}`, COUNT: 500 })) found.push(...keys);
  return found;
}

/** Removes every key of the run's prefix and closes the client. */
export async function dropKeysAndClose(redis: TestRedis, prefix: string): Promise<void> {
  const keys = await keysUnder(redis, prefix);
  if (keys.length > 0) await redis.del(keys);
  await redis.close();
}
