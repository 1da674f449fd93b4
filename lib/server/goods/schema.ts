import { z } from 'zod';

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
});
