import type { Metadata } from 'next';
import { DevCheckout } from '@/components/money/DevCheckout';

export const metadata: Metadata = { title: '支付', robots: { index: false } };

type Props = { searchParams: Promise<{ tradeNo?: string | string[] }> };

/** /payment — where the payment provider sends the payer; the development provider's checkout is this page. */
export default async function PaymentPage({ searchParams }: Props) {
  const tradeNo = (await searchParams).tradeNo;
  return <DevCheckout tradeNo={typeof tradeNo === 'string' ? tradeNo : null} />;
}
