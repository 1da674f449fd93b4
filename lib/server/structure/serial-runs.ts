type Run = { full: boolean; done: Promise<void> };

/**
 * An engine's refreshes, one at a time (they append to the same index).
 * Concurrent callers share a run, but a caller arriving while one is in
 * flight waits for the next: the run in flight may have counted the rows
 * before the caller's substance was committed. Everyone arriving meanwhile
 * shares that next run; a full one (the reconcile) makes it full.
 */
export class SerialRuns {
  private running: Run | null = null;
  private queued: Run | null = null;

  constructor(private readonly work: (full: boolean) => Promise<void>) {}

  run(full: boolean): Promise<void> {
    if (this.queued) {
      this.queued.full ||= full;
      return this.queued.done;
    }
    const previous = this.running;
    const run: Run = { full, done: Promise.resolve() };
    if (previous) this.queued = run;
    else this.running = run;
    run.done = (previous?.done.catch(() => undefined) ?? Promise.resolve())
      .then(() => {
        if (this.queued === run) this.queued = null;
        this.running = run;
        return this.work(run.full);
      })
      .finally(() => {
        if (this.running === run) this.running = null;
      });
    return run.done;
  }
}
