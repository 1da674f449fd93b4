import { logger } from './logger';

/** One dependency's check: resolves with a short description when it answers, throws when it does not. */
export type ReadinessCheck = () => Promise<string>;

export type ReadinessReport = {
  status: 'ok' | 'unavailable';
  /** True while the instance stops (SIGTERM): it finishes what it has but should be sent nothing new. */
  draining: boolean;
  checks: Record<string, { ok: boolean; detail: string; ms: number }>;
};

class CheckTimeout extends Error {}

/** A check that has not answered by then counts as down: a balancer must not wait on a hung dependency. */
const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Runs every check at once; the instance is ready when all answer and it is not stopping. */
export async function readiness(checks: Record<string, ReadinessCheck>, timeoutMs = CHECK_TIMEOUT_MS): Promise<ReadinessReport> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      const started = performance.now();
      try {
        const detail = await withTimeout(check(), timeoutMs);
        return [name, { ok: true, detail, ms: Math.round(performance.now() - started) }] as const;
      } catch (error) {
        // The answer is public: the driver's message (user names, hosts) goes to the log only.
        const timedOut = error instanceof CheckTimeout;
        if (!timedOut) logger().warn({ err: error, check: name }, 'readiness check failed');
        const detail = timedOut ? error.message : 'unavailable (see the server log)';
        return [name, { ok: false, detail, ms: Math.round(performance.now() - started) }] as const;
      }
    }),
  );
  const draining = (globalThis as { chemmartDraining?: boolean }).chemmartDraining === true;
  const allOk = entries.every(([, r]) => r.ok);
  return { status: allOk && !draining ? 'ok' : 'unavailable', draining, checks: Object.fromEntries(entries) };
}
