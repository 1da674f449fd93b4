import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { db } from '@/lib/server/core/db';
import { logger } from '@/lib/server/core/logger';
import { PageQuery } from '@/lib/contracts/pagination';
import { defineRoute } from '@/lib/server/core/route';
import { productPath } from '@/lib/shared/format';
import { importResults, ownImportJob, queueImport, sellerImportJobs } from './import/jobs';
import { sellerGoods } from './listing';
import { changeGoodsStatus, createGoods, deleteGoods, goodsDetail, lookupCas, updateGoods } from './manage';
import { reviewGoods, reviewGoodsBatch, reviewQueue } from './review';
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
import { listUnits } from './service';

/** A product page shows on-shelf offers and is cached: a change to them renders it anew on the next visit. */
function refreshProductPage<T extends { cas: string }>(result: T): T {
  try {
    if (result.cas) revalidatePath(productPath(result.cas));
  } catch (error) {
    logger().warn({ err: error }, 'product page not revalidated');
  }
  return result;
}

export const unitRoute = defineRoute({
  method: 'GET',
  path: '/api/unit',
  summary: '包装单位列表（应用启动时加载）',
  tag: 'Catalog',
  auth: 'public',
  response: z.array(UnitSchema),
  handler: () => listUnits(db()),
});

export const goodListRoute = defineRoute({
  method: 'GET',
  path: '/api/good_list',
  summary: '卖家：我的商品（按状态：待审核、在售、已下架、未通过；可按名称或 CAS 筛选；分页），附各状态数量',
  tag: 'Goods',
  auth: 'seller',
  query: GoodsListQuery,
  response: SellerGoodsPageSchema,
  handler: ({ query, session }) => sellerGoods(db(), session.memberId, query.status, query),
});

export const goodDetailRoute = defineRoute({
  method: 'GET',
  path: '/api/good_detail',
  summary: '卖家：一件自己的商品（编辑表单用）',
  tag: 'Goods',
  auth: 'seller',
  query: GoodsIdInput,
  response: GoodsDetailSchema,
  handler: ({ query, session }) => goodsDetail(db(), session.memberId, query.goodsId),
});

export const casLookupRoute = defineRoute({
  method: 'GET',
  path: '/api/goods_cas_lookup',
  summary: '卖家：按 CAS 号取物质的名称、分子式和结构图（发布商品时填充）',
  tag: 'Goods',
  auth: 'seller',
  query: CasLookupQuery,
  response: CasLookupSchema,
  handler: ({ query }) => lookupCas(db(), query.cas),
});

export const createGoodsRoute = defineRoute({
  method: 'POST',
  path: '/api/create_goods',
  summary: '卖家：发布商品（每个包装规格一条，含价格和库存），进入待审核；CAS 不在目录中时随附新物质',
  tag: 'Goods',
  auth: 'seller',
  body: CreateGoodsInput,
  response: CreatedGoodsSchema,
  handler: ({ body, session }) => createGoods(db(), session.memberId, body),
});

export const updateGoodsRoute = defineRoute({
  method: 'POST',
  path: '/api/update_goods',
  summary: '卖家：修改商品；改物质、规格、价格、纯度或品牌须重新审核，只改库存、货期、储存条件或批号不影响状态',
  tag: 'Goods',
  auth: 'seller',
  body: UpdateGoodsInput,
  response: GoodsChangeSchema,
  handler: async ({ body, session }) => refreshProductPage(await updateGoods(db(), session.memberId, body)),
});

export const goodChangeStatusRoute = defineRoute({
  method: 'POST',
  path: '/api/good_change_status',
  summary: '卖家：上架（put_on，已下架的商品）或下架（take_off，在售的商品）',
  tag: 'Goods',
  auth: 'seller',
  body: GoodsStatusInput,
  response: GoodsChangeSchema,
  handler: async ({ body, session }) => refreshProductPage(await changeGoodsStatus(db(), session.memberId, body.goodsId, body.action)),
});

export const goodDeleteRoute = defineRoute({
  method: 'POST',
  path: '/api/good_delete',
  summary: '卖家：删除商品（从所有列表中移除）',
  tag: 'Goods',
  auth: 'seller',
  body: GoodsIdInput,
  response: GoodsChangeSchema,
  handler: async ({ body, session }) => refreshProductPage(await deleteGoods(db(), session.memberId, body.goodsId)),
});

export const uploadGoodsExcelRoute = defineRoute({
  method: 'POST',
  path: '/api/upload_goods_excel',
  summary: '卖家：上传批量导入的工作簿（multipart，字段 file；.xlsx，最多 10,000 行），在后台导入',
  tag: 'Goods',
  auth: 'seller',
  body: ImportUploadInput,
  bodyFormat: 'multipart',
  response: ImportJobSchema,
  handler: ({ body, session }) => queueImport(db(), session.memberId, body.file),
});

export const importJobRoute = defineRoute({
  method: 'GET',
  path: '/api/goods_import_job',
  summary: '卖家：一个导入任务的状态与进度',
  tag: 'Goods',
  auth: 'seller',
  query: ImportJobQuery,
  response: ImportJobSchema,
  handler: ({ query, session }) => ownImportJob(db(), session.memberId, query.jobId),
});

export const importJobsRoute = defineRoute({
  method: 'GET',
  path: '/api/goods_import_jobs',
  summary: '卖家：我的导入任务，最新的在前',
  tag: 'Goods',
  auth: 'seller',
  query: PageQuery,
  response: ImportJobPageSchema,
  handler: ({ query, session }) => sellerImportJobs(db(), session.memberId, query),
});

export const getUploadExcelRoute = defineRoute({
  method: 'GET',
  path: '/api/get_upload_excel',
  summary: '卖家：导入结果，每行的结果和原因（分页；可只看 accepted 或 rejected）',
  tag: 'Goods',
  auth: 'seller',
  query: ImportResultQuery,
  response: ImportResultSchema,
  handler: ({ query, session }) => importResults(db(), session.memberId, query),
});

export const adminGoodsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/goods',
  summary: '运营：待审核的商品，每项含同一物质、纯度和品牌的全部包装规格（最早提交的在前）；可按 CAS/名称/卖家搜索，按卖家和提交日期筛选；附卖家提交的新物质',
  tag: 'Admin',
  auth: 'operator',
  query: ReviewQueueQuery,
  response: ReviewQueueSchema,
  handler: ({ query }) => reviewQueue(db(), query),
});

export const adminGoodsReviewRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/goods_review',
  summary: '运营：审核商品：approve 上架（新物质进入目录），reject 须写原因（卖家在“未通过”中看到）；记入审计日志',
  tag: 'Admin',
  auth: 'operator',
  body: GoodsReviewInput,
  response: GoodsReviewSchema,
  handler: async ({ body, session }) => refreshProductPage(await reviewGoods(db(), session.memberId, body)),
});

export const adminGoodsReviewBatchRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/goods_review_batch',
  summary: '运营：批量审核：同一结果（驳回共用一个原因）用于多个包装规格，逐个按单件审核的规则处理并记入审计日志，返回每个的结果',
  tag: 'Admin',
  auth: 'operator',
  body: GoodsReviewBatchInput,
  response: GoodsReviewBatchSchema,
  handler: async ({ body, session }) => {
    const outcome = await reviewGoodsBatch(db(), session.memberId, body);
    for (const cas of new Set(outcome.results.filter((r) => r.ok).map((r) => r.cas))) refreshProductPage({ cas });
    return outcome;
  },
});
