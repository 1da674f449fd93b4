import type { z } from 'zod';
import type { InvoiceCategorySchema } from '@/lib/contracts/invoice/schema';
import type { ProductDetailSchema, SearchResultSchema } from '@/lib/contracts/catalog/schema';
import type { UnitSchema } from '@/lib/contracts/goods/schema';
import { unitContract } from '@/lib/contracts/goods/calls';
import { invoiceCategoriesContract } from '@/lib/contracts/invoice/calls';
import { useCall } from './swr';

export type Unit = z.infer<typeof UnitSchema>;
export type InvoiceCategory = z.infer<typeof InvoiceCategorySchema>;
export type ProductDetail = z.infer<typeof ProductDetailSchema>;
export type SearchResult = z.infer<typeof SearchResultSchema>;

/** Loaded at start (the root layout provides them as SWR fallback): global state. */
export function useUnits() {
  return useCall(unitContract, undefined, { initialCache: true });
}

export function useInvoiceCategories() {
  return useCall(invoiceCategoriesContract, undefined, { initialCache: true });
}
