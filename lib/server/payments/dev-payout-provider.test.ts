import { describe, expect, it } from 'vitest';
import { readConfig, productionProblems } from '@/lib/server/core/config';
import { ErrorCode } from '@/lib/server/core/errors';
import { devPayoutProvider, simulatedPayoutNotification } from './dev-payout-provider';
import { payoutProvider } from './payout-provider';

const raw = (body: string) => ({ body, headers: {}, contentType: 'application/json' });

describe('the development payout provider (开发环境模拟)', () => {
  it('verifies its own signed notification and refuses a changed or unsigned one', async () => {
    const body = simulatedPayoutNotification('PO20261125000001', 12_345, 'failure', '户名不符');
    expect(await devPayoutProvider.verifyNotification(raw(body))).toMatchObject({ payoutNo: 'PO20261125000001', amountCents: 12_345, outcome: 'failure', reason: '户名不符' });
    const changed = JSON.stringify({ ...JSON.parse(body), amountCents: 12_346 });
    expect(await devPayoutProvider.verifyNotification(raw(changed))).toBeNull();
    const success = JSON.stringify({ ...JSON.parse(body), outcome: 'success' });
    expect(await devPayoutProvider.verifyNotification(raw(success))).toBeNull();
    expect(await devPayoutProvider.verifyNotification(raw('{'))).toBeNull();
    expect(await devPayoutProvider.verifyNotification(raw(JSON.stringify({ ...JSON.parse(body), signature: '0'.repeat(64) })))).toBeNull();
  });

  it('accepts every transfer and moves nothing', async () => {
    const answer = await devPayoutProvider.sendTransfer({
      payoutNo: 'PO1',
      amountCents: 100,
      account: { holder: 'A', bankCode: 'ICBC', bankName: '中国工商银行', branch: null, accountNumber: '12345678', accountType: 'corporate' },
      memo: 'm',
    });
    expect(answer).toMatchObject({ accepted: true, providerTransferNo: expect.stringMatching(/^DEVT/) });
  });

  it('serves in the local demo only; PAYOUT_PROVIDER=dev refuses a production start', () => {
    expect(payoutProvider(readConfig({ NODE_ENV: 'development' })).name).toBe('dev');
    expect(() => payoutProvider(readConfig({ NODE_ENV: 'development', PAYOUT_PROVIDER: 'none' }))).toThrowError(
      expect.objectContaining({ code: ErrorCode.PAYOUT_PROVIDER_UNAVAILABLE }),
    );
    const production = readConfig({ NODE_ENV: 'production', PAYOUT_PROVIDER: 'dev', API_SIGN_SECRET: 'x'.repeat(40) });
    expect(() => payoutProvider(production)).toThrow();
    expect(productionProblems(production).join('\n')).toContain('PAYOUT_PROVIDER=dev');
  });
});
