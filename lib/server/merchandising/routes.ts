import { db } from '@/lib/server/core/db';
import { PageQuery } from '@/lib/contracts/pagination';
import { defineRoute } from '@/lib/server/core/route';
import { checkCompany } from './company';
import {
  BulkPageSchema,
  CompanyCheckQuery,
  CompanyPageSchema,
  ElectronicGradePageSchema,
  HotSalePageSchema,
  MainProductPageSchema,
  PromotionPageSchema,
  RealTimePurchasePageSchema,
} from '@/lib/contracts/merchandising/schema';
import {
  bulkProducts,
  electronicGradeProducts,
  hotSaleProducts,
  mainProducts,
  promotionalProducts,
  realTimePurchases,
} from './service';

export const promotionalProductsRoute = defineRoute({
  method: 'GET',
  path: '/api/promotional_products',
  summary: '促销产品（运营设置，按运营排序；只列进行中的促销）（分页）',
  tag: 'Merchandising',
  auth: 'public',
  query: PageQuery,
  response: PromotionPageSchema,
  handler: ({ query }) => promotionalProducts(db(), query),
});

export const realTimePurchaseRoute = defineRoute({
  method: 'GET',
  path: '/api/real_time_purchase',
  summary: '实时采购：最新的询价（只显示买家姓氏与称呼；最近 100 条）（分页）',
  tag: 'Merchandising',
  auth: 'public',
  query: PageQuery,
  response: RealTimePurchasePageSchema,
  handler: ({ query }) => realTimePurchases(db(), query),
});

export const hotSaleRoute = defineRoute({
  method: 'GET',
  path: '/api/hot_sale',
  summary: '热销产品：在售产品按近 30 天询价数、再按在售报价数排名（前 100 名）（分页）',
  tag: 'Merchandising',
  auth: 'public',
  query: PageQuery,
  response: HotSalePageSchema,
  handler: ({ query }) => hotSaleProducts(db(), query),
});

export const bulkListRoute = defineRoute({
  method: 'GET',
  path: '/api/bulk_list',
  summary: '大包装产品：有 ≥1 kg / 1 L（或按吨、桶）在售包装的产品（分页）',
  tag: 'Merchandising',
  auth: 'public',
  query: PageQuery,
  response: BulkPageSchema,
  handler: ({ query }) => bulkProducts(db(), query),
});

export const mainProductsRoute = defineRoute({
  method: 'GET',
  path: '/api/main_products',
  summary: '主营产品（运营设置，按运营排序）（分页）',
  tag: 'Merchandising',
  auth: 'public',
  query: PageQuery,
  response: MainProductPageSchema,
  handler: ({ query }) => mainProducts(db(), query),
});

export const electronicGradeRoute = defineRoute({
  method: 'GET',
  path: '/api/electronic_grade',
  summary: '电子级（高纯）化学品及其等级（运营设置）（分页）',
  tag: 'Merchandising',
  auth: 'public',
  query: PageQuery,
  response: ElectronicGradePageSchema,
  handler: ({ query }) => electronicGradeProducts(db(), query),
});

export const companyCheckRoute = defineRoute({
  method: 'GET',
  path: '/api/company_check',
  summary: '企业核验：按企业名称或统一社会信用代码查询在本站注册的机构（分页）',
  tag: 'Merchandising',
  auth: 'public',
  query: CompanyCheckQuery,
  response: CompanyPageSchema,
  handler: ({ query: { keyword, ...paging } }) => checkCompany(db(), keyword, paging),
});
