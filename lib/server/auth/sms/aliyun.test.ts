import { createHmac } from 'node:crypto';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { readConfig } from '@/lib/server/core/config';
import { ErrorCode } from '@/lib/server/core/errors';
import { expectRefusalsInChinese, serveDuringTests, TEST_CODE_MESSAGE as code } from '@/tests/sms/gateway-test';
import { aliyunRpcSignature, aliyunSms } from './aliyun';

const KEY_ID = 'LTAI5tTestKeyId';
const KEY_SECRET = 'test-secret/with+odd*chars';

/**
 * RFC 3986 encoding written out byte by byte from Aliyun's rules (unreserved
 * A–Z a–z 0–9 - _ . ~ kept, every other UTF-8 byte as %XY), independent of the
 * adapter's encodeURIComponent-based one.
 */
function rfc3986(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

type Received = Record<string, string>;

/**
 * A local stand-in for dysmsapi.aliyuncs.com: checks the RPC signature (HMAC-SHA1 over
 * POST&%2F&<sorted, encoded parameters>) itself, the timestamp and the nonce, and answers
 * as Aliyun does: {Code: "OK"} or an error code with Message and RequestId.
 */
function startAliyunSimulator() {
  const received: Received[] = [];
  const nonces = new Set<string>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(raw)) as Received;
      const answer = (status: number, body: Record<string, string>) => {
        res.writeHead(status, { 'Content-Type': 'application/json;charset=utf-8' });
        res.end(JSON.stringify({ RequestId: 'SIM-REQ-1', ...body }));
      };
      const { Signature: signature, ...signed } = params;
      if (req.method !== 'POST' || req.headers['content-type'] !== 'application/x-www-form-urlencoded')
        return answer(400, { Code: 'InvalidParameter', Message: 'form POST expected' });
      if (signed.AccessKeyId !== KEY_ID) return answer(404, { Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.' });
      const canonical = Object.keys(signed)
        .sort()
        .map((k) => `${rfc3986(k)}=${rfc3986(signed[k]!)}`)
        .join('&');
      const expected = createHmac('sha1', `${KEY_SECRET}&`)
        .update(`POST&${rfc3986('/')}&${rfc3986(canonical)}`)
        .digest('base64');
      if (signature !== expected) return answer(400, { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' });
      if (signed.SignatureMethod !== 'HMAC-SHA1' || signed.SignatureVersion !== '1.0' || signed.Version !== '2017-05-25' || signed.Action !== 'SendSms') {
        return answer(400, { Code: 'InvalidParameter', Message: 'unexpected common parameters' });
      }
      if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(signed.Timestamp ?? '') || Math.abs(Date.parse(signed.Timestamp!) - Date.now()) > 15 * 60_000) {
        return answer(400, { Code: 'InvalidTimeStamp.Expired', Message: 'Specified time stamp or date value is expired.' });
      }
      if (nonces.has(signed.SignatureNonce!)) return answer(400, { Code: 'SignatureNonceUsed', Message: 'Specified signature nonce was used already.' });
      nonces.add(signed.SignatureNonce!);
      received.push(signed);
      switch (signed.PhoneNumbers) {
        case '13800000001':
          return answer(200, { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号' });
        case '13800000002':
          return answer(200, { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发小时级流控Permits:5' });
        case '13800000003':
          return answer(200, { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发天级流控Permits:10' });
        case '13800000004':
          return answer(200, { Code: 'isv.AMOUNT_NOT_ENOUGH', Message: '账户余额不足' });
        default:
          return answer(200, { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0' });
      }
    });
  });
  return { server, received };
}

const simulator = startAliyunSimulator();
const { endpoint } = serveDuringTests(simulator.server);

const sender = (overrides: Record<string, string> = {}) =>
  aliyunSms(
    readConfig({
      SMS_PROVIDER: 'aliyun',
      SMS_ENDPOINT: endpoint(),
      ALIYUN_SMS_ACCESS_KEY_ID: KEY_ID,
      ALIYUN_SMS_ACCESS_KEY_SECRET: KEY_SECRET,
      // Chinese and the characters encodeURIComponent would leave alone: the encoding rules are exercised.
      SMS_SIGN_NAME: "化学品商城(测试)*'!",
      SMS_TEMPLATE_CODE: 'SMS_100001',
      SMS_TEMPLATE_REGISTERED: 'SMS_100002',
      ...overrides,
    }).sms,
  );

describe('Aliyun SMS (dysmsapi SendSms, RPC HMAC-SHA1 signature)', () => {
  it("signs the example of Aliyun's signature documentation to its published signature", () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(aliyunRpcSignature('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('sends a code with the code template, and the registered-phone notice with its own, signed as the simulator checks', async () => {
    await sender().send('13912345678', code);
    await sender().send('+85291234567', { template: 'registered', text: 'notice' });
    const [first, second] = simulator.received.slice(-2);
    expect(first).toMatchObject({
      PhoneNumbers: '13912345678',
      SignName: "化学品商城(测试)*'!",
      TemplateCode: 'SMS_100001',
      TemplateParam: '{"code":"654321"}',
      Format: 'JSON',
    });
    expect(second).toMatchObject({ PhoneNumbers: '85291234567', TemplateCode: 'SMS_100002' });
    expect(second).not.toHaveProperty('TemplateParam');
  });

  it('says in Chinese what went wrong: bad number, rate limits, the platform account, no connection', async () => {
    await expectRefusalsInChinese(sender);
    // A wrong secret: the simulator's own signature check refuses it, as Aliyun would.
    await expect(sender({ ALIYUN_SMS_ACCESS_KEY_SECRET: 'not-the-secret' }).send('13912345678', code)).rejects.toMatchObject({
      code: ErrorCode.PROVIDER_UNAVAILABLE,
      message: expect.stringContaining('配置有误'),
    });
    await expect(sender({ ALIYUN_SMS_ACCESS_KEY_ID: 'unknown' }).send('13912345678', code)).rejects.toMatchObject({ code: ErrorCode.PROVIDER_UNAVAILABLE });
  });
});
