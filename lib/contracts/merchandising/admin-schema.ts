import { z } from 'zod';
import { centsField } from '@/lib/contracts/fields';
import { MAX_PAGE_SIZE, PageQuery, pageSchema, pageSizeField, recordId } from '@/lib/contracts/pagination';
import { normalizeCas } from '@/lib/shared/cas';

/** Operator console: the merchandising lists (promotion, main products, electronic grade) and direct suppliers. */

export const PLACEMENT_LISTS = ['promotion', 'main', 'electronic_grade'] as const;
const listField = z
  .enum(PLACEMENT_LISTS, { message: '列表应为 promotion、main 或 electronic_grade' })
  .describe('promotion 促销、main 主营产品、electronic_grade 电子级');

export const PlacementListQuery = PageQuery.extend({ list: listField, pageSize: pageSizeField(MAX_PAGE_SIZE).default(50) });

const instant = (what: string) =>
  z
    .string()
    .trim()
    .max(40)
    .refine((v) => !Number.isNaN(Date.parse(v)), `${what}不是有效的时间`)
    .transform((v) => new Date(v).toISOString());

const optionalText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `${what}不能超过 ${max} 个字`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const PlacementInput = z
  .object({
    list: listField,
    cas: z
      .string({ message: '请填写 CAS 号' })
      .trim()
      .refine((v) => normalizeCas(v) !== null, 'CAS 号不正确：格式如 64-17-5，末位为校验位')
      .transform((v) => normalizeCas(v) as string),
    label: optionalText(20, '标签').describe('促销：标签，如“限时 8.5 折”；电子级：等级，如 SEMI G4（必填）'),
    promotionPriceCents: centsField('促销价', { min: 1, max: 1_000_000_000 })
      .nullable()
      .optional()
      .transform((v) => v ?? null)
      .describe('促销价，单位：分；只用于促销'),
    note: optionalText(200, '说明'),
    startsAt: instant('开始时间').optional().describe('开始展示的时间（ISO 8601）；不填为立即'),
    endsAt: instant('结束时间')
      .nullable()
      .optional()
      .transform((v) => v ?? null)
      .describe('结束时间（ISO 8601）；不填为长期'),
  })
  .refine((p) => p.list !== 'electronic_grade' || p.label !== null, { message: '请填写电子级等级，如 SEMI G4、6N', path: ['label'] })
  .refine((p) => p.list === 'promotion' || p.promotionPriceCents === null, { message: '只有促销列表可设置促销价', path: ['promotionPriceCents'] })
  .refine((p) => !p.endsAt || !p.startsAt || p.endsAt > p.startsAt, { message: '结束时间应晚于开始时间', path: ['endsAt'] });
export type PlacementInput = z.infer<typeof PlacementInput>;

export const PlacementIdInput = z.object({ id: recordId('列表条目编号不正确') });
export const PlacementMoveInput = PlacementIdInput.extend({
  direction: z.enum(['up', 'down'], { message: '方向应为 up 或 down' }).describe('up 上移一位，down 下移一位'),
});

export const AdminPlacementSchema = z.object({
  id: z.number().int(),
  list: z.enum(PLACEMENT_LISTS),
  cas: z.string(),
  name: z.string(),
  nameZh: z.string().nullable(),
  position: z.number().int().describe('在列表中的位置，从 1 开始'),
  label: z.string().nullable(),
  promotionPriceCents: z.number().int().nullable(),
  note: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  status: z.enum(['running', 'scheduled', 'ended']).describe('running 展示中、scheduled 未开始、ended 已结束'),
  createdAt: z.string(),
});
export const AdminPlacementPageSchema = pageSchema(AdminPlacementSchema);

export const DirectSupplierInput = z.object({
  account: z.string({ message: '请填写卖家账号' }).trim().min(1, '请填写卖家账号').max(60).describe('卖家的用户名、手机号或邮箱'),
  label: z
    .string()
    .trim()
    .max(20, '标签不能超过 20 个字')
    .optional()
    .transform((v) => v || '厂家直供'),
});
export const DirectSupplierIdInput = z.object({ sellerId: recordId('卖家编号不正确') });

export const DirectSupplierSchema = z.object({
  sellerId: z.number().int(),
  username: z.string(),
  name: z.string(),
  label: z.string(),
  createdAt: z.string(),
});
