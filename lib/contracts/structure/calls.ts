import { defineContract } from '@/lib/contracts/contract';
import { StructureSearchBody, StructureSearchResultSchema } from '@/lib/contracts/structure/schema';

export const structureSearchContract = defineContract({
  operationId: 'structureSearch',
  method: 'POST',
  path: '/api/structure_search',
  summary: '结构搜索：子结构、相似度（Tanimoto）或精确匹配，结果附高亮结构图（分页）',
  tag: 'Catalog',
  auth: 'public',
  body: StructureSearchBody,
  response: StructureSearchResultSchema,
});
