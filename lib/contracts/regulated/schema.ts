import { z } from 'zod';
import { LIST_KEYS } from '@/lib/shared/regulated-lists';

export const RestrictionQuery = z.object({
  cas: z.string().trim().min(1).max(20).describe('CAS 号，带或不带连字符，如 7722-64-7'),
});

export const ListSourceSchema = z.object({
  document: z.string().describe('名录的正式名称'),
  authority: z.string().describe('发布机关'),
  edition: z.string().describe('版本或增补情况'),
  url: z.string().describe('本站数据所依据的副本地址'),
  taken: z.string().describe('取用数据的日期（YYYY-MM-DD）'),
});

export const ListRequirementSchema = z.object({
  text: z.string().describe('购买方须提供的证件或须办理的手续'),
  basis: z.string().describe('法规依据（条款）'),
});

export const ListResultSchema = z.object({
  key: z.enum(LIST_KEYS).describe('名录：precursor 易制毒、explosive_precursor 易制爆、highly_toxic 剧毒、hazardous 危险化学品目录'),
  name: z.string().describe('名录的简称，如“易制毒化学品”'),
  onList: z.boolean().describe('该 CAS 号是否列在本名录中（按 CAS 号精确匹配）'),
  category: z.string().nullable().describe('易制毒的类别（1/2/3）或易制爆的分组；其他名录为 null'),
  item: z.string().nullable().describe('名录中的序号或编号'),
  entryName: z.string().nullable().describe('名录中该条目的中文品名'),
  note: z.string().nullable().describe('名录对该条目的限定（浓度、形态等）或说明'),
  requirement: ListRequirementSchema.nullable().describe('在名录中时，购买方须提供的证件及法规依据'),
  source: ListSourceSchema,
  complete: z.boolean().describe('本站是否持有完整名录；为 false 时 onList=false 只表示本站数据中未找到，不能据此认定不在名录中'),
});

export const RestrictionResultSchema = z.object({
  cas: z.string().describe('规范化后的 CAS 号'),
  regulated: z.boolean().describe('是否列入任一名录'),
  lists: z.array(ListResultSchema).describe('逐个名录的结果，顺序：易制毒、易制爆、剧毒、危险化学品目录'),
  requirements: z.array(z.string()).describe('购买方须满足的全部要求（去重），每条附法规依据'),
});

export type ListResult = z.infer<typeof ListResultSchema>;
export type RestrictionResult = z.infer<typeof RestrictionResultSchema>;
