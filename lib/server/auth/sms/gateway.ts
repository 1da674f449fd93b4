import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { logger } from '@/lib/server/core/logger';

/**
 * What we send by SMS. Gateways in China send approved templates only, so a
 * message names its template and parameters; `text` is the same message
 * written out, for the development outbox and the logs.
 */
export type SmsMessage = { template: 'code'; code: string; text: string } | { template: 'registered'; text: string };

/** Sends a text message to a phone: the development outbox, Aliyun or Tencent Cloud. */
export interface SmsSender {
  readonly name: string;
  send(phone: string, message: SmsMessage): Promise<void>;
}

/** How a gateway refused, in our terms; each provider maps its own codes to one of these. */
export type SmsFailure = 'phone' | 'rate' | 'daily' | 'config' | 'unavailable';

const ANSWERS: Record<SmsFailure, () => AppError> = {
  phone: () => new AppError(ErrorCode.SMS_PHONE_REJECTED, '短信平台无法向该手机号发送短信（号码无效、已停机或拒收），请检查号码后重试'),
  rate: () => new AppError(ErrorCode.CODE_TOO_FREQUENT, '该手机号接收验证码过于频繁，短信平台已暂时限制发送，请稍后再试', { retryAfterSeconds: 60 }),
  daily: () => new AppError(ErrorCode.CODE_DAILY_LIMIT, '该手机号今天接收的验证码已达短信平台的上限，请明天再试'),
  config: () => new AppError(ErrorCode.PROVIDER_UNAVAILABLE, '短信服务暂时不可用（平台的短信账号配置有误），请稍后再试或联系客服'),
  unavailable: () => new AppError(ErrorCode.PROVIDER_UNAVAILABLE, '短信服务暂时无法连接，请稍后重试'),
};

/**
 * The error a person sees for a gateway's refusal. The provider's own code and
 * message go to the log: an operator needs them (a wrong key, an unapproved
 * template), the person asking for a code does not.
 */
export function smsRefusal(provider: string, failure: SmsFailure, detail: { code?: string; message?: string; requestId?: string; status?: number }): AppError {
  const level = failure === 'config' || failure === 'unavailable' ? 'error' : 'warn';
  logger()[level]({ provider, failure, ...detail }, 'sms gateway refused the message');
  return ANSWERS[failure]();
}

/** Mainland numbers are stored as 11 digits; others with their country code after `+`. */
export function e164(phone: string): string {
  return phone.startsWith('+') ? phone : `+86${phone}`;
}

/** A POST to a gateway with a time limit; a network failure or timeout is `unavailable`. */
export async function postToGateway(
  provider: string,
  url: string,
  init: { headers: Record<string, string>; body: string },
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: init.headers, body: init.body, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw smsRefusal(provider, 'unavailable', { message: error instanceof Error ? error.message : String(error) });
  }
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw smsRefusal(provider, 'unavailable', { status: response.status, message: `not JSON: ${text.slice(0, 200)}` });
  }
}
