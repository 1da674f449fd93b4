import type { Metadata } from 'next';
import { Coupons } from '@/components/money/Coupons';

export const metadata: Metadata = { title: '优惠券' };

/** /member/account/coupons — the member's vouchers, and redeeming a code. */
export default function CouponsPage() {
  return <Coupons />;
}
