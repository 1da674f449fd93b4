import { z } from 'zod';
import { PageQuery, pageSchema } from '@/lib/server/core/pagination';
import { OfferSchema } from '@/lib/server/goods/schema';

export const ProductQuery = z.object({
  cas: z.string().trim().min(1).max(20).describe('CAS 号，带或不带连字符，如 64-17-5'),
});

export const ProductDetailSchema = z.object({
  cas: z.string(),
  name: z.string(),
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
});

export const SearchQuery = PageQuery.extend({
  keyword: z.string().trim().min(1, '请输入搜索内容').max(100).describe('CAS 号、名称、别名、分子式或 InChIKey'),
});

export const SearchHitSchema = z.object({
  cas: z.string(),
  name: z.string(),
  formula: z.string().nullable(),
  molecularWeight: z.number().nullable(),
  category: z.string().nullable(),
  offerCount: z.number().int(),
  lowestPriceCents: z.number().int().nullable(),
});

export const SearchResultSchema = pageSchema(SearchHitSchema);
