import type { Metadata } from 'next';
import { VoucherAdmin } from '@/components/admin/VoucherAdmin';
import { consoleOperator } from '@/lib/server/admin/guard';

export const metadata: Metadata = { title: '优惠券管理' };

/** /admin/vouchers — the console layout refuses non-operators; the page checks again (a layout does not guard its pages). */
export default async function AdminVouchersPage() {
  if (!(await consoleOperator())) return null;
  return <VoucherAdmin />;
}
