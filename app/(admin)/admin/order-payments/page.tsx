import type { Metadata } from 'next';
import { OrderPaymentReview } from '@/components/admin/OrderPaymentReview';
import { consoleOperator } from '@/lib/server/admin/guard';

export const metadata: Metadata = { title: '订单转账确认' };

/** /admin/order-payments — bank transfers paying for orders; the page checks the operator itself (a layout does not guard its pages). */
export default async function AdminOrderPaymentsPage() {
  if (!(await consoleOperator())) return null;
  return <OrderPaymentReview />;
}
