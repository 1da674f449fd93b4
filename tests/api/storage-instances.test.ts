import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, nowIso, type Db } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { s3Store } from '@/lib/server/storage/s3';
import { seedDemoCatalog } from '@/lib/server/workflows/load-catalog';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import { startS3Server, type S3TestServer } from '@/tests/kits/s3-server';
import { startSecondServer, type SecondServer } from '@/tests/kits/second-server';
import { TINY_PDF } from './fresh-roles';
import { workbookWith, type Job, type RowValues } from './goods-helpers';
import { freshMember, upload } from './kit';

/*
 * Several instances on one bucket (issue 27): two servers, A and B, both with
 * STORAGE=s3 on the same bucket of a real S3-compatible server (s3rver), each
 * with a local UPLOAD_DIR of its own that must stay empty. They share a
 * database of their own: the run's test server keeps its files on its disk,
 * and its import worker must not claim the jobs made here.
 */

let s3: S3TestServer;
let a: SecondServer | undefined;
let b: SecondServer | undefined;
let db: Db;
const scratch = path.resolve('var/test', `storage-${process.pid}.db`);
const localDirs = { a: fs.mkdtempSync(path.join(os.tmpdir(), 'chemmart-a-')), b: fs.mkdtempSync(path.join(os.tmpdir(), 'chemmart-b-')) };

async function scratchDatabase(): Promise<Db> {
  fs.mkdirSync(path.dirname(scratch), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${scratch}${suffix}`, { force: true });
  const { db: opened, dialect } = createDb({ kind: 'sqlite', file: scratch });
  await migrateToLatest(opened, dialect);
  await seedDemoCatalog(opened);
  return opened;
}

function instance(uploadDir: string): Promise<SecondServer> {
  return startSecondServer({
    NODE_ENV: 'test',
    API_SIGN_SECRET: inject('signSecret'),
    SQLITE_PATH: scratch,
    DATABASE_URL: '',
    UPLOAD_DIR: uploadDir,
    STRUCTURE_SEARCH_WORKERS: '1',
    ...s3.env,
  });
}

beforeAll(async () => {
  s3 = await startS3Server();
  db = await scratchDatabase();
  [a, b] = await Promise.all([instance(localDirs.a), instance(localDirs.b)]);
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await s3?.stop();
  await db?.destroy();
  for (const dir of Object.values(localDirs)) fs.rmSync(dir, { recursive: true, force: true });
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${scratch}${suffix}`, { force: true });
});

/** A signed GET of an API call on one server. */
async function getOn<T>(
  server: SecondServer,
  call: string,
  token: string,
  query: Record<string, string | number>,
): Promise<{ code: number; msg: string; data: T }> {
  const time = String(unixSecondsNow());
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${server.baseUrl}/api/${call}?${search}`, {
    headers: { time, sign: requestSign(inject('signSecret'), time), authorization: `Bearer ${token}` },
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}

async function finishedJob(server: SecondServer, token: string, jobId: number): Promise<Job> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const answer = await getOn<Job>(server, 'goods_import_job', token, { jobId });
    expect(answer.code, answer.msg).toBe(0);
    if (answer.data.status === 'done' || answer.data.status === 'failed') return answer.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`import job ${jobId} did not finish in 30 s`);
}

const localFiles = (dir: string): string[] => fs.readdirSync(dir, { recursive: true }) as string[];

describe('two instances on one S3 bucket', () => {
  it('serves a file uploaded through A from B (/files/<id>), from the bucket, not from either disk', async () => {
    const member = await freshMember(db, 'stor', { buyer: true });
    const pdf = Buffer.concat([TINY_PDF, Buffer.from(`% ${member.username}\n`)]);
    const answer = await upload<{ id: number; url: string }>(
      'upload_file',
      member.token,
      { bytes: pdf, name: '许可证.pdf' },
      { purpose: 'certificate' },
      a!.baseUrl,
    );
    expect(answer.code, answer.msg).toBe(0);

    const fromB = await fetch(`${b!.baseUrl}${answer.data.url}`, { headers: { authorization: `Bearer ${member.token}` } });
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await fromB.arrayBuffer()).equals(pdf)).toBe(true);

    const row = await db.selectFrom('uploads').select('storageKey').where('id', '=', answer.data.id).executeTakeFirstOrThrow();
    expect(await s3Store(s3.settings).head(row.storageKey)).toEqual({ size: pdf.length });
    expect(localFiles(localDirs.a)).toEqual([]);
    expect(localFiles(localDirs.b)).toEqual([]);
  });

  it('lets B work an import whose workbook A stored, after A is gone', async () => {
    const seller = await freshMember(db, 'storimp', { seller: true }, { displayName: 'storimp 测试', companyName: 'storimp 化学' });
    const rows: RowValues[] = [
      ['64-17-5', '', '', '', '99%', '存储测试', 500, 'mL', 12.5, 10, 3, '阴凉干燥处', 'LOT-1'],
      ['50-78-2', '', '', '', '99%', '存储测试', 25, 'g', 8, 10, 3, '阴凉干燥处', 'LOT-2'],
    ];
    const answer = await upload<Job>('upload_goods_excel', seller.token, { bytes: await workbookWith(rows), name: 'goods.xlsx' }, {}, a!.baseUrl);
    expect(answer.code, answer.msg).toBe(0);
    // Whichever worker took it (A is woken at once, B looks every few seconds), it read the workbook from the bucket.
    expect(await finishedJob(b!, seller.token, answer.data.jobId)).toMatchObject({ status: 'done', totalRows: 2, acceptedRows: 2 });

    // A dies; the same workbook is queued again as a job only B can claim now.
    await a!.stop();
    a = undefined;
    const original = await db.selectFrom('goodsImportJobs').selectAll().where('id', '=', answer.data.jobId).executeTakeFirstOrThrow();
    const requeued = await db
      .insertInto('goodsImportJobs')
      .values({
        sellerId: original.sellerId,
        fileName: original.fileName,
        storageKey: original.storageKey,
        status: 'queued',
        totalRows: original.totalRows,
        claimedUntil: null,
        error: null,
        createdAt: nowIso(),
        finishedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const job = await finishedJob(b!, seller.token, requeued.id);
    // B read every row of the file (both are now duplicates of the offers the first run made).
    expect(job).toMatchObject({ status: 'done', totalRows: 2, processedRows: 2, rejectedRows: 2 });
    expect(localFiles(localDirs.b)).toEqual([]);
  });
});
