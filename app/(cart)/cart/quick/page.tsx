import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { QuickOrderView } from '@/components/quick-order/QuickOrderView';
import { currentMember } from '@/lib/server/account/current';

export const metadata: Metadata = { title: '快速下单', robots: { index: false } };

/** /cart/quick — 快速下单: a whole list matched to on-shelf offers and put into the cart (issue 30). */
export default async function QuickOrderPage() {
  if (!(await currentMember())) redirect(`/login?redirect=${encodeURIComponent('/cart/quick')}`);
  return (
    <div>
      <h1 style={{ fontSize: 20, margin: '0 0 12px' }}>快速下单</h1>
      <QuickOrderView />
    </div>
  );
}
