import type { Metadata } from 'next';
import { CreditTermsView } from '@/components/credit/CreditTermsView';

export const metadata: Metadata = { title: '账期客户' };

/** /member/seller/creditTerms — payment terms granted to organisations and what they owe (the seller layout refuses non-sellers). */
export default function SellerCreditTermsPage() {
  return <CreditTermsView />;
}
