import { redirect } from 'next/navigation';

/** The list without a page number starts at the first page. */
export default function InvoiceInfoIndex() {
  redirect('/member/account/invoiceInfo/1');
}
