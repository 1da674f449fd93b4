import { createHash, createHmac } from 'node:crypto';
import type { SmsSettings } from '@/lib/server/core/config';
import { e164, postToGateway, smsRefusal, type SmsFailure, type SmsSender } from './gateway';

export const TENCENT_SMS_ENDPOINT = 'https://sms.tencentcloudapi.com/';
const SERVICE = 'sms';
const VERSION = '2021-01-11';

const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/**
 * The Authorization header of TencentCloud API 3.0 (TC3-HMAC-SHA256) for a
 * JSON POST to "/": canonical request (method, path, empty query, the signed
 * headers content-type, host and x-tc-action, the payload's SHA-256), string to
 * sign (algorithm, timestamp, credential scope date/service/tc3_request, the
 * canonical request's SHA-256), and a key derived as
 * HMAC(HMAC(HMAC("TC3" + SecretKey, date), service), "tc3_request").
 */
export function tencentAuthorization(input: {
  secretId: string;
  secretKey: string;
  host: string;
  action: string;
  contentType: string;
  payload: string;
  timestamp: number;
  service?: string;
}): string {
  const service = input.service ?? SERVICE;
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host;x-tc-action';
  const canonicalHeaders = `content-type:${input.contentType}\nhost:${input.host}\nx-tc-action:${input.action.toLowerCase()}\n`;
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256Hex(input.payload)].join('\n');
  const credentialScope = `${date}/${service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(input.timestamp), credentialScope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${input.secretKey}`, date), service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${credentialScope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** Tencent Cloud's error codes (the request's, or one number's SendStatus) in our terms. */
export function tencentFailure(code: string): SmsFailure {
  if (
    [
      'InvalidParameterValue.IncorrectPhoneNumber',
      'FailedOperation.PhoneNumberInBlacklist',
      'FailedOperation.PhoneNumberParseFail',
      'UnsupportedOperation.UnsupportedRegion',
      'UnsupportedOperation.ContainDomesticAndInternationalPhoneNumber',
    ].includes(code)
  ) {
    return 'phone';
  }
  if (code === 'LimitExceeded.PhoneNumberDailyLimit' || code === 'LimitExceeded.PhoneNumberSameContentDailyLimit') return 'daily';
  if (code === 'LimitExceeded.PhoneNumberThirtySecondLimit' || code === 'LimitExceeded.PhoneNumberOneHourLimit') return 'rate';
  if (code.startsWith('InternalError') || code === 'RequestLimitExceeded' || code === 'ResourceUnavailable' || code === 'LimitExceeded.DeliveryFrequencyLimit')
    return 'unavailable';
  // AuthFailure.*, UnauthorizedOperation.*, unapproved sign or template, empty SMS package, app-wide limits.
  return 'config';
}

type SendSmsAnswer = {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: Array<{ Code?: string; Message?: string; PhoneNumber?: string }>;
    RequestId?: string;
  };
};

/** Tencent Cloud SMS (API version 2021-01-11), action SendSms, a JSON POST to SMS_ENDPOINT signed with TC3-HMAC-SHA256. */
export function tencentSms(settings: SmsSettings, now: () => Date = () => new Date()): SmsSender {
  const endpoint = new URL(settings.endpoint ?? TENCENT_SMS_ENDPOINT);
  const { secretId, secretKey, sdkAppId, region } = settings.tencent;
  return {
    name: 'tencent',
    async send(phone, message) {
      const payload = JSON.stringify({
        PhoneNumberSet: [e164(phone)],
        SmsSdkAppId: sdkAppId,
        SignName: settings.signName,
        TemplateId: message.template === 'code' ? settings.templateCode : settings.templateRegistered,
        TemplateParamSet: message.template === 'code' ? [message.code] : [],
      });
      const timestamp = Math.floor(now().getTime() / 1000);
      const contentType = 'application/json; charset=utf-8';
      const authorization = tencentAuthorization({
        secretId: secretId!,
        secretKey: secretKey!,
        host: endpoint.host,
        action: 'SendSms',
        contentType,
        payload,
        timestamp,
      });
      const answer = await postToGateway('tencent', endpoint.href, {
        headers: {
          Authorization: authorization,
          'Content-Type': contentType,
          'X-TC-Action': 'SendSms',
          'X-TC-Timestamp': String(timestamp),
          'X-TC-Version': VERSION,
          'X-TC-Region': region,
        },
        body: payload,
      });
      const response = (answer.body as SendSmsAnswer).Response ?? {};
      const requestId = response.RequestId;
      if (response.Error) {
        const code = response.Error.Code ?? 'unknown';
        throw smsRefusal('tencent', tencentFailure(code), { code, message: response.Error.Message, requestId, status: answer.status });
      }
      const status = response.SendStatusSet?.[0];
      if (status?.Code === 'Ok') return;
      const code = status?.Code ?? `HTTP ${answer.status}`;
      throw smsRefusal('tencent', tencentFailure(code), { code, message: status?.Message, requestId, status: answer.status });
    },
  };
}
