import type { Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

/**
 * Requests visitors send from the help centre and the service pages:
 * usage feedback (使用反馈), consignment (代售/寄售) and international
 * logistics (国际物流). One table for the three: they share contact,
 * address and status, and differ only in the details kept as JSON.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('service_requests'), dialect)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer')
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('client_ip', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The per-address rate limit counts recent rows of one kind from one address.
  await db.schema.createIndex('service_requests_ip_recent').on('service_requests').columns(['client_ip', 'kind', 'created_at']).execute();
  await db.schema.createIndex('service_requests_kind_recent').on('service_requests').columns(['kind', 'created_at']).execute();
}
