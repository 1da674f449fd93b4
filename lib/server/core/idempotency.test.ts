import { describe, expect, it } from 'vitest';
import { ErrorCode } from './errors';
import { requireIdempotencyKey } from './idempotency';

describe('the Idempotency-Key header', () => {
  it('answers a well-formed key, trimmed', () => {
    expect(requireIdempotencyKey({ idempotencyKey: ' 0b6f2c1e-7a9d-4c1b-9d7e-2f1a3b4c5d6e ' })).toBe('0b6f2c1e-7a9d-4c1b-9d7e-2f1a3b4c5d6e');
  });

  it('refuses a missing, short or odd key with 7526', () => {
    for (const idempotencyKey of [null, '', 'short', 'has space in it', 'x'.repeat(65), '中文中文中文中文中文']) {
      expect(() => requireIdempotencyKey({ idempotencyKey })).toThrowError(expect.objectContaining({ code: ErrorCode.IDEMPOTENCY_KEY_REQUIRED }));
    }
  });
});
