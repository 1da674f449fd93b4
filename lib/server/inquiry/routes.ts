import { directSupplierLabels } from '@/lib/server/merchandising/queries';
import { requireRole } from '@/lib/server/account/roles';
import { refreshHomePage } from '@/lib/server/catalog/page-cache';
import { db, type Db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { acceptQuotation } from '@/lib/server/workflows/accept-quotation';
import { appendQuotation, cancelQuotation, createQuotation, endInquiry } from '@/lib/server/workflows/quotations';
import type { QuotationRow } from './repo';
import { resolveFile, resolveInput } from './resolve';
import { buyerInquiries, createInquiry, inquiryDetail, inquiryForm, inquiryIndex, linesToQuote, quoteDialog, sellerQuotations } from './service';
import { toQuotations, unitsById } from './views';
import {
  createInquiryContract,
  inquiryIndexContract,
  inquiriesContract,
  inquiryDetailContract,
  inquiryChangeStatusContract,
  addInquiryContract,
  inquiryResolveContract,
  inquiryResolveFileContract,
  notQuoteContract,
  quotedContract,
  addQuoteContract,
  lostListContract,
  cancelListContract,
  addQuotationContract,
  createQuotationContract,
  appendQuotationContract,
  cancelQuoteContract,
} from '@/lib/contracts/inquiry/calls';

async function isSeller(database: Db, memberId: number): Promise<boolean> {
  return requireRole(database, memberId, 'seller').then(
    () => true,
    () => false,
  );
}

async function asQuotation(database: Db, row: QuotationRow) {
  return (await toQuotations(database, [row], await unitsById(database), false, directSupplierLabels))[0]!;
}

// The cached home page shows the newest inquiries: it is rendered anew once one is sent, accepted or ended.
export const createInquiryRoute = defineRoute(createInquiryContract, async ({ body, session }) => {
  const inquiry = await createInquiry(db(), session.memberId, body);
  refreshHomePage();
  return inquiry;
});

export const inquiryIndexRoute = defineRoute(inquiryIndexContract, ({ query, session }) => inquiryIndex(db(), session?.memberId ?? null, query));

export const inquiriesRoute = defineRoute(inquiriesContract, ({ query, session }) => buyerInquiries(db(), session.memberId, query));

export const inquiryDetailRoute = defineRoute(inquiryDetailContract, async ({ query, session }) =>
  inquiryDetail(db(), { memberId: session.memberId, isSeller: await isSeller(db(), session.memberId) }, query.id, directSupplierLabels),
);

export const inquiryChangeStatusRoute = defineRoute(inquiryChangeStatusContract, async ({ body, session }) => {
  if (body.action === 'accept') await acceptQuotation(db(), session.memberId, body.inquiryId, body.quotationId as number);
  else await endInquiry(db(), session.memberId, body.inquiryId, body.action);
  refreshHomePage();
  return inquiryDetail(db(), { memberId: session.memberId, isSeller: false }, body.inquiryId, directSupplierLabels);
});

export const addInquiryRoute = defineRoute(addInquiryContract, ({ query, session }) => inquiryForm(db(), session.memberId, query.cas));

export const inquiryResolveRoute = defineRoute(inquiryResolveContract, ({ body }) => resolveInput(db(), body));

export const inquiryResolveFileRoute = defineRoute(inquiryResolveFileContract, ({ body }) => resolveFile(db(), body.file));

export const notQuoteRoute = defineRoute(notQuoteContract, ({ query, session }) => linesToQuote(db(), session.memberId, query));

export const quotedRoute = defineRoute(quotedContract, ({ query, session }) => sellerQuotations(db(), session.memberId, 'quoted', query, directSupplierLabels));

export const addQuoteRoute = defineRoute(addQuoteContract, ({ query, session }) =>
  sellerQuotations(db(), session.memberId, 'won', query, directSupplierLabels),
);

export const lostListRoute = defineRoute(lostListContract, ({ query, session }) =>
  sellerQuotations(db(), session.memberId, 'lost', query, directSupplierLabels),
);

export const cancelListRoute = defineRoute(cancelListContract, ({ query, session }) =>
  sellerQuotations(db(), session.memberId, 'cancelled', query, directSupplierLabels),
);

export const addQuotationRoute = defineRoute(addQuotationContract, ({ query, session }) =>
  quoteDialog(db(), session.memberId, query.lineId, directSupplierLabels),
);

export const createQuotationRoute = defineRoute(createQuotationContract, async ({ body, session }) =>
  asQuotation(db(), await createQuotation(db(), session.memberId, body)),
);

export const appendQuotationRoute = defineRoute(appendQuotationContract, async ({ body, session }) =>
  asQuotation(db(), await appendQuotation(db(), session.memberId, body)),
);

export const cancelQuoteRoute = defineRoute(cancelQuoteContract, async ({ body, session }) =>
  asQuotation(db(), await cancelQuotation(db(), session.memberId, body.quotationId)),
);
