import { z } from 'zod';
import { PageQuery, pageSchema, pageSizeField } from '@/lib/contracts/pagination';
import { ProductCardSchema } from '@/lib/contracts/catalog/schema';
import { OfferSchema } from '@/lib/contracts/goods/schema';
import { isValidCreditCode } from '@/lib/shared/credit-code';
import { CREDIT_CODE_SHAPE } from '@/lib/shared/credit-code';

/** What every list item says of its product: the catalog's product card, as the search results show it. */
export const ListProductSchema = ProductCardSchema;

export const PromotionItemSchema = ListProductSchema.extend({
  label: z.string().describe('促销标签，如“限时 8.5 折”'),
  promotionPriceCents: z.number().int().nullable().describe('促销价，单位：分'),
  startsAt: z.string(),
  endsAt: z.string().nullable().describe('促销截止时间；null 为长期'),
  note: z.string().nullable(),
});

export const MainProductItemSchema = ListProductSchema.extend({
  label: z.string().nullable(),
  note: z.string().nullable(),
});

export const ElectronicGradeItemSchema = ListProductSchema.extend({
  grade: z.string().describe('电子级等级，如 SEMI G4、6N'),
  note: z.string().nullable().describe('等级说明，如金属杂质上限'),
});

export const DirectItemSchema = ListProductSchema.extend({
  supplier: z.object({ id: z.number().int(), name: z.string(), label: z.string() }).describe('报价最低的直供卖家'),
  directOfferCount: z.number().int().describe('直供卖家的在售报价数'),
  directOffer: OfferSchema.describe('直供卖家最便宜的一个在售报价'),
});

export const BulkItemSchema = ListProductSchema.extend({
  bulkOfferCount: z.number().int().describe('大包装（≥1 kg / 1 L，或按吨、桶）在售报价数'),
  bulkOffer: OfferSchema.describe('最便宜的一个大包装报价'),
});

export const HotSaleItemSchema = ListProductSchema.extend({
  rank: z.number().int(),
  recentBuyerCount: z.number().int().describe('近 30 天询价的买家数（同一买家多次询价只算一次）'),
});

export const RealTimePurchaseItemSchema = z.object({
  id: z.number().int().describe('询价编号'),
  buyer: z.string().describe('只显示姓氏与称呼，如“王老师”'),
  cas: z.string().nullable(),
  name: z.string(),
  nameZh: z.string().nullable(),
  inCatalog: z.boolean(),
  formula: z.string().nullable(),
  category: z.string().nullable(),
  offerCount: z.number().int(),
  lowestPriceCents: z.number().int().nullable(),
  quantity: z.number(),
  unit: z.object({ code: z.string(), name: z.string() }),
  purity: z.string().nullable(),
  createdAt: z.string(),
});

export const PromotionPageSchema = pageSchema(PromotionItemSchema);
export const MainProductPageSchema = pageSchema(MainProductItemSchema);
export const ElectronicGradePageSchema = pageSchema(ElectronicGradeItemSchema);
export const DirectPageSchema = pageSchema(DirectItemSchema);
export const BulkPageSchema = pageSchema(BulkItemSchema);
export const HotSalePageSchema = pageSchema(HotSaleItemSchema);
export const RealTimePurchasePageSchema = pageSchema(RealTimePurchaseItemSchema);

export const MAX_COMPANY_PAGE_SIZE = 20;

/** A name fragment (2+ characters), or a full 18-character credit code whose check character is right. */
export const CompanyCheckQuery = PageQuery.extend({
  keyword: z
    .string()
    .trim()
    .min(2, '请输入至少 2 个字的企业名称，或 18 位统一社会信用代码')
    .max(60, '企业名称不能超过 60 个字')
    // Wildcards are dropped from the search, so "%%" must not count as two characters and list everyone.
    .refine((v) => v.replace(/[%_\\]/g, '').length >= 2, '请输入至少 2 个字的企业名称，或 18 位统一社会信用代码')
    .refine((v) => !CREDIT_CODE_SHAPE.test(v) || isValidCreditCode(v), '统一社会信用代码不正确：应为 18 位，末位为校验码')
    .describe('企业名称的一部分（至少 2 个字），或完整的 18 位统一社会信用代码'),
  pageSize: pageSizeField(MAX_COMPANY_PAGE_SIZE).default(10),
});

export const CompanySchema = z.object({
  memberId: z.number().int(),
  organisationName: z.string(),
  creditCode: z.string().nullable().describe('统一社会信用代码，只显示首尾各 4 位；未填写为 null'),
  verified: z.boolean().describe('已上传营业执照或经营许可证'),
  profileComplete: z.boolean(),
  directSupplier: z.boolean().describe('平台认定的厂家直供卖家'),
  roles: z.object({ buyer: z.boolean(), seller: z.boolean() }),
  onShelfGoods: z.number().int(),
  memberSince: z.string(),
});

export const CompanyPageSchema = pageSchema(CompanySchema);
