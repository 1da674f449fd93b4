import type { z } from 'zod';
import type {
  BulkPageSchema,
  CompanyPageSchema,
  DirectPageSchema,
  ElectronicGradePageSchema,
  HotSalePageSchema,
  MainProductPageSchema,
  PromotionPageSchema,
  RealTimePurchasePageSchema,
} from '@/lib/server/merchandising/schema';
import { useApiGet } from './swr';

export type PromotionPage = z.infer<typeof PromotionPageSchema>;
export type MainProductPage = z.infer<typeof MainProductPageSchema>;
export type ElectronicGradePage = z.infer<typeof ElectronicGradePageSchema>;
export type DirectPage = z.infer<typeof DirectPageSchema>;
export type BulkPage = z.infer<typeof BulkPageSchema>;
export type HotSalePage = z.infer<typeof HotSalePageSchema>;
export type RealTimePurchasePage = z.infer<typeof RealTimePurchasePageSchema>;
export type CompanyPage = z.infer<typeof CompanyPageSchema>;
export type Company = CompanyPage['list'][number];

type Paging = { page: number; pageSize: number };

/** The merchandising lists of spec §7 (GET, params page and pageSize). */
export const usePromotionalProducts = (paging: Paging) => useApiGet<PromotionPage>('/promotional_products', paging);
export const useRealTimePurchase = (paging: Paging) => useApiGet<RealTimePurchasePage>('/real_time_purchase', paging);
export const useHotSale = (paging: Paging) => useApiGet<HotSalePage>('/hot_sale', paging);
export const useBulkList = (paging: Paging) => useApiGet<BulkPage>('/bulk_list', paging);
export const useMainProducts = (paging: Paging) => useApiGet<MainProductPage>('/main_products', paging);
export const useElectronicGrade = (paging: Paging) => useApiGet<ElectronicGradePage>('/electronic_grade', paging);

/** Company check; nothing is asked until a keyword is given. Errors (too short) are shown by the form itself. */
export function useCompanyCheck(keyword: string | null, page = 1) {
  return useApiGet<CompanyPage>(keyword ? '/company_check' : null, { keyword, page, pageSize: 10 }, { noErrorModal: true });
}
