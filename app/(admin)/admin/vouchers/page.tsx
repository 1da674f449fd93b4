import type { Metadata } from 'next';
import { VoucherAdmin } from '@/components/admin/VoucherAdmin';

export const metadata: Metadata = { title: '优惠券管理' };

/** /admin/vouchers — inside the operator console (its layout checks the operator sign-in). */
export default function AdminVouchersPage() {
  return <VoucherAdmin />;
}
