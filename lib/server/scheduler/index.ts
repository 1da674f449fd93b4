import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Db } from '@/lib/server/core/db';
import { logger } from '@/lib/server/core/logger';
import { setOutboxNudge } from '@/lib/server/outbox/nudge';
import { backgroundJobs, LEASED_JOBS, OUTBOX_JOB, ticksFromEnv, type Ticks } from './jobs';
import { releaseLease } from './leases';
import { startScheduler, type Scheduler } from './scheduler';

const globalForScheduler = globalThis as unknown as { chemmartScheduler?: { scheduler: Scheduler; db: Db; holder: string } };

/** Server start: the one scheduler of this process (a second call returns the first). */
export function startBackgroundWork(db: Db, ticks: Ticks = ticksFromEnv()): Scheduler {
  if (globalForScheduler.chemmartScheduler) return globalForScheduler.chemmartScheduler.scheduler;
  // Names this instance in the job leases: host and process, and a random part for a restarted process with the same pid.
  const holder = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const scheduler = startScheduler(backgroundJobs(db, ticks, holder), (job, error) => logger().error({ err: error, job }, 'background job failed'));
  setOutboxNudge(() => scheduler.nudge(OUTBOX_JOB));
  globalForScheduler.chemmartScheduler = { scheduler, db, holder };
  return scheduler;
}

/** Stops the process's scheduler (tests, shutdown); resolves when its rounds in flight have ended. */
export async function stopBackgroundWork(): Promise<void> {
  const running = globalForScheduler.chemmartScheduler;
  if (!running) return;
  globalForScheduler.chemmartScheduler = undefined;
  setOutboxNudge(undefined);
  await running.scheduler.stop();
  // Another instance takes the time-driven jobs at its next tick rather than after the leases run out.
  await Promise.all(LEASED_JOBS.map((name) => releaseLease(running.db, name, running.holder))).catch((error: unknown) =>
    logger().warn({ err: error }, 'scheduler leases not released; they run out by themselves'),
  );
}
