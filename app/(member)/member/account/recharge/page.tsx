import type { Metadata } from 'next';
import { RechargeForm } from '@/components/money/RechargeForm';
import { platformBankAccount } from '@/lib/server/payments/bank';

export const metadata: Metadata = { title: '充值' };
export const dynamic = 'force-dynamic';

/** /member/account/recharge — add money to the deposit. */
export default function RechargePage() {
  return <RechargeForm bank={platformBankAccount()} />;
}
