import { z } from 'zod';
import { centsField, decimalField, intField, positiveNumberField } from '@/lib/contracts/fields';
import { PageQuery, pageSchema, recordId } from '@/lib/contracts/pagination';

/*
 * Seller performance, ratings, seller pages, price history and price alerts
 * (issue 33; docs/decisions/0157-seller-trust.md).
 */

const share = z.number().nullable().describe('比例 0–1；依据少于最少件数时为 null（数据不足）');
const hoursMedian = z.number().nullable().describe('中位数（小时）；依据少于最少件数时为 null（数据不足）');
const basis = z.number().int().describe('依据的件数');

export const SellerFiguresSchema = z.object({
  windowDays: z.number().int().describe('统计窗口：近 180 天'),
  minBasis: z.number().int().describe('少于这么多件不显示该项'),
  onTimeDispatch: z.object({ share, basis, late: z.number().int(), medianDelayHours: hoursMedian.describe('迟发订单的迟发时长中位数（小时）') }),
  quoteResponse: z.object({ medianHours: hoursMedian.describe('询价发出到该卖家首次报价的时长中位数'), basis }),
  inquiriesAnswered: z.object({ share, basis }),
  invoiceTurnaround: z.object({ medianHours: hoursMedian.describe('申请开票到开出的时长中位数'), basis, waiting: z.number().int() }),
  coaCoverage: z.object({ share, basis }),
  sellerCancellations: z.object({ share, basis, count: z.number().int() }),
});

export const RatingSummarySchema = z.object({
  count: z.number().int().describe('评价数（全部）'),
  quality: z.number().nullable().describe('质量平均分 1–5，保留一位小数；无评价为 null'),
  delivery: z.number().nullable(),
  service: z.number().nullable(),
  overall: z.number().nullable().describe('三项平均'),
});

/** What every offer, the seller page and the quotation comparison show of a seller. */
export const SellerStandingSchema = z.object({
  sellerId: z.number().int(),
  enoughData: z.boolean().describe('false：新卖家，数据不足'),
  figures: SellerFiguresSchema,
  computedAt: z.string().nullable().describe('最近一次计算时间；null 表示尚未计算'),
  ratings: RatingSummarySchema,
});

/** Several sellers' standing at once (the quotation comparison), ids comma separated. */
export const SellerStandingsQuery = z.object({
  sellerIds: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, '卖家编号以逗号分隔，最多 50 个')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .describe('卖家的会员编号，逗号分隔，最多 50 个'),
});
export const SellerStandingListSchema = z.object({ list: z.array(SellerStandingSchema).describe('与所问卖家一一对应（去重后）') });

export const SellerQuery = z.object({ sellerId: recordId('卖家编号不正确').describe('卖家的会员编号') });

export const VerifiedDetailsSchema = z.object({
  organisationName: z.string(),
  creditCode: z.string().nullable().describe('统一社会信用代码'),
  licences: z.array(z.object({ kind: z.string(), label: z.string(), validUntil: z.string().nullable() })).describe('已审核通过、在有效期内的资质'),
});

export const SellerProfileSchema = z.object({
  sellerId: z.number().int(),
  name: z.string(),
  memberSince: z.string(),
  verified: VerifiedDetailsSchema.nullable().describe('经审核的企业信息；未认证为 null'),
  standing: SellerStandingSchema,
  onShelfCount: z.number().int(),
});

export const RatingInput = z.object({
  orderNo: z.string().trim().min(1, '请选择订单').max(40).describe('已收货的订单号'),
  quality: intField('质量评分', { min: 1, max: 5 }),
  delivery: intField('交付评分', { min: 1, max: 5 }),
  service: intField('服务评分', { min: 1, max: 5 }),
  comment: z
    .string()
    .trim()
    .max(500, '评价内容不超过 500 字')
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null))
    .describe('文字评价（可选）'),
});

export const RatingReplyInput = z.object({
  orderNo: z.string().trim().min(1).max(40),
  reply: z.string().trim().min(1, '请填写回复内容').max(500, '回复不超过 500 字'),
});

export const RatingSchema = z.object({
  id: z.number().int(),
  orderNo: z.string().nullable().describe('仅买卖双方与运营可见'),
  quality: z.number().int(),
  delivery: z.number().int(),
  service: z.number().int(),
  comment: z.string().nullable().describe('被运营隐藏时为 null'),
  commentHidden: z.boolean(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  buyer: z.string().describe('买家（隐去部分）'),
});

export const OrderRatingQuery = z.object({ orderNo: z.string().trim().min(1).max(40) });

export const OrderRatingSchema = z.object({
  orderNo: z.string(),
  rating: RatingSchema.nullable(),
  canRate: z.boolean().describe('买家：订单已收货，尚未评价'),
  editableUntil: z.string().nullable().describe('买家可修改到此时（评价后 30 天）'),
  canReply: z.boolean().describe('卖家：已有评价且尚未回复'),
});

export const SellerRatingsQuery = SellerQuery.merge(PageQuery);
export const RatingPageSchema = pageSchema(RatingSchema);

export const AdminRatingsQuery = PageQuery.extend({
  keyword: z.string().trim().max(60).optional().describe('订单号或评价内容'),
  hidden: z.enum(['all', 'hidden', 'shown']).default('all'),
});
export const AdminRatingSchema = RatingSchema.extend({
  sellerId: z.number().int(),
  sellerName: z.string(),
  rawComment: z.string().nullable().describe('运营可见原文，隐藏后也保留'),
  hiddenReason: z.string().nullable(),
  hiddenAt: z.string().nullable(),
});
export const AdminRatingPageSchema = pageSchema(AdminRatingSchema);
export const RatingHideInput = z.object({
  id: recordId('评价编号不正确'),
  reason: z.string().trim().min(2, '请写明隐藏的原因').max(200),
});

export const SellerGoodsQuery = SellerQuery.merge(PageQuery).extend({
  keyword: z.string().trim().max(60).optional().describe('CAS 号、中文名或英文名'),
});
export const SellerGoodsItemSchema = z.object({
  goodsId: z.number().int(),
  cas: z.string(),
  name: z.string(),
  nameZh: z.string().nullable(),
  purity: z.string(),
  packSize: z.number(),
  unitCode: z.string(),
  priceCents: z.number().int(),
  stock: z.number().int(),
  leadTimeDays: z.number().int(),
});
export const SellerGoodsPageSchema = pageSchema(SellerGoodsItemSchema);

export const PriceHistoryQuery = z.object({ cas: z.string().trim().min(1).max(20) });
export const PriceSeriesSchema = z.object({
  key: z.string().describe('包装档位，如 g-10（≤10 g）'),
  label: z.string(),
  base: z.enum(['g', 'mL']),
  points: z.array(
    z.object({ day: z.string().describe('北京时间日期'), centsPerUnit: z.number().nullable().describe('当日最低每克（或每毫升）价格，分；无在售为 null') }),
  ),
});
export const PriceHistorySchema = z.object({ cas: z.string(), since: z.string(), series: z.array(PriceSeriesSchema) });

export const PriceWatchInput = z.object({
  cas: z.string().trim().min(1, '请填写 CAS 号').max(20),
  minPurityPercent: decimalField('最低纯度', { min: 0, max: 100 }).nullable().default(null).describe('只看不低于此纯度（%）的报价'),
  packSize: positiveNumberField('包装规格', 1_000_000).nullable().default(null),
  unitCode: z.string().trim().max(10).nullable().default(null).describe('包装单位，如 g、kg、mL、L；与包装规格一同填写'),
  targetCents: centsField('目标价', { min: 1 }).nullable().default(null).describe('目标价（每包装，分）；填写目标价须同时填写包装'),
});

export const PriceWatchSchema = z.object({
  id: z.number().int(),
  cas: z.string(),
  name: z.string(),
  nameZh: z.string().nullable(),
  minPurityPercent: z.number().nullable(),
  packSize: z.number().nullable(),
  unitCode: z.string().nullable(),
  targetCents: z.number().int().nullable(),
  lowestNowCents: z.number().int().nullable().describe('现在符合条件的最低价（同包装时按包装价，否则 null）'),
  matchingNow: z.number().int().describe('现在符合条件、在售有货的报价数'),
  alerts: z.number().int().describe('已发送的提醒次数'),
  createdAt: z.string(),
});
export const PriceWatchPageSchema = pageSchema(PriceWatchSchema);
export const PriceWatchDeleteInput = z.object({ id: recordId('关注编号不正确') });
