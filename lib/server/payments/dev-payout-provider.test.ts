import { describe, expect, it } from 'vitest';
import { devPayoutProvider, simulatedPayoutNotification } from './dev-payout-provider';

const verify = (payload: unknown) => devPayoutProvider.verifyNotification({ body: JSON.stringify(payload), headers: {}, contentType: 'application/json' });
const account = { holder: '某某化工有限公司', bankCode: 'ICBC', bankName: '中国工商银行', branch: '上海张江支行', accountNumber: '1001234567890', accountType: 'corporate' as const };

describe('development payout provider', () => {
  it('accepts every transfer, labelled as simulated', async () => {
    expect(await devPayoutProvider.sendTransfer({ payoutNo: 'PO000001', amountCents: 100, account, memo: '结算' })).toMatchObject({
      accepted: true,
      providerTransferNo: expect.stringMatching(/^DEVT/),
      message: expect.stringContaining('开发环境模拟打款'),
    });
  });

  it('verifies its signed outcomes and refuses changed ones', async () => {
    const ok = simulatedPayoutNotification('PO000001', 500000, 'success', undefined, 'DEVT1');
    expect(await verify(ok)).toEqual({ payoutNo: 'PO000001', amountCents: 500000, outcome: 'success', providerTransferNo: 'DEVT1' });
    const failed = simulatedPayoutNotification('PO000002', 100, 'failure', '户名不符');
    expect(await verify(failed)).toMatchObject({ outcome: 'failure', reason: '户名不符' });
    expect(await verify({ ...ok, amountCents: 5_000_000 })).toBeNull();
    expect(await verify({ ...failed, outcome: 'success' })).toBeNull();
    expect(await verify({ ...failed, reason: '其他' })).toBeNull();
    expect(await verify({ ...ok, payoutNo: 'PO000003' })).toBeNull();
    expect(await devPayoutProvider.verifyNotification({ body: 'not json', headers: {}, contentType: 'text/plain' })).toBeNull();
  });
});
