import type { z } from 'zod';
import type {
  CompanyPageSchema,
  DirectPageSchema,
  ElectronicGradePageSchema,
  PromotionPageSchema,
  RealTimePurchasePageSchema,
} from '@/lib/contracts/merchandising/schema';
import { useCall } from './swr';
import { companyCheckContract } from '@/lib/contracts/merchandising/calls';

export type PromotionPage = z.infer<typeof PromotionPageSchema>;
export type ElectronicGradePage = z.infer<typeof ElectronicGradePageSchema>;
export type DirectPage = z.infer<typeof DirectPageSchema>;
export type RealTimePurchasePage = z.infer<typeof RealTimePurchasePageSchema>;
export type CompanyPage = z.infer<typeof CompanyPageSchema>;
export type Company = CompanyPage['list'][number];

/** Company check; nothing is asked until a keyword is given. Errors (too short) are shown by the form itself. */
export function useCompanyCheck(keyword: string | null, page = 1) {
  return useCall(companyCheckContract, keyword ? { keyword, page, pageSize: 10 } : null, { noErrorModal: true });
}
