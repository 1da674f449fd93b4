import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { StructureSearchBody, StructureSearchResultSchema } from '@/lib/contracts/structure/schema';
import { structureSearch } from './service';

export const structureSearchRoute = defineRoute({
  method: 'POST',
  path: '/api/structure_search',
  summary: '结构搜索：子结构、相似度（Tanimoto）或精确匹配，结果附高亮结构图（分页）',
  tag: 'Catalog',
  auth: 'public',
  body: StructureSearchBody,
  response: StructureSearchResultSchema,
  handler: ({ body }) => structureSearch(db(), body),
});
