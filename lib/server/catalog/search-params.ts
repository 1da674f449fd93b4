import { SearchFilterQuery } from '@/lib/contracts/catalog/schema';
import type { SearchFilterParams } from '@/lib/shared/highlight';

export type RawSearchParams = Record<string, string | string[] | undefined>;

/** Filters from the query string; one that does not read is left out rather than failing the page. */
export function readFilters(searchParams: RawSearchParams): SearchFilterParams {
  const filters: SearchFilterParams = {};
  for (const key of ['category', 'purity', 'inStock', 'sellerId', 'hazard'] as const) {
    const value = searchParams[key];
    const parsed = SearchFilterQuery.pick({ [key]: true } as Record<typeof key, true>).safeParse({ [key]: Array.isArray(value) ? value[0] : value });
    if (parsed.success) Object.assign(filters, parsed.data);
  }
  return filters;
}
