/** One kind of background work: run every `everyMs`, never two rounds of it at once in this process. */
export type Job = { name: string; everyMs: number; run: () => Promise<unknown> };

export type Scheduler = {
  /** Runs the job as soon as its current round (if any) ends; returns at once. */
  nudge(name: string): void;
  /** No new rounds; resolves when the rounds in flight have ended. */
  stop(): Promise<void>;
};

type JobState = { job: Job; timer?: NodeJS.Timeout; running?: Promise<void>; again: boolean };

/**
 * Runs each job on its own timer: a slow or failing job delays or stops no
 * other (a failure is reported and the job runs again on its next tick).
 * Timers are unref'd, so a scheduler never keeps a process alive.
 */
export function startScheduler(jobs: Job[], onError: (job: string, error: unknown) => void): Scheduler {
  let stopped = false;
  const states = new Map<string, JobState>(jobs.map((job) => [job.name, { job, again: false }]));

  const schedule = (state: JobState, delayMs: number) => {
    if (stopped) return;
    clearTimeout(state.timer);
    state.timer = setTimeout(() => tick(state), delayMs);
    state.timer.unref();
  };

  const tick = (state: JobState) => {
    if (stopped || state.running) return;
    state.running = Promise.resolve()
      .then(() => state.job.run())
      .then(
        () => undefined,
        (error: unknown) => onError(state.job.name, error),
      )
      .finally(() => {
        state.running = undefined;
        const again = state.again;
        state.again = false;
        schedule(state, again ? 0 : state.job.everyMs);
      });
  };

  for (const state of states.values()) schedule(state, state.job.everyMs);

  return {
    nudge(name) {
      const state = states.get(name);
      if (!state || stopped) return;
      if (state.running) state.again = true;
      else schedule(state, 0);
    },
    async stop() {
      stopped = true;
      for (const state of states.values()) clearTimeout(state.timer);
      await Promise.all([...states.values()].map((s) => s.running));
    },
  };
}
