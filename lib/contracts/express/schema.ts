import { z } from 'zod';
import { intField } from '@/lib/contracts/fields';
import { recordId } from '@/lib/contracts/pagination';

/** `{no}` in a tracking URL stands for the waybill number. */
export const WAYBILL_PLACEHOLDER = '{no}';

export const ExpressCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().describe('快递公司编码，如 SF、ZTO'),
  trackingUrlTemplate: z.string().nullable().describe('查询运单的网址，{no} 处填运单号；null 为无公开查询页'),
  dangerousGoods: z.boolean().describe('具备危险货物道路运输资质（可承运危险化学品）'),
});

export const AdminExpressCompanySchema = ExpressCompanySchema.extend({
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const ExpressCompanyQuery = z.object({
  dangerousGoods: z
    .enum(['true', 'false'], { message: 'dangerousGoods 应为 true 或 false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true'))
    .describe('true：只列可承运危险化学品的公司；false：只列普通快递'),
});

const expressFields = {
  name: z.string({ message: '请填写快递公司名称' }).trim().min(2, '快递公司名称至少 2 个字').max(30, '快递公司名称不能超过 30 个字'),
  code: z
    .string({ message: '请填写快递公司编码' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z][A-Z0-9_]{1,19}$/, '编码应为 2–20 位大写字母、数字或下划线，以字母开头，如 SF、ZTO'),
  trackingUrlTemplate: z
    .string()
    .trim()
    .max(300, '查询网址不能超过 300 个字符')
    .nullable()
    .optional()
    .transform((v) => (v ? v : null))
    .refine(
      (v) => v === null || (/^https?:\/\/[^\s]+$/.test(v) && v.includes(WAYBILL_PLACEHOLDER)),
      `查询网址应以 http(s):// 开头，并用 ${WAYBILL_PLACEHOLDER} 表示运单号`,
    )
    .describe('查询运单的网址，{no} 处填运单号；可不填'),
  enabled: z.boolean({ message: '启用状态应为 true 或 false' }).default(true),
  dangerousGoods: z.boolean({ message: '危险品资质应为 true 或 false' }).default(false),
  sortOrder: intField('排序', { min: 0, max: 9999 }).default(0).describe('越小越靠前'),
};

export const ExpressCompanyInput = z.object(expressFields);
export type ExpressCompanyInput = z.infer<typeof ExpressCompanyInput>;

export const ExpressCompanyUpdateInput = z.object({ id: recordId('快递公司编号不正确'), ...expressFields });
export type ExpressCompanyUpdateInput = z.infer<typeof ExpressCompanyUpdateInput>;

export const ExpressCompanyIdInput = z.object({ id: recordId('快递公司编号不正确') });
export const ExpressCompanyDeletedSchema = z.object({ id: z.number().int() });
