import { z } from 'zod';
import { defineContract } from '@/lib/contracts/contract';
import {
  QuotationSheetSchema,
  SaveDraftBody,
  SavedDraftSchema,
  SheetFileBody,
  SheetQuery,
  SheetResultSchema,
  SubmitSheetBody,
} from '@/lib/contracts/inquiry/sheet';
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

const TAG = 'Inquiries';

export const createInquiryContract = defineContract({
  operationId: 'createInquiry',
  method: 'POST',
  path: '/api/create_inquiry',
  summary: '提交询价：一行或多行（最多 500 行）；旧的单行快速询价字段仍可使用（需登录并开通买家身份）',
  tag: TAG,
  auth: 'buyer',
  body: CreateInquiryBody,
  response: InquirySchema,
});

export const inquiryIndexContract = defineContract({
  operationId: 'inquiryIndex',
  method: 'GET',
  path: '/api/inquiry_index',
  summary: '询价专区：正在接受报价的询价单（分页，按 CAS 号或名称搜索，询价人已掩码）',
  tag: TAG,
  auth: 'public',
  query: InquiryIndexQuery,
  response: PublicInquiryPageSchema,
});

export const inquiriesContract = defineContract({
  operationId: 'inquiries',
  method: 'GET',
  path: '/api/inquiries',
  summary: '我的询价单（买家）：按状态页签、搜索、分页，含各状态数量',
  tag: TAG,
  auth: 'buyer',
  query: BuyerInquiriesQuery,
  response: BuyerInquiryPageSchema,
});

export const inquiryDetailContract = defineContract({
  operationId: 'inquiryDetail',
  method: 'GET',
  path: '/api/inquiry_detail',
  summary: '询价单详情：买家本人看到全部报价（含历史）；卖家看到掩码后的询价与本人的报价',
  tag: TAG,
  auth: 'member',
  query: InquiryDetailQuery,
  response: InquiryDetailSchema,
});

export const inquiryChangeStatusContract = defineContract({
  operationId: 'inquiryChangeStatus',
  method: 'POST',
  path: '/api/inquiry_change_status',
  summary: '买家操作询价单：accept 采纳一条报价（按行）、close 关闭、cancel 取消',
  tag: TAG,
  auth: 'buyer',
  body: InquiryChangeStatusBody,
  response: InquiryDetailSchema,
});

export const addInquiryContract = defineContract({
  operationId: 'addInquiry',
  method: 'GET',
  path: '/api/add_inquiry',
  summary: '询价表单所需：联系人、收货地址、开票信息、单位、预填产品与限制',
  tag: TAG,
  auth: 'buyer',
  query: AddInquiryQuery,
  response: AddInquirySchema,
});

export const inquiryResolveContract = defineContract({
  operationId: 'inquiryResolve',
  method: 'POST',
  path: '/api/inquiry_resolve',
  summary: '批量询价：解析粘贴的清单（CAS 号、名称或 SMILES 及数量，最多 500 行），逐行给出是否在目录、在售报价数、最低折算单价与管制名录',
  tag: TAG,
  auth: 'buyer',
  body: ResolveBody,
  response: ResolveResultSchema,
});

export const inquiryResolveFileContract = defineContract({
  operationId: 'inquiryResolveFile',
  method: 'POST',
  path: '/api/inquiry_resolve_file',
  summary: '批量询价：上传 .xlsx 或 .csv 清单（multipart，字段 file；列：CAS/名称/SMILES、数量、单位）并逐行解析',
  tag: TAG,
  auth: 'buyer',
  body: ResolveFileBody,
  bodyFormat: 'multipart',
  response: ResolveResultSchema,
});

export const notQuoteContract = defineContract({
  operationId: 'notQuote',
  method: 'GET',
  path: '/api/not_quote',
  summary: '卖家“待报价”：可报价的询价行（本人在售的产品优先）',
  tag: TAG,
  auth: 'seller',
  query: SellerListQuery,
  response: SellerLinePageSchema,
});

export const quotedContract = defineContract({
  operationId: 'quoted',
  method: 'GET',
  path: '/api/quoted',
  summary: '卖家“已报价”：本人有效的报价',
  tag: TAG,
  auth: 'seller',
  query: SellerListQuery,
  response: SellerQuotationPageSchema,
});

export const addQuoteContract = defineContract({
  operationId: 'addQuote',
  method: 'GET',
  path: '/api/add_quote',
  summary: '卖家“已中标”：本人被采纳的报价',
  tag: TAG,
  auth: 'seller',
  query: SellerListQuery,
  response: SellerQuotationPageSchema,
});

export const lostListContract = defineContract({
  operationId: 'lostList',
  method: 'GET',
  path: '/api/lost_list',
  summary: '卖家“未中标”：本人未被采纳或已过期的报价',
  tag: TAG,
  auth: 'seller',
  query: SellerListQuery,
  response: SellerQuotationPageSchema,
});

export const cancelListContract = defineContract({
  operationId: 'cancelList',
  method: 'GET',
  path: '/api/cancel_list',
  summary: '卖家“已撤销”：本人撤销的报价，及买家取消询价单而撤销的报价',
  tag: TAG,
  auth: 'seller',
  query: SellerListQuery,
  response: SellerQuotationPageSchema,
});

export const addQuotationContract = defineContract({
  operationId: 'addQuotation',
  method: 'GET',
  path: '/api/add_quotation',
  summary: '报价弹窗所需：询价行、本人当前报价、本人该产品的在售商品（从我的商品报价）',
  tag: TAG,
  auth: 'seller',
  query: AddQuotationQuery,
  response: AddQuotationSchema,
});

export const createQuotationContract = defineContract({
  operationId: 'createQuotation',
  method: 'POST',
  path: '/api/create_quotation',
  summary: '卖家对一个询价行报价（每行每位卖家只能有一条有效报价）',
  tag: TAG,
  auth: 'seller',
  body: CreateQuotationBody,
  response: QuotationSchema,
});

export const appendQuotationContract = defineContract({
  operationId: 'appendQuotation',
  method: 'POST',
  path: '/api/append_quotation',
  summary: '卖家追加报价：新报价取代本人在该行的有效报价，原报价保留为历史',
  tag: TAG,
  auth: 'seller',
  body: AppendQuotationBody,
  response: QuotationSchema,
});

export const cancelQuoteContract = defineContract({
  operationId: 'cancelQuote',
  method: 'POST',
  path: '/api/cancel_quote',
  summary: '卖家撤销本人的有效报价',
  tag: TAG,
  auth: 'seller',
  body: CancelQuoteBody,
  response: QuotationSchema,
});

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const quotationSheetContract = defineContract({
  operationId: 'quotationSheet',
  method: 'GET',
  path: '/api/quotation_sheet',
  summary: '整单报价：询价单的全部行，含本人有效报价、本人该产品的在售商品、草稿与 24 小时报价额度（卖家）',
  tag: TAG,
  auth: 'seller',
  query: SheetQuery,
  response: QuotationSheetSchema,
});

export const quotationSheetDraftContract = defineContract({
  operationId: 'quotationSheetDraft',
  method: 'POST',
  path: '/api/quotation_sheet_draft',
  summary: '保存整单报价草稿（每位卖家每张询价单一份，覆盖上次；提交报价后删除）',
  tag: TAG,
  auth: 'seller',
  body: SaveDraftBody,
  response: SavedDraftSchema,
});

export const submitQuotationSheetContract = defineContract({
  operationId: 'submitQuotationSheet',
  method: 'POST',
  path: '/api/submit_quotation_sheet',
  summary: '提交整单报价：全部行一次提交（与有效报价相同的行不变，不同的行追加）；任一行无法报价时整单不提交，错误 4015 逐行说明',
  tag: TAG,
  auth: 'seller',
  body: SubmitSheetBody,
  response: SheetResultSchema,
});

export const quotationSheetFileContract = defineContract({
  operationId: 'quotationSheetFile',
  method: 'GET',
  path: '/api/quotation_sheet_file',
  summary: '下载整单报价 .xlsx：每个询价行一行，已填入草稿或有效报价；黄色列为报价',
  tag: TAG,
  auth: 'seller',
  query: SheetQuery,
  response: z.unknown().describe('文件内容（不是信封）'),
  file: { contentType: XLSX_TYPE },
});

export const uploadQuotationSheetContract = defineContract({
  operationId: 'uploadQuotationSheet',
  method: 'POST',
  path: '/api/quotation_sheet_upload',
  summary: '上传填好的整单报价 .xlsx（multipart：inquiryId、file）并整单提交；填写单价的行才报价，结果同 submit_quotation_sheet',
  tag: TAG,
  auth: 'seller',
  body: SheetFileBody,
  bodyFormat: 'multipart',
  response: SheetResultSchema,
});

export const inquiryExportContract = defineContract({
  operationId: 'inquiryExport',
  method: 'GET',
  path: '/api/inquiry_export',
  summary: '导出询价单 .xlsx：每条报价一行（买家：全部报价及到手价与采购方案；卖家：仅本人的报价）',
  tag: TAG,
  auth: 'member',
  query: InquiryDetailQuery,
  response: z.unknown().describe('文件内容（不是信封）'),
  file: { contentType: XLSX_TYPE },
});
