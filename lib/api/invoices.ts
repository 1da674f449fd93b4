import type { z } from 'zod';
import type {
  InvoiceInfoDeletedSchema,
  InvoiceInfoInput,
  InvoiceInfoPageSchema,
  InvoiceInfoSchema,
  InvoiceInfoUpdateInput,
} from '@/lib/contracts/invoice/schema';
import {
  invoiceCreateContract,
  invoiceDefaultContract,
  invoiceDeleteContract,
  invoiceListContract,
  invoiceUpdateContract,
} from '@/lib/contracts/invoice/calls';
import { memberRowsApi } from './member-rows';

export type InvoiceInfo = z.infer<typeof InvoiceInfoSchema>;
export type InvoiceInfoPage = z.infer<typeof InvoiceInfoPageSchema>;
export type NewInvoiceInfo = z.input<typeof InvoiceInfoInput>;
export type InvoiceInfoUpdate = z.input<typeof InvoiceInfoUpdateInput>;
export type InvoiceInfoDeleted = z.infer<typeof InvoiceInfoDeletedSchema>;

/** The member's invoice details (at most 10), default first: the member-rows calls under /invoice_*. */
export const invoiceRows = memberRowsApi({
  list: invoiceListContract,
  create: invoiceCreateContract,
  update: invoiceUpdateContract,
  remove: invoiceDeleteContract,
  setDefault: invoiceDefaultContract,
});

export const useInvoiceInfos = invoiceRows.useList;
