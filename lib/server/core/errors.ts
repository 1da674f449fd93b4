import { SESSION_INVALID_CODE } from '@/lib/shared/envelope';

/**
 * The one catalogue of response codes. docs/api-errors.md describes each;
 * a unit test keeps the two in step.
 */
export const ErrorCode = {
  OK: 0,
  SESSION_INVALID: SESSION_INVALID_CODE,
  SIGN_MISSING: 1001,
  SIGN_INVALID: 1002,
  SIGN_EXPIRED: 1003,
  VALIDATION_FAILED: 1004,
  MALFORMED_BODY: 1005,
  BODY_TOO_LARGE: 1006,
  MALFORMED_PATH: 1007,
  TOO_MANY_REQUESTS: 1008,
  NOT_FOUND: 1404,
  METHOD_NOT_ALLOWED: 1405,
  INTERNAL: 1500,
  CAS_INVALID: 2001,
  PRODUCT_NOT_FOUND: 2002,
  STRUCTURE_INVALID: 2003,
  STRUCTURE_NEEDS_MOLECULE: 2004,
  STRUCTURE_TOO_LARGE: 2005,
  CAPTCHA_INVALID: 3001,
  CODE_INVALID: 3002,
  CODE_EXPIRED: 3003,
  CODE_TOO_MANY_ATTEMPTS: 3004,
  CODE_TOO_FREQUENT: 3005,
  CODE_DAILY_LIMIT: 3006,
  ACCOUNT_EXISTS: 3007,
  LOGIN_FAILED: 3008,
  LOGIN_LOCKED: 3009,
  ACCOUNT_NOT_FOUND: 3010,
  PASSWORD_WRONG: 3011,
  ROLE_FORBIDDEN: 3012,
  ROLE_CONFLICT: 3013,
  QR_TICKET_INVALID: 3014,
  QR_TICKET_EXPIRED: 3015,
  QR_TICKET_USED: 3016,
  PROVIDER_UNAVAILABLE: 3017,
  UPLOAD_INVALID: 3018,
  PROFILE_INVALID: 3019,
  SMS_REGION_UNSUPPORTED: 3020,
  INQUIRY_TOO_FREQUENT: 4001,
  INQUIRY_NOT_FOUND: 4002,
  QUOTATION_NOT_FOUND: 4003,
  INQUIRY_TRANSITION_INVALID: 4004,
  QUOTATION_TRANSITION_INVALID: 4005,
  OWN_INQUIRY: 4006,
  QUOTATION_EXISTS: 4007,
  LINE_ALREADY_ACCEPTED: 4008,
  INQUIRY_EXPIRED: 4009,
  QUOTATION_EXPIRED: 4010,
  QUOTATION_TOO_FREQUENT: 4011,
  RESOLVE_INPUT_INVALID: 4012,
  ADDRESS_NOT_FOUND: 5001,
  ADDRESS_LIMIT_REACHED: 5002,
  INVOICE_INFO_NOT_FOUND: 5003,
  INVOICE_INFO_LIMIT_REACHED: 5004,
  SERVICE_REQUEST_TOO_FREQUENT: 6101,
  COA_NOT_FOUND: 6102,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

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
