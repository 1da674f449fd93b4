import { z } from 'zod';
import { pageSchema, PageQuery } from '@/lib/contracts/pagination';
import { normalizeContactPhone, PHONE_HINT } from '@/lib/shared/address-rules';
import { normalizeCas } from '@/lib/shared/cas';
import { EMAIL_RULE } from '@/lib/shared/identity';
import { DANGEROUS_GOODS_CLASSES, FEEDBACK_TOPICS, LOGISTICS_DIRECTIONS, TRANSPORT_MODES } from '@/lib/shared/service-requests';

// Every message is Chinese: the route pipeline puts the first one in the envelope's msg.

const text = (label: string, min: number, max: number) =>
  z
    .string({ message: `请填写${label}` })
    .trim()
    .min(min, min <= 1 ? `请填写${label}` : `${label}至少 ${min} 个字`)
    .max(max, `${label}不能超过 ${max} 个字`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过 ${max} 个字`)
    .optional()
    .nullable()
    .transform((v) => v || null);

const contactFields = {
  contactName: text('联系人', 2, 30).describe('联系人姓名'),
  email: z
    .string({ message: '请填写邮箱' })
    .trim()
    .max(100, '邮箱不能超过 100 个字')
    .refine((v) => EMAIL_RULE.test(v), '请填写有效的邮箱，受理回执将发送到这里')
    .describe('邮箱：受理回执发送到这里'),
  phone: z
    .string()
    .trim()
    .max(30, PHONE_HINT)
    .optional()
    .nullable()
    .refine((v) => !v || normalizeContactPhone(v) !== null, PHONE_HINT)
    .transform((v) => (v ? normalizeContactPhone(v) : null))
    .describe('联系电话（选填）'),
};

const optionalCas = z
  .string()
  .trim()
  .max(20, 'CAS 号不正确：格式如 64-17-5')
  .optional()
  .nullable()
  .refine((v) => !v || normalizeCas(v) !== null, 'CAS 号不正确：格式如 64-17-5，末位为校验位')
  .transform((v) => (v ? normalizeCas(v) : null))
  .describe('CAS 号（选填）');

const valuesOf = <T extends readonly { value: string }[]>(list: T) => list.map((i) => i.value) as [T[number]['value'], ...T[number]['value'][]];

export const FeedbackInput = z.object({
  ...contactFields,
  topic: z.enum(FEEDBACK_TOPICS, { message: '请选择反馈类型' }).describe('反馈类型'),
  content: text('反馈内容', 10, 2000).describe('反馈内容，10–2000 个字'),
  pageUrl: optionalText('相关页面地址', 300).describe('相关页面地址（选填）'),
});

export const ConsignmentInput = z.object({
  ...contactFields,
  company: text('公司名称', 2, 60).describe('寄售单位全称'),
  productName: text('产品名称', 1, 100).describe('寄售产品名称'),
  cas: optionalCas,
  quantity: text('数量与包装', 1, 100).describe('可寄售数量与包装，如 500 g × 20 瓶'),
  location: text('存货所在地', 2, 60).describe('存货所在省市'),
  hazardous: z.boolean({ message: '请说明是否属于危险化学品' }).describe('是否属于危险化学品（含易制毒、易制爆、剧毒）'),
  note: optionalText('补充说明', 1000).describe('纯度、批号、有效期、期望价格等（选填）'),
});

export const LogisticsInput = z.object({
  ...contactFields,
  company: optionalText('公司名称', 60).describe('公司名称（选填）'),
  direction: z.enum(valuesOf(LOGISTICS_DIRECTIONS), { message: '请选择进口或出口' }).describe('import 进口，export 出口'),
  origin: text('起运地', 2, 60).describe('起运国家/城市'),
  destination: text('目的地', 2, 60).describe('目的国家/城市'),
  productName: text('货物品名', 1, 100).describe('货物品名'),
  cas: optionalCas,
  unNumber: z
    .string()
    .trim()
    .optional()
    .nullable()
    .refine((v) => !v || /^(UN)?\s*\d{4}$/i.test(v), 'UN 编号为 4 位数字，如 UN1170')
    .transform((v) => (v ? `UN${v.replace(/\D/g, '')}` : null))
    .describe('联合国编号（选填），如 UN1170'),
  dangerClass: z.enum(valuesOf(DANGEROUS_GOODS_CLASSES), { message: '请选择危险品类别' }).describe('危险品类别：none、1–9 或 unknown'),
  transportMode: z.enum(valuesOf(TRANSPORT_MODES), { message: '请选择运输方式' }).describe('sea、air、rail、road 或 any'),
  weight: text('货物重量与件数', 1, 60).describe('毛重与件数，如 200 kg / 8 桶'),
  hasMsds: z.boolean({ message: '请说明是否已有 MSDS' }).describe('是否已有中英文 MSDS（SDS）'),
  note: optionalText('补充说明', 1000).describe('期望时效、贸易条款（如 FOB、CIF）等（选填）'),
});

export type FeedbackInput = z.output<typeof FeedbackInput>;
export type ConsignmentInput = z.output<typeof ConsignmentInput>;
export type LogisticsInput = z.output<typeof LogisticsInput>;

export const ServiceRequestReceipt = z.object({
  id: z.number().int(),
  requestNo: z.string().describe('受理编号，如 JS20261123000012'),
  mailedTo: z.string().describe('受理回执发送的邮箱'),
  createdAt: z.string(),
});

export const ServiceRequestListQuery = PageQuery.extend({
  kind: z
    .enum(['feedback', 'consignment', 'logistics'], { message: '类型应为 feedback、consignment 或 logistics' })
    .optional()
    .describe('只看一种；不传为全部'),
});

export const ServiceRequestSchema = z.object({
  id: z.number().int(),
  requestNo: z.string(),
  kind: z.enum(['feedback', 'consignment', 'logistics']),
  memberId: z.number().int().nullable().describe('提交时已登录的会员'),
  contactName: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string(),
  details: z.record(z.string(), z.unknown()).describe('该类型表单的其余字段'),
  clientIp: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

export const ServiceRequestPageSchema = pageSchema(ServiceRequestSchema).describe('最新的在前');

export const CoaLookupQuery = z.object({
  cas: z
    .string({ message: '请填写 CAS 号' })
    .trim()
    .min(1, '请填写 CAS 号')
    .max(20, 'CAS 号不正确：格式如 64-17-5')
    .refine((v) => normalizeCas(v) !== null, 'CAS 号不正确：格式如 64-17-5，末位为校验位')
    .transform((v) => normalizeCas(v) as string)
    .describe('CAS 号'),
  lot: z.string({ message: '请填写批号' }).trim().min(1, '请填写批号').max(40, '批号不能超过 40 个字').describe('批号（Lot No.），见瓶签或随货单据'),
});

export const CoaLookupResult = z.object({
  cas: z.string(),
  productName: z.string(),
  lotNumber: z.string(),
  certificates: z
    .array(z.object({ goodsId: z.number().int(), purity: z.string(), url: z.string().describe('证书 PDF 地址（/coa/{goodsId}）') }))
    .describe('该批号的在售商品各自的证书'),
});
