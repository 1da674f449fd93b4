import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '@/tests/api/free-port';

/*
 * A second production server on the test run's own database, started by a
 * test with settings of its own (PAYMENT_PROVIDER=wechat against the WeChat
 * Pay simulator, DEV_PAY_MODE=qr). Settings are read once at start, never
 * per request, so a test that needs another provider mode gets another
 * server rather than a switch in production code. Both servers share the
 * database (sessions, orders, ledgers); unless DEV_PROVIDER_SECRET is given
 * to both, each keeps its own development provider key, so a payment started
 * on this server is finished on it.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

export type SecondServer = {
  baseUrl: string;
  output: () => string;
  /** Sends the server process (not its group) a signal; resolves with how it exited. */
  signal: (signal: NodeJS.Signals) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop: () => Promise<void>;
};

/** Starts `node scripts/server.mjs` with `env` on a free port (PUBLIC_BASE_URL set to its own address) and waits for /healthz. */
export async function startSecondServer(env: Record<string, string>, port?: number): Promise<SecondServer> {
  const chosen = port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${chosen}`;
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/server.mjs'), '-p', String(chosen), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env: { ...process.env, PUBLIC_BASE_URL: baseUrl, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it stops whatever it spawned.
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const signal = (name: NodeJS.Signals) => {
    if (running()) child.kill(name);
    return exited;
  };
  // A test's server has nothing to finish: its whole group is killed at once, not stopped gracefully.
  const stop = async () => {
    if (running()) process.kill(-child.pid!, 'SIGKILL');
    await exited;
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the second server exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, output: () => output, signal, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the second server did not become healthy in 90 s:\n${output}`);
}
