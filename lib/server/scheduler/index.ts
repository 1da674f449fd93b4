import type { Db } from '@/lib/server/core/db';
import { logger } from '@/lib/server/core/logger';
import { setOutboxNudge } from '@/lib/server/outbox/nudge';
import { backgroundJobs, OUTBOX_JOB, ticksFromEnv, type Ticks } from './jobs';
import { startScheduler, type Scheduler } from './scheduler';

const globalForScheduler = globalThis as unknown as { chemmartScheduler?: Scheduler };

/** Server start: the one scheduler of this process (a second call returns the first). */
export function startBackgroundWork(db: Db, ticks: Ticks = ticksFromEnv()): Scheduler {
  if (globalForScheduler.chemmartScheduler) return globalForScheduler.chemmartScheduler;
  const scheduler = startScheduler(backgroundJobs(db, ticks), (job, error) => logger().error({ err: error, job }, 'background job failed'));
  setOutboxNudge(() => scheduler.nudge(OUTBOX_JOB));
  globalForScheduler.chemmartScheduler = scheduler;
  return scheduler;
}

/** Stops the process's scheduler (tests, shutdown); resolves when its rounds in flight have ended. */
export async function stopBackgroundWork(): Promise<void> {
  const scheduler = globalForScheduler.chemmartScheduler;
  if (!scheduler) return;
  globalForScheduler.chemmartScheduler = undefined;
  setOutboxNudge(undefined);
  await scheduler.stop();
}
