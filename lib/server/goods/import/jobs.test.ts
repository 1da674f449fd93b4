import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMembers } from '@/lib/server/account/service';
import { createDb } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { readDemoSubstances } from '@/lib/server/demo/substances';
import { loadCatalog } from '@/lib/server/workflows/load-catalog';
import { IMPORT_COLUMNS } from './columns';
import { claimNextJob, findJob, heartbeatJob } from './repo';
import { CLAIM_MS, HEARTBEAT_MS, IMPORT_BATCH_ROWS, ownImportJob, queueImport, runImportJob, workImportJobs } from './jobs';

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goods-import-'));
process.env.UPLOAD_DIR = uploadDir;
const { db, dialect } = createDb({ kind: 'sqlite', file: ':memory:' });
let sellerId: number;

beforeAll(async () => {
  await migrateToLatest(db, dialect);
  await loadCatalog(db, { demoMarketplace: false, substances: readDemoSubstances().slice(0, 20) });
  await importMembers(db, [
    { username: 'import_seller', password: 'Fresh12345', memberType: 'licence', isBuyer: false, isSeller: true, displayName: '导入', companyName: null },
  ]);
  sellerId = (await db.selectFrom('members').select('id').where('username', '=', 'import_seller').executeTakeFirstOrThrow()).id;
}, 60_000);
afterAll(async () => {
  await db.destroy();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

async function workbookFile(rows: number): Promise<File> {
  const cas = (await db.selectFrom('substances').select('cas').orderBy('id').limit(1).executeTakeFirstOrThrow()).cas;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('商品');
  sheet.addRow(IMPORT_COLUMNS.map((c) => c.header));
  // Pack sizes 1, 2, 3, …: every row a different offer.
  for (let i = 1; i <= rows; i++) sheet.addRow([cas, '', '', '', '99%', '', i, 'g', 10 + i, 5, 2, '', '']);
  return new File([new Uint8Array(await workbook.xlsx.writeBuffer())], 'resume.xlsx');
}

describe('import jobs', () => {
  it('are resumed where a stopped worker left them, and no row is stored twice', async () => {
    const rows = IMPORT_BATCH_ROWS * 2 + 50;
    const queued = await queueImport(db, sellerId, await workbookFile(rows));
    expect(queued).toMatchObject({ status: 'queued', totalRows: rows, processedRows: 0 });

    // A worker claims the job, stores one batch and stops (a restart); while its claim holds, nobody else takes the job.
    const claimed = await claimNextJob(db, new Date().toISOString(), new Date(Date.now() + 60_000).toISOString(), 'worker-a');
    expect(claimed?.id).toBe(queued.jobId);
    expect(await runImportJob(db, claimed!, 1)).toBe('paused');
    expect(await findJob(db, queued.jobId)).toMatchObject({ status: 'running', processedRows: IMPORT_BATCH_ROWS, acceptedRows: IMPORT_BATCH_ROWS });

    // The next worker claims it and goes on from row 201.
    expect(await workImportJobs(db)).toBe(1);
    expect(await findJob(db, queued.jobId)).toMatchObject({ status: 'done', processedRows: rows, acceptedRows: rows, rejectedRows: 0 });
    const stored = await db
      .selectFrom('goodsImportRows')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('jobId', '=', queued.jobId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(rows);
    const goods = await db
      .selectFrom('goods')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('importJobId', '=', queued.jobId)
      .executeTakeFirstOrThrow();
    expect(Number(goods.n)).toBe(rows);
  });

  it('leave a job alone while another worker holds its claim, and take it over once its heartbeat stops', async () => {
    const queued = await queueImport(db, sellerId, await workbookFile(3).then((f) => new File([f], 'second.xlsx')));
    const now = new Date();
    await claimNextJob(db, now.toISOString(), new Date(now.getTime() + CLAIM_MS).toISOString(), 'worker-a');
    expect(await workImportJobs(db)).toBe(0);
    // Worker A's heartbeat renews its claim; nobody else may renew it.
    const later = new Date(now.getTime() + HEARTBEAT_MS);
    expect(await heartbeatJob(db, queued.jobId, 'worker-a', later.toISOString(), new Date(later.getTime() + CLAIM_MS).toISOString())).toBe(true);
    expect(await heartbeatJob(db, queued.jobId, 'worker-b', later.toISOString(), new Date(later.getTime() + CLAIM_MS).toISOString())).toBe(false);
    expect(await ownImportJob(db, sellerId, queued.jobId)).toMatchObject({ status: 'running', resuming: false });
    // A's instance dies: its claim runs out, the seller is told another server takes over, and the next worker does.
    await db
      .updateTable('goodsImportJobs')
      .set({ claimedUntil: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', queued.jobId)
      .execute();
    expect(await ownImportJob(db, sellerId, queued.jobId)).toMatchObject({ status: 'running', resuming: true });
    expect(await workImportJobs(db)).toBe(1);
    // A, back from a pause, can no longer renew or store anything under its old token.
    expect(await heartbeatJob(db, queued.jobId, 'worker-a', new Date().toISOString(), new Date(Date.now() + CLAIM_MS).toISOString())).toBe(false);
    // The same three offers as the first file's first three rows: duplicates, nothing new.
    expect(await findJob(db, queued.jobId)).toMatchObject({ status: 'done', acceptedRows: 0, rejectedRows: 3 });
  });
});
