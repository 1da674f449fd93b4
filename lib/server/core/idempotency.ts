import { IDEMPOTENCY_KEY_HEADER } from '@/lib/contracts/contract';
import { AppError, ErrorCode } from './errors';

const KEY = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The one reader of the `Idempotency-Key` header (contracts marked
 * `idempotencyKeyHeader`; the pipeline calls it and hands the handler the
 * key). Missing or malformed: 7565, before anything moves.
 */
export function idempotencyKeyFrom(headers: Pick<Headers, 'get'>): string {
  const key = headers.get(IDEMPOTENCY_KEY_HEADER)?.trim() ?? '';
  if (!KEY.test(key)) {
    throw new AppError(
      ErrorCode.IDEMPOTENCY_KEY_HEADER_MISSING,
      key ? `请求头 ${IDEMPOTENCY_KEY_HEADER} 应为 8–64 位字母、数字、- 或 _` : `缺少请求头 ${IDEMPOTENCY_KEY_HEADER}，请刷新页面后重试`,
    );
  }
  return key;
}
