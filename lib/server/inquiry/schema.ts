import { z } from 'zod';
import { recordId } from '@/lib/server/core/pagination';
import { normalizeCas } from '@/lib/shared/cas';
import { normalizePhone } from '@/lib/shared/identity';

/** Optional form text: blank (or null) counts as not given. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过 ${max} 个字`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

export const INQUIRY_STATUSES = ['open'] as const;

/** The quick inquiry form (快速询价). A product is named by its CAS number, its name, or both. */
export const CreateInquiryBody = z
  .object({
    cas: z
      .string()
      .trim()
      .max(20)
      .optional()
      .nullable()
      .refine((v) => !v || normalizeCas(v) !== null, 'CAS 号不正确：格式如 64-17-5，末位为校验位')
      .transform((v) => (v ? (normalizeCas(v) as string) : undefined))
      .describe('CAS 号，带或不带连字符；目录中没有的有效 CAS 号也可询价'),
    productName: optionalText(100, '产品名称').describe('产品名称；不填时用目录中的名称'),
    quantity: z.coerce.number({ message: '请填写数量' }).positive('数量须大于 0').max(1_000_000, '数量不能超过 1,000,000'),
    unitCode: z.string().trim().min(1, '请选择单位').max(20).describe('单位代码，取自 GET /api/unit，如 g、kg、mL、L'),
    purity: optionalText(40, '纯度要求').describe('纯度或等级要求，如 ≥99.5%、AR、SEMI G4'),
    note: optionalText(500, '备注'),
    contactName: z.string().trim().min(1, '请填写联系人').max(30, '联系人不能超过 30 个字'),
    contactPhone: z
      .string()
      .trim()
      .min(1, '请填写联系电话')
      .refine((v) => normalizePhone(v) !== null, '请填写有效的手机号（11 位手机号，或带国家码的国际号码）')
      .transform((v) => normalizePhone(v) as string),
    addressId: recordId('收货地址编号不正确').optional().nullable().describe('收货地址 id（GET /api/transaction），须为本人的地址；选填'),
    invoiceInfoId: recordId('开票信息编号不正确').optional().nullable().describe('发票信息 id（GET /api/invoice_list），须为本人的；选填'),
  })
  .refine((v) => v.cas !== undefined || v.productName !== undefined, { message: '请填写产品名称或 CAS 号', path: ['productName'] });

export const InquirySchema = z.object({
  id: z.number().int(),
  inquiryNo: z.string().describe('询价单号，如 XJ20250301000123'),
  cas: z.string().nullable(),
  productName: z.string(),
  substanceKnown: z.boolean().describe('CAS 号是否在产品目录中'),
  quantity: z.number(),
  unit: z.object({ code: z.string(), name: z.string() }),
  purity: z.string().nullable(),
  note: z.string().nullable(),
  contactName: z.string(),
  contactPhone: z.string(),
  delivery: z
    .object({
      addressId: z.number().int().nullable(),
      address: z.string().nullable().describe('收货地区与收货人，如“上海市 浦东新区 · 王老师”'),
      invoiceInfoId: z.number().int().nullable(),
      invoiceTitle: z.string().nullable().describe('发票抬头'),
    })
    .describe('询价附带的收货地址与发票信息'),
  status: z.enum(INQUIRY_STATUSES),
  createdAt: z.string(),
});
