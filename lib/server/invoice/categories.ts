import type { z } from 'zod';
import type { Db } from '@/lib/server/core/db';
import * as repo from './repo';
import type { InvoiceCategorySchema } from '@/lib/contracts/invoice/schema';

export type InvoiceCategory = z.infer<typeof InvoiceCategorySchema>;

export function listInvoiceCategories(db: Db): Promise<InvoiceCategory[]> {
  return repo.listInvoiceCategories(db);
}

export async function importInvoiceCategories(db: Db, categories: readonly Omit<InvoiceCategory, 'id'>[]): Promise<void> {
  for (const [sortOrder, category] of categories.entries()) await repo.upsertInvoiceCategory(db, { ...category, sortOrder });
}
