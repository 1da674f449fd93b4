import { z } from 'zod';
import { intField, positiveNumberField } from '@/lib/contracts/fields';
import { recordId } from '@/lib/contracts/pagination';
import { MAX_RESOLVE_LINES, NormalizedPriceSchema } from '@/lib/contracts/inquiry/schema';
import { CartSchema } from '@/lib/contracts/orders/schema';
import { MAX_PACKS } from '@/lib/shared/cart-limits';

/*
 * 快速下单 (issue 30; decision 0151): a pasted or uploaded list resolved to
 * on-shelf offers by the buyer's rule, then put into the cart in one step,
 * with the lines no offer covers sent to a list inquiry in the same step.
 */

export const QUICK_ORDER_STRATEGIES = ['cheapest', 'fastest', 'one_seller'] as const;
export type QuickOrderStrategy = (typeof QUICK_ORDER_STRATEGIES)[number];
export const STRATEGY_LABELS: Record<QuickOrderStrategy, string> = {
  cheapest: '到手价最低（含运费，按所需数量折算）',
  fastest: '到货最快',
  one_seller: '尽量同一卖家',
};
/** Alternatives shown per line besides the chosen offer. */
export const QUICK_ORDER_ALTERNATIVES = 5;

const strategy = z.enum(QUICK_ORDER_STRATEGIES, { message: '选择方式只能是 cheapest、fastest 或 one_seller' }).default('cheapest');
const province = z
  .string()
  .trim()
  .regex(/^\d{2}$/, '省份代码应为 2 位数字')
  .optional()
  .describe('收货省份代码（如 44 广东）；不填按默认收货地址计算运费');

export const QuickOrderResolveBody = z
  .object({
    text: z
      .string()
      .max(200_000, '清单过长，请拆分后再试')
      .optional()
      .describe('粘贴的清单：每行 CAS 号或名称、数量、单位，可加纯度，如“64-17-5 500 mL 99.5%”'),
    lines: z
      .array(
        z.object({
          query: z.string().trim().min(1, '请填写 CAS 号或名称').max(400),
          quantity: positiveNumberField('数量', 1_000_000).optional().nullable(),
          unitCode: z.string().trim().max(20).optional().nullable(),
          purity: z.string().trim().max(40).optional().nullable(),
        }),
      )
      .max(MAX_RESOLVE_LINES, `清单最多 ${MAX_RESOLVE_LINES} 行`)
      .optional()
      .describe('已拆分的行（与 text 二选一）'),
    strategy,
    province,
  })
  .refine((v) => v.text !== undefined || v.lines !== undefined, { message: '请粘贴清单', path: ['text'] });

export const QuickOrderResolveFileBody = z.object({
  file: z.instanceof(File, { message: '请上传 .xlsx 或 .csv 文件' }),
  strategy,
  province,
});

export const QuickOfferSchema = z.object({
  goodsId: z.number().int(),
  sellerId: z.number().int(),
  sellerName: z.string(),
  packSize: z.number(),
  unitCode: z.string(),
  purity: z.string().nullable(),
  brand: z.string().nullable(),
  unitPriceCents: z.number().int().describe('每件价格'),
  packs: z.number().int().describe('覆盖所需数量的件数'),
  goodsCents: z.number().int(),
  freightCents: z.number().int().nullable().describe('单独购买这一行时的运费；不知道收货省份时为 null'),
  landedCents: z.number().int().describe('货款 + 运费'),
  perBase: NormalizedPriceSchema.nullable().describe('到手价按所需数量折算（每 g 或 mL）'),
  days: z.number().int().nullable().describe('预计几天送达（现货发货 + 运输）'),
  stock: z.number().int().describe('可售库存（件）'),
});

export const QuickLineSchema = z.object({
  row: z.number().int(),
  query: z.string(),
  quantity: z.number().nullable(),
  unitCode: z.string().nullable(),
  purity: z.string().nullable(),
  substance: z.object({ id: z.number().int(), cas: z.string(), name: z.string(), nameZh: z.string().nullable() }).nullable(),
  regulated: z.array(z.object({ key: z.string(), name: z.string() })),
  choice: QuickOfferSchema.nullable().describe('按所选方式挑出的在售商品；null 时这一行转询价'),
  alternatives: z.array(QuickOfferSchema).describe(`其他可选的在售商品（最多 ${QUICK_ORDER_ALTERNATIVES} 个，按所选方式排序）`),
  problem: z.string().nullable().describe('没有可买商品的原因（目录中没有、无现货、纯度不够、单位无法换算）'),
});

export const QuickSellerTotalSchema = z.object({
  sellerId: z.number().int(),
  sellerName: z.string(),
  lines: z.number().int(),
  goodsCents: z.number().int(),
  freightCents: z.number().int().nullable().describe('这一卖家的运费（同一卖家合并计算一次）'),
  freightNote: z.string(),
  totalCents: z.number().int(),
});

export const QuickOrderResultSchema = z.object({
  strategy: z.enum(QUICK_ORDER_STRATEGIES),
  province: z.object({ code: z.string(), name: z.string() }).nullable().describe('运费按此省份计算；null：没有收货地址，运费在结算时计算'),
  lines: z.array(QuickLineSchema),
  sellers: z.array(QuickSellerTotalSchema),
  totals: z.object({
    lines: z.number().int(),
    matched: z.number().int(),
    unmatched: z.number().int(),
    goodsCents: z.number().int(),
    freightCents: z.number().int(),
    totalCents: z.number().int(),
  }),
});
export type QuickOrderResult = z.infer<typeof QuickOrderResultSchema>;
export type QuickLine = z.infer<typeof QuickLineSchema>;
export type QuickOffer = z.infer<typeof QuickOfferSchema>;

export const QuickOrderPlaceBody = z
  .object({
    lines: z
      .array(
        z.object({ row: intField('行号', { min: 1, max: 100_000 }), goodsId: recordId('商品不存在'), packs: intField('件数', { min: 1, max: MAX_PACKS }) }),
      )
      .max(MAX_RESOLVE_LINES)
      .default([])
      .describe('放入购物车的行：所选商品与件数'),
    inquiryLines: z
      .array(
        z.object({
          row: intField('行号', { min: 1, max: 100_000 }),
          query: z.string().trim().min(1).max(400),
          substanceId: recordId('产品编号不正确').optional().nullable(),
          quantity: positiveNumberField('数量', 1_000_000),
          unitCode: z.string().trim().min(1, '请选择单位').max(20),
          purity: z.string().trim().max(40).optional().nullable(),
        }),
      )
      .max(MAX_RESOLVE_LINES)
      .default([])
      .describe('没有在售商品、转为一张批量询价的行'),
  })
  .refine((v) => v.lines.length + v.inquiryLines.length > 0, { message: '没有要下单或询价的行', path: ['lines'] });

export const QuickOrderPlaceResultSchema = z.object({
  lines: z.array(z.object({ row: z.number().int(), goodsId: z.number().int(), packs: z.number().int(), added: z.boolean(), reason: z.string().nullable() })),
  added: z.number().int(),
  inquiry: z.object({ id: z.number().int(), inquiryNo: z.string(), lines: z.number().int() }).nullable().describe('为其余行发起的询价单'),
  cart: CartSchema,
});
