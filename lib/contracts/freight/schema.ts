import { z } from 'zod';
import { centsField, intField } from '@/lib/contracts/fields';

/*
 * A seller's freight rules (运费模板, issue 29): zones of provinces, each with
 * a first-kilogram fee and a fee per further kilogram (首重/续重) and the days
 * the carrier takes; free shipping above an amount of goods; a surcharge for
 * hazardous goods (which are never shipped free); zones not delivered to.
 */

export const MAX_FREIGHT_ZONES = 12;

export const FreightZoneSchema = z.object({
  name: z.string().trim().min(1, '请填写区域名称').max(20, '区域名称最多 20 字'),
  provinces: z
    .array(z.string().regex(/^\d{2}$/, '省份代码为两位数字'))
    .max(34)
    .describe('省级行政区代码（GB/T 2260 前两位，如 44 广东省）；“其他地区”为空'),
  firstKgCents: centsField('首重运费', { min: 0 }).describe('首重 1 kg 的运费（分）'),
  extraKgCents: centsField('续重运费', { min: 0 }).describe('每续重 1 kg 的运费（分）'),
  days: intField('运输天数', { min: 1, max: 30 }).describe('发货后到达的天数'),
  blocked: z.boolean().default(false).describe('不配送到这些省份'),
});
export type FreightZone = z.infer<typeof FreightZoneSchema>;

export const FreightRulesSchema = z
  .object({
    freeFromCents: centsField('包邮金额', { min: 0 }).nullable().describe('货款满此金额包邮（分）；null 为不包邮；危险品订单不包邮'),
    hazardousSurchargeCents: centsField('危险品附加费', { min: 0 }).describe('含危险化学品的订单另加的运费（分）'),
    zones: z
      .array(FreightZoneSchema)
      .min(1, '至少需要一个区域')
      .max(MAX_FREIGHT_ZONES, `最多 ${MAX_FREIGHT_ZONES} 个区域`)
      .describe('按顺序匹配省份；最后一个区域的省份为空，即“其他地区”'),
  })
  .superRefine((rules, ctx) => {
    const last = rules.zones[rules.zones.length - 1];
    if (last && last.provinces.length > 0) ctx.addIssue({ code: 'custom', path: ['zones'], message: '最后一个区域须为“其他地区”（不选省份）' });
    const seen = new Map<string, string>();
    rules.zones.forEach((zone, i) => {
      if (i < rules.zones.length - 1 && zone.provinces.length === 0)
        ctx.addIssue({ code: 'custom', path: ['zones', i, 'provinces'], message: `区域“${zone.name}”请选择省份` });
      for (const p of zone.provinces) {
        const other = seen.get(p);
        if (other) ctx.addIssue({ code: 'custom', path: ['zones', i, 'provinces'], message: `省份 ${p} 已在区域“${other}”中` });
        seen.set(p, zone.name);
      }
    });
  });
export type FreightRules = z.infer<typeof FreightRulesSchema>;

export const SellerFreightRulesSchema = z.object({
  rules: FreightRulesSchema,
  isDefault: z.boolean().describe('卖家尚未设置，使用平台提供的默认模板'),
  updatedAt: z.string().nullable(),
  provinces: z.array(z.object({ code: z.string(), name: z.string() })).describe('可选的省级行政区'),
});

export const FreightQuoteQuery = z.object({
  goodsIds: z
    .string()
    .regex(/^\d{1,12}(,\d{1,12}){0,49}$/, '商品编号以逗号分隔，最多 50 个')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .describe('商品 id，逗号分隔'),
  province: z
    .string()
    .regex(/^\d{2}$/, '省份代码为两位数字')
    .optional()
    .describe('目的省份代码；不填时用本人的默认收货地址，再无则不计算'),
});

export const FreightQuoteSchema = z.object({
  province: z.object({ code: z.string(), name: z.string() }).nullable().describe('计算所用的目的省份'),
  offers: z.array(
    z.object({
      goodsId: z.number().int(),
      freightCents: z.number().int().nullable().describe('买一件到该省份的运费（分）；不配送时为 null'),
      note: z.string().describe('怎么算的，或为何不配送'),
      deliveredBy: z.string().nullable().describe('预计送达日期（YYYY-MM-DD，北京时间）'),
    }),
  ),
});
export type FreightQuote = z.infer<typeof FreightQuoteSchema>;
