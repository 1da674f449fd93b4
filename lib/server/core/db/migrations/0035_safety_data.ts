import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

/**
 * Safety data (issue 31; docs/decisions/0156-safety-data.md), owned by the
 * safety area.
 *
 * - `safety_data_sheets`: a seller's SDS of a substance, one row per
 *   version and language (zh required for hazardous goods, en optional),
 *   append-only: the current sheet is the newest row; orders and the
 *   operator's age list read the version that was current.
 * - `sds_update_requests`: the operator asks a seller for a newer SDS; the
 *   request is answered when a newer revision is uploaded.
 * - `ghs_labels`: a GHS label of a substance (pictograms, signal word, H and
 *   P codes) as a seller read it from their SDS or as the operator reviewed
 *   it; a new entry by the same author supersedes theirs. The operator's
 *   label wins where sellers disagree.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('safety_data_sheets'), dialect)
    .addColumn('seller_id', 'integer', (c) => c.notNull())
    .addColumn('substance_id', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('zh', 'en')`))
    .addColumn('upload_id', 'integer', (c) => c.notNull())
    .addColumn('revised_on', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('safety_data_sheets_owner_idx').on('safety_data_sheets').columns(['seller_id', 'substance_id', 'language', 'id']).execute();
  await db.schema.createIndex('safety_data_sheets_substance_idx').on('safety_data_sheets').columns(['substance_id']).execute();

  await addIdColumn(db.schema.createTable('sds_update_requests'), dialect)
    .addColumn('seller_id', 'integer', (c) => c.notNull())
    .addColumn('substance_id', 'integer', (c) => c.notNull())
    .addColumn('requested_by', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    // The revision the operator found too old: a newer one answers the request.
    .addColumn('revised_on_seen', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .execute();
  await db.schema.createIndex('sds_update_requests_owner_idx').on('sds_update_requests').columns(['seller_id', 'substance_id']).execute();
  // One open request per sheet, whatever two operators do at once.
  await sql`create unique index sds_update_requests_open_idx on sds_update_requests (seller_id, substance_id) where answered_at is null`.execute(db);

  await addIdColumn(db.schema.createTable('ghs_labels'), dialect)
    .addColumn('substance_id', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('seller', 'operator')`))
    // The seller whose SDS it was read from; null on the operator's label.
    .addColumn('seller_id', 'integer')
    .addColumn('pictograms', 'text', (c) => c.notNull())
    .addColumn('signal_word', 'text', (c) => c.check(sql`signal_word in ('danger', 'warning')`))
    .addColumn('hazard_codes', 'text', (c) => c.notNull())
    .addColumn('precaution_codes', 'text', (c) => c.notNull())
    .addColumn('basis', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('superseded_at', 'text')
    .execute();
  await db.schema.createIndex('ghs_labels_substance_idx').on('ghs_labels').columns(['substance_id', 'superseded_at']).execute();
  // One label in force per author (a seller, or the operators) and substance.
  await sql`create unique index ghs_labels_current_idx on ghs_labels (substance_id, source, coalesce(seller_id, 0)) where superseded_at is null`.execute(db);
}
