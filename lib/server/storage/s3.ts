import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '@/lib/server/core/config';
import { assertKey, StorageNotFoundError, type ObjectStore } from './store';

/*
 * Files in one bucket of an S3-compatible store, shared by every instance:
 * an upload made through one is served by the others, and an import's
 * workbook is read by whichever worker claims the job.
 */

const isMissing = (error: unknown) =>
  // By name, not by status: a missing bucket is a 404 too (NoSuchBucket), and must stay an error, not look like a missing file.
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint ?? undefined,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId ?? '', secretAccessKey: settings.secretAccessKey ?? '' },
    // Checksums only where S3 demands them: several S3-compatible stores refuse the newer default checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails the request instead of holding it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 3,
  });
}

export function s3Store(settings: S3Settings, client: S3Client = s3Client(settings)): ObjectStore {
  const Bucket = settings.bucket;
  if (!Bucket) throw new Error('STORAGE=s3 needs S3_BUCKET');
  return {
    name: `s3://${Bucket}`,
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: assertKey(key), Body: bytes, ContentLength: bytes.length, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: assertKey(key) }));
        if (!answer.Body) throw new StorageNotFoundError(key);
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },
    async head(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: assertKey(key) }));
        return { size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertKey(key) }));
    },
    async *list(prefix = '') {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }));
        for (const item of page.Contents ?? []) if (item.Key) yield item.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
