import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;

/** The one pagination input: `page` is 1-based. */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** The one pagination answer. */
export type Page<T> = { list: T[]; total: number; page: number; pageSize: number };

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}

export function offsetOf({ page, pageSize }: PageQuery): number {
  return (page - 1) * pageSize;
}
