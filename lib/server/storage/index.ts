import { createHash } from 'node:crypto';
import { config, type Config } from '@/lib/server/core/config';
import { localStore } from './local';
import { s3Store } from './s3';
import { contentTypeOfKey, type ObjectStore } from './store';

export { isStorageNotFound, nullIfMissing, StorageNotFoundError, type ObjectStore } from './store';

/** The store these settings choose: UPLOAD_DIR (STORAGE=local, the default) or the S3 bucket (STORAGE=s3). */
export function storeFor(settings: Pick<Config, 'storage' | 'uploadDir'>): ObjectStore {
  return settings.storage.backend === 's3' ? s3Store(settings.storage.s3) : localStore(settings.uploadDir);
}

let cached: ObjectStore | undefined;

/** The store of this process (one S3 client, reused by every request), from the settings read at start. */
export function storage(): ObjectStore {
  cached ??= storeFor(config());
  return cached;
}

/** Stores bytes under their SHA-256 (`ab/<sha256>.<extension>`): the same file uploaded twice is stored once. */
export async function storeBytes(bytes: Buffer, extension: string, contentType?: string): Promise<{ storageKey: string; sha256: string }> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const storageKey = `${sha256.slice(0, 2)}/${sha256}.${extension}`;
  await storage().put(storageKey, bytes, contentType ?? contentTypeOfKey(storageKey));
  return { storageKey, sha256 };
}

/** The bytes under a content-addressed key; `StorageNotFoundError` when they are gone. */
export async function readStoredBytes(storageKey: string): Promise<Buffer> {
  if (!/^[0-9a-f]{2}\/[0-9a-f]{64}\.\w+$/.test(storageKey)) throw new Error('bad storage key');
  return storage().get(storageKey);
}
