/**
 * How a committed workflow tells the scheduler there is new outbox work
 * without importing it (the scheduler imports the workflows). Kept on
 * globalThis: instrumentation and the routes are bundled apart and would
 * otherwise each hold their own copy of this module.
 */
const hook = globalThis as unknown as { chemmartOutboxNudge?: () => void };

/** The scheduler's "run the outbox soon"; replaced when a scheduler starts, cleared when it stops. */
export function setOutboxNudge(nudge: (() => void) | undefined): void {
  hook.chemmartOutboxNudge = nudge;
}

/** Asks the running scheduler (if any) to send soon; returns at once and never throws. */
export function nudgeOutbox(): void {
  try {
    hook.chemmartOutboxNudge?.();
  } catch {
    // A nudge is a hint: the next tick sends all the same.
  }
}
