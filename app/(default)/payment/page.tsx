import type { Metadata } from 'next';
import { DevCheckout } from '@/components/money/DevCheckout';
import { Cashier } from '@/components/orders/Cashier';

export const metadata: Metadata = { title: '支付', robots: { index: false } };

type Props = { searchParams: Promise<{ tradeNo?: string | string[]; order?: string | string[] }> };

/**
 * /payment — `?order=DD…`: the cashier of a buyer's order; `?tradeNo=…`: where
 * the payment provider sends the payer (the development provider's checkout).
 */
export default async function PaymentPage({ searchParams }: Props) {
  const { tradeNo, order } = await searchParams;
  if (typeof order === 'string') return <Cashier orderNo={order} />;
  return <DevCheckout tradeNo={typeof tradeNo === 'string' ? tradeNo : null} />;
}
