import { redirect } from 'next/navigation';

/** /products/direct without a page number opens the first page. */
export default function FirstPage() {
  redirect('/products/direct/1');
}
