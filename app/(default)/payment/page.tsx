import type { Metadata } from 'next';
import { DevCheckout } from '@/components/money/DevCheckout';
import { Cashier } from '@/components/orders/Cashier';
import { DevOrderCheckout } from '@/components/orders/DevOrderCheckout';

export const metadata: Metadata = { title: '支付', robots: { index: false } };

type Props = { searchParams: Promise<{ tradeNo?: string | string[]; order?: string | string[] }> };

/**
 * /payment — `?order=DD…`: the cashier of a buyer's order; `?tradeNo=…`: where
 * the payment provider sends the payer (the development provider's checkout
 * of a recharge, R…, or of an order's online payment, OP…).
 */
export default async function PaymentPage({ searchParams }: Props) {
  const { tradeNo, order } = await searchParams;
  if (typeof order === 'string') return <Cashier orderNo={order} />;
  // An order's online payment (OP000123); recharges are R000012.
  if (typeof tradeNo === 'string' && tradeNo.startsWith('OP')) return <DevOrderCheckout tradeNo={tradeNo} />;
  return <DevCheckout tradeNo={typeof tradeNo === 'string' ? tradeNo : null} />;
}
