import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

/**
 * Message threads about an inquiry line, between its buyer and one seller
 * (issue 29; docs/decisions/0149-inquiry-threads.md).
 *
 * - `inquiry_threads`: one per line and seller (unique), with the count, the
 *   newest message and how far each side has read (the id of the last
 *   message they saw), so unread counts need no per-message flags.
 * - `inquiry_thread_messages`: append-only; the author is the buyer or the
 *   seller of the thread; attachments are upload ids (JSON) made for messages.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('inquiry_threads'), dialect)
    .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('inquiries.id'))
    .addColumn('line_id', 'integer', (c) => c.notNull().references('inquiry_lines.id'))
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_message_at', 'text')
    .addColumn('buyer_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seller_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inquiry_threads_line_seller_idx').unique().on('inquiry_threads').columns(['line_id', 'seller_id']).execute();
  await db.schema.createIndex('inquiry_threads_inquiry_idx').on('inquiry_threads').columns(['inquiry_id']).execute();

  await addIdColumn(db.schema.createTable('inquiry_thread_messages'), dialect)
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('inquiry_threads.id'))
    .addColumn('author', 'text', (c) => c.notNull().check(sql`author in ('buyer', 'seller')`))
    .addColumn('author_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attachment_ids', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inquiry_thread_messages_thread_idx').on('inquiry_thread_messages').columns(['thread_id', 'id']).execute();
  await db.schema.createIndex('inquiry_thread_messages_author_idx').on('inquiry_thread_messages').columns(['author_id', 'created_at']).execute();
}
