// The catalogue is part of the API contract (client code names codes too); the server's errors carry its codes.
import { ErrorCode, type ErrorCodeValue } from '@/lib/contracts/error-codes';

export { ErrorCode, type ErrorCodeValue };

/**
 * A failure the caller can understand and act on. `httpStatus` stays 200 for
 * business failures (the client reads `code`), and is set for protocol ones.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    message: string,
    readonly data: unknown = null,
    readonly httpStatus = 200,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const sessionInvalid = () => new AppError(ErrorCode.SESSION_INVALID, '登录已失效，请重新登录');

/** A field the pipeline's schema could not judge alone (a line number that does not exist, a file of someone else's): 1001 with the field named. */
export function fieldError(field: string, message: string): AppError {
  return new AppError(ErrorCode.VALIDATION_FAILED, `参数 ${field} 不正确：${message}`, { fields: [{ field, message }] });
}
