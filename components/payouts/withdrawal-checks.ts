import { formatYuan } from '@/lib/shared/format';

/**
 * What the server would refuse in a withdrawal, said under the field before
 * the confirmation dialog rather than after it: below the minimum, above
 * what may be withdrawn now, a holder who is not a verified name. The
 * server checks each again.
 */
export function amountProblem(cents: number, overview: { minimumCents: number; withdrawableCents: number } | undefined): string | null {
  if (!overview) return null;
  if (cents < overview.minimumCents) return `单笔提现最低 ${formatYuan(overview.minimumCents)}`;
  if (cents > overview.withdrawableCents) return `超过可提现金额 ${formatYuan(overview.withdrawableCents)}`;
  return null;
}

export function holderProblem(holder: string | undefined, verifiedNames: readonly string[]): string | null {
  const name = holder?.trim() ?? '';
  if (!name || verifiedNames.length === 0 || verifiedNames.includes(name)) return null;
  return `户名“${name}”与已认证的名称（${verifiedNames.join('、')}）不一致：请改用以认证名称开户的账户`;
}
