import { createHmac, randomUUID } from 'node:crypto';
import type { SmsSettings } from '@/lib/server/core/config';
import { postToGateway, smsRefusal, type SmsFailure, type SmsSender } from './gateway';

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';

/**
 * RFC 3986 percent-encoding as Aliyun's RPC signature wants it: everything but
 * A–Z a–z 0–9 - _ . ~ is encoded, a space is %20 (never +), hex in upper case.
 * encodeURIComponent leaves ! ' ( ) * alone, so those are encoded by hand.
 */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The signature of an RPC request (signature version 1.0, HMAC-SHA1): the
 * parameters sorted by name, each name and value percent-encoded and joined as
 * a query string; StringToSign = METHOD & encode("/") & encode(query); the
 * signature is base64(HMAC-SHA1(AccessKeySecret + "&", StringToSign)).
 */
export function aliyunRpcSignature(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const query = Object.keys(params)
    .sort()
    .map((name) => `${aliyunPercentEncode(name)}=${aliyunPercentEncode(params[name]!)}`)
    .join('&');
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(query)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** Aliyun's error codes (dysmsapi SendSms and the RPC gateway) in our terms. */
export function aliyunFailure(code: string, message = ''): SmsFailure {
  if (
    [
      'isv.MOBILE_NUMBER_ILLEGAL',
      'isv.MOBILE_COUNT_OVER_LIMIT',
      'isv.OUT_OF_SERVICE',
      'isv.DOMESTIC_NUMBER_NOT_SUPPORTED',
      'isv.PHONE_NUMBER_ILLEGAL',
    ].includes(code)
  )
    return 'phone';
  if (code === 'isv.DAY_LIMIT_CONTROL') return 'daily';
  // One code for per-minute, per-hour and per-day limits on a number; the message says which.
  if (code === 'isv.BUSINESS_LIMIT_CONTROL') return /天级|day/i.test(message) ? 'daily' : 'rate';
  if (code === 'Throttling' || code.startsWith('Throttling.') || code.startsWith('isp.') || code === 'ServiceUnavailable' || code === 'InternalError')
    return 'unavailable';
  // Keys, signature, RAM permission, sign name, template, balance: the platform's account, not the person's doing.
  return 'config';
}

/** Phone numbers as Aliyun takes them: mainland 11 digits as they are, others as country code and number without "+". */
function aliyunPhone(phone: string): string {
  return phone.startsWith('+') ? phone.slice(1) : phone;
}

/**
 * Aliyun SMS (dysmsapi, API version 2017-05-25), action SendSms, signed with
 * the RPC HMAC-SHA1 scheme and sent as a form POST to SMS_ENDPOINT.
 */
export function aliyunSms(settings: SmsSettings, now: () => Date = () => new Date()): SmsSender {
  const endpoint = settings.endpoint ?? ALIYUN_SMS_ENDPOINT;
  const { accessKeyId, accessKeySecret } = settings.aliyun;
  return {
    name: 'aliyun',
    async send(phone, message) {
      const params: Record<string, string> = {
        AccessKeyId: accessKeyId!,
        Action: 'SendSms',
        Format: 'JSON',
        RegionId: 'cn-hangzhou',
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        Timestamp: now()
          .toISOString()
          .replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
        PhoneNumbers: aliyunPhone(phone),
        SignName: settings.signName!,
        TemplateCode: message.template === 'code' ? settings.templateCode! : settings.templateRegistered!,
        ...(message.template === 'code' ? { TemplateParam: JSON.stringify({ code: message.code }) } : {}),
      };
      const signature = aliyunRpcSignature('POST', params, accessKeySecret!);
      const body = new URLSearchParams({ ...params, Signature: signature }).toString();
      const answer = await postToGateway('aliyun', endpoint, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
      const result = (answer.body ?? {}) as { Code?: string; Message?: string; RequestId?: string };
      if (result.Code === 'OK') return;
      const code = result.Code ?? `HTTP ${answer.status}`;
      throw smsRefusal('aliyun', aliyunFailure(code, result.Message), { code, message: result.Message, requestId: result.RequestId, status: answer.status });
    },
  };
}
