import { createClient } from 'redis';
import { config } from './config';

/** What the check needs of a client: nothing of its many types. */
type Pinger = { ping(): Promise<string> };
const processWide = globalThis as unknown as { chemmartRedisProbe?: Promise<Pinger> };

/**
 * Whether this instance reaches its Redis (for /readyz): one connection kept
 * for the process, which reconnects by itself after Redis comes back. The
 * page cache (lib/server/cache/redis-cache-handler.mjs) has its own client,
 * loaded by Next.js outside our modules.
 */
export async function pingRedis(): Promise<string> {
  const url = config().redisUrl;
  if (!url) return 'not configured';
  processWide.chemmartRedisProbe ??= (() => {
    const client = createClient({ url, socket: { connectTimeout: 1_000, reconnectStrategy: (retries) => Math.min(retries * 200, 2_000) } });
    client.on('error', () => undefined);
    return client.connect() as Promise<Pinger>;
  })();
  let client: Pinger;
  try {
    client = await processWide.chemmartRedisProbe;
  } catch (error) {
    // A first connection that failed is tried afresh on the next check.
    processWide.chemmartRedisProbe = undefined;
    throw error;
  }
  return await client.ping();
}
