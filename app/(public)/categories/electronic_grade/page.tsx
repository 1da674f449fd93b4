import { redirect } from 'next/navigation';

/** /categories/electronic_grade without a page number opens the first page. */
export default function FirstPage() {
  redirect('/categories/electronic_grade/1');
}
