import type { Metadata } from 'next';
import { RechargeReview } from '@/components/admin/RechargeReview';

export const metadata: Metadata = { title: '充值审核' };

/** /admin/recharges — inside the operator console (its layout checks the operator sign-in). */
export default function AdminRechargesPage() {
  return <RechargeReview />;
}
