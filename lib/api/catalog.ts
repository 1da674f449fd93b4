import type { z } from 'zod';
import type { InvoiceCategorySchema } from '@/lib/contracts/invoice/schema';
import type { ProductDetailSchema, SearchResultSchema } from '@/lib/contracts/catalog/schema';
import type { UnitSchema } from '@/lib/contracts/goods/schema';
import { useApiGet } from './swr';
import { INVOICE_CATEGORIES_URL, UNITS_URL } from './urls';

export type Unit = z.infer<typeof UnitSchema>;
export type InvoiceCategory = z.infer<typeof InvoiceCategorySchema>;
export type ProductDetail = z.infer<typeof ProductDetailSchema>;
export type SearchResult = z.infer<typeof SearchResultSchema>;

/** Loaded at start (the root layout provides them as SWR fallback): global state. */
export function useUnits() {
  return useApiGet<Unit[]>(UNITS_URL, undefined, { initialCache: true });
}

export function useInvoiceCategories() {
  return useApiGet<InvoiceCategory[]>(INVOICE_CATEGORIES_URL, undefined, { initialCache: true });
}
