import { requireRole } from '@/lib/server/account/roles';
import { db, type Db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { acceptQuotation } from '@/lib/server/workflows/accept-quotation';
import { appendQuotation, cancelQuotation, createQuotation, endInquiry } from '@/lib/server/workflows/quotations';
import type { QuotationRow } from './repo';
import { resolveFile, resolveInput } from './resolve';
import {
  AddInquiryQuery,
  AddInquirySchema,
  AddQuotationQuery,
  AddQuotationSchema,
  AppendQuotationBody,
  BuyerInquiriesQuery,
  BuyerInquiryPageSchema,
  CancelQuoteBody,
  CreateInquiryBody,
  CreateQuotationBody,
  InquiryChangeStatusBody,
  InquiryDetailQuery,
  InquiryDetailSchema,
  InquiryIndexQuery,
  InquirySchema,
  PublicInquiryPageSchema,
  QuotationSchema,
  ResolveBody,
  ResolveFileBody,
  ResolveResultSchema,
  SellerLinePageSchema,
  SellerListQuery,
  SellerQuotationPageSchema,
} from '@/lib/contracts/inquiry/schema';
import { buyerInquiries, createInquiry, inquiryDetail, inquiryForm, inquiryIndex, linesToQuote, quoteDialog, sellerQuotations } from './service';
import { toQuotations, unitsById } from './views';

const TAG = 'Inquiries';

async function isSeller(database: Db, memberId: number): Promise<boolean> {
  return requireRole(database, memberId, 'seller').then(
    () => true,
    () => false,
  );
}

async function asQuotation(database: Db, row: QuotationRow) {
  return (await toQuotations(database, [row], await unitsById(database), false))[0]!;
}

export const createInquiryRoute = defineRoute({
  method: 'POST',
  path: '/api/create_inquiry',
  summary: '提交询价：一行或多行（最多 500 行）；旧的单行快速询价字段仍可使用（需登录并开通买家身份）',
  tag: TAG,
  auth: 'buyer',
  body: CreateInquiryBody,
  response: InquirySchema,
  handler: ({ body, session }) => createInquiry(db(), session.memberId, body),
});

export const inquiryIndexRoute = defineRoute({
  method: 'GET',
  path: '/api/inquiry_index',
  summary: '询价专区：正在接受报价的询价单（分页，按 CAS 号或名称搜索，询价人已掩码）',
  tag: TAG,
  auth: 'public',
  query: InquiryIndexQuery,
  response: PublicInquiryPageSchema,
  handler: ({ query, session }) => inquiryIndex(db(), session?.memberId ?? null, query),
});

export const inquiriesRoute = defineRoute({
  method: 'GET',
  path: '/api/inquiries',
  summary: '我的询价单（买家）：按状态页签、搜索、分页，含各状态数量',
  tag: TAG,
  auth: 'buyer',
  query: BuyerInquiriesQuery,
  response: BuyerInquiryPageSchema,
  handler: ({ query, session }) => buyerInquiries(db(), session.memberId, query),
});

export const inquiryDetailRoute = defineRoute({
  method: 'GET',
  path: '/api/inquiry_detail',
  summary: '询价单详情：买家本人看到全部报价（含历史）；卖家看到掩码后的询价与本人的报价',
  tag: TAG,
  auth: 'member',
  query: InquiryDetailQuery,
  response: InquiryDetailSchema,
  handler: async ({ query, session }) => inquiryDetail(db(), { memberId: session.memberId, isSeller: await isSeller(db(), session.memberId) }, query.id),
});

export const inquiryChangeStatusRoute = defineRoute({
  method: 'POST',
  path: '/api/inquiry_change_status',
  summary: '买家操作询价单：accept 采纳一条报价（按行）、close 关闭、cancel 取消',
  tag: TAG,
  auth: 'buyer',
  body: InquiryChangeStatusBody,
  response: InquiryDetailSchema,
  handler: async ({ body, session }) => {
    if (body.action === 'accept') await acceptQuotation(db(), session.memberId, body.inquiryId, body.quotationId as number);
    else await endInquiry(db(), session.memberId, body.inquiryId, body.action);
    return inquiryDetail(db(), { memberId: session.memberId, isSeller: false }, body.inquiryId);
  },
});

export const addInquiryRoute = defineRoute({
  method: 'GET',
  path: '/api/add_inquiry',
  summary: '询价表单所需：联系人、收货地址、开票信息、单位、预填产品与限制',
  tag: TAG,
  auth: 'buyer',
  query: AddInquiryQuery,
  response: AddInquirySchema,
  handler: ({ query, session }) => inquiryForm(db(), session.memberId, query.cas),
});

export const inquiryResolveRoute = defineRoute({
  method: 'POST',
  path: '/api/inquiry_resolve',
  summary: '批量询价：解析粘贴的清单（CAS 号、名称或 SMILES 及数量，最多 500 行），逐行给出是否在目录、在售报价数、最低折算单价与管制名录',
  tag: TAG,
  auth: 'buyer',
  body: ResolveBody,
  response: ResolveResultSchema,
  handler: ({ body }) => resolveInput(db(), body),
});

export const inquiryResolveFileRoute = defineRoute({
  method: 'POST',
  path: '/api/inquiry_resolve_file',
  summary: '批量询价：上传 .xlsx 或 .csv 清单（multipart，字段 file；列：CAS/名称/SMILES、数量、单位）并逐行解析',
  tag: TAG,
  auth: 'buyer',
  body: ResolveFileBody,
  bodyFormat: 'multipart',
  response: ResolveResultSchema,
  handler: ({ body }) => resolveFile(db(), body.file),
});

export const notQuoteRoute = defineRoute({
  method: 'GET',
  path: '/api/not_quote',
  summary: '卖家“待报价”：可报价的询价行（本人在售的产品优先）',
  tag: TAG,
  auth: 'seller',
  query: SellerListQuery,
  response: SellerLinePageSchema,
  handler: ({ query, session }) => linesToQuote(db(), session.memberId, query),
});

export const quotedRoute = defineRoute({
  method: 'GET',
  path: '/api/quoted',
  summary: '卖家“已报价”：本人有效的报价',
  tag: TAG,
  auth: 'seller',
  query: SellerListQuery,
  response: SellerQuotationPageSchema,
  handler: ({ query, session }) => sellerQuotations(db(), session.memberId, 'quoted', query),
});

export const addQuoteRoute = defineRoute({
  method: 'GET',
  path: '/api/add_quote',
  summary: '卖家“已中标”：本人被采纳的报价',
  tag: TAG,
  auth: 'seller',
  query: SellerListQuery,
  response: SellerQuotationPageSchema,
  handler: ({ query, session }) => sellerQuotations(db(), session.memberId, 'won', query),
});

export const lostListRoute = defineRoute({
  method: 'GET',
  path: '/api/lost_list',
  summary: '卖家“未中标”：本人未被采纳或已过期的报价',
  tag: TAG,
  auth: 'seller',
  query: SellerListQuery,
  response: SellerQuotationPageSchema,
  handler: ({ query, session }) => sellerQuotations(db(), session.memberId, 'lost', query),
});

export const cancelListRoute = defineRoute({
  method: 'GET',
  path: '/api/cancel_list',
  summary: '卖家“已撤销”：本人撤销的报价，及买家取消询价单而撤销的报价',
  tag: TAG,
  auth: 'seller',
  query: SellerListQuery,
  response: SellerQuotationPageSchema,
  handler: ({ query, session }) => sellerQuotations(db(), session.memberId, 'cancelled', query),
});

export const addQuotationRoute = defineRoute({
  method: 'GET',
  path: '/api/add_quotation',
  summary: '报价弹窗所需：询价行、本人当前报价、本人该产品的在售商品（从我的商品报价）',
  tag: TAG,
  auth: 'seller',
  query: AddQuotationQuery,
  response: AddQuotationSchema,
  handler: ({ query, session }) => quoteDialog(db(), session.memberId, query.lineId),
});

export const createQuotationRoute = defineRoute({
  method: 'POST',
  path: '/api/create_quotation',
  summary: '卖家对一个询价行报价（每行每位卖家只能有一条有效报价）',
  tag: TAG,
  auth: 'seller',
  body: CreateQuotationBody,
  response: QuotationSchema,
  handler: async ({ body, session }) => asQuotation(db(), await createQuotation(db(), session.memberId, body)),
});

export const appendQuotationRoute = defineRoute({
  method: 'POST',
  path: '/api/append_quotation',
  summary: '卖家追加报价：新报价取代本人在该行的有效报价，原报价保留为历史',
  tag: TAG,
  auth: 'seller',
  body: AppendQuotationBody,
  response: QuotationSchema,
  handler: async ({ body, session }) => asQuotation(db(), await appendQuotation(db(), session.memberId, body)),
});

export const cancelQuoteRoute = defineRoute({
  method: 'POST',
  path: '/api/cancel_quote',
  summary: '卖家撤销本人的有效报价',
  tag: TAG,
  auth: 'seller',
  body: CancelQuoteBody,
  response: QuotationSchema,
  handler: async ({ body, session }) => asQuotation(db(), await cancelQuotation(db(), session.memberId, body.quotationId)),
});
