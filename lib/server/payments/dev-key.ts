import { createHmac, randomBytes } from 'node:crypto';
import { config } from '@/lib/server/core/config';

/*
 * The server-only key the development providers sign their simulated
 * notifications with. The request-sign secret is handed to every browser, so
 * it cannot key them. DEV_PROVIDER_SECRET, when set, keys every instance
 * alike (a notification may reach another instance than the one that made
 * the payment); unset, each process makes its own, which serves one instance
 * only (a multi-instance start without it is refused: lib/server/core/instances.ts).
 * On globalThis, since route bundles may each carry their own copy of this module.
 */
const processWide = globalThis as typeof globalThis & { chemmartDevProviderKeys?: Map<string, Buffer> };

/** The key for one use (`payment`, `payout`), never the same for two uses. */
export function devProviderKey(purpose: 'payment' | 'payout'): Buffer {
  const keys = (processWide.chemmartDevProviderKeys ??= new Map());
  let key = keys.get(purpose);
  if (!key) {
    const secret = config().devProviderSecret;
    key = secret ? createHmac('sha256', secret).update(`chemmart-dev-provider:${purpose}`).digest() : randomBytes(32);
    keys.set(purpose, key);
  }
  return key;
}
