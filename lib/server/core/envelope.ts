import type { Envelope } from '@/lib/shared/envelope';
import type { ErrorCodeValue } from './errors';

export function ok<T>(data: T): Envelope<T> {
  return { code: 0, msg: 'ok', data };
}

export function failure(code: ErrorCodeValue, msg: string, data: unknown = null): Envelope<unknown> {
  return { code, msg, data };
}
