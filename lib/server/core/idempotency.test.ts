import { describe, expect, it } from 'vitest';
import { ErrorCode } from './errors';
import { idempotencyKeyFrom } from './idempotency';

describe('Idempotency-Key header', () => {
  it('answers a well-formed key, trimmed, whatever the header name case', () => {
    expect(idempotencyKeyFrom(new Headers({ 'idempotency-key': ' 3f1c2d9e-aaaa-bbbb ' }))).toBe('3f1c2d9e-aaaa-bbbb');
  });

  it('refuses a missing, short or odd key with 7565', () => {
    for (const headers of [new Headers(), new Headers({ 'Idempotency-Key': 'short' }), new Headers({ 'Idempotency-Key': 'has space in it' })]) {
      expect(() => idempotencyKeyFrom(headers)).toThrow(expect.objectContaining({ code: ErrorCode.IDEMPOTENCY_KEY_HEADER_MISSING }));
    }
  });
});
