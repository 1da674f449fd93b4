import { useSWRConfig } from 'swr';
import type { z } from 'zod';
import type {
  InvoiceInfoDeletedSchema,
  InvoiceInfoInput,
  InvoiceInfoPageSchema,
  InvoiceInfoSchema,
  InvoiceInfoUpdateInput,
} from '@/lib/server/invoice/schema';
import { useApiGet, useApiPost } from './swr';

export type InvoiceInfo = z.infer<typeof InvoiceInfoSchema>;
export type InvoiceInfoPage = z.infer<typeof InvoiceInfoPageSchema>;
export type NewInvoiceInfo = z.input<typeof InvoiceInfoInput>;
export type InvoiceInfoUpdate = z.input<typeof InvoiceInfoUpdateInput>;
export type InvoiceInfoDeleted = z.infer<typeof InvoiceInfoDeletedSchema>;

export const INVOICE_INFOS_URL = '/invoice_list';

/** The member's invoice details, default first; at most 10, so one page of 20 holds them all. */
export function useInvoiceInfos(signedIn: boolean, paging: { page: number; pageSize: number } = { page: 1, pageSize: 20 }) {
  return useApiGet<InvoiceInfoPage>(signedIn ? INVOICE_INFOS_URL : null, paging);
}

export function useRefreshInvoiceInfos() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => key === INVOICE_INFOS_URL || (Array.isArray(key) && key[0] === INVOICE_INFOS_URL));
}

export function useCreateInvoiceInfo() {
  return useApiPost<NewInvoiceInfo, InvoiceInfo>('/invoice_create', { noErrorModal: true });
}

export function useUpdateInvoiceInfo() {
  return useApiPost<InvoiceInfoUpdate, InvoiceInfo>('/invoice_update', { noErrorModal: true });
}

export function useDeleteInvoiceInfo() {
  return useApiPost<{ id: number }, InvoiceInfoDeleted>('/invoice_delete');
}

export function useSetDefaultInvoiceInfo() {
  return useApiPost<{ id: number }, InvoiceInfo>('/invoice_default');
}
