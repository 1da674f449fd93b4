import { defineContract } from '@/lib/contracts/contract';
import {
  AdminRatingPageSchema,
  AdminRatingSchema,
  AdminRatingsQuery,
  OrderRatingQuery,
  OrderRatingSchema,
  PriceHistoryQuery,
  PriceHistorySchema,
  PriceWatchDeleteInput,
  PriceWatchInput,
  PriceWatchPageSchema,
  PriceWatchSchema,
  RatingHideInput,
  RatingInput,
  RatingPageSchema,
  RatingReplyInput,
  RatingSchema,
  SellerGoodsPageSchema,
  SellerGoodsQuery,
  SellerProfileSchema,
  SellerQuery,
  SellerRatingsQuery,
  SellerStandingListSchema,
  SellerStandingsQuery,
} from '@/lib/contracts/trust/schema';
import { PageQuery } from '@/lib/contracts/pagination';
import { z } from 'zod';

export const sellerProfileContract = defineContract({
  operationId: 'sellerProfile',
  method: 'GET',
  path: '/api/seller_profile',
  summary: '卖家主页：经审核的企业信息、近 180 天的履约表现（各项注明依据件数，不足不显示）与评价汇总',
  tag: 'Sellers',
  auth: 'public',
  query: SellerQuery,
  response: SellerProfileSchema,
});

export const sellerStandingsContract = defineContract({
  operationId: 'sellerStandings',
  method: 'GET',
  path: '/api/seller_standings',
  summary: '几位卖家的履约表现与评价汇总（报价比较用），一次最多 50 位；非卖家的编号按无数据的新卖家回答',
  tag: 'Sellers',
  auth: 'public',
  query: SellerStandingsQuery,
  response: SellerStandingListSchema,
});

export const sellerRatingsContract = defineContract({
  operationId: 'sellerRatings',
  method: 'GET',
  path: '/api/seller_ratings',
  summary: '卖家收到的评价（最新在前）；被运营隐藏的文字不显示，评分保留',
  tag: 'Sellers',
  auth: 'public',
  query: SellerRatingsQuery,
  response: RatingPageSchema,
});

export const sellerGoodsContract = defineContract({
  operationId: 'sellerGoods',
  method: 'GET',
  path: '/api/seller_goods',
  summary: '卖家在售商品，可按 CAS 号或名称搜索',
  tag: 'Sellers',
  auth: 'public',
  query: SellerGoodsQuery,
  response: SellerGoodsPageSchema,
});

export const orderRatingContract = defineContract({
  operationId: 'orderRating',
  method: 'GET',
  path: '/api/order_rating',
  summary: '订单的评价与可做的操作（买家：评价、30 天内修改；卖家：回复一次）；仅订单双方可见',
  tag: 'Ratings',
  auth: 'member',
  query: OrderRatingQuery,
  response: OrderRatingSchema,
});

export const rateOrderContract = defineContract({
  operationId: 'rateOrder',
  method: 'POST',
  path: '/api/order_rate',
  summary: '买家评价已收货订单的卖家（质量、交付、服务各 1–5 分，文字可选）；每单一次，30 天内可修改',
  tag: 'Ratings',
  auth: 'member',
  body: RatingInput,
  response: RatingSchema,
});

export const replyRatingContract = defineContract({
  operationId: 'replyRating',
  method: 'POST',
  path: '/api/rating_reply',
  summary: '卖家回复买家对本人订单的评价（仅一次）',
  tag: 'Ratings',
  auth: 'seller',
  body: RatingReplyInput,
  response: RatingSchema,
});

export const adminRatingsContract = defineContract({
  operationId: 'adminRatings',
  method: 'GET',
  path: '/api/admin/ratings',
  summary: '运营：全部评价（最新在前），可按订单号或内容搜索、按是否隐藏筛选',
  tag: 'Admin',
  auth: 'operator',
  query: AdminRatingsQuery,
  response: AdminRatingPageSchema,
});

export const adminHideRatingContract = defineContract({
  operationId: 'adminHideRating',
  method: 'POST',
  path: '/api/admin/rating_hide',
  summary: '运营：隐藏一条不当的评价文字（写明原因，记入审计日志）；评分不可更改',
  tag: 'Admin',
  auth: 'operator',
  body: RatingHideInput,
  response: AdminRatingSchema,
});

export const priceHistoryContract = defineContract({
  operationId: 'priceHistory',
  method: 'GET',
  path: '/api/price_history',
  summary: '物质近 180 天各包装档位每日最低单价（每克或每毫升，分）',
  tag: 'Catalog',
  auth: 'public',
  query: PriceHistoryQuery,
  response: PriceHistorySchema,
});

export const priceWatchesContract = defineContract({
  operationId: 'priceWatches',
  method: 'GET',
  path: '/api/price_watches',
  summary: '本人关注的物质价格与到货提醒',
  tag: 'Member',
  auth: 'member',
  query: PageQuery,
  response: PriceWatchPageSchema,
});

export const addPriceWatchContract = defineContract({
  operationId: 'addPriceWatch',
  method: 'POST',
  path: '/api/price_watch',
  summary: '关注一个 CAS 号（可限纯度、包装和目标价）：价格降到目标价或以下、缺货的报价重新有货时，站内信与邮件提醒（每次变动一次）',
  tag: 'Member',
  auth: 'member',
  body: PriceWatchInput,
  response: PriceWatchSchema,
});

export const deletePriceWatchContract = defineContract({
  operationId: 'deletePriceWatch',
  method: 'POST',
  path: '/api/price_watch_delete',
  summary: '取消一个关注',
  tag: 'Member',
  auth: 'member',
  body: PriceWatchDeleteInput,
  response: z.object({ deleted: z.literal(true) }),
});
