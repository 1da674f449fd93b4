/**
 * Batch import of goods: a generated 10,000-row workbook read (exceljs
 * streaming), checked and stored through the same job code the server runs
 * (`queueImport`, then `workImportJobs`). Target < 15 s. Prints the time of
 * each phase and the peak memory (RSS and heap), sampled every 20 ms.
 *
 *   npx tsx tests/bench/goods-import.ts            # SQLite var/bench/goods-import.db (fresh each run)
 *   npx tsx tests/bench/goods-import.ts --pg       # PostgreSQL chemmart_bench_goods_import (re-created)
 *   … --rows 10000
 *
 * The rows: CAS numbers drawn from the demo catalog (seeded PRNG), pack
 * sizes that make every row a distinct offer, mixed units, prices with
 * cents, and 2 % of rows broken in one of four ways (bad CAS checksum,
 * unknown unit, negative price, missing purity) so the reasons are written too.
 */
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { importMembers } from '@/lib/server/account/service';
import { createDb } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { IMPORT_COLUMNS } from '@/lib/server/goods/import/columns';
import { queueImport, workImportJobs } from '@/lib/server/goods/import/jobs';
import { seedDemoCatalog } from '@/lib/server/workflows/load-catalog';
import { seededRandom } from '@/lib/shared/random';
import { ensurePgDatabase, machine, numberArg, parseArgs, sample, table } from './common';

const UNITS = ['g', 'kg', 'mL', 'L', 'mg'];

async function workbook(catalog: string[], rows: number): Promise<Buffer> {
  const rand = seededRandom(16);
  const file = path.resolve('var/bench/goods-import.xlsx');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
  const sheet = book.addWorksheet('商品');
  sheet.addRow(IMPORT_COLUMNS.map((c) => c.header)).commit();
  const cas = sample(rand, catalog, rows);
  for (let i = 0; i < rows; i++) {
    const row: (string | number)[] = [cas[i % cas.length]!, '', '', '', '≥99%', 'Bench', i + 1, UNITS[i % UNITS.length]!, Math.round(rand() * 100_000) / 100 + 1, Math.floor(rand() * 500), 1 + (i % 14), '室温', `B${i}`];
    if (i % 50 === 7) row[0] = '50-78-3';
    if (i % 50 === 17) row[7] = 'oz';
    if (i % 50 === 27) row[8] = -1;
    if (i % 50 === 37) row[4] = '';
    sheet.addRow(row).commit();
  }
  sheet.commit();
  await book.commit();
  return fs.readFileSync(file);
}

async function main(): Promise<void> {
  const args = parseArgs();
  const rows = numberArg(args, 'rows', 10_000);
  const postgres = args.pg === true;
  process.env.UPLOAD_DIR ??= path.resolve('var/bench/uploads');
  let database;
  if (postgres) {
    await ensurePgDatabase('chemmart_bench_goods_import', true);
    database = { kind: 'postgres' as const, url: 'postgres://postgres@127.0.0.1:5432/chemmart_bench_goods_import' };
  } else {
    const file = path.resolve('var/bench/goods-import.db');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
    database = { kind: 'sqlite' as const, file };
  }
  const { db, dialect } = createDb(database);
  await migrateToLatest(db, dialect);
  await seedDemoCatalog(db);
  await importMembers(db, [{ username: 'bench_importer', password: 'Bench12345', memberType: 'licence', isBuyer: false, isSeller: true, displayName: 'Bench', companyName: null }]);
  const sellerId = (await db.selectFrom('members').select('id').where('username', '=', 'bench_importer').executeTakeFirstOrThrow()).id;
  const catalog = (await db.selectFrom('substances').select('cas').orderBy('id').execute()).map((r) => r.cas);

  let t = performance.now();
  const bytes = await workbook(catalog, rows);
  const generated = performance.now() - t;

  const peak = { rss: 0, heap: 0 };
  const sampleMemory = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heapUsed);
  };
  global.gc?.();
  const before = process.memoryUsage();
  const timer = setInterval(sampleMemory, 20);
  t = performance.now();
  const job = await queueImport(db, sellerId, new File([new Uint8Array(bytes)], 'bench.xlsx'));
  const checked = performance.now() - t;
  t = performance.now();
  await workImportJobs(db);
  const imported = performance.now() - t;
  clearInterval(timer);
  sampleMemory();
  const done = await db.selectFrom('goodsImportJobs').select(['status', 'acceptedRows', 'rejectedRows']).where('id', '=', job.jobId).executeTakeFirstOrThrow();
  await db.destroy();

  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  console.log(`goods import, ${rows.toLocaleString('en-US')} rows, ${postgres ? 'PostgreSQL' : 'SQLite'}; ${machine()}`);
  console.log(`workbook ${(bytes.length / 1024).toFixed(0)} KB; job ${done.status}: ${done.acceptedRows} accepted, ${done.rejectedRows} refused`);
  console.log(
    table(
      ['phase', 'time'],
      [
        ['generate the workbook (not part of the import)', `${(generated / 1000).toFixed(2)} s`],
        ['upload check: stream, header, count rows', `${(checked / 1000).toFixed(2)} s`],
        ['job: read, check, store every row', `${(imported / 1000).toFixed(2)} s`],
        ['upload check + job', `${((checked + imported) / 1000).toFixed(2)} s`],
      ],
    ),
  );
  console.log(`memory: RSS ${mb(before.rss)} before, peak ${mb(peak.rss)}; heap used ${mb(before.heapUsed)} before, peak ${mb(peak.heap)}`);
}

void main();
