import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { call, rawRequest, testDb, url } from './helpers';
import { downloadTemplate, followJob, freshMemberToken, unknownCas, uploadFile, workbookWith, type Job, type RowValues } from './goods-helpers';
import { get } from './kit';

const db = testDb();
afterAll(() => db.destroy());

type ResultPage = { list: { rowNo: number; name: string | null; outcome: string; reason: string | null; goodsId: number | null }[]; total: number; job: Job };

const row = (cas: string, packSize: number, changes: Partial<Record<number, string | number | null>> = {}): RowValues => {
  const values: RowValues = [cas, '', '', '', '99%', '导入测试', packSize, 'g', 12.5, 10, 3, '阴凉干燥处', 'LOT-1'];
  for (const [i, v] of Object.entries(changes)) values[Number(i)] = v ?? null;
  return values;
};

async function importRows(token: string, rows: RowValues[]): Promise<Job> {
  const answer = await uploadFile<Job>('/api/upload_goods_excel', token, await workbookWith(rows), 'goods.xlsx');
  expect(answer.code, answer.msg).toBe(0);
  return (await followJob(token, answer.data.jobId)).job;
}

const results = (token: string, jobId: number) => get<ResultPage>('/api/get_upload_excel', token, { jobId, pageSize: 100 });

describe('goods import: the template', () => {
  it('has the header row, an example row and a list of units on the unit column', async () => {
    const sheet = (await downloadTemplate()).getWorksheet('商品')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('CAS号*');
    expect(sheet.getRow(2).getCell(1).value).toBe('50-78-2');
    const validation = sheet.getCell('H5').dataValidation;
    expect(validation).toMatchObject({ type: 'list' });
    expect(validation.formulae?.[0]).toContain('mL');
  });

  it('round-trips: rows filled into the downloaded template are all accepted, pending review', async () => {
    const seller = await freshMemberToken(db, 'imp', { seller: true });
    const rows = [row('64-17-5', 500, { 7: 'mL' }), row('67-64-1', 1, { 7: 'L' }), row('50-78-2', 25), row('50-78-2', 100)];
    const job = await importRows(seller, rows);
    expect(job).toMatchObject({ status: 'done', totalRows: 4, processedRows: 4, acceptedRows: 4, rejectedRows: 0, percent: 100 });
    const pending = await get<{ total: number }>('/api/good_list', seller, { status: 'pending' });
    expect(pending.body.data.total).toBe(4);
  });
});

describe('goods import: every row gets its outcome and reason', () => {
  let seller: string;
  let jobId: number;
  beforeAll(async () => {
    seller = await freshMemberToken(db, 'imperr', { seller: true });
    // An offer the seller already has, so the file's copy of it is a duplicate of an existing offer.
    await importRows(seller, [row('64-17-5', 250)]);
    const rows: RowValues[] = [
      row('50-78-2', 5), // 2: accepted
      row('50-78-3', 5), // 3: bad checksum
      row(unknownCas(), 5), // 4: unknown CAS, no name
      row('50-78-2', 6, { 7: 'oz' }), // 5: unknown unit
      row('50-78-2', 7, { 8: -3 }), // 6: negative price
      row('50-78-2', 8, { 8: '面议' }), // 7: non-numeric price
      row('50-78-2', 5), // 8: duplicate of row 2
      row('64-17-5', 250), // 9: duplicate of an existing offer
      row('50-78-2', 9, { 4: '' }), // 10: missing purity
      row('50-78-2', 10, { 5: 'x'.repeat(61) }), // 11: brand too long
      row(unknownCas(), 5, { 1: '=HYPERLINK("http://example.com","新物质")', 3: 'CCO' }), // 12: a new substance, accepted
    ];
    jobId = (await importRows(seller, rows)).jobId;
  });

  it.each([
    [3, 'CAS 号“50-78-3”无效'],
    [4, '请填写产品名称'],
    [5, '单位“oz”不在单位列表中'],
    [6, '价格必须大于 0'],
    [7, '价格“面议”不是数字'],
    [8, '与第 2 行重复'],
    [9, '已有相同的商品'],
    [10, '缺少必填项：纯度'],
    [11, '品牌过长'],
  ])('row %i is refused: %s', async (rowNo, reason) => {
    const found = (await results(seller, jobId)).body.data.list.find((r) => r.rowNo === rowNo);
    expect(found).toMatchObject({ outcome: 'rejected', goodsId: null });
    expect(found?.reason).toContain(reason);
  });

  it('accepts the good rows, and counts what it did', async () => {
    const page = (await results(seller, jobId)).body.data;
    expect(page.job).toMatchObject({ totalRows: 11, acceptedRows: 2, rejectedRows: 9 });
    expect(page.list.filter((r) => r.outcome === 'accepted').map((r) => r.rowNo)).toEqual([2, 12]);
    // A row that gave only a CAS number is listed by the catalog's name; a typed name stays as typed.
    const named = new Map(page.list.map((r) => [r.rowNo, r.name]));
    expect(named.get(2)).toMatch(/Aspirin/);
    expect(named.get(9)).toMatch(/Ethanol/);
    expect(named.get(12)).toContain('新物质');
    expect(named.get(4)).toBeNull();
    const rejectedOnly = await get<ResultPage>('/api/get_upload_excel', seller, { jobId, outcome: 'rejected', pageSize: 5, page: 2 });
    expect(rejectedOnly.body.data).toMatchObject({ total: 9, page: 2 });
    expect(rejectedOnly.body.data.list.map((r) => r.rowNo)).toEqual([8, 9, 10, 11]);
  });

  it('downloads the results as .xlsx with formula-like text neutralised', async () => {
    const response = await fetch(url(`/downloads/goods-import/${jobId}`), { headers: { authorization: `Bearer ${seller}` } });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(12);
    const formulaRow = sheet.getRow(12);
    expect(formulaRow.getCell(3).value).toBe('\'=HYPERLINK("http://example.com","新物质")');
    expect(formulaRow.getCell(4).value).toBe('已导入（待审核）');
    sheet.eachRow((r) => r.eachCell((c) => expect(typeof c.value === 'object' && c.value !== null && 'formula' in c.value).toBe(false)));
  });

  it("keeps a seller's import to that seller", async () => {
    const other = await freshMemberToken(db, 'imposer', { seller: true });
    expect((await get('/api/get_upload_excel', other, { jobId })).body.code).toBe(ErrorCode.IMPORT_JOB_NOT_FOUND);
    expect((await get('/api/goods_import_job', other, { jobId })).body.code).toBe(ErrorCode.IMPORT_JOB_NOT_FOUND);
    expect((await fetch(url(`/downloads/goods-import/${jobId}`), { headers: { authorization: `Bearer ${other}` } })).status).toBe(404);
    expect((await fetch(url(`/downloads/goods-import/${jobId}`))).status).toBe(404);
  });
});

describe('goods import: files and repeats', () => {
  let seller: string;
  beforeAll(async () => {
    seller = await freshMemberToken(db, 'imprep', { seller: true });
  });

  it('importing the same file again duplicates nothing', async () => {
    const rows = [row('64-17-5', 1), row('64-17-5', 2), row('67-64-1', 3)];
    const first = await importRows(seller, rows);
    const again = await importRows(seller, rows);
    expect(first).toMatchObject({ acceptedRows: 3, rejectedRows: 0 });
    expect(again).toMatchObject({ acceptedRows: 0, rejectedRows: 3 });
    const reasons = (await results(seller, again.jobId)).body.data.list.map((r) => r.reason);
    expect(reasons.every((r) => r?.includes('已有相同的商品'))).toBe(true);
    expect((await get<{ total: number }>('/api/good_list', seller, { status: 'pending' })).body.data.total).toBe(3);
  });

  it('refuses files that are not the template, empty or too long, with a clear message', async () => {
    const notXlsx = await uploadFile('/api/upload_goods_excel', seller, Buffer.from('CAS,name\n50-78-2,x\n'), 'goods.csv');
    expect(notXlsx).toMatchObject({ code: ErrorCode.IMPORT_FILE_INVALID });
    expect(notXlsx.msg).toContain('.xlsx');
    const other = new ExcelJS.Workbook();
    other.addWorksheet('x').addRow(['名称', '数量']);
    other.getWorksheet('x')!.addRow(['乙醇', 1]);
    const header = await uploadFile('/api/upload_goods_excel', seller, Buffer.from(await other.xlsx.writeBuffer()), 'other.xlsx');
    expect(header.code).toBe(ErrorCode.IMPORT_FILE_INVALID);
    expect(header.msg).toContain('表头');
    expect((await uploadFile('/api/upload_goods_excel', seller, await workbookWith([]), 'empty.xlsx')).code).toBe(ErrorCode.IMPORT_FILE_INVALID);
    const tooMany = await uploadFile(
      '/api/upload_goods_excel',
      seller,
      await workbookWith(Array.from({ length: 10_001 }, (_, i) => row('64-17-5', i + 1))),
      'big.xlsx',
    );
    expect(tooMany.code).toBe(ErrorCode.IMPORT_FILE_INVALID);
    expect(tooMany.msg).toContain('10,000');
    const visitor = await call('/api/upload_goods_excel', { method: 'POST', body: {} });
    expect(visitor.body.code).toBe(10);
  });

  it('reports progress while a large file runs', async () => {
    const big = await freshMemberToken(db, 'impbig', { seller: true });
    const rows = Array.from({ length: 3000 }, (_, i) => row('50-78-2', i + 1));
    const answer = await uploadFile<Job>('/api/upload_goods_excel', big, await workbookWith(rows), 'big.xlsx');
    expect(answer.code, answer.msg).toBe(0);
    const { job, seen } = await followJob(big, answer.data.jobId);
    expect(job).toMatchObject({ status: 'done', acceptedRows: 3000 });
    // Progress only grows, and was seen between the start and the end.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.some((n) => n > 0 && n < 3000)).toBe(true);
    const jobs = await get<{ list: Job[] }>('/api/goods_import_jobs', big);
    expect(jobs.body.data.list[0]).toMatchObject({ jobId: job.jobId, status: 'done' });
  }, 120_000);
});

describe('goods import: the template download', () => {
  it('is a real .xlsx file', async () => {
    const response = await rawRequest(url('/downloads/goods-template'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
  });
});
