import { sql } from 'kysely';
import { dialectOf, type Db } from '@/lib/server/core/db';
import type { CatalogOffers } from './offers';
import { filterConditions, LISTED, onShelf } from './search/engine';
import type { SearchFilters } from './search/query';

/** Products on one page of a category listing (/categories/:slug/:page); the sitemap lists every such page. */
export const CATEGORY_PAGE_SIZE = 20;

/**
 * One page of a category's substances, narrowed by the search's filters:
 * products someone sells first, then those with a Chinese name (the ones a
 * buyer here is likeliest to look for), then by name. Same filters, same
 * SQL conditions as the search, so a category listing and a search with that
 * category filter agree.
 */
export async function browseCategory(
  db: Db,
  offers: CatalogOffers,
  slug: string,
  filters: Omit<SearchFilters, 'category'>,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const where = sql.join([LISTED, ...filterConditions({ ...filters, category: slug }, offers)], sql` and `);
  const binary = dialectOf(db) === 'postgres' ? sql`s.name collate "C"` : sql`s.name`;
  const [rows, counted] = await Promise.all([
    sql<{ id: number }>`select s.id from substances s where ${where}
      order by ${onShelf(offers)} desc, case when s.name_zh is null then 1 else 0 end, length(s.name), ${binary}, s.id
      limit ${page.limit} offset ${page.offset}`.execute(db),
    sql<{ total: number }>`select count(*) as total from substances s where ${where}`.execute(db),
  ]);
  return { ids: rows.rows.map((r) => Number(r.id)), total: Number(counted.rows[0]?.total ?? 0) };
}
