import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@/lib/server/core/db';
import { migrateToLatest } from '@/lib/server/core/db/migrate';
import { backgroundJobs, LEASED_JOBS, OUTBOX_JOB, STRUCTURE_JOB, WEBHOOKS_JOB } from './jobs';
import { leaseHolders, releaseLease, takeLease } from './leases';

const { db, dialect } = createDb({ kind: 'sqlite', file: ':memory:' });
beforeAll(() => migrateToLatest(db, dialect));
afterAll(() => db.destroy());

const at = (s: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, s));

describe('scheduler leases', () => {
  it('let one instance run a job: the holder renews, another waits until the lease runs out, then takes it over', async () => {
    expect(await takeLease(db, 'order-steps', 'a', at(0), 15_000)).toBe(true);
    expect(await takeLease(db, 'order-steps', 'b', at(1), 15_000)).toBe(false);
    // Before half its lease has passed, A holds on without writing; after, it renews.
    expect(await takeLease(db, 'order-steps', 'a', at(5), 15_000)).toBe(true);
    expect((await leaseHolders(db))[0]?.until).toBe(at(15).toISOString());
    expect(await takeLease(db, 'order-steps', 'a', at(10), 15_000)).toBe(true);
    // A's lease now runs to 25 s: B still waits at 20 s, and takes over at 26 s (A died).
    expect(await takeLease(db, 'order-steps', 'b', at(20), 15_000)).toBe(false);
    expect(await takeLease(db, 'order-steps', 'b', at(26), 15_000)).toBe(true);
    expect(await takeLease(db, 'order-steps', 'a', at(27), 15_000)).toBe(false);
    expect(await leaseHolders(db)).toEqual([{ name: 'order-steps', holder: 'b', until: at(41).toISOString() }]);
  });

  it('are per job, and one given up (a graceful stop) is free at once', async () => {
    expect(await takeLease(db, 'rfq-expiry', 'a', at(0), 15_000)).toBe(true);
    expect(await takeLease(db, 'payout-schedules', 'b', at(0), 15_000)).toBe(true);
    await releaseLease(db, 'rfq-expiry', 'b');
    expect(await takeLease(db, 'rfq-expiry', 'b', at(1), 15_000)).toBe(false);
    await releaseLease(db, 'rfq-expiry', 'a');
    expect(await takeLease(db, 'rfq-expiry', 'b', at(1), 15_000)).toBe(true);
  });

  it('cover every time-driven job, and only those: the outbox, the webhooks and the structure index run on every instance', () => {
    const names = backgroundJobs(db, { outboxMs: 1000, dueMs: 1000, structureMs: 1000, performanceMaxAgeMs: 1000 }, 'a').map((j) => j.name);
    expect(names).toEqual(expect.arrayContaining([OUTBOX_JOB, WEBHOOKS_JOB, STRUCTURE_JOB]));
    expect(names.filter((n) => n !== OUTBOX_JOB && n !== WEBHOOKS_JOB && n !== STRUCTURE_JOB).sort()).toEqual([...LEASED_JOBS].sort());
  });
});
