import { describe, expect, it } from 'vitest';
import { SerialRuns } from './serial-runs';

describe('SerialRuns', () => {
  it('runs one at a time; callers arriving during a run share the next one, full if any asked for it', async () => {
    const started: boolean[] = [];
    let active = 0;
    let most = 0;
    const runs = new SerialRuns(async (full) => {
      started.push(full);
      most = Math.max(most, ++active);
      await new Promise((resolve) => setTimeout(resolve, 10));
      active--;
    });
    const first = runs.run(false);
    const joined = [runs.run(false), runs.run(true), runs.run(false)];
    await Promise.all([first, ...joined]);
    expect(started).toEqual([false, true]);
    expect(most).toBe(1);
    await runs.run(false);
    expect(started).toEqual([false, true, false]);
  });

  it('reports a failed run to its callers and still runs the next', async () => {
    let calls = 0;
    const runs = new SerialRuns(async () => {
      calls++;
      if (calls === 1) throw new Error('database gone');
    });
    const failing = runs.run(false);
    const next = runs.run(false);
    await expect(failing).rejects.toThrow('database gone');
    await expect(next).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});
