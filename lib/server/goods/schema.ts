import { z } from 'zod';
import { PageQuery, pageSchema } from '@/lib/server/core/pagination';

export const UnitSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['mass', 'volume', 'count']),
});

export const OfferSchema = z.object({
  goodsId: z.number().int(),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  packSize: z.number(),
  unit: z.object({ code: z.string(), name: z.string() }),
  purity: z.string(),
  priceCents: z.number().int().describe('价格，单位：分'),
  stock: z.number().int(),
  leadTimeDays: z.number().int(),
  coa: z
    .object({ lotNumber: z.string(), url: z.string() })
    .nullable()
    .describe('在售批次的检验报告（COA，PDF）；null 表示卖家尚未上传，可询价时索取'),
});

export const GOODS_STATUSES = ['pending', 'on_shelf', 'off_shelf'] as const;

export const GoodsListQuery = PageQuery.extend({
  status: z.enum(GOODS_STATUSES, { message: '商品状态应为 pending（待审核）、on_shelf（在售）或 off_shelf（已下架）' }).default('on_shelf'),
});

export const SellerGoodsSchema = z.object({
  goodsId: z.number().int(),
  cas: z.string(),
  name: z.string(),
  packSize: z.number(),
  unitCode: z.string(),
  purity: z.string(),
  priceCents: z.number().int(),
  stock: z.number().int(),
  leadTimeDays: z.number().int(),
  status: z.enum(GOODS_STATUSES),
  updatedAt: z.string(),
});

export const SellerGoodsPageSchema = pageSchema(SellerGoodsSchema);
