import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { GhsLabelTable } from '@/lib/server/core/db/schema';

/** A label row as the service reads it (in force: not superseded). */
export type LabelRow = Omit<Selectable<GhsLabelTable>, 'supersededAt'>;

const COLUMNS = [
  'id',
  'substanceId',
  'source',
  'sellerId',
  'pictograms',
  'signalWord',
  'hazardCodes',
  'precautionCodes',
  'basis',
  'createdBy',
  'createdAt',
] as const;

/** The labels in force (not superseded) of these substances, or of every substance when none are named. */
export async function currentLabels(db: Db, substanceIds?: number[]): Promise<LabelRow[]> {
  let query = db.selectFrom('ghsLabels').select(COLUMNS).where('supersededAt', 'is', null);
  if (substanceIds) {
    if (substanceIds.length === 0) return [];
    query = query.where('substanceId', 'in', [...new Set(substanceIds)]);
  }
  return query.orderBy('substanceId').orderBy('id').execute();
}

/** Adds a label in place of the author's earlier one for the substance (a seller's, or the operator's reviewed label). */
export async function replaceLabel(db: Db, row: Omit<LabelRow, 'id'>): Promise<number> {
  let earlier = db
    .updateTable('ghsLabels')
    .set({ supersededAt: row.createdAt })
    .where('substanceId', '=', row.substanceId)
    .where('source', '=', row.source)
    .where('supersededAt', 'is', null);
  earlier = row.sellerId === null ? earlier.where('sellerId', 'is', null) : earlier.where('sellerId', '=', row.sellerId);
  await earlier.execute();
  const inserted = await db
    .insertInto('ghsLabels')
    .values({ ...row, supersededAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** SQL handed in by the goods area: the seller offers the substance on shelf now (only such sellers' labels count). */
export type SellerOnShelf = (sellerId: RawBuilder<unknown>, substanceId: RawBuilder<unknown>) => RawBuilder<boolean>;

/**
 * SQL for the catalog's search filter: true when the substance's label in
 * force (the operator's, else the newest label of a seller offering it on
 * shelf) shows the pictogram, or with `none`, when it has no label or one
 * without pictograms.
 */
export function labelCondition(substanceId: RawBuilder<unknown>, filter: 'none' | string, onShelf: SellerOnShelf): RawBuilder<boolean> {
  const inForce = sql`(select l.pictograms from ghs_labels l where l.substance_id = ${substanceId} and l.superseded_at is null
    and (l.source = 'operator' or ${onShelf(sql`l.seller_id`, substanceId)})
    order by case when l.source = 'operator' then 0 else 1 end, l.id desc limit 1)`;
  if (filter === 'none') return sql<boolean>`coalesce(${inForce}, '') = ''`;
  return sql<boolean>`(',' || coalesce(${inForce}, '') || ',') like ${`%,${filter},%`}`;
}
