import type { Metadata } from 'next';
import { Suspense } from 'react';
import { InquiryAddForm } from '@/components/inquiry/InquiryAddForm';

export const metadata: Metadata = { title: '发布询价' };

/** /member/buyer/inquiryAdd — one or more lines, or a pasted / uploaded list; ?cas= prefills, ?mode=list opens the list. */
export default function InquiryAddPage() {
  return (
    <Suspense>
      <InquiryAddForm />
    </Suspense>
  );
}
