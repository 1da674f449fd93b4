import { redirect } from 'next/navigation';

/** /products/promotion without a page number opens the first page. */
export default function FirstPage() {
  redirect('/products/promotion/1');
}
