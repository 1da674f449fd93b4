import { z } from 'zod';
import { recordId } from '@/lib/contracts/pagination';
import { InquiryLineSchema, InquiryRefFields, MAX_INQUIRY_LINES, MyGoodsSchema, QuotationSchema, QuoteAllowanceSchema, UnitRefSchema } from './schema';

/*
 * Quoting a whole inquiry at once (issue 29): the sheet a seller fills in the
 * browser or as .xlsx, its draft, and the answer to sending it. A sheet is
 * sent whole: every row is checked first, and one row that cannot be quoted
 * sends nothing (QUOTATION_SHEET_INVALID, with what is wrong per row).
 */

export const SheetQuery = z.object({ inquiryId: recordId('询价单编号不正确').describe('询价单 id') });

export const SheetLineSchema = InquiryLineSchema.extend({
  accepted: z.boolean().describe('该行已采纳某条报价，不再接受报价'),
  mine: QuotationSchema.nullable().describe('本人在该行的有效报价：提交时不同则追加，相同则不变'),
  myGoods: z.array(MyGoodsSchema).describe('本人该产品的在售商品（“从我的商品报价”）'),
  units: z.array(z.string()).describe('该行可用的包装单位代码（可换算为询价单位）'),
});

/** A row as the seller left it: every field may still be empty or half typed. */
export const DraftRowSchema = z.object({
  lineId: recordId('询价明细编号不正确'),
  goodsId: z.number().int().positive().nullable().optional(),
  price: z.string().max(20).nullable().optional().describe('单价（元），原样保存'),
  packSize: z.string().max(20).nullable().optional(),
  unitCode: z.string().max(20).nullable().optional(),
  purity: z.string().max(40).nullable().optional(),
  inStock: z.boolean().optional(),
  leadTimeDays: z.string().max(10).nullable().optional(),
  validUntil: z.string().max(30).nullable().optional(),
  remarks: z.string().max(500).nullable().optional(),
  freight: z.string().max(20).nullable().optional().describe('运费（元），空为按运费模板'),
  confirmUnusualPrice: z.boolean().optional(),
});
export type DraftRow = z.infer<typeof DraftRowSchema>;

export const QuotationSheetSchema = z.object({
  ...InquiryRefFields,
  neededBy: z.string().nullable(),
  remarks: z.string().nullable(),
  canQuote: z.boolean(),
  reason: z.string().nullable().describe('不能报价时的原因'),
  allowance: QuoteAllowanceSchema,
  maxLines: z.number().int().describe('一张报价单最多的行数（与询价单相同）'),
  defaultValidUntil: z.string(),
  units: z.array(UnitRefSchema),
  lines: z.array(SheetLineSchema),
  draft: z
    .object({ rows: z.array(DraftRowSchema), savedAt: z.string() })
    .nullable()
    .describe('本人保存的草稿'),
});
export type QuotationSheet = z.infer<typeof QuotationSheetSchema>;

export const SaveDraftBody = z.object({
  inquiryId: recordId('询价单编号不正确'),
  rows: z.array(DraftRowSchema).max(MAX_INQUIRY_LINES, `一张报价单最多 ${MAX_INQUIRY_LINES} 行`),
});
export const SavedDraftSchema = z.object({ savedAt: z.string(), rows: z.number().int() });

export const SubmitSheetBody = z.object({
  inquiryId: recordId('询价单编号不正确'),
  rows: z
    .array(z.looseObject({ lineId: recordId('询价明细编号不正确') }))
    .min(1, '请至少填写一行报价')
    .max(MAX_INQUIRY_LINES, `一张报价单最多 ${MAX_INQUIRY_LINES} 行`)
    .describe(
      '要报价的行：字段同 POST /api/create_quotation（lineId、priceCents、packSize、unitCode、purity、inStock、leadTimeDays、validUntil、remarks、goodsId、confirmUnusualPrice）',
    ),
});

export const SheetFileBody = z.object({
  inquiryId: z.coerce.number({ message: '询价单编号不正确' }).int().positive('询价单编号不正确'),
  file: z.instanceof(File, { message: '请上传填好的报价单 .xlsx 文件' }),
});

export const SHEET_OUTCOMES = ['created', 'revised', 'unchanged'] as const;

export const SheetResultSchema = z.object({
  inquiryId: z.number().int(),
  created: z.number().int().describe('新报价的行数'),
  revised: z.number().int().describe('追加报价（取代原报价）的行数'),
  unchanged: z.number().int().describe('与有效报价相同、未改动的行数'),
  rows: z.array(
    z.object({
      lineId: z.number().int(),
      lineNo: z.number().int(),
      outcome: z.enum(SHEET_OUTCOMES),
      quotationId: z.number().int(),
    }),
  ),
});
export type SheetResult = z.infer<typeof SheetResultSchema>;

/** data of QUOTATION_SHEET_INVALID: what is wrong with each row that cannot be quoted. */
export const SheetRowErrorSchema = z.object({
  lineId: z.number().int().nullable(),
  lineNo: z.number().int().nullable(),
  row: z.number().int().nullable().describe('上传文件中的行号'),
  code: z.number().int(),
  field: z.string().nullable(),
  msg: z.string(),
});
export type SheetRowError = z.infer<typeof SheetRowErrorSchema>;
