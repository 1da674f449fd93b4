import type { Metadata } from 'next';
import { MonthlyStatement } from '@/components/statements/MonthlyStatement';

export const metadata: Metadata = { title: '预存款对账单' };

/** /member/account/statements?month=YYYY-MM — any member's deposit month: recharges, payments, refunds, withdrawals. */
export default function AccountStatementsPage() {
  return <MonthlyStatement audience="buyer" />;
}
