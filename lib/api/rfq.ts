import type { z } from 'zod';
import type { ContractInput } from '@/lib/contracts/contract';
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
import { upload } from './client';
import { useCall, useCallMutation, useRefreshCalls } from './swr';
import { uploadFileContract } from '@/lib/contracts/account/calls';
import {
  addInquiryContract,
  addQuoteContract,
  appendQuotationContract,
  cancelListContract,
  cancelQuoteContract,
  createQuotationContract,
  inquiriesContract,
  inquiryChangeStatusContract,
  inquiryResolveContract,
  inquiryResolveFileContract,
  lostListContract,
  notQuoteContract,
  quotedContract,
} from '@/lib/contracts/inquiry/calls';
import { messagesReadContract } from '@/lib/contracts/notifications/calls';
import {
  quotationSheetContract,
  quotationSheetDraftContract,
  quotationSheetFileContract,
  inquiryExportContract,
  submitQuotationSheetContract,
  uploadQuotationSheetContract,
} from '@/lib/contracts/inquiry/calls';
import type { SheetResult } from '@/lib/contracts/inquiry/sheet';
import { inquiryDetailContract } from '@/lib/contracts/inquiry/calls';
import { addQuotationContract } from '@/lib/contracts/inquiry/calls';
import { messagesContract } from '@/lib/contracts/notifications/calls';

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
export const SELLER_TAB_CALLS = {
  not_quote: notQuoteContract,
  quoted: quotedContract,
  won: addQuoteContract,
  lost: lostListContract,
  cancelled: cancelListContract,
} satisfies Record<SellerTab, unknown>;

export type Uploaded = { id: number; name: string; url: string };

/** POST /api/upload_file (attachments, COA); the caller shows the failure. */
export function uploadFile(file: File): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', file);
  return upload(uploadFileContract, form, { noErrorModal: true });
}

export function useInquiryForm(cas?: string) {
  return useCall(addInquiryContract, cas ? { cas } : {});
}

export function useResolve() {
  return useCallMutation(inquiryResolveContract, { noErrorModal: true });
}

export function resolveFile(file: File): Promise<ResolveResult> {
  const form = new FormData();
  form.append('file', file);
  return upload(inquiryResolveFileContract, form, { noErrorModal: true });
}

export function useBuyerInquiries(status: string, page: number, keyword: string, pageSize = 10) {
  // The tab keys are the status filter's values; the server validates them.
  return useCall(inquiriesContract, { status: status as ContractInput<typeof inquiriesContract>['status'], page, pageSize, ...(keyword ? { keyword } : {}) });
}

export function useInquiryDetail(id: number | null) {
  return useCall(inquiryDetailContract, id ? { id } : null);
}

export function useChangeInquiryStatus() {
  return useCallMutation(inquiryChangeStatusContract);
}

export function useSellerList(tab: SellerTab, page: number, keyword: string, pageSize = 10) {
  return useCall<(typeof SELLER_TAB_CALLS)[SellerTab]>(SELLER_TAB_CALLS[tab], { page, pageSize, ...(keyword ? { keyword } : {}) });
}

export function useQuoteDialog(lineId: number | null) {
  return useCall(addQuotationContract, lineId ? { lineId } : null);
}

export function useCreateQuotation() {
  return useCallMutation(createQuotationContract, { noErrorModal: true });
}

export function useAppendQuotation() {
  return useCallMutation(appendQuotationContract, { noErrorModal: true });
}

export function useQuotationSheet(inquiryId: number | null) {
  return useCall(quotationSheetContract, inquiryId ? { inquiryId } : null, { noErrorModal: true });
}

export function useSaveSheetDraft() {
  return useCallMutation(quotationSheetDraftContract, { noErrorModal: true });
}

export function useSubmitSheet() {
  return useCallMutation(submitQuotationSheetContract, { noErrorModal: true });
}

/** POST /api/quotation_sheet_upload: the filled .xlsx, sent whole; the caller shows the per-row result. */
export function uploadQuotationSheet(inquiryId: number, file: File): Promise<SheetResult> {
  const form = new FormData();
  form.append('inquiryId', String(inquiryId));
  form.append('file', file);
  return upload(uploadQuotationSheetContract, form, { noErrorModal: true });
}

/** An inquiry with the quotations the member may see, as .xlsx: a plain link. */
export const inquiryExportUrl = (id: number) => `${inquiryExportContract.path}?id=${id}`;

/** The .xlsx of a sheet: a plain link (the session cookie signs it in). */
export const quotationSheetFileUrl = (inquiryId: number) => `${quotationSheetFileContract.path}?inquiryId=${inquiryId}`;

export function useCancelQuote() {
  return useCallMutation(cancelQuoteContract);
}

export function useMessages(page: number, pageSize = 10, enabled = true, refreshInterval?: number) {
  return useCall(messagesContract, enabled ? { page, pageSize } : null, { refreshInterval, noErrorModal: refreshInterval !== undefined });
}

export function useMarkRead() {
  return useCallMutation(messagesReadContract);
}

/** Re-read every cached page of the list (after a change elsewhere on the page). */
export const useRefreshMessages = () => useRefreshCalls(messagesContract);
export const useRefreshBuyerInquiries = () => useRefreshCalls(inquiriesContract);
/** Every seller tab: a quote moves a line from one tab to another. */
export const useRefreshSellerLists = () => useRefreshCalls(...Object.values(SELLER_TAB_CALLS));
