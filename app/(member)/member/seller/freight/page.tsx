import type { Metadata } from 'next';
import { FreightRulesForm } from '@/components/freight/FreightRulesForm';

export const metadata: Metadata = { title: '运费模板' };

/** /member/seller/freight: the seller's freight template, which orders and the product page use. */
export default function FreightPage() {
  return <FreightRulesForm />;
}
