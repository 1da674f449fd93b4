import { defineContract } from '@/lib/contracts/contract';
import { z } from 'zod';
import { PageQuery } from '@/lib/contracts/pagination';
import {
  CasLookupQuery,
  CasLookupSchema,
  CreatedGoodsSchema,
  CreateGoodsInput,
  GoodsChangeSchema,
  GoodsDetailSchema,
  GoodsIdInput,
  GoodsListQuery,
  GoodsReviewBatchInput,
  GoodsReviewBatchSchema,
  GoodsReviewInput,
  GoodsReviewSchema,
  GoodsStatusInput,
  ImportJobPageSchema,
  ImportJobQuery,
  ImportJobSchema,
  ImportResultQuery,
  ImportResultSchema,
  ImportUploadInput,
  ReviewQueueQuery,
  ReviewQueueSchema,
  SellerGoodsPageSchema,
  UnitSchema,
  UpdateGoodsInput,
} from '@/lib/contracts/goods/schema';

export const unitContract = defineContract({
  operationId: 'unit',
  method: 'GET',
  path: '/api/unit',
  summary: '包装单位列表（应用启动时加载）',
  tag: 'Catalog',
  auth: 'public',
  response: z.array(UnitSchema),
});

export const goodListContract = defineContract({
  operationId: 'goodList',
  method: 'GET',
  path: '/api/good_list',
  summary: '卖家：我的商品（按状态：待审核、在售、已下架、未通过；可按名称或 CAS 筛选；分页），附各状态数量',
  tag: 'Goods',
  auth: 'seller',
  query: GoodsListQuery,
  response: SellerGoodsPageSchema,
});

export const goodDetailContract = defineContract({
  operationId: 'goodDetail',
  method: 'GET',
  path: '/api/good_detail',
  summary: '卖家：一件自己的商品（编辑表单用）',
  tag: 'Goods',
  auth: 'seller',
  query: GoodsIdInput,
  response: GoodsDetailSchema,
});

export const casLookupContract = defineContract({
  operationId: 'casLookup',
  method: 'GET',
  path: '/api/goods_cas_lookup',
  summary: '卖家：按 CAS 号取物质的名称、分子式和结构图（发布商品时填充）',
  tag: 'Goods',
  auth: 'seller',
  query: CasLookupQuery,
  response: CasLookupSchema,
});

export const createGoodsContract = defineContract({
  operationId: 'createGoods',
  method: 'POST',
  path: '/api/create_goods',
  summary: '卖家：发布商品（每个包装规格一条，含价格和库存），进入待审核；CAS 不在目录中时随附新物质',
  tag: 'Goods',
  auth: 'seller',
  body: CreateGoodsInput,
  response: CreatedGoodsSchema,
});

export const updateGoodsContract = defineContract({
  operationId: 'updateGoods',
  method: 'POST',
  path: '/api/update_goods',
  summary: '卖家：修改商品；改物质、规格、价格、纯度或品牌须重新审核，只改库存、货期、储存条件或批号不影响状态',
  tag: 'Goods',
  auth: 'seller',
  body: UpdateGoodsInput,
  response: GoodsChangeSchema,
});

export const goodChangeStatusContract = defineContract({
  operationId: 'goodChangeStatus',
  method: 'POST',
  path: '/api/good_change_status',
  summary: '卖家：上架（put_on，已下架的商品）或下架（take_off，在售的商品）',
  tag: 'Goods',
  auth: 'seller',
  body: GoodsStatusInput,
  response: GoodsChangeSchema,
});

export const goodDeleteContract = defineContract({
  operationId: 'goodDelete',
  method: 'POST',
  path: '/api/good_delete',
  summary: '卖家：删除商品（从所有列表中移除）',
  tag: 'Goods',
  auth: 'seller',
  body: GoodsIdInput,
  response: GoodsChangeSchema,
});

export const uploadGoodsExcelContract = defineContract({
  operationId: 'uploadGoodsExcel',
  method: 'POST',
  path: '/api/upload_goods_excel',
  summary: '卖家：上传批量导入的工作簿（multipart，字段 file；.xlsx，最多 10,000 行），在后台导入',
  tag: 'Goods',
  auth: 'seller',
  body: ImportUploadInput,
  bodyFormat: 'multipart',
  response: ImportJobSchema,
});

export const importJobContract = defineContract({
  operationId: 'importJob',
  method: 'GET',
  path: '/api/goods_import_job',
  summary: '卖家：一个导入任务的状态与进度',
  tag: 'Goods',
  auth: 'seller',
  query: ImportJobQuery,
  response: ImportJobSchema,
});

export const importJobsContract = defineContract({
  operationId: 'importJobs',
  method: 'GET',
  path: '/api/goods_import_jobs',
  summary: '卖家：我的导入任务，最新的在前',
  tag: 'Goods',
  auth: 'seller',
  query: PageQuery,
  response: ImportJobPageSchema,
});

export const getUploadExcelContract = defineContract({
  operationId: 'getUploadExcel',
  method: 'GET',
  path: '/api/get_upload_excel',
  summary: '卖家：导入结果，每行的结果和原因（分页；可只看 accepted 或 rejected）',
  tag: 'Goods',
  auth: 'seller',
  query: ImportResultQuery,
  response: ImportResultSchema,
});

export const adminGoodsContract = defineContract({
  operationId: 'adminGoods',
  method: 'GET',
  path: '/api/admin/goods',
  summary: '运营：待审核的商品，每项含同一物质、纯度和品牌的全部包装规格（最早提交的在前）；可按 CAS/名称/卖家搜索，按卖家和提交日期筛选；附卖家提交的新物质',
  tag: 'Admin',
  auth: 'operator',
  query: ReviewQueueQuery,
  response: ReviewQueueSchema,
});

export const adminGoodsReviewContract = defineContract({
  operationId: 'adminGoodsReview',
  method: 'POST',
  path: '/api/admin/goods_review',
  summary: '运营：审核商品：approve 上架（新物质进入目录），reject 须写原因（卖家在“未通过”中看到）；记入审计日志',
  tag: 'Admin',
  auth: 'operator',
  body: GoodsReviewInput,
  response: GoodsReviewSchema,
});

export const adminGoodsReviewBatchContract = defineContract({
  operationId: 'adminGoodsReviewBatch',
  method: 'POST',
  path: '/api/admin/goods_review_batch',
  summary: '运营：批量审核：同一结果（驳回共用一个原因）用于多个包装规格，逐个按单件审核的规则处理并记入审计日志，返回每个的结果',
  tag: 'Admin',
  auth: 'operator',
  body: GoodsReviewBatchInput,
  response: GoodsReviewBatchSchema,
});
