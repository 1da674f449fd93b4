import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '@/tests/kits/s3-server';
import { localStore } from './local';
import { copyMissing } from './migrate';
import { s3Store } from './s3';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const execute = promisify(execFile);
// The script as `npm run storage:migrate` runs it (tsx), without npm's and npx's start-up.
const migrate = (env: NodeJS.ProcessEnv) => execute(process.execPath, ['--import', 'tsx', 'scripts/storage-migrate.ts'], { cwd: ROOT, env });

let s3: S3TestServer;
const folders: string[] = [];

function uploadDirWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chemmart-migrate-'));
  folders.push(dir);
  for (const [key, text] of Object.entries(files)) {
    fs.mkdirSync(path.join(dir, path.dirname(key)), { recursive: true });
    fs.writeFileSync(path.join(dir, key), text);
  }
  return dir;
}

beforeAll(async () => {
  s3 = await startS3Server();
});

afterAll(async () => {
  await s3?.stop();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe('copying UPLOAD_DIR into a bucket', () => {
  it('copies every file under its key, and a second run copies nothing', async () => {
    const dir = uploadDirWith({ 'ab/ab12.pdf': '%PDF-a', 'cd/cd34.xlsx': 'workbook', 'contracts/CM1/v2-ff.pdf': '%PDF-contract' });
    const bucket = s3Store(s3.settings);
    expect(await copyMissing(localStore(dir), bucket)).toEqual({ seen: 3, copied: 3, skipped: 0 });
    expect((await bucket.get('contracts/CM1/v2-ff.pdf')).toString()).toBe('%PDF-contract');
    expect((await bucket.get('ab/ab12.pdf')).toString()).toBe('%PDF-a');
    expect(await copyMissing(localStore(dir), bucket)).toEqual({ seen: 3, copied: 0, skipped: 3 });
  });

  it('runs as npm run storage:migrate with the servers’ settings, and refuses to run without STORAGE=s3', async () => {
    const dir = uploadDirWith({ 'ee/ee56.png': 'png bytes', 'ab/ab12.pdf': '%PDF-a' });
    const env = { ...process.env, ...s3.env, UPLOAD_DIR: dir };
    const { stdout } = await migrate(env);
    // ab/ab12.pdf is already there from the test above.
    expect(stdout).toContain(`done: 2 files in local:${dir}, 1 copied, 1 already in s3://${s3.bucket}`);
    expect((await s3Store(s3.settings).get('ee/ee56.png')).toString()).toBe('png bytes');

    const refused = await migrate({ ...env, STORAGE: 'local', S3_BUCKET: '' }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('STORAGE is not s3') });
  }, 120_000);
});
