import { describe, expect, it } from 'vitest';
import { readConfig } from '@/lib/server/core/config';
import { ErrorCode } from '@/lib/server/core/errors';
import { expectRefusalsInChinese, serveDuringTests, TEST_CODE_MESSAGE as code } from '@/tests/sms/gateway-test';
import { startTencentSimulator, TENCENT_SIMULATOR_KEYS } from '@/tests/sms/tencent-simulator';
import { tencentSms } from './tencent';

const { secretId: SECRET_ID, secretKey: SECRET_KEY, sdkAppId: APP_ID } = TENCENT_SIMULATOR_KEYS;

const simulator = startTencentSimulator();
const { endpoint } = serveDuringTests(simulator.server);

const sender = (overrides: Record<string, string> = {}) =>
  tencentSms(
    readConfig({
      SMS_PROVIDER: 'tencent',
      SMS_ENDPOINT: endpoint(),
      TENCENT_SMS_SECRET_ID: SECRET_ID,
      TENCENT_SMS_SECRET_KEY: SECRET_KEY,
      TENCENT_SMS_SDK_APP_ID: APP_ID,
      SMS_SIGN_NAME: '化学品商城',
      SMS_TEMPLATE_CODE: '100001',
      SMS_TEMPLATE_REGISTERED: '100002',
      ...overrides,
    }).sms,
  );

describe('Tencent Cloud SMS (SendSms 2021-01-11, TC3-HMAC-SHA256 signature)', () => {
  it('sends a code with the code template and the notice with its own, signed as the simulator checks', async () => {
    await sender().send('13912345678', code);
    await sender().send('+85291234567', { template: 'registered', text: 'notice' });
    expect(simulator.received.slice(-2)).toEqual([
      { PhoneNumberSet: ['+8613912345678'], SmsSdkAppId: APP_ID, SignName: '化学品商城', TemplateId: '100001', TemplateParamSet: ['654321'] },
      { PhoneNumberSet: ['+85291234567'], SmsSdkAppId: APP_ID, SignName: '化学品商城', TemplateId: '100002', TemplateParamSet: [] },
    ]);
  });

  it('says in Chinese what went wrong: bad number, rate limits, the platform account, no connection', async () => {
    await expectRefusalsInChinese(sender);
    // A wrong key or id: the simulator's own signature check refuses it, as Tencent Cloud would.
    await expect(sender({ TENCENT_SMS_SECRET_KEY: 'not-the-key' }).send('13912345678', code)).rejects.toMatchObject({
      code: ErrorCode.PROVIDER_UNAVAILABLE,
      message: expect.stringContaining('配置有误'),
    });
    await expect(sender({ TENCENT_SMS_SECRET_ID: 'AKIDunknown' }).send('13912345678', code)).rejects.toMatchObject({ code: ErrorCode.PROVIDER_UNAVAILABLE });
    await expect(sender({ TENCENT_SMS_SDK_APP_ID: '1400999999' }).send('13912345678', code)).rejects.toMatchObject({ code: ErrorCode.PROVIDER_UNAVAILABLE });
  });
});
