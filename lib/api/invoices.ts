import type { z } from 'zod';
import type {
  InvoiceInfoDeletedSchema,
  InvoiceInfoInput,
  InvoiceInfoPageSchema,
  InvoiceInfoSchema,
  InvoiceInfoUpdateInput,
} from '@/lib/contracts/invoice/schema';
import { memberRowsApi } from './member-rows';

export type InvoiceInfo = z.infer<typeof InvoiceInfoSchema>;
export type InvoiceInfoPage = z.infer<typeof InvoiceInfoPageSchema>;
export type NewInvoiceInfo = z.input<typeof InvoiceInfoInput>;
export type InvoiceInfoUpdate = z.input<typeof InvoiceInfoUpdateInput>;
export type InvoiceInfoDeleted = z.infer<typeof InvoiceInfoDeletedSchema>;

/** The member's invoice details (at most 10), default first: the member-rows calls under /invoice_*. */
export const invoiceRows = memberRowsApi<InvoiceInfo, NewInvoiceInfo, InvoiceInfoUpdate, InvoiceInfoDeleted>({
  list: '/invoice_list',
  create: '/invoice_create',
  update: '/invoice_update',
  remove: '/invoice_delete',
  setDefault: '/invoice_default',
});

export const INVOICE_INFOS_URL = invoiceRows.listUrl;
export const useInvoiceInfos = invoiceRows.useList;
