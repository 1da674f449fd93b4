import { useSWRConfig } from 'swr';
import type { z } from 'zod';
import type {
  AddInquirySchema,
  AddQuotationSchema,
  BuyerInquiryPageSchema,
  CreateQuotationBody,
  InquiryDetailSchema,
  PublicInquiryPageSchema,
  QuotationSchema,
  ResolveResultSchema,
  SellerLinePageSchema,
  SellerQuotationPageSchema,
} from '@/lib/contracts/inquiry/schema';
import type { MessagePageSchema } from '@/lib/contracts/notifications/schema';
import { apiUpload } from './client';
import { useApiGet, useApiPost } from './swr';

/** The RFQ calls (docs/rfq-api.md) as hooks; the contract's types come from the server's zod schemas. */
export type InquiryForm = z.infer<typeof AddInquirySchema>;
export type BuyerInquiryPage = z.infer<typeof BuyerInquiryPageSchema>;
export type BuyerInquiry = BuyerInquiryPage['list'][number];
export type InquiryDetail = z.infer<typeof InquiryDetailSchema>;
export type DetailLine = InquiryDetail['lines'][number];
export type Quotation = z.infer<typeof QuotationSchema>;
export type ResolveResult = z.infer<typeof ResolveResultSchema>;
export type ResolvedLine = ResolveResult['lines'][number];
export type PublicInquiryPage = z.infer<typeof PublicInquiryPageSchema>;
export type PublicInquiry = PublicInquiryPage['list'][number];
export type SellerLinePage = z.infer<typeof SellerLinePageSchema>;
export type SellerLine = SellerLinePage['list'][number];
export type SellerQuotationPage = z.infer<typeof SellerQuotationPageSchema>;
export type SellerQuotationRow = SellerQuotationPage['list'][number];
export type QuoteDialog = z.infer<typeof AddQuotationSchema>;
export type QuotationFields = Omit<z.input<typeof CreateQuotationBody>, 'lineId'>;
export type MessagePage = z.infer<typeof MessagePageSchema>;
export type Message = MessagePage['list'][number];

export type SellerTab = 'not_quote' | 'quoted' | 'won' | 'lost' | 'cancelled';
/** Seller tab → the spec's call. */
export const SELLER_TAB_CALLS: Record<SellerTab, string> = {
  not_quote: '/not_quote',
  quoted: '/quoted',
  won: '/add_quote',
  lost: '/lost_list',
  cancelled: '/cancel_list',
};

export type Uploaded = { id: number; name: string; url: string };

/** POST /api/upload_file (attachments, COA); the caller shows the failure. */
export function uploadFile(file: File): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<Uploaded>('/upload_file', form, { noErrorModal: true });
}

export function useInquiryForm(cas?: string) {
  return useApiGet<InquiryForm>('/add_inquiry', cas ? { cas } : {});
}

export function useResolve() {
  return useApiPost<{ text: string }, ResolveResult>('/inquiry_resolve', { noErrorModal: true });
}

export function resolveFile(file: File): Promise<ResolveResult> {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<ResolveResult>('/inquiry_resolve_file', form, { noErrorModal: true });
}

export function useBuyerInquiries(status: string, page: number, keyword: string, pageSize = 10) {
  return useApiGet<BuyerInquiryPage>('/inquiries', { status, page, pageSize, ...(keyword ? { keyword } : {}) });
}

export function useInquiryDetail(id: number | null) {
  return useApiGet<InquiryDetail>(id ? '/inquiry_detail' : null, { id });
}

export function useChangeInquiryStatus() {
  return useApiPost<{ inquiryId: number; action: 'accept' | 'close' | 'cancel'; quotationId?: number }, InquiryDetail>('/inquiry_change_status');
}

export function useSellerList<T>(tab: SellerTab, page: number, keyword: string, pageSize = 10) {
  return useApiGet<T>(SELLER_TAB_CALLS[tab], { page, pageSize, ...(keyword ? { keyword } : {}) });
}

export function useQuoteDialog(lineId: number | null) {
  return useApiGet<QuoteDialog>(lineId ? '/add_quotation' : null, { lineId });
}

export function useCreateQuotation() {
  return useApiPost<QuotationFields & { lineId: number }, Quotation>('/create_quotation', { noErrorModal: true });
}

export function useAppendQuotation() {
  return useApiPost<QuotationFields & { quotationId: number }, Quotation>('/append_quotation', { noErrorModal: true });
}

export function useCancelQuote() {
  return useApiPost<{ quotationId: number }, Quotation>('/cancel_quote');
}

export function useMessages(page: number, pageSize = 10, enabled = true, refreshInterval?: number) {
  return useApiGet<MessagePage>(enabled ? '/messages' : null, { page, pageSize }, { refreshInterval, noErrorModal: refreshInterval !== undefined });
}

export function useMarkRead() {
  return useApiPost<{ ids?: number[]; all?: boolean }, { unread: number }>('/messages_read');
}

/** Re-reads every cached page of the given calls (after a change elsewhere on the page). */
export function useRefreshCalls(...urls: string[]) {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => urls.some((url) => key === url || (Array.isArray(key) && key[0] === url)));
}
