import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '@/lib/server/core/config';

/*
 * A real S3-compatible server for tests (s3rver: the S3 REST API over a temp
 * folder, in this process), on a free loopback port, with one empty bucket.
 * s3rver knows one access key, S3RVER (secret S3RVER), and refuses requests
 * signed with any other key id.
 */

export type S3TestServer = {
  endpoint: string;
  bucket: string;
  /** The client settings of lib/server/core/config.ts for this server. */
  settings: S3Settings;
  /** The same as environment variables, for a server process started with STORAGE=s3. */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

export async function startS3Server(bucket = 'chemmart-test'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'chemmart-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = { endpoint, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
  const env = {
    STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  };
  return { endpoint, bucket, settings, env, stop };
}
