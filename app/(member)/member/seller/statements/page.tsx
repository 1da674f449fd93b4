import type { Metadata } from 'next';
import { MonthlyStatement } from '@/components/statements/MonthlyStatement';

export const metadata: Metadata = { title: '卖家对账单' };

/** /member/seller/statements?month=YYYY-MM — the seller's month: sales, commission, refunds, payouts (the seller layout refuses non-sellers). */
export default function SellerStatementsPage() {
  return <MonthlyStatement audience="seller" />;
}
