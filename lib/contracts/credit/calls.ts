import { defineContract } from '@/lib/contracts/contract';
import {
  AgingSchema,
  CreditLineListSchema,
  CreditLineSchema,
  CreditLineStatusInput,
  OrganisationTermsQuery,
  SaveCreditLineInput,
  SellerCustomersSchema,
} from '@/lib/contracts/credit/schema';

/* Payment terms (账期; issue 32; decision 0160). A line of another seller answers 7677 as a missing one does. */

const TAG = 'Credit terms';

export const sellerCreditLinesContract = defineContract({
  operationId: 'sellerCreditLines',
  method: 'GET',
  path: '/api/seller_credit_lines',
  summary: '卖家给予各组织的账期：方式、天数、信用额度、占用、欠款、逾期',
  tag: TAG,
  auth: 'seller',
  response: CreditLineListSchema,
});

export const saveCreditLineContract = defineContract({
  operationId: 'saveSellerCreditLine',
  method: 'POST',
  path: '/api/seller_credit_line_save',
  summary: '给予或修改一个组织的账期（先票后款或月结、天数、信用额度）；只给已核验的组织；已下的订单按下单时的账期',
  tag: TAG,
  auth: 'seller',
  body: SaveCreditLineInput,
  response: CreditLineSchema,
});

export const creditLineStatusContract = defineContract({
  operationId: 'setSellerCreditLineStatus',
  method: 'POST',
  path: '/api/seller_credit_line_status',
  summary: '暂停或恢复一个组织的账期；暂停后新订单不能用账期，已下的照常',
  tag: TAG,
  auth: 'seller',
  body: CreditLineStatusInput,
  response: CreditLineSchema,
});

export const sellerCustomersContract = defineContract({
  operationId: 'sellerOrganisationCustomers',
  method: 'GET',
  path: '/api/seller_organisation_customers',
  summary: '以组织名义向本店下过单的组织，及其是否已核验（给予账期时选择）',
  tag: TAG,
  auth: 'seller',
  response: SellerCustomersSchema,
});

export const sellerReceivablesContract = defineContract({
  operationId: 'sellerReceivables',
  method: 'GET',
  path: '/api/seller_receivables',
  summary: '应收账款：已发货未付款的账期订单，按账龄（未到期、逾期 1–30、31–60、61–90、90 天以上）汇总',
  tag: TAG,
  auth: 'seller',
  response: AgingSchema,
});

export const organisationTermsContract = defineContract({
  operationId: 'organisationCreditLines',
  method: 'GET',
  path: '/api/organisation_credit_lines',
  summary: '卖家给予本组织的账期：负责人、审批人、财务看到额度与欠款；采购人只看到可用额度',
  tag: TAG,
  auth: 'member',
  query: OrganisationTermsQuery,
  response: CreditLineListSchema,
});

export const organisationPayablesContract = defineContract({
  operationId: 'organisationPayables',
  method: 'GET',
  path: '/api/organisation_payables',
  summary: '应付账款：本组织已收货或已发货、尚未付款的账期订单，按账龄汇总（负责人、审批人、财务）',
  tag: TAG,
  auth: 'member',
  query: OrganisationTermsQuery,
  response: AgingSchema,
});
