import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMembers } from '@/lib/server/account/service';
import { createDb, type Db } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { claimNextJob, heartbeatJob, insertJob } from '@/lib/server/goods/import/repo';
import { takeLease } from '@/lib/server/scheduler/leases';
import { dropPostgres, freshPostgres } from './scratch-databases';

/*
 * Background work across instances on PostgreSQL, where instances race for
 * real (several connections, row locks): of many instances asking at once,
 * one gets a scheduler job's lease and one claims an import job.
 */
const PG_NAME = `claims_${process.pid}`;
let db: Db;

beforeAll(async () => {
  const opened = createDb({ kind: 'postgres', url: await freshPostgres(PG_NAME) });
  db = opened.db;
  await migrateToLatest(db, opened.dialect);
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  await dropPostgres(PG_NAME);
});

describe('on PostgreSQL, of many instances asking at once', () => {
  it('one takes a free scheduler lease', async () => {
    const now = new Date();
    const won = await Promise.all(Array.from({ length: 16 }, (_, i) => takeLease(db, 'order-steps', `instance-${i}`, now, 15_000)));
    expect(won.filter(Boolean)).toHaveLength(1);
  });

  it('one claims an import job, and only its holder renews it', async () => {
    await importMembers(db, [
      { username: 'claims_seller', password: 'Seller12345', memberType: 'licence', isBuyer: false, isSeller: true, displayName: '卖家', companyName: null },
    ]);
    const seller = await db.selectFrom('members').select('id').where('username', '=', 'claims_seller').executeTakeFirstOrThrow();
    const jobId = await insertJob(db, {
      sellerId: seller.id,
      fileName: 'a.xlsx',
      storageKey: 'x',
      status: 'queued',
      totalRows: 10,
      createdAt: new Date().toISOString(),
    });
    const now = new Date();
    const until = new Date(now.getTime() + 10_000).toISOString();
    const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => claimNextJob(db, now.toISOString(), until, `worker-${i}`)));
    const winners = claims.filter((c) => c !== null);
    expect(winners).toHaveLength(1);
    expect(winners[0]?.id).toBe(jobId);
    const token = winners[0]!.claimToken!;
    const beats = await Promise.all(
      Array.from({ length: 8 }, (_, i) => heartbeatJob(db, jobId, `worker-${i}`, new Date().toISOString(), new Date(Date.now() + 10_000).toISOString())),
    );
    expect(beats.filter(Boolean)).toHaveLength(1);
    expect(beats[Number(token.split('-')[1])]).toBe(true);
  });
});
