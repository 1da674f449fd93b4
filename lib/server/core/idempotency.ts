import { AppError, ErrorCode } from './errors';

/** What an `Idempotency-Key` header may hold: a UUID or any 8–64 letters, digits, `-`, `_`. */
export const IDEMPOTENCY_KEY_RULE = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The one reader of the `Idempotency-Key` header (contracts marked
 * `idempotencyKeyHeader`): the key, or 7526 when it is missing or malformed.
 * The same key from the same member answers the first result and moves nothing.
 */
export function requireIdempotencyKey(input: { idempotencyKey: string | null }): string {
  const key = input.idempotencyKey?.trim() ?? '';
  if (!IDEMPOTENCY_KEY_RULE.test(key)) {
    throw new AppError(
      ErrorCode.IDEMPOTENCY_KEY_REQUIRED,
      key === '' ? '缺少请求头 Idempotency-Key，请刷新页面后重试' : '请求头 Idempotency-Key 应为 8–64 位字母、数字、- 或 _',
    );
  }
  return key;
}
