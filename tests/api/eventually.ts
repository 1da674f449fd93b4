import { lastMailTo } from './helpers';

/**
 * Background work (the scheduler: outbox, automatic order steps) happens
 * after the request that caused it answered: read until `done` holds, for
 * at most `timeoutMs`, then fail saying what was awaited.
 */
export async function eventually<T>(read: () => T | Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}; last seen: ${JSON.stringify(value)?.slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The newest mail to `address` whose text contains `containing`, once the outbox has sent it. */
export async function mailArrives(address: string, containing: string, timeoutMs = 10_000): Promise<{ raw: string; text: string }> {
  const mail = await eventually(
    () => lastMailTo(address),
    (m) => m !== null && m.text.includes(containing),
    `a mail to ${address} containing "${containing}"`,
    timeoutMs,
  );
  return mail!;
}
