import type { Metadata } from 'next';
import { CreateOrderView } from '@/components/orders/CreateOrderView';
import { parseIds } from '@/components/orders/checkout-state';

export const metadata: Metadata = { title: '确认订单' };

type Props = { searchParams: Promise<{ cart?: string | string[]; quotations?: string | string[] }> };

/** /member/buyer/createOrder?cart=1,2 or ?quotations=5,6 — checkout: one order per seller, priced on the server. */
export default async function CreateOrderPage({ searchParams }: Props) {
  const query = await searchParams;
  return <CreateOrderView source={{ cartItemIds: parseIds(query.cart), quotationIds: parseIds(query.quotations) }} />;
}
