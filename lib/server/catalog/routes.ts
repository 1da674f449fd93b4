import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { ProductDetailSchema, ProductQuery, SearchQuery, SearchResultSchema } from '@/lib/contracts/catalog/schema';
import { getProduct, searchProducts } from './service';

export const productRoute = defineRoute({
  method: 'GET',
  path: '/api/product/{cas}',
  summary: '产品详情：名称、别名、分子式、分子量、SMILES、InChIKey 与在售报价',
  tag: 'Catalog',
  auth: 'public',
  query: ProductQuery,
  response: ProductDetailSchema,
  handler: ({ query }) => getProduct(db(), query.cas),
});

export const searchRoute = defineRoute({
  method: 'GET',
  path: '/api/search',
  summary: '按 CAS 号、名称、别名、分子式或 InChIKey 搜索产品（分页）',
  tag: 'Catalog',
  auth: 'public',
  query: SearchQuery,
  response: SearchResultSchema,
  handler: ({ query: { keyword, page, pageSize, ...filters } }) => searchProducts(db(), keyword, { page, pageSize }, filters),
});
