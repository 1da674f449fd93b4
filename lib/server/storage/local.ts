import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertKey, StorageNotFoundError, type ObjectStore } from './store';

/*
 * Files in a folder on this machine (UPLOAD_DIR), the key as the relative
 * path: the layout the uploads have always had, so existing files keep
 * working. One instance only; several share an S3 bucket instead.
 */

const TEMPORARY = /\.[0-9a-f-]{36}\.tmp$/;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

async function* walk(dir: string, prefix: string): AsyncGenerator<string> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
    if (isMissing(error)) return [];
    throw error;
  });
  for (const entry of entries) {
    const key = `${prefix}${entry.name}`;
    if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), `${key}/`);
    else if (entry.isFile() && !TEMPORARY.test(entry.name)) yield key;
  }
}

export function localStore(root: string): ObjectStore {
  const fileOf = (key: string) => path.join(root, ...assertKey(key).split('/'));
  return {
    name: `local:${root}`,
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: a parallel reader gets the whole file or none of it.
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await fs.writeFile(temporary, bytes);
        await fs.rename(temporary, file);
      } finally {
        await fs.rm(temporary, { force: true });
      }
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },
    async head(key) {
      const stat = await fs.stat(fileOf(key)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return stat?.isFile() ? { size: stat.size } : null;
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async *list(prefix = '') {
      // Walk only the folder the prefix names, then filter by the rest of it.
      const slash = prefix.lastIndexOf('/');
      const folder = prefix.slice(0, slash + 1);
      const dir = folder ? path.join(root, ...assertKey(folder.slice(0, -1)).split('/')) : root;
      for await (const key of walk(dir, folder)) if (key.startsWith(prefix)) yield key;
    },
    async ping() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
    },
  };
}
