import { defineContract } from '@/lib/contracts/contract';
import { ProductDetailSchema, ProductQuery, SearchQuery, SearchResultSchema } from '@/lib/contracts/catalog/schema';

export const productContract = defineContract({
  operationId: 'product',
  method: 'GET',
  path: '/api/product/{cas}',
  summary: '产品详情：名称、别名、分子式、分子量、SMILES、InChIKey 与在售报价',
  tag: 'Catalog',
  auth: 'public',
  query: ProductQuery,
  response: ProductDetailSchema,
});

export const searchContract = defineContract({
  operationId: 'search',
  method: 'GET',
  path: '/api/search',
  summary: '按 CAS 号、名称、别名、分子式或 InChIKey 搜索产品（分页）',
  tag: 'Catalog',
  auth: 'public',
  query: SearchQuery,
  response: SearchResultSchema,
});
