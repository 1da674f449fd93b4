/** What the Aliyun and Tencent adapter tests share: a simulator on a loopback port, and the refusals both map alike. */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import type { SmsSender } from '@/lib/server/auth/sms/gateway';

/** Serves a simulator on 127.0.0.1 for the test file; `endpoint()` is its base URL once listening. */
export function serveDuringTests(server: http.Server): { endpoint: () => string } {
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { endpoint: () => endpoint };
}

export const TEST_CODE_MESSAGE = { template: 'code' as const, code: '654321', text: '【ChemMart】您的登录验证码是 654321' };

/**
 * Both simulators refuse 13800000001 (bad number), …02 (per-number rate limit), …03 (daily limit)
 * and …04 (the platform's account); a closed port is a gateway that cannot be reached.
 */
export async function expectRefusalsInChinese(sender: (overrides?: Record<string, string>) => SmsSender): Promise<void> {
  const send = (phone: string) => sender().send(phone, TEST_CODE_MESSAGE);
  await expect(send('13800000001')).rejects.toMatchObject({ code: 3021, message: expect.stringContaining('无法向该手机号发送短信') });
  await expect(send('13800000002')).rejects.toMatchObject({ code: 3005, message: expect.stringContaining('过于频繁') });
  await expect(send('13800000003')).rejects.toMatchObject({ code: 3006, message: expect.stringContaining('今天接收的验证码已达') });
  await expect(send('13800000004')).rejects.toMatchObject({ code: 3017, message: expect.stringContaining('配置有误') });
  await expect(sender({ SMS_ENDPOINT: 'http://127.0.0.1:9/' }).send('13912345678', TEST_CODE_MESSAGE)).rejects.toMatchObject({
    code: 3017,
    message: '短信服务暂时无法连接，请稍后重试',
  });
}
