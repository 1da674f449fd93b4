/*
 * DEMO ONLY: runs code as if it were another moment, so the local demo's
 * loader can make half a year of trade history with the real workflows
 * (lib/server/workflows/demo-trade-history.ts). Every timestamp we write comes
 * from `new Date()` or `Date.now()` in JavaScript (none from the database's
 * clock), so shifting the global Date moves all of them together: orders,
 * ledger rows, events and messages stay consistent with one another. Used
 * only in scripts/db-setup.ts's own short-lived process, one step at a time;
 * never in a server, never in production.
 */

const RealDate = Date;

/** Runs `work` with the clock reading `when` (and moving on from there at the real pace); the real clock is back afterwards. */
export async function atMoment<T>(when: Date, work: () => Promise<T>): Promise<T> {
  const offsetMs = when.getTime() - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offsetMs);
      // @ts-expect-error Date's constructor overloads take the caller's arguments as they are.
      else super(...args);
    }
    static override now(): number {
      return RealDate.now() + offsetMs;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
  try {
    return await work();
  } finally {
    globalThis.Date = RealDate;
  }
}

/** The real time, whatever the clock reads inside `atMoment`. */
export function realNow(): Date {
  return new RealDate();
}
