import type { ErrorCodeValue } from './errors';

/** Every API answer: `code` 0 is success, anything else is a failure with `msg`. */
export type Envelope<T> = { code: number; msg: string; data: T };

export function ok<T>(data: T): Envelope<T> {
  return { code: 0, msg: 'ok', data };
}

export function failure(code: ErrorCodeValue, msg: string, data: unknown = null): Envelope<unknown> {
  return { code, msg, data };
}
