import { z } from 'zod';
import { intField } from '@/lib/contracts/fields';
import { PageQuery, pageSchema, recordId } from '@/lib/contracts/pagination';

/** A seller's SDS as the goods form and POST /api/goods_sds send it. */
export const SheetInput = z.object({
  zhUploadId: recordId('中文 SDS 文件无效')
    .nullable()
    .default(null)
    .describe('中文 SDS：本人 POST /api/upload_file（purpose=sds，仅 PDF）得到的 id；危险化学品上架必需'),
  enUploadId: recordId('英文 SDS 文件无效').nullable().default(null).describe('英文 SDS（可选），同上'),
  revisedOn: z
    .string({ message: '请填写 SDS 上的修订日期' })
    .trim()
    .describe('中文 SDS 上的修订日期 YYYY-MM-DD；不晚于今天，不早于现有版本（上传后 7 天内可更正）'),
  enRevisedOn: z.string().trim().nullable().default(null).describe('英文 SDS 上的修订日期；不填与中文版相同'),
});

export const GoodsSheetInput = SheetInput.extend({
  goodsId: recordId('商品编号不正确').describe('本人的商品；SDS 属于这种物质，本人这种物质的每个包装都用它'),
});

export const SheetSchema = z.object({
  revisedOn: z.string().describe('修订日期'),
  uploadedAt: z.string(),
  url: z.string().describe('下载地址：该物质在售期间公开'),
  fileName: z.string().nullable().describe('上传时的文件名（仅卖家本人可见）'),
});

/** What buyers see of a sheet: its revision date and where to read it. */
export const PublicSheetSchema = z.object({ revisedOn: z.string(), url: z.string() });

export const SheetSetSchema = z.object({ zh: SheetSchema.nullable(), en: SheetSchema.nullable() });

/** What a goods row says of its substance's SDS. */
export const GoodsSheetStatusSchema = SheetSetSchema.extend({
  required: z.boolean().describe('物质属危险化学品：没有中文 SDS 不能上架'),
  request: z.object({ note: z.string(), requestedAt: z.string() }).nullable().describe('平台要求更新、尚未更新'),
  label: z
    .object({
      pictograms: z.array(z.string()),
      signalWord: z.enum(['danger', 'warning']).nullable(),
      hazardCodes: z.array(z.string()),
      precautionCodes: z.array(z.string()),
    })
    .nullable()
    .describe('卖家本人按 SDS 填写的 GHS 标签'),
});

export const GoodsSheetResultSchema = z.object({ goodsId: z.number().int(), cas: z.string(), sds: GoodsSheetStatusSchema });

export const SdsAgeQuery = PageQuery.extend({
  olderThanYears: intField('年数', { min: 0, max: 30 }).optional().describe('只看修订日期早于这么多年前的（平台默认提醒 5 年以上的）'),
});

export const SdsAgeSchema = z.object({
  sellerId: z.number().int(),
  sellerName: z.string(),
  substanceId: z.number().int(),
  cas: z.string(),
  name: z.string(),
  nameZh: z.string().nullable(),
  revisedOn: z.string(),
  ageMonths: z.number().int().describe('修订至今的整月数'),
  uploadedAt: z.string(),
  fileUrl: z.string().nullable().describe('运营查看文件：/files/<id>'),
  openRequest: z.object({ note: z.string(), requestedAt: z.string() }).nullable(),
});

export const SdsAgePageSchema = pageSchema(SdsAgeSchema);

export const SdsRequestInput = z.object({
  sellerId: recordId('卖家编号不正确'),
  substanceId: recordId('物质编号不正确'),
  note: z.string({ message: '请说明需要更新的原因' }).trim().min(1, '请说明需要更新的原因').max(200, '说明最多 200 字'),
});

const PICTOGRAM_ENUM = z.enum(['GHS01', 'GHS02', 'GHS03', 'GHS04', 'GHS05', 'GHS06', 'GHS07', 'GHS08', 'GHS09'], {
  message: '象形图应为 GHS01 到 GHS09',
});

/** A GHS label as read from an SDS: each code is checked against the code lists by the server (7623). */
export const GhsLabelInput = z.object({
  pictograms: z.array(PICTOGRAM_ENUM).max(9, '象形图最多 9 个').default([]),
  signalWord: z.enum(['danger', 'warning'], { message: '信号词应为 danger（危险）或 warning（警告）' }).nullable().default(null),
  hazardCodes: z
    .array(z.string().trim().max(40, '危险说明代码过长'))
    .max(40, '危险说明最多 40 条')
    .default([])
    .describe('H 代码，如 H314；合并的写作 H300+H310'),
  precautionCodes: z
    .array(z.string().trim().max(60, '防范说明代码过长'))
    .max(80, '防范说明最多 80 条')
    .default([])
    .describe('P 代码，如 P280；合并的写作 P301+P330+P331'),
});

export const GoodsGhsLabelInput = GhsLabelInput.extend({
  goodsId: recordId('商品编号不正确').describe('本人的商品：标签属于这种物质，依据本人现行的 SDS'),
});

export const AdminGhsLabelInput = GhsLabelInput.extend({
  substanceId: recordId('物质编号不正确'),
  basis: z
    .string({ message: '请写明审定依据' })
    .trim()
    .min(1, '请写明审定依据')
    .max(120, '依据最多 120 字')
    .describe('如“据《危险化学品目录（2015版）实施指南》及供应商 SDS 审定”'),
});

const StatementSchema = z.object({ code: z.string(), text: z.string() });

/** A substance's label as shown: the operator's reviewed one where there is one, else the newest seller's. */
export const GhsLabelSchema = z.object({
  pictograms: z.array(z.object({ code: PICTOGRAM_ENUM, name: z.string() })),
  signalWord: z.object({ code: z.enum(['danger', 'warning']), text: z.string() }).nullable(),
  hazards: z.array(StatementSchema),
  precautions: z.array(StatementSchema),
  basis: z.string().describe('来源，如“据 某供应商 SDS，2026-03 修订”'),
  reviewed: z.boolean().describe('平台审定的标签'),
  disputed: z.boolean().describe('各供应商标签不一致、平台尚未审定'),
  edition: z.string().describe('代码与中文文本依据的版本'),
});

export const GhsClaimSchema = z.object({
  source: z.enum(['seller', 'operator']),
  sellerId: z.number().int().nullable(),
  sellerName: z.string().nullable(),
  basis: z.string(),
  pictograms: z.array(z.string()),
  signalWord: z.enum(['danger', 'warning']).nullable(),
  hazardCodes: z.array(z.string()),
  precautionCodes: z.array(z.string()),
  createdAt: z.string(),
  differences: z.array(z.string()).describe('与现行标签的差异；空表示一致'),
});

export const GhsReviewQuery = PageQuery.extend({
  disputedOnly: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true')
    .describe('只看供应商标签不一致的'),
});

export const GhsReviewItemSchema = z.object({
  substanceId: z.number().int(),
  cas: z.string(),
  name: z.string(),
  nameZh: z.string().nullable(),
  label: GhsLabelSchema,
  claims: z.array(GhsClaimSchema),
});

export const GhsReviewPageSchema = pageSchema(GhsReviewItemSchema);
