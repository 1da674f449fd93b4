import { sql, type SelectQueryBuilder } from 'kysely';

/** How many rows a query would answer (its from, joins and where; its select and order dropped): a list's `total`. */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await query.clearSelect().clearOrderBy().select(sql<number>`count(*)`.as('total')).executeTakeFirst();
  return Number((row as { total?: number | string } | undefined)?.total ?? 0);
}

/** One page of a list and the list's total, from one filtered query: `page` adds the select, order and window. */
export async function pageWithTotal<DB, TB extends keyof DB, O, R>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: (query: SelectQueryBuilder<DB, TB, O>) => Promise<R[]>,
): Promise<{ rows: R[]; total: number }> {
  const [rows, total] = await Promise.all([page(query), countRows(query)]);
  return { rows, total };
}
