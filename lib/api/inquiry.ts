import type { z } from 'zod';
import type { CreateInquiryBody, InquirySchema } from '@/lib/contracts/inquiry/schema';
import { useCallMutation } from './swr';
import { createInquiryContract } from '@/lib/contracts/inquiry/calls';

export type Inquiry = z.infer<typeof InquirySchema>;
export type NewInquiry = z.input<typeof CreateInquiryBody>;

/** POST /api/create_inquiry; the form shows failures itself. */
export function useCreateInquiry() {
  return useCallMutation(createInquiryContract, { noErrorModal: true });
}
