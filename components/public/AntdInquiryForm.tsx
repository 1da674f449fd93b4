'use client';
import { QuickInquiryForm, type QuickInquiryFormProps } from '@/components/inquiry/QuickInquiryForm';
import { AntdIsland } from './AntdIsland';

/** The inquiry form with its address and invoice choices, as a lazily loaded island of a public page. */
export default function AntdInquiryForm(form: QuickInquiryFormProps) {
  return (
    <AntdIsland>
      <QuickInquiryForm {...form} />
    </AntdIsland>
  );
}
