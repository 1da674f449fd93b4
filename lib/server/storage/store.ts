/*
 * The one interface every stored file goes through: member uploads, goods
 * import workbooks, generated PDFs. Keys are relative paths with `/`
 * (`ab/<sha256>.pdf`, `contracts/<order no>/v3-<fingerprint>.pdf`); each
 * backend maps them onto its own namespace (a folder, a bucket).
 */

export type StoredObject = { size: number };

export interface ObjectStore {
  /** Where the files are, for logs and the migration's report (`local:/srv/uploads`, `s3://bucket`). */
  readonly name: string;
  /** Writes the whole object or nothing: a reader never sees half a file. */
  put(key: string, bytes: Buffer, contentType?: string): Promise<void>;
  /** The object's bytes; `StorageNotFoundError` when there is none. */
  get(key: string): Promise<Buffer>;
  /** The object's size, or null when there is none. */
  head(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every key under the prefix (all keys for ''), in no promised order. */
  list(prefix?: string): AsyncIterable<string>;
  /** Resolves when the store can be written to (readiness); rejects with the reason otherwise. */
  ping(): Promise<void>;
}

/** A key with no object behind it: callers answer "not found" (404) for this one and fail for any other error. */
export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`no stored object under ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

export function isStorageNotFound(error: unknown): error is StorageNotFoundError {
  return error instanceof StorageNotFoundError;
}

/** For `.catch(nullIfMissing)`: a missing object becomes null, any other failure of the store stays an error. */
export function nullIfMissing(error: unknown): null {
  if (isStorageNotFound(error)) return null;
  throw error;
}

// Segments start with a letter or digit, so `..`, `.hidden` and absolute paths never make a key.
const KEY = /^[A-Za-z0-9][\w.-]*(\/[A-Za-z0-9][\w.-]*)*$/;

/** Refuses keys that could leave the store's folder or mean different things to different backends. */
export function assertKey(key: string): string {
  if (key.length > 512 || !KEY.test(key)) throw new Error(`bad storage key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A content type from the key's extension, for files copied without one (the migration). */
export function contentTypeOfKey(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}
