import { describe, expect, it } from 'vitest';
import { atMoment, realNow } from './shifted-clock';

describe('atMoment', () => {
  it('reads the given moment inside, moving on at the real pace, and the real time again after', async () => {
    const then = new Date('2026-05-01T02:00:00.000Z');
    const inside = await atMoment(then, async () => {
      await new Promise((r) => setTimeout(r, 20));
      return { now: Date.now(), date: new Date().toISOString(), real: realNow().getTime(), parsed: new Date('2020-01-02T00:00:00Z').toISOString() };
    });
    expect(inside.now - then.getTime()).toBeGreaterThanOrEqual(15);
    expect(inside.now - then.getTime()).toBeLessThan(5_000);
    expect(inside.date.slice(0, 10)).toBe('2026-05-01');
    expect(Math.abs(inside.real - Date.now())).toBeLessThan(5_000);
    expect(inside.parsed).toBe('2020-01-02T00:00:00.000Z');
    expect(Math.abs(Date.now() - new Date().getTime())).toBeLessThan(1_000);
    expect(new Date().getTime() - then.getTime()).toBeGreaterThan(86_400_000);
  });

  it('puts the real clock back when the work fails', async () => {
    await expect(atMoment(new Date('2001-01-01T00:00:00Z'), async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(new Date().getUTCFullYear()).toBeGreaterThan(2001);
  });
});
