import { z } from 'zod';
import { ProductCardSchema } from '@/lib/contracts/catalog/schema';
import { decimalField } from '@/lib/contracts/fields';
import { PageQuery, pageSchema } from '@/lib/contracts/pagination';

import { DEFAULT_SIMILARITY_THRESHOLD, STRUCTURE_MODES } from '@/lib/shared/structure';

/** A molfile of a large drawing is a few tens of kilobytes; anything bigger is not a query. */
export const MAX_STRUCTURE_LENGTH = 100_000;

export const StructureSearchBody = PageQuery.extend({
  structure: z
    .string({ message: '请输入 SMILES 或绘制结构' })
    .max(MAX_STRUCTURE_LENGTH, '结构过大：请输入不超过 100 KB 的 SMILES 或 molfile')
    .refine((s) => s.trim() !== '', '请输入 SMILES 或绘制结构')
    .describe('查询结构：SMILES、SMARTS 或 molfile（V2000/V3000）；SMILES 中的 * 表示任意原子'),
  mode: z
    .enum(STRUCTURE_MODES, { message: '搜索方式应为 substructure、similarity 或 exact' })
    .default('substructure')
    .describe('substructure 子结构、similarity 相似度、exact 精确'),
  threshold: decimalField('相似度阈值', { min: 0.1, max: 1 })
    .default(DEFAULT_SIMILARITY_THRESHOLD)
    .describe('相似度搜索的 Tanimoto 阈值（Morgan 半径 2、2048 位），默认 0.7'),
});
export type StructureSearchInput = z.output<typeof StructureSearchBody>;

/** A hit: the product card's identity and offers (no category), with the structure drawn and scored. */
export const StructureHitSchema = ProductCardSchema.pick({
  cas: true,
  name: true,
  nameZh: true,
  formula: true,
  molecularWeight: true,
  offerCount: true,
  lowestPriceCents: true,
}).extend({
  smiles: z.string(),
  /** Tanimoto similarity (similarity mode), 1 for exact hits, null for substructure hits. */
  score: z.number().nullable(),
  /** The structure with the matched atoms highlighted. */
  svg: z.string().nullable(),
});
export type StructureHit = z.infer<typeof StructureHitSchema>;

export const StructureSearchResultSchema = pageSchema(StructureHitSchema).extend({
  truncated: z.boolean().describe('结果不完整：命中超过 1000 条，或搜索达到时间上限'),
  engine: z.enum(['memory', 'cartridge']).describe('执行搜索的引擎：内存索引或 PostgreSQL RDKit 插件'),
});
export type StructureSearchResult = z.infer<typeof StructureSearchResultSchema>;
