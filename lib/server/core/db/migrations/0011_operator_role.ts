import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/** The platform operator (reviews goods, certificates, offline payments) is a role on a member, like buyer and seller. */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('is_operator', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
