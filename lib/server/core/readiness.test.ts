import { afterEach, describe, expect, it } from 'vitest';
import { readiness } from './readiness';

const processWide = globalThis as { chemmartDraining?: boolean };

afterEach(() => {
  processWide.chemmartDraining = undefined;
});

describe('readiness', () => {
  it('is ok when every dependency answers', async () => {
    const report = await readiness({ database: async () => 'postgres', redis: async () => 'PONG' });
    expect(report.status).toBe('ok');
    expect(report.checks.database).toMatchObject({ ok: true, detail: 'postgres' });
  });

  it('is unavailable, naming the dependency and why, when one fails', async () => {
    const report = await readiness({
      database: async () => 'sqlite',
      storage: async () => {
        throw new Error('bucket chemmart does not exist');
      },
    });
    expect(report.status).toBe('unavailable');
    // Public: the reason itself goes to the log, not to whoever asks.
    expect(report.checks.storage).toMatchObject({ ok: false, detail: 'unavailable (see the server log)' });
    expect(report.checks.database?.ok).toBe(true);
  });

  it('counts a dependency that hangs as down after the timeout', async () => {
    const report = await readiness({ redis: () => new Promise<string>(() => undefined) }, 50);
    expect(report.status).toBe('unavailable');
    expect(report.checks.redis?.detail).toMatch(/no answer within 50 ms/);
  });

  it('is unavailable while the instance drains, though its dependencies answer', async () => {
    processWide.chemmartDraining = true;
    const report = await readiness({ database: async () => 'sqlite' });
    expect(report).toMatchObject({ status: 'unavailable', draining: true });
  });
});
