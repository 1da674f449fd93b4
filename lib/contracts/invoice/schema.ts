import { z } from 'zod';
import { pageSchema, recordId } from '@/lib/contracts/pagination';
import { normalizeContactPhone, PHONE_HINT } from '@/lib/shared/address-rules';
import {
  BANK_ACCOUNT_HINT,
  compactDigits,
  EMAIL_HINT,
  isValidBankAccount,
  isValidInvoiceEmail,
  isValidTaxNumber,
  TAX_NUMBER_HINT,
  TITLE_MAX,
  TITLE_MIN,
} from '@/lib/shared/invoice-rules';

/** Optional text: blank (or null) is stored as null; otherwise it must pass `valid`, then is stored as `normalize` makes it. */
function optionalField(max: number, tooLong: string, valid?: { test: (v: string) => boolean; message: string }, normalize: (v: string) => string = (v) => v) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .nullable()
    .refine((v) => !v || !valid || valid.test(v), valid?.message ?? '')
    .transform((v) => (v ? normalize(v) : null));
}

const invoiceFields = {
  categoryId: recordId('请选择发票类型').describe('发票类型编号，取自 GET /api/invoice_categories'),
  title: z
    .string({ message: '请填写发票抬头' })
    .trim()
    .min(TITLE_MIN, `发票抬头至少 ${TITLE_MIN} 个字`)
    .max(TITLE_MAX, `发票抬头不能超过 ${TITLE_MAX} 个字`)
    .describe('发票抬头：单位全称或个人姓名，2–60 个字'),
  taxNumber: optionalField(30, TAX_NUMBER_HINT, { test: isValidTaxNumber, message: TAX_NUMBER_HINT }, (v) => v.toUpperCase()).describe(
    '纳税人识别号（18 位统一社会信用代码）；增值税专用发票必填，其它类型填写时须有效',
  ),
  bankName: optionalField(60, '开户银行不能超过 60 个字').describe('开户银行；增值税专用发票必填'),
  bankAccount: optionalField(40, BANK_ACCOUNT_HINT, { test: isValidBankAccount, message: BANK_ACCOUNT_HINT }, compactDigits).describe(
    '银行账号，8–30 位数字；增值税专用发票必填',
  ),
  registeredAddress: optionalField(120, '注册地址不能超过 120 个字').describe('注册地址；增值税专用发票必填'),
  registeredPhone: optionalField(
    30,
    `注册电话不正确：${PHONE_HINT}`,
    { test: (v) => normalizeContactPhone(v) !== null, message: `注册电话不正确：${PHONE_HINT}` },
    (v) => normalizeContactPhone(v) as string,
  ).describe('注册电话（固定电话或手机号）；增值税专用发票必填'),
  email: optionalField(100, '收票邮箱不能超过 100 个字', { test: isValidInvoiceEmail, message: EMAIL_HINT }).describe(
    '收票邮箱；电子普通发票必填，电子发票发送到这里',
  ),
  isDefault: z.boolean().optional().describe('设为默认开票信息；不传或 false 时不改变默认'),
};

export const InvoiceInfoInput = z.object(invoiceFields);
export const InvoiceInfoUpdateInput = z.object({ id: recordId('请指定开票信息').describe('开票信息编号'), ...invoiceFields });
export const InvoiceInfoIdInput = z.object({ id: recordId('请指定开票信息').describe('开票信息编号') });

export const InvoiceInfoSchema = z.object({
  id: z.number().int().describe('开票信息编号'),
  category: z
    .object({ id: z.number().int(), code: z.string(), name: z.string() })
    .describe('发票类型：vat_normal 增值税普通发票，vat_special 增值税专用发票，e_normal 电子普通发票'),
  title: z.string().describe('发票抬头'),
  taxNumber: z.string().nullable().describe('纳税人识别号'),
  bankName: z.string().nullable().describe('开户银行'),
  bankAccount: z.string().nullable().describe('银行账号'),
  registeredAddress: z.string().nullable().describe('注册地址'),
  registeredPhone: z.string().nullable().describe('注册电话'),
  email: z.string().nullable().describe('收票邮箱'),
  isDefault: z.boolean().describe('是否默认开票信息；有开票信息时恰有一个默认'),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const InvoiceInfoPageSchema = pageSchema(InvoiceInfoSchema).describe('默认开票信息在前，其余按最近修改排序');

export const InvoiceInfoDeletedSchema = z.object({
  id: z.number().int().describe('已删除的开票信息编号'),
  defaultId: z.number().int().nullable().describe('删除后的默认开票信息编号；没有时为 null'),
});

/** The kinds of invoice (增值税专用发票, 普通发票, …) a buyer can ask for. */
export const InvoiceCategorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
});
