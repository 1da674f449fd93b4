import { defineContract } from '@/lib/contracts/contract';
import { FreightQuoteQuery, FreightQuoteSchema, FreightRulesSchema, SellerFreightRulesSchema } from './schema';

const TAG = 'Freight';

export const sellerFreightRulesContract = defineContract({
  operationId: 'sellerFreightRules',
  method: 'GET',
  path: '/api/seller/freight_rules',
  summary: '卖家运费模板：区域（省份）、首重与续重运费、运输天数、不配送区域、满额包邮、危险品附加费；未设置时为默认模板',
  tag: TAG,
  auth: 'seller',
  response: SellerFreightRulesSchema,
});

export const saveFreightRulesContract = defineContract({
  operationId: 'saveFreightRules',
  method: 'POST',
  path: '/api/seller/freight_rules_save',
  summary: '保存卖家运费模板（之后的订单与报价按新模板计算运费；已生成的订单不变）',
  tag: TAG,
  auth: 'seller',
  body: FreightRulesSchema,
  response: SellerFreightRulesSchema,
});

export const freightQuoteContract = defineContract({
  operationId: 'freightQuote',
  method: 'GET',
  path: '/api/freight_quote',
  summary: '商品运费试算：每件商品买一件到某省份的运费（卖家运费模板）与预计送达日期；不填省份时用本人的默认收货地址',
  tag: TAG,
  auth: 'public',
  query: FreightQuoteQuery,
  response: FreightQuoteSchema,
});
