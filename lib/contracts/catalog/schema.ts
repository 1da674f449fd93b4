import { z } from 'zod';
import { PageQuery, pageSchema, recordId } from '@/lib/contracts/pagination';
import { OfferSchema } from '@/lib/contracts/goods/schema';
import { GhsLabelSchema } from '@/lib/contracts/safety/schema';

export const ProductQuery = z.object({
  cas: z.string().trim().min(1).max(20).describe('CAS 号，带或不带连字符，如 64-17-5'),
});

export const ProductDetailSchema = z.object({
  cas: z.string(),
  name: z.string(),
  nameZh: z.string().nullable().describe('中文名：官方名录的，或按中国化学会命名原则生成的（见 nameZhSource）'),
  nameZhSource: z.string().nullable().describe('中文名的出处：名录与条目号，或“…生成，非名录名称”'),
  iupacName: z.string().nullable(),
  synonyms: z.array(z.string()),
  formula: z.string().nullable(),
  molecularWeight: z.number().nullable(),
  smiles: z.string().nullable(),
  inchi: z.string().nullable(),
  inchikey: z.string().nullable(),
  pubchemCid: z.number().int().nullable(),
  category: z.object({ slug: z.string(), name: z.string() }).nullable(),
  properties: z.object({
    meltingPointK: z.number().nullable(),
    boilingPointK: z.number().nullable(),
    densityKgM3: z.number().nullable(),
  }),
  offers: z.array(OfferSchema),
  ghs: GhsLabelSchema.nullable().describe('GHS 标签（象形图、信号词、危险与防范说明）；平台审定的优先，否则为最新的供应商填写；null 表示无人填写'),
});

/** Query-string booleans: "1"/"true" are true; absent, "0" or "false" are false. */
const flag = z
  .enum(['1', '0', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

export const SearchFilterQuery = z.object({
  category: z.string().trim().max(40).optional().describe('分类标识（slug），如 organic'),
  purity: z
    .string()
    .trim()
    .regex(/^(\d{1,2}(\.\d+)?|100|[A-Za-z]{2,4})$/, '纯度应为百分比数字（如 98）或等级（如 AR）')
    .optional()
    .describe('最低纯度百分比（如 99）或等级（AR、GR、CP）'),
  inStock: flag.describe('只看有现货（库存大于 0）的产品：1 或 true'),
  sellerId: recordId('卖家编号不正确').optional().describe('只看该卖家在售的产品'),
  hazard: z
    .enum(['none', 'GHS01', 'GHS02', 'GHS03', 'GHS04', 'GHS05', 'GHS06', 'GHS07', 'GHS08', 'GHS09'], { message: '危险品标签筛选应为 none 或 GHS01 到 GHS09' })
    .optional()
    .describe('none：无危险品标签（无人填写或无象形图）；GHS01…GHS09：标签含该象形图'),
});

export const SearchQuery = PageQuery.extend({
  keyword: z.string().trim().min(1, '请输入搜索内容').max(100).describe('CAS 号（带或不带连字符）、名称、别名、分子式（任意元素顺序）或 InChIKey'),
}).extend(SearchFilterQuery.shape);

/** A substance as every product list shows it (search, merchandising lists): identity, category, on-shelf offers. */
export const ProductCardSchema = z.object({
  cas: z.string(),
  name: z.string(),
  nameZh: z.string().nullable().describe('中文名（来自官方名录）'),
  formula: z.string().nullable(),
  molecularWeight: z.number().nullable(),
  category: z.string().nullable(),
  categorySlug: z.string().nullable(),
  offerCount: z.number().int().describe('在售报价数'),
  lowestPriceCents: z.number().int().nullable().describe('在售最低价，单位：分'),
});

export const SearchHitSchema = ProductCardSchema.extend({
  matched: z
    .object({
      field: z.enum(['cas', 'inchikey', 'formula', 'name', 'name_zh', 'iupac', 'synonym', 'alias_zh', 'pinyin', 'pinyin_initials']),
      text: z.string(),
    })
    .nullable()
    .describe('命中的字段与文字，如命中的别名'),
  hazard: z
    .object({ pictograms: z.array(z.string()), signalWord: z.string().nullable() })
    .nullable()
    .describe('GHS 象形图与信号词（有标签且有象形图时）'),
});

export const SearchResultSchema = pageSchema(SearchHitSchema).extend({
  correctedKeyword: z.string().nullable().describe('按原词无结果时，纠正拼写后实际搜索的关键词'),
  truncated: z.boolean().describe('匹配过多时为 true：只列出最相关的结果（最多 1000 个），请输入更具体的关键词或使用筛选'),
});
