import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '@/lib/server/core/db';
import { ErrorCode } from '@/lib/server/core/errors';
import { startS3Server, type S3TestServer } from '@/tests/kits/s3-server';
import { startInstances, type Instances } from '@/tests/kits/instances';
import { call, freshIp, rawRequest, tokenFor, useServer } from './helpers';
import { followJob, workbookWith, uploadFile, type Job } from './goods-helpers';
import { freshMember, goodsOnShelf, post, seedDeposit, upload } from './kit';
import { key, submittedOrder, type Order, type PaymentResult } from './orders-payment-helpers';

/*
 * The proof of issue 27: two production servers ("A" and "B") on two
 * loopback ports, one PostgreSQL, one Redis, one S3-compatible server — the
 * shape docs/deploy.md deploys behind nginx. What one instance does, the
 * other sees; what one leaves half done, the other finishes.
 */

let s3: S3TestServer;
let instances: Instances;
let db: Db;
const A = () => instances.servers[0]!.baseUrl;
const B = () => instances.servers[1]!.baseUrl;

beforeAll(async () => {
  s3 = await startS3Server();
  instances = await startInstances(2, { signSecret: inject('signSecret'), storageEnv: s3.env });
  db = instances.db;
  // The kit's calls go to A unless a call names B.
  useServer(A(), instances.database);
}, 240_000);

afterAll(async () => {
  await instances?.stop();
  await s3?.stop();
});

/** Polls `read` until `done` holds or `withinMs` passes; the last value either way, and how long it took. */
async function within<T>(withinMs: number, read: () => Promise<T>, done: (value: T) => boolean): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    const ms = Date.now() - started;
    if (done(value) || ms > withinMs) return { value, ms };
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('two instances on one PostgreSQL, Redis and object store', () => {
  it('sign in on A, use the session on B', async () => {
    const member = await freshMember(db, 'twin', { buyer: true });
    const signedIn = await call<{ token: string }>('/api/login', {
      method: 'POST',
      body: { account: member.username, password: member.password },
      ip: freshIp(),
      baseUrl: A(),
    });
    expect(signedIn.body.code, signedIn.body.msg).toBe(0);
    const onB = await call<{ username: string }>('/api/member_info', { token: signedIn.body.data.token, baseUrl: B() });
    expect(onB.body.code, onB.body.msg).toBe(0);
    expect(onB.body.data.username).toBe(member.username);
  });

  it("a stock change through A shows on B's cached product page within 2 s", async () => {
    const cas = '64-17-5';
    const goods = await goodsOnShelf(db, cas);
    const seller = await db.selectFrom('members').select('username').where('id', '=', goods.sellerId).executeTakeFirstOrThrow();
    const token = await tokenFor(db, seller.username);
    const detail = await call<Record<string, unknown>>('/api/good_detail', { token, query: { goodsId: goods.goodsId }, baseUrl: A() });
    expect(detail.body.code, detail.body.msg).toBe(0);
    const page = async () => (await fetch(`${B()}/products/${cas}.html`)).text();
    await page();
    const stock = 7000 + Math.floor(Math.random() * 999);
    const d = detail.body.data as Record<string, unknown>;
    const offer = {
      cas: d.cas,
      purity: d.purity,
      brand: d.brand,
      leadTimeDays: d.leadTimeDays,
      storageConditions: d.storageConditions,
      lotNumber: d.lotNumber,
    };
    const pack = { packSize: d.packSize, unitCode: d.unitCode, priceCents: d.priceCents, stock };
    const edited = await call<{ status: string }>('/api/update_goods', {
      method: 'POST',
      token,
      body: { goodsId: goods.goodsId, ...offer, ...pack },
      baseUrl: A(),
    });
    expect(edited.body.code, edited.body.msg).toBe(0);
    // Stock alone keeps the offer on shelf (a price change would send it back to review).
    expect(edited.body.data.status).toBe('on_shelf');
    // The page shows what buyers can take: the stock less what unpaid orders hold.
    const { reserved } = await db.selectFrom('goods').select('reserved').where('id', '=', goods.goodsId).executeTakeFirstOrThrow();
    const shown = await within(2_000, page, (html) => new RegExp(`现货 (<!-- -->)?${stock - reserved}`).test(html));
    expect(shown.ms, `B showed stock ${stock} after ${shown.ms} ms`).toBeLessThanOrEqual(2_000);
  });

  it('a file uploaded through A downloads from B', async () => {
    const member = await freshMember(db, 'twinfile', { buyer: true });
    const pdf = Buffer.from(`%PDF-1.4\n% ${member.username}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
    const answer = await upload<{ id: number; url: string }>('upload_file', member.token, { bytes: pdf, name: '许可证.pdf' }, { purpose: 'certificate' }, A());
    expect(answer.code, answer.msg).toBe(0);
    const fromB = await fetch(`${B()}${answer.data.url}`, { headers: { authorization: `Bearer ${member.token}` } });
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('a payment on A and a parallel one on B never overspend one balance', async () => {
    const goods = await goodsOnShelf(db, '50-78-2');
    const buyer = await freshMember(db, 'twinpay', { buyer: true });
    const address = await post('/api/transaction_create', buyer.token, {
      receiver: '李四',
      phone: '13912345678',
      areaCodes: ['44', '4401', '440106'],
      detail: '天河路 100 号 2 楼',
      postcode: '510000',
    });
    expect(address.body.code, address.body.msg).toBe(0);
    const orders: Order[] = [];
    for (let i = 0; i < 10; i += 1) orders.push(await submittedOrder(buyer.token, goods.goodsId));
    const payable = orders[0]!.payableCents;
    // Enough for four orders and a half: of ten paid at once, five on each instance, four are paid.
    await seedDeposit(db, buyer.id, payable * 4 + Math.floor(payable / 2), `twin-${buyer.id}`);
    const answers = await Promise.all(
      orders.map((o, i) =>
        call<PaymentResult>('/api/payment', {
          token: buyer.token,
          query: { orderNo: o.orderNo, idempotencyKey: key(), depositCents: payable },
          baseUrl: i % 2 === 0 ? A() : B(),
        }),
      ),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(4);
    expect(new Set(codes.filter((c) => c !== 0))).toEqual(new Set([ErrorCode.BALANCE_INSUFFICIENT]));
    const account = await db.selectFrom('depositAccounts').select(['balanceCents', 'frozenCents']).where('memberId', '=', buyer.id).executeTakeFirstOrThrow();
    expect({ balance: Number(account.balanceCents), frozen: Number(account.frozenCents) }).toEqual({ balance: Math.floor(payable / 2), frozen: 0 });
  });

  it('an import started on A, with A killed mid-way, is finished by B: every row once', async () => {
    const seller = await freshMember(db, 'twinimp', { seller: true });
    const rows = Array.from({ length: 8000 }, (_, i) => ['50-78-2', '', '', '', '99%', '双实例导入', i + 1, 'g', 12.5, 10, 3, '阴凉干燥处', 'LOT-1']);
    const started = await uploadFile<Job>('/api/upload_goods_excel', seller.token, await workbookWith(rows), 'twin.xlsx');
    expect(started.code, started.msg).toBe(0);
    const jobId = started.data.jobId;
    // A's worker has stored some batches, not all: kill it there.
    const midway = await within(
      60_000,
      () => db.selectFrom('goodsImportJobs').select(['processedRows', 'status']).where('id', '=', jobId).executeTakeFirstOrThrow(),
      (j) => j.processedRows > 0,
    );
    expect(midway.value.status).toBe('running');
    expect(midway.value.processedRows).toBeLessThan(8000);
    await instances.servers[0]!.signal('SIGKILL');
    // B's worker takes the job over once A's claim runs out (10 s), and finishes it.
    const taken = Date.now();
    useServer(B(), instances.database);
    const { job } = await followJob(seller.token, jobId);
    expect(job).toMatchObject({ status: 'done', processedRows: 8000, acceptedRows: 8000, rejectedRows: 0 });
    expect(Date.now() - taken).toBeLessThan(60_000);
    // Each row's outcome and each row's goods stored once, whoever stored the batch.
    const counted = await Promise.all([
      db
        .selectFrom('goodsImportRows')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .where('jobId', '=', jobId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('goods')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .where('importJobId', '=', jobId)
        .executeTakeFirstOrThrow(),
    ]);
    expect(counted.map((c) => Number(c.n))).toEqual([8000, 8000]);
    await instances.restart(0);
    useServer(A(), instances.database);
  }, 180_000);

  it('both instances are ready, and say what they checked', async () => {
    for (const base of [A(), B()]) {
      const ready = await rawRequest(`${base}/readyz`);
      expect(ready.status, ready.text).toBe(200);
      const report = JSON.parse(ready.text) as { checks: Record<string, { ok: boolean }> };
      expect(Object.keys(report.checks).sort()).toEqual(['database', 'redis', 'storage']);
    }
  });
});
