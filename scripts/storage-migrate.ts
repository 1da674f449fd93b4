/**
 * `npm run storage:migrate`: copies the files of UPLOAD_DIR (uploads, import
 * workbooks, contract PDFs) into the S3 bucket the settings name, keeping
 * their keys. Run it with the settings the servers will use (STORAGE=s3 and
 * the S3_* ones, from the environment or .env); it skips files the bucket
 * already holds, so it can run again after an interruption, or once more
 * after the last instance on local storage stopped.
 */
import nextEnv from '@next/env';
import { config, storageSettingProblems } from '@/lib/server/core/config';
import { storeFor } from '@/lib/server/storage';
import { localStore } from '@/lib/server/storage/local';
import { copyMissing } from '@/lib/server/storage/migrate';

async function main(): Promise<number> {
  nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production');
  const settings = config();
  if (settings.storage.backend !== 's3') {
    console.error('[storage] STORAGE is not s3: set STORAGE=s3 and the S3_* settings of the bucket to copy UPLOAD_DIR into (README "Settings").');
    return 1;
  }
  const problems = storageSettingProblems(settings.storage);
  if (problems.length > 0) {
    console.error(`[storage] ${problems.join('; ')}`);
    return 1;
  }
  const from = localStore(settings.uploadDir);
  const to = storeFor(settings);
  await to.ping().catch((error: unknown) => {
    throw new Error(`${to.name} is not reachable or not writable: ${error instanceof Error ? error.message : String(error)}`);
  });
  console.log(`[storage] copying ${from.name} into ${to.name} …`);
  const counts = await copyMissing(from, to, (c) => console.log(`[storage] ${c.seen} files seen, ${c.copied} copied, ${c.skipped} already there`));
  console.log(`[storage] done: ${counts.seen} files in ${from.name}, ${counts.copied} copied, ${counts.skipped} already in ${to.name}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[storage] migration failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
