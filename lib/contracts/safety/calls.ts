import { defineContract } from '@/lib/contracts/contract';
import {
  AdminGhsLabelInput,
  GhsLabelSchema,
  GhsReviewPageSchema,
  GhsReviewQuery,
  GoodsGhsLabelInput,
  GoodsSheetInput,
  GoodsSheetResultSchema,
  SdsAgePageSchema,
  SdsAgeQuery,
  SdsRequestInput,
} from '@/lib/contracts/safety/schema';
import { z } from 'zod';

export const goodsSdsContract = defineContract({
  operationId: 'goodsSds',
  method: 'POST',
  path: '/api/goods_sds',
  summary: '卖家：为商品的物质上传安全技术说明书（SDS，中文必需、英文可选，PDF）及修订日期；本人这种物质的每个包装共用；不改变审核状态',
  tag: 'Goods',
  auth: 'seller',
  body: GoodsSheetInput,
  response: GoodsSheetResultSchema,
});

export const adminSdsContract = defineContract({
  operationId: 'adminSds',
  method: 'GET',
  path: '/api/admin/sds',
  summary: '运营：各卖家现行中文 SDS 的修订日期与时效（最旧的在前），可只看超过若干年的',
  tag: 'Admin',
  auth: 'operator',
  query: SdsAgeQuery,
  response: SdsAgePageSchema,
});

export const adminSdsRequestContract = defineContract({
  operationId: 'adminSdsRequest',
  method: 'POST',
  path: '/api/admin/sds_request',
  summary: '运营：要求卖家更新某物质的 SDS（写明原因）；站内信与邮件通知卖家，记入审计日志；卖家上传更新的修订版后自动完成',
  tag: 'Admin',
  auth: 'operator',
  body: SdsRequestInput,
  response: z.object({ requested: z.literal(true) }),
});

export const goodsGhsLabelContract = defineContract({
  operationId: 'goodsGhsLabel',
  method: 'POST',
  path: '/api/goods_ghs_label',
  summary: '卖家：按本人现行 SDS 填写商品物质的 GHS 标签（象形图、信号词、H/P 代码，逐一按代码表校验）；替换本人此前填写的',
  tag: 'Goods',
  auth: 'seller',
  body: GoodsGhsLabelInput,
  response: GhsLabelSchema,
});

export const adminGhsLabelsContract = defineContract({
  operationId: 'adminGhsLabels',
  method: 'GET',
  path: '/api/admin/ghs_labels',
  summary: '运营：各物质的 GHS 标签与各供应商填写的标签及差异（不一致的在前），可只看不一致的',
  tag: 'Admin',
  auth: 'operator',
  query: GhsReviewQuery,
  response: GhsReviewPageSchema,
});

export const adminGhsLabelContract = defineContract({
  operationId: 'adminGhsLabel',
  method: 'POST',
  path: '/api/admin/ghs_label',
  summary: '运营：审定物质的 GHS 标签（写明依据）；审定的标签优先于供应商填写的；记入审计日志',
  tag: 'Admin',
  auth: 'operator',
  body: AdminGhsLabelInput,
  response: GhsLabelSchema,
});
