import { directSupplierLabels } from '@/lib/server/merchandising/queries';
import { refreshHomePage } from '@/lib/server/catalog/page-cache';
import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { downloadResponse, XLSX_CONTENT_TYPE } from '@/lib/server/core/file-response';
import { submitQuotationSheet } from '@/lib/server/workflows/quotations';
import {
  quotationSheetContract,
  quotationSheetDraftContract,
  quotationSheetFileContract,
  submitQuotationSheetContract,
  uploadQuotationSheetContract,
  inquiryExportContract,
} from '@/lib/contracts/inquiry/calls';
import { requireRole } from '@/lib/server/account/roles';
import { InquiryDetailSchema } from '@/lib/contracts/inquiry/schema';
import { inquiryWorkbook } from './export';
import { QuotationSheetSchema } from '@/lib/contracts/inquiry/sheet';
import { quotationSheet, saveDraft, type SentRow } from './sheet';
import { parseSheetFile, sheetWorkbook } from './sheet-file';
import * as repo from './repo';
import { inquiryDetail, inquiryNotFound } from './service';

export const quotationSheetRoute = defineRoute(quotationSheetContract, ({ query, session }) =>
  quotationSheet(db(), session.memberId, query.inquiryId, directSupplierLabels),
);

export const quotationSheetDraftRoute = defineRoute(quotationSheetDraftContract, ({ body, session }) =>
  saveDraft(db(), session.memberId, body.inquiryId, body.rows),
);

// The cached home page shows the newest inquiries with their quotation counts.
export const submitQuotationSheetRoute = defineRoute(submitQuotationSheetContract, async ({ body, session }) => {
  const result = await submitQuotationSheet(db(), session.memberId, body.inquiryId, body.rows as SentRow[]);
  refreshHomePage();
  return result;
});

export const quotationSheetFileRoute = defineRoute(quotationSheetFileContract, async ({ query, session }) => {
  const sheet = QuotationSheetSchema.parse(await quotationSheet(db(), session.memberId, query.inquiryId, directSupplierLabels));
  return downloadResponse(await sheetWorkbook(sheet), XLSX_CONTENT_TYPE, `报价单-${sheet.inquiryNo}.xlsx`);
});

// The buyer's file holds every quotation; a seller's only their own (the detail decides, as on the page).
export const inquiryExportRoute = defineRoute(inquiryExportContract, async ({ query, session }) => {
  const isSeller = await requireRole(db(), session.memberId, 'seller').then(
    () => true,
    () => false,
  );
  const detail = InquiryDetailSchema.parse(await inquiryDetail(db(), { memberId: session.memberId, isSeller }, query.id, directSupplierLabels));
  return downloadResponse(await inquiryWorkbook(detail), XLSX_CONTENT_TYPE, `询价单-${detail.inquiryNo}.xlsx`);
});

export const uploadQuotationSheetRoute = defineRoute(uploadQuotationSheetContract, async ({ body, session }) => {
  const lines = await repo.linesOf(db(), [body.inquiryId]);
  if (lines.length === 0) throw inquiryNotFound();
  const { rows, errors } = await parseSheetFile(body.file, new Map(lines.map((l) => [l.id, l.lineNo])));
  const result = await submitQuotationSheet(db(), session.memberId, body.inquiryId, rows, errors);
  refreshHomePage();
  return result;
});
