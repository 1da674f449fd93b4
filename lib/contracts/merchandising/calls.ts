import { defineContract } from '@/lib/contracts/contract';
import { PageQuery } from '@/lib/contracts/pagination';
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

export const promotionalProductsContract = defineContract({
  operationId: 'promotionalProducts',
  method: 'GET',
  path: '/api/promotional_products',
  summary: '促销产品（运营设置，按运营排序；只列进行中的促销）（分页）',
  tag: 'Merchandising',
  auth: 'public',
  query: PageQuery,
  response: PromotionPageSchema,
});

export const realTimePurchaseContract = defineContract({
  operationId: 'realTimePurchase',
  method: 'GET',
  path: '/api/real_time_purchase',
  summary: '实时采购：最新的询价（只显示买家姓氏与称呼；最近 100 条）（分页）',
  tag: 'Merchandising',
  auth: 'public',
  query: PageQuery,
  response: RealTimePurchasePageSchema,
});

export const hotSaleContract = defineContract({
  operationId: 'hotSale',
  method: 'GET',
  path: '/api/hot_sale',
  summary: '热销产品：在售产品按近 30 天询价数、再按在售报价数排名（前 100 名）（分页）',
  tag: 'Merchandising',
  auth: 'public',
  query: PageQuery,
  response: HotSalePageSchema,
});

export const bulkListContract = defineContract({
  operationId: 'bulkList',
  method: 'GET',
  path: '/api/bulk_list',
  summary: '大包装产品：有 ≥1 kg / 1 L（或按吨、桶）在售包装的产品（分页）',
  tag: 'Merchandising',
  auth: 'public',
  query: PageQuery,
  response: BulkPageSchema,
});

export const mainProductsContract = defineContract({
  operationId: 'mainProducts',
  method: 'GET',
  path: '/api/main_products',
  summary: '主营产品（运营设置，按运营排序）（分页）',
  tag: 'Merchandising',
  auth: 'public',
  query: PageQuery,
  response: MainProductPageSchema,
});

export const electronicGradeContract = defineContract({
  operationId: 'electronicGrade',
  method: 'GET',
  path: '/api/electronic_grade',
  summary: '电子级（高纯）化学品及其等级（运营设置）（分页）',
  tag: 'Merchandising',
  auth: 'public',
  query: PageQuery,
  response: ElectronicGradePageSchema,
});

export const companyCheckContract = defineContract({
  operationId: 'companyCheck',
  method: 'GET',
  path: '/api/company_check',
  summary: '企业核验：按企业名称或统一社会信用代码查询在本站注册的机构（分页）',
  tag: 'Merchandising',
  auth: 'public',
  query: CompanyCheckQuery,
  response: CompanyPageSchema,
});
