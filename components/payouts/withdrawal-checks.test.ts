import { describe, expect, it } from 'vitest';
import { amountProblem, holderProblem } from './withdrawal-checks';

describe('withdrawal checks', () => {
  const overview = { minimumCents: 10_000, withdrawableCents: 500_000 };
  it('refuses below the minimum and above what may be withdrawn, and passes the range between', () => {
    expect(amountProblem(5_000, overview)).toBe('单笔提现最低 ¥100.00');
    expect(amountProblem(9_999_900, overview)).toBe('超过可提现金额 ¥5,000.00');
    expect(amountProblem(10_000, overview)).toBeNull();
    expect(amountProblem(500_000, overview)).toBeNull();
  });
  it('names a holder who is not a verified name', () => {
    expect(holderProblem('张三', ['天津北方精细化工有限公司'])).toBe('户名“张三”与已认证的名称（天津北方精细化工有限公司）不一致：请改用以认证名称开户的账户');
    expect(holderProblem(' 天津北方精细化工有限公司 ', ['天津北方精细化工有限公司'])).toBeNull();
  });
});
