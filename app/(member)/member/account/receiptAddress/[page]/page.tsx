import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AddressBook } from '@/components/account/AddressBook';
import { pageNumberOf } from '@/lib/contracts/pagination';

export const metadata: Metadata = { title: '收货地址' };

/** Ten a page: a member keeps at most 20, so two pages at most. */
const PAGE_SIZE = 10;

type Props = { params: Promise<{ page: string }> };

export default async function ReceiptAddressPage({ params }: Props) {
  const page = pageNumberOf((await params).page);
  if (page === null) notFound();
  return <AddressBook page={page} pageSize={PAGE_SIZE} />;
}
