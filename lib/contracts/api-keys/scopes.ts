/*
 * What an API key may call (issue 34; decision 0162). A call is open to keys
 * only when it is listed here, under the one scope that grants it; everything
 * else — signing in, account and password, addresses and invoices changed,
 * money out (withdrawals, payouts, recharges), organisation membership, and
 * the keys themselves — answers 7685 to a key, whatever its scopes.
 */

export const API_KEY_SCOPES = ['catalog', 'inquiries', 'orders', 'goods'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  catalog: '读取目录',
  inquiries: '询价与报价',
  orders: '订单',
  goods: '商品',
};

export const API_KEY_SCOPE_DESCRIPTIONS: Record<ApiKeyScope, string> = {
  catalog: '查询产品、搜索（含结构搜索）、卖家信息、运费试算、商品推荐列表',
  inquiries: '发询价、查看询价与报价；卖家报价、撤回报价、报价单与询价留言',
  orders: '购物车、下单、用预存款或机构预存款付款、确认收货、发票申请、合同；卖家查看订单、发货与开票',
  goods: '卖家商品：新增、修改、上下架、删除、批量导入、SDS 与 GHS 标签、批次',
};

/** Scopes an owner may give a key: an organisation buys, a seller also sells. */
export const SCOPES_BY_OWNER = {
  organisation: ['catalog', 'inquiries', 'orders'],
  seller: ['catalog', 'inquiries', 'orders', 'goods'],
} as const satisfies Record<string, readonly ApiKeyScope[]>;

export const KEY_SCOPE_OPERATIONS: Record<ApiKeyScope, readonly string[]> = {
  catalog: [
    'product',
    'search',
    'structureSearch',
    'priceHistory',
    'unit',
    'invoiceCategories',
    'restriction',
    'sellerGoods',
    'sellerProfile',
    'sellerRatings',
    'sellerStandings',
    'expressCompany',
    'freightQuote',
    'inquiryIndex',
    'bulkList',
    'electronicGrade',
    'hotSale',
    'mainProducts',
    'promotionalProducts',
    'realTimePurchase',
  ],
  inquiries: [
    'createInquiry',
    'inquiries',
    'inquiryDetail',
    'inquiryExport',
    'inquiryChangeStatus',
    'inquiryResolve',
    'addInquiry',
    'addQuotation',
    'addQuote',
    'createQuotation',
    'appendQuotation',
    'cancelQuote',
    'cancelList',
    'notQuote',
    'quoted',
    'lostList',
    'quotationSheet',
    'quotationSheetDraft',
    'submitQuotationSheet',
    'inquiryThreads',
    'inquiryThread',
    'inquiryThreadPost',
    'inquiryThreadRead',
  ],
  orders: [
    'addressList',
    'invoiceList',
    'cart',
    'cartAdd',
    'cartUpdate',
    'cartDelete',
    'createOrder',
    'submitOrder',
    'orderCancel',
    'orderDetail',
    'orderList',
    'orderSell',
    'orderExport',
    'orderSellExport',
    'reorder',
    'quickOrderResolve',
    'quickOrderPlace',
    'duePayInfo',
    'orderPayList',
    'payment',
    'payOrderFromOrganisationDeposit',
    'organisationOrders',
    'confirmReceive',
    'shipInfo',
    'orderDispatchList',
    'updateExpress',
    'contract',
    'contractPdf',
    'orderInvoiceRequest',
    'orderInvoices',
    'orderInvoicesSell',
    'orderInvoiceIssue',
    'orderRefunds',
  ],
  goods: [
    'casLookup',
    'createGoods',
    'updateGoods',
    'goodList',
    'goodDetail',
    'goodChangeStatus',
    'goodDelete',
    'uploadGoodsExcel',
    'getUploadExcel',
    'importJob',
    'importJobs',
    'goodsSds',
    'goodsGhsLabel',
    'sellerLots',
  ],
};

const SCOPE_OF_OPERATION = new Map<string, ApiKeyScope>(
  API_KEY_SCOPES.flatMap((scope) => KEY_SCOPE_OPERATIONS[scope].map((operationId) => [operationId, scope] as const)),
);

/** The scope that opens a call to keys, or null when no key may make it. */
export function scopeOfOperation(operationId: string): ApiKeyScope | null {
  return SCOPE_OF_OPERATION.get(operationId) ?? null;
}
