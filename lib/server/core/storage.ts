import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { config } from './config';

/**
 * File storage on local disk (UPLOAD_DIR): content-addressed, so the same
 * file uploaded twice is stored once. An S3-compatible store can implement
 * the same two functions for several instances.
 */
export async function storeBytes(bytes: Buffer, extension: string): Promise<{ storageKey: string; sha256: string }> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const storageKey = `${sha256.slice(0, 2)}/${sha256}.${extension}`;
  const file = path.join(config().uploadDir, storageKey);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, bytes, { flag: 'w' });
  return { storageKey, sha256 };
}

export async function readStoredBytes(storageKey: string): Promise<Buffer> {
  if (!/^[0-9a-f]{2}\/[0-9a-f]{64}\.\w+$/.test(storageKey)) throw new Error('bad storage key');
  return fs.readFile(path.join(config().uploadDir, storageKey));
}
