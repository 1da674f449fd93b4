import type { Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  // Files members upload (licences now; certificates later). The bytes live in storage, named by hash.
  await addIdColumn(db.schema.createTable('uploads'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_member_idx').on('uploads').column('member_id').execute();

  await db.schema
    .createTable('member_profiles')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('real_name', 'text', (c) => c.notNull())
    .addColumn('organisation_name', 'text')
    .addColumn('credit_code', 'text')
    .addColumn('licence_upload_id', 'integer', (c) => c.references('uploads.id'))
    .addColumn('address', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
