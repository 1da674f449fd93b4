import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '@/tests/kits/s3-server';
import { localStore } from './local';
import { s3Store } from './s3';
import { isStorageNotFound, nullIfMissing, StorageNotFoundError, type ObjectStore } from './store';

/*
 * One contract, two backends: the folder on this machine and a real
 * S3-compatible server (s3rver) started for the run. Whatever the code above
 * the store relies on must hold for both.
 */

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'chemmart-store-'));
let s3: S3TestServer;

beforeAll(async () => {
  s3 = await startS3Server();
});

afterAll(async () => {
  await s3?.stop();
  fs.rmSync(folder, { recursive: true, force: true });
});

const backends: Array<[string, () => ObjectStore]> = [
  ['local folder', () => localStore(folder)],
  ['S3 (s3rver)', () => s3Store(s3.settings)],
];

const collect = async (keys: AsyncIterable<string>) => {
  const out: string[] = [];
  for await (const key of keys) out.push(key);
  return out.sort();
};

describe.each(backends)('object store: %s', (_name, make) => {
  let store: ObjectStore;
  beforeAll(() => {
    store = make();
  });

  it('is ready', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
  });

  it('gives back the bytes put under a key, and their size', async () => {
    const bytes = Buffer.from('%PDF-1.4 contract test\n');
    await store.put('ab/abcdef.pdf', bytes, 'application/pdf');
    expect((await store.get('ab/abcdef.pdf')).equals(bytes)).toBe(true);
    expect(await store.head('ab/abcdef.pdf')).toEqual({ size: bytes.length });
  });

  it('replaces an object put again under the same key', async () => {
    await store.put('cd/replaced.xlsx', Buffer.from('first'));
    await store.put('cd/replaced.xlsx', Buffer.from('second, longer'));
    expect((await store.get('cd/replaced.xlsx')).toString()).toBe('second, longer');
  });

  it('keeps binary bytes as they are (every byte value, and an empty object)', async () => {
    const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await store.put('bin/all.bin', all);
    expect((await store.get('bin/all.bin')).equals(all)).toBe(true);
    await store.put('bin/empty.bin', Buffer.alloc(0));
    expect((await store.get('bin/empty.bin')).length).toBe(0);
    expect(await store.head('bin/empty.bin')).toEqual({ size: 0 });
  });

  it('answers a missing key with a typed not-found error, head with null', async () => {
    const error = await store.get('zz/missing.pdf').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageNotFoundError);
    expect(isStorageNotFound(error)).toBe(true);
    expect((error as StorageNotFoundError).key).toBe('zz/missing.pdf');
    expect(await store.get('zz/missing.pdf').catch(nullIfMissing)).toBeNull();
    expect(await store.head('zz/missing.pdf')).toBeNull();
  });

  it('deletes, and deleting a missing key is no error', async () => {
    await store.put('del/one.pdf', Buffer.from('x'));
    await store.delete('del/one.pdf');
    expect(await store.head('del/one.pdf')).toBeNull();
    await expect(store.delete('del/one.pdf')).resolves.toBeUndefined();
  });

  it('lists the keys under a prefix, and every key without one', async () => {
    await store.put('contracts/CM2026001/v1-aaaa.pdf', Buffer.from('1'));
    await store.put('contracts/CM2026001/v2-bbbb.pdf', Buffer.from('2'));
    await store.put('contracts/CM2026002/v1-cccc.pdf', Buffer.from('3'));
    expect(await collect(store.list('contracts/CM2026001/'))).toEqual(['contracts/CM2026001/v1-aaaa.pdf', 'contracts/CM2026001/v2-bbbb.pdf']);
    expect(await collect(store.list('contracts/CM20260'))).toHaveLength(3);
    expect(await collect(store.list('nothing/here/'))).toEqual([]);
    const all = await collect(store.list());
    expect(all).toEqual(expect.arrayContaining(['ab/abcdef.pdf', 'cd/replaced.xlsx', 'contracts/CM2026002/v1-cccc.pdf']));
  });

  it('refuses keys that could leave its namespace', async () => {
    for (const key of ['../etc/passwd', '/abs.pdf', 'a/../../b.pdf', 'a//b.pdf', '.hidden', 'a b.pdf', '']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/bad storage key/);
      await expect(store.get(key)).rejects.toThrow(/bad storage key/);
    }
  });
});

describe('local folder', () => {
  it('keeps the UPLOAD_DIR layout (the key is the relative path), so existing files are found', async () => {
    fs.mkdirSync(path.join(folder, 'ef'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'ef', 'old.png'), 'written before the store existed');
    expect((await localStore(folder).get('ef/old.png')).toString()).toBe('written before the store existed');
  });

  it('lists no half-written temporary file', async () => {
    fs.writeFileSync(path.join(folder, 'ef', 'new.pdf.0b7e6c1e-7e4a-4d8e-9a57-1c2b3d4e5f60.tmp'), 'half');
    expect(await collect(localStore(folder).list('ef/'))).toEqual(['ef/old.png']);
  });

  it('is not ready when its folder cannot be made', async () => {
    const blocker = path.join(folder, 'a-file');
    fs.writeFileSync(blocker, '');
    await expect(localStore(path.join(blocker, 'uploads')).ping()).rejects.toThrow();
  });
});

describe('S3', () => {
  it('is not ready when the bucket is missing or the server does not answer', async () => {
    await expect(s3Store({ ...s3.settings, bucket: 'no-such-bucket' }).ping()).rejects.toThrow();
    await expect(s3Store({ ...s3.settings, endpoint: 'http://127.0.0.1:9' }).ping()).rejects.toThrow();
  });

  it('reports a refused request (an unknown access key) as an error, not as a missing object', async () => {
    const wrong = s3Store({ ...s3.settings, accessKeyId: 'NOT-OURS' });
    const error = await wrong.get('ab/abcdef.pdf').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isStorageNotFound(error)).toBe(false);
  });
});
