import { normalizeCas } from '@/lib/shared/cas';
import { refreshProductPages } from '@/lib/server/catalog/page-cache';
import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { importResults, ownImportJob, queueImport, sellerImportJobs } from './import/jobs';
import { sellerGoods } from './listing';
import { changeGoodsStatus, createGoods, deleteGoods, goodsDetail, lookupCas, ownGoodsCas, updateGoods } from './manage';
import { reviewGoods, reviewGoodsBatch, reviewQueue } from './review';
import { attachGoodsLabel, attachGoodsSheets } from './sds';
import { listUnits } from './service';
import { goodsGhsLabelContract, goodsSdsContract } from '@/lib/contracts/safety/calls';
import {
  unitContract,
  goodListContract,
  goodDetailContract,
  casLookupContract,
  createGoodsContract,
  updateGoodsContract,
  goodChangeStatusContract,
  goodDeleteContract,
  uploadGoodsExcelContract,
  importJobContract,
  importJobsContract,
  getUploadExcelContract,
  adminGoodsContract,
  adminGoodsReviewContract,
  adminGoodsReviewBatchContract,
} from '@/lib/contracts/goods/calls';

/** A product page shows on-shelf offers and is cached: a change to them renders it anew on the next visit, on every instance. */
function refreshProductPage<T extends { cas: string }>(result: T): T {
  refreshProductPages([result.cas]);
  return result;
}

export const unitRoute = defineRoute(unitContract, () => listUnits(db()));

export const goodListRoute = defineRoute(goodListContract, ({ query, session }) => sellerGoods(db(), session.memberId, query.status, query));

export const goodDetailRoute = defineRoute(goodDetailContract, ({ query, session }) => goodsDetail(db(), session.memberId, query.goodsId));

export const casLookupRoute = defineRoute(casLookupContract, ({ query, session }) => lookupCas(db(), session.memberId, query.cas));

export const createGoodsRoute = defineRoute(createGoodsContract, async ({ body, session }) => {
  const created = await createGoods(db(), session.memberId, body);
  // A new sheet sent with new goods serves the seller's packs of it already on shelf: their page shows it.
  if (body.sds) refreshProductPages([normalizeCas(body.cas) ?? body.cas]);
  return created;
});

export const updateGoodsRoute = defineRoute(updateGoodsContract, async ({ body, session }) => {
  // An edit may move the goods to another substance: the page they leave changes too.
  const before = await ownGoodsCas(db(), session.memberId, body.goodsId);
  const changed = await updateGoods(db(), session.memberId, body);
  refreshProductPages([before, changed.cas]);
  return changed;
});

export const goodChangeStatusRoute = defineRoute(goodChangeStatusContract, async ({ body, session }) =>
  refreshProductPage(await changeGoodsStatus(db(), session.memberId, body.goodsId, body.action)),
);

export const goodDeleteRoute = defineRoute(goodDeleteContract, async ({ body, session }) =>
  refreshProductPage(await deleteGoods(db(), session.memberId, body.goodsId)),
);

export const uploadGoodsExcelRoute = defineRoute(uploadGoodsExcelContract, ({ body, session }) => queueImport(db(), session.memberId, body.file));

export const importJobRoute = defineRoute(importJobContract, ({ query, session }) => ownImportJob(db(), session.memberId, query.jobId));

export const importJobsRoute = defineRoute(importJobsContract, ({ query, session }) => sellerImportJobs(db(), session.memberId, query));

export const getUploadExcelRoute = defineRoute(getUploadExcelContract, ({ query, session }) => importResults(db(), session.memberId, query));

export const adminGoodsRoute = defineRoute(adminGoodsContract, ({ query }) => reviewQueue(db(), query));

export const adminGoodsReviewRoute = defineRoute(adminGoodsReviewContract, async ({ body, session }) =>
  refreshProductPage(await reviewGoods(db(), session.memberId, body)),
);

export const adminGoodsReviewBatchRoute = defineRoute(adminGoodsReviewBatchContract, async ({ body, session }) => {
  const outcome = await reviewGoodsBatch(db(), session.memberId, body);
  refreshProductPages(outcome.results.filter((r) => r.ok).map((r) => r.cas));
  return outcome;
});

export const goodsSdsRoute = defineRoute(goodsSdsContract, async ({ body, session }) =>
  refreshProductPage(await attachGoodsSheets(db(), session.memberId, body)),
);

export const goodsGhsLabelRoute = defineRoute(goodsGhsLabelContract, async ({ body, session }) => {
  const { cas, ...label } = refreshProductPage(await attachGoodsLabel(db(), session.memberId, body));
  return label;
});
