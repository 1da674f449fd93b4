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
  inquiries: '店铺：报价、追加与撤回报价、整单报价单',
  orders: '组织：购物车、以组织名义下单、用机构预存款付款、组织订单、发票申请、合同；店铺：销售订单、发货与开票',
  goods: '卖家商品：新增、修改、上下架、删除、批量导入、SDS 与 GHS 标签、批次',
};

/** Scopes an owner may give a key: an organisation buys, a shop sells. */
export const SCOPES_BY_OWNER = {
  organisation: ['catalog', 'orders'],
  seller: ['catalog', 'inquiries', 'orders', 'goods'],
} as const satisfies Record<string, readonly ApiKeyScope[]>;

export type ApiKeyOwnerKind = keyof typeof SCOPES_BY_OWNER;

const CATALOG = [
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
] as const;

/**
 * The calls per owner and scope. A shop key sells: its seller's quotations,
 * sales orders, dispatch, invoices and goods — never a purchase. An
 * organisation key buys for that organisation only: every call naming an
 * organisation must name it, every order it touches must be the
 * organisation's (lib/server/api-keys/service.ts `authorizeCall`); it cannot
 * pay from its maker's own deposit, read their personal orders, or confirm a
 * receipt (that releases the seller's money: a person does it). Inquiries
 * carry no organisation yet, so organisation keys have no inquiries scope.
 */
export const KEY_SCOPE_OPERATIONS: { [O in ApiKeyOwnerKind]: Partial<Record<ApiKeyScope, readonly string[]>> } = {
  organisation: {
    catalog: CATALOG,
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
      'quickOrderResolve',
      'quickOrderPlace',
      'duePayInfo',
      'payOrderFromOrganisationDeposit',
      'organisationOrders',
      'organisationDeposit',
      'organisationFunds',
      'shipInfo',
      'contract',
      'contractPdf',
      'orderInvoiceRequest',
      'orderInvoices',
      'orderRefunds',
    ],
  },
  seller: {
    catalog: CATALOG,
    inquiries: [
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
    ],
    orders: ['orderSell', 'orderSellExport', 'orderDispatchList', 'updateExpress', 'orderInvoicesSell', 'orderInvoiceIssue', 'shipInfo', 'orderRefunds'],
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
  },
};

/** Calls open to every member that a shop key makes only on the shop's own sales orders (by their orderNo). */
export const SHOP_ORDER_OPERATIONS: readonly string[] = ['shipInfo', 'orderRefunds'];

/** Calls an organisation key makes only naming its organisation (they would otherwise act for the maker alone). */
export const ORGANISATION_NAMED_OPERATIONS: readonly string[] = [
  'createOrder',
  'quickOrderPlace',
  'payOrderFromOrganisationDeposit',
  'organisationOrders',
  'organisationDeposit',
  'organisationFunds',
];

const SCOPE_OF_OPERATION = {
  organisation: scopeMap('organisation'),
  seller: scopeMap('seller'),
};

function scopeMap(owner: ApiKeyOwnerKind): Map<string, ApiKeyScope> {
  return new Map(API_KEY_SCOPES.flatMap((scope) => (KEY_SCOPE_OPERATIONS[owner][scope] ?? []).map((operationId) => [operationId, scope] as const)));
}

/** The scope that opens a call to this owner's keys, or null when no such key may make it. */
export function scopeOfOperation(operationId: string, owner: ApiKeyOwnerKind): ApiKeyScope | null {
  return SCOPE_OF_OPERATION[owner].get(operationId) ?? null;
}

/** Whether any key may make the call (the OpenAPI document marks those). */
export function keyScopeOf(operationId: string): ApiKeyScope | null {
  return scopeOfOperation(operationId, 'seller') ?? scopeOfOperation(operationId, 'organisation');
}
