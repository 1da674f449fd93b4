/**
 * A local stand-in for Tencent Cloud SMS (sms.tencentcloudapi.com, SendSms 2021-01-11) for the
 * tests: it checks the TC3-HMAC-SHA256 signature with its own implementation and answers in
 * Tencent's shapes. Numbers +8613800000001…4 get the provider's refusals.
 */
import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';

/** The only keys the simulator knows. */
export const TENCENT_SIMULATOR_KEYS = { secretId: 'AKIDtestSecretId', secretKey: 'test-secret-key', sdkAppId: '1400000001' };
const { secretId: SECRET_ID, secretKey: SECRET_KEY, sdkAppId: APP_ID } = TENCENT_SIMULATOR_KEYS;

export type SendSmsBody = { PhoneNumberSet: string[]; SmsSdkAppId: string; SignName: string; TemplateId: string; TemplateParamSet: string[] };

/**
 * Verifies a TC3-HMAC-SHA256 Authorization header from the request as received, following
 * TencentCloud API 3.0's "Signature v3": the signed headers named in the header itself, with
 * their received values, lower-cased names and trimmed values.
 */
function verifyTc3(req: http.IncomingMessage, payload: string): string | null {
  const match = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d\d-\d\d)\/([a-z]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
    String(req.headers.authorization ?? ''),
  );
  if (!match) return 'AuthFailure.InvalidAuthorization';
  const [, secretId, date, service, signedHeaders, signature] = match;
  if (secretId !== SECRET_ID) return 'AuthFailure.SecretIdNotFound';
  const timestamp = Number(req.headers['x-tc-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(timestamp - Date.now() / 1000) > 300) return 'AuthFailure.SignatureExpire';
  if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date || service !== 'sms') return 'AuthFailure.SignatureFailure';
  const names = signedHeaders!.split(';');
  if (!names.includes('content-type') || !names.includes('host')) return 'AuthFailure.SignatureFailure';
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .toLowerCase()}\n`,
    )
    .join('');
  const hash = (data: string) => createHash('sha256').update(data).digest('hex');
  const canonicalRequest = `${req.method}\n${req.url}\n\n${canonicalHeaders}\n${signedHeaders}\n${hash(payload)}`;
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${hash(canonicalRequest)}`;
  const kDate = createHmac('sha256', `TC3${SECRET_KEY}`).update(date!).digest();
  const kService = createHmac('sha256', kDate).update(service!).digest();
  const kSigning = createHmac('sha256', kService).update('tc3_request').digest();
  return createHmac('sha256', kSigning).update(stringToSign).digest('hex') === signature ? null : 'AuthFailure.SignatureFailure';
}

/** A local stand-in for sms.tencentcloudapi.com (SendSms 2021-01-11): checks the signature itself and answers Tencent's shapes. */
export function startTencentSimulator() {
  const received: SendSmsBody[] = [];
  const server = http.createServer((req, res) => {
    let payload = '';
    req.on('data', (chunk) => (payload += chunk));
    req.on('end', () => {
      const answer = (response: Record<string, unknown>) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ Response: { ...response, RequestId: 'sim-request-1' } }));
      };
      const refusal = verifyTc3(req, payload);
      if (refusal) return answer({ Error: { Code: refusal, Message: 'The provided credentials could not be validated.' } });
      if (req.headers['x-tc-action'] !== 'SendSms' || req.headers['x-tc-version'] !== '2021-01-11' || !req.headers['x-tc-region']) {
        return answer({ Error: { Code: 'InvalidAction', Message: 'unexpected action, version or region' } });
      }
      const body = JSON.parse(payload) as SendSmsBody;
      if (body.SmsSdkAppId !== APP_ID) return answer({ Error: { Code: 'UnauthorizedOperation.SmsSdkAppIdVerifyFail', Message: 'SmsSdkAppId verify fail.' } });
      received.push(body);
      const phone = body.PhoneNumberSet[0]!;
      const status = (code: string, message: string) =>
        answer({ SendStatusSet: [{ SerialNo: '', PhoneNumber: phone, Fee: 0, SessionContext: '', Code: code, Message: message, IsoCode: 'CN' }] });
      switch (phone) {
        case '+8613800000001':
          return status('InvalidParameterValue.IncorrectPhoneNumber', 'incorrect phone number');
        case '+8613800000002':
          return status(
            'LimitExceeded.PhoneNumberThirtySecondLimit',
            'the number of sms messages sent from a single mobile number within 30 seconds exceeds the upper limit',
          );
        case '+8613800000003':
          return status('LimitExceeded.PhoneNumberDailyLimit', 'the number of sms messages sent from a single mobile number every day exceeds the upper limit');
        case '+8613800000004':
          return answer({
            Error: {
              Code: 'FailedOperation.TemplateIncorrectOrUnapproved',
              Message: 'template is not approved or request content does not match the approved template content.',
            },
          });
        default:
          return status('Ok', 'send success');
      }
    });
  });
  return { server, received };
}
