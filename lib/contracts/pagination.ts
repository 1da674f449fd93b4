import { z } from 'zod';
import { intField } from '@/lib/contracts/fields';

export { MAX_RECORD_ID, recordId } from '@/lib/contracts/fields';

export const MAX_PAGE_SIZE = 100;
/** The largest page number anything accepts; beyond it the offset alone would be absurd. */
export const MAX_PAGE = 100_000;

/** How many rows a page holds, at most `max` (some lists allow more than the usual 100). */
export function pageSizeField(max: number) {
  return intField('每页条数', { min: 1, max });
}

/** The one pagination input: `page` is 1-based. */
export const PageQuery = z.object({
  page: intField('页码', { min: 1, max: MAX_PAGE }).default(1),
  pageSize: pageSizeField(MAX_PAGE_SIZE).default(20),
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

/** `/…/:page` → the page number, or null for anything but a plain positive integer ("0", "01", "2.5", "abc"). */
export function pageNumberOf(segment: string): number | null {
  if (!/^[1-9]\d*$/.test(segment)) return null;
  const page = Number(segment);
  return page <= MAX_PAGE ? page : null;
}
