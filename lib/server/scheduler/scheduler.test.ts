import { afterEach, describe, expect, it } from 'vitest';
import { ticksFromEnv } from './jobs';
import { startScheduler, type Scheduler } from './scheduler';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let running: Scheduler | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

describe('startScheduler', () => {
  it('keeps running the other jobs when one fails, reporting each failure', async () => {
    let good = 0;
    const errors: string[] = [];
    running = startScheduler(
      [
        { name: 'bad', everyMs: 10, run: async () => Promise.reject(new Error('boom')) },
        { name: 'good', everyMs: 10, run: async () => (good += 1) },
      ],
      (job) => errors.push(job),
    );
    await sleep(80);
    expect(good).toBeGreaterThan(2);
    expect(errors.length).toBeGreaterThan(2);
    expect(new Set(errors)).toEqual(new Set(['bad']));
  });

  it('never runs two rounds of a job at once; a nudge during a round runs one more right after', async () => {
    let active = 0;
    let most = 0;
    let rounds = 0;
    running = startScheduler(
      [
        {
          name: 'slow',
          everyMs: 60_000,
          run: async () => {
            active += 1;
            most = Math.max(most, active);
            rounds += 1;
            await sleep(30);
            active -= 1;
          },
        },
      ],
      () => undefined,
    );
    running.nudge('slow');
    await sleep(5);
    running.nudge('slow');
    running.nudge('slow');
    await sleep(100);
    expect(rounds).toBe(2);
    expect(most).toBe(1);
  });

  it('stops: no round starts afterwards, and stop waits for the one in flight', async () => {
    let rounds = 0;
    let finished = false;
    const scheduler = startScheduler(
      [
        {
          name: 'job',
          everyMs: 5,
          run: async () => {
            rounds += 1;
            await sleep(20);
            finished = true;
          },
        },
      ],
      () => undefined,
    );
    await sleep(10);
    await scheduler.stop();
    expect(finished).toBe(true);
    const after = rounds;
    scheduler.nudge('job');
    await sleep(30);
    expect(rounds).toBe(after);
  });
});

describe('ticksFromEnv', () => {
  it('reads the ticks, falling back on defaults for missing or bad values', () => {
    expect(ticksFromEnv({})).toEqual({ outboxMs: 2_000, dueMs: 30_000, structureMs: 30_000, performanceMaxAgeMs: 600_000 });
    expect(ticksFromEnv({ SCHEDULER_TICK_MS: '300', SCHEDULER_DUE_TICK_MS: 'soon', STRUCTURE_RECONCILE_MS: '1000', SELLER_PERFORMANCE_MS: '500' })).toEqual({
      outboxMs: 300,
      dueMs: 30_000,
      structureMs: 1_000,
      performanceMaxAgeMs: 500,
    });
  });
});
