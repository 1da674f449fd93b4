import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

/**
 * Trust between strangers (issue 33; docs/decisions/0157-seller-trust.md).
 *
 * Goods area:
 * - `goods_price_events`: every change of an offer's price or availability,
 *   append-only, written in the transaction of the change; the price history
 *   and the price alerts read it.
 *
 * Trust area:
 * - `seller_performance`: each seller's measured figures over 180 days,
 *   recomputed by the scheduler, read cheaply by every page.
 * - `seller_ratings`: one rating per received order by its buyer, editable
 *   for 30 days, one answer by the seller; an operator may hide its comment.
 * - `price_watches`: a buyer following a CAS number (purity, pack, target).
 * - `price_watch_alerts`: one row per watch and price event that told the
 *   buyer, unique, so each change alerts once whatever instances run.
 * - `price_watch_progress`: the last price event the alert job has read.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('goods_price_events'), dialect)
    .addColumn('goods_id', 'integer', (c) => c.notNull())
    .addColumn('seller_id', 'integer', (c) => c.notNull())
    .addColumn('substance_id', 'integer', (c) => c.notNull())
    .addColumn('pack_size', 'double precision', (c) => c.notNull())
    .addColumn('unit_id', 'integer', (c) => c.notNull())
    .addColumn('purity_percent', 'double precision')
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    // 1: on shelf with stock a buyer can take; 0: off shelf, deleted or sold out.
    .addColumn('available', 'integer', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('goods_price_events_goods_idx').on('goods_price_events').columns(['goods_id', 'id']).execute();
  // Offers on shelf when this migration runs start their history here.
  await sql`insert into goods_price_events (goods_id, seller_id, substance_id, pack_size, unit_id, purity_percent, price_cents, available, recorded_at)
    select id, seller_id, substance_id, pack_size, unit_id, purity_percent, price_cents, 1, ${new Date().toISOString()}
    from goods where status = 'on_shelf' and stock > reserved`.execute(db);
  await db.schema.createIndex('goods_price_events_substance_idx').on('goods_price_events').columns(['substance_id', 'recorded_at']).execute();

  await db.schema
    .createTable('seller_performance')
    .addColumn('seller_id', 'integer', (c) => c.primaryKey())
    .addColumn('figures_json', 'text', (c) => c.notNull())
    .addColumn('computed_at', 'text', (c) => c.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('seller_ratings'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull().unique())
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('buyer_id', 'integer', (c) => c.notNull())
    .addColumn('seller_id', 'integer', (c) => c.notNull())
    .addColumn('quality', 'integer', (c) => c.notNull().check(sql`quality between 1 and 5`))
    .addColumn('delivery', 'integer', (c) => c.notNull().check(sql`delivery between 1 and 5`))
    .addColumn('service', 'integer', (c) => c.notNull().check(sql`service between 1 and 5`))
    .addColumn('comment', 'text')
    .addColumn('reply', 'text')
    .addColumn('replied_at', 'text')
    .addColumn('hidden_at', 'text')
    .addColumn('hidden_by', 'integer')
    .addColumn('hidden_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seller_ratings_seller_idx').on('seller_ratings').columns(['seller_id', 'created_at']).execute();

  await addIdColumn(db.schema.createTable('price_watches'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('substance_id', 'integer', (c) => c.notNull())
    .addColumn('min_purity_percent', 'double precision')
    // Both or neither: the pack the target price is for.
    .addColumn('pack_size', 'double precision')
    .addColumn('unit_id', 'integer')
    .addColumn('target_cents', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('price_watches_substance_idx').on('price_watches').columns(['substance_id', 'deleted_at']).execute();
  await db.schema.createIndex('price_watches_member_idx').on('price_watches').columns(['member_id', 'deleted_at']).execute();

  await addIdColumn(db.schema.createTable('price_watch_alerts'), dialect)
    .addColumn('watch_id', 'integer', (c) => c.notNull())
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('below_target', 'back_in_stock')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('price_watch_alerts_once_idx').on('price_watch_alerts').columns(['watch_id', 'event_id']).unique().execute();

  await db.schema
    .createTable('price_watch_progress')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_event_id', 'integer', (c) => c.notNull())
    .execute();
}
