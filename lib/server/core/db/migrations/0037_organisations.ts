import { sql, type Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

/**
 * Organisations (issue 32, first part; docs/decisions/0158-organisations.md).
 *
 * - `organisations`: a research group (课题组, made by a teacher) or a company
 *   or institute (单位, made by a licence member).
 * - `organisation_members`: one row per stay of a member in an organisation
 *   with their roles; leaving or being removed ends the row (`left_at`), so the
 *   history stays and a member who comes back gets a new row. At most one
 *   current row per member and organisation (a partial unique index).
 * - `organisation_invitations`: an invitation addressed to one member
 *   (accepted or declined once) or a link anyone signed in may use until it
 *   expires or is revoked.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('organisations'), dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('research_group', 'company')`))
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('organisations_created_by_idx').on('organisations').column('created_by').execute();

  await addIdColumn(db.schema.createTable('organisation_members'), dialect)
    .addColumn('organisation_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    // Comma-separated, in the fixed order owner,approver,purchaser,finance; never empty.
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'integer')
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addColumn('left_at', 'text')
    // Null when the member left on their own.
    .addColumn('removed_by', 'integer')
    .execute();
  await db.schema
    .createIndex('organisation_members_current_idx')
    .on('organisation_members')
    .columns(['organisation_id', 'member_id'])
    .unique()
    .where(sql.ref('left_at'), 'is', null)
    .execute();
  await db.schema.createIndex('organisation_members_member_idx').on('organisation_members').columns(['member_id', 'left_at']).execute();

  await addIdColumn(db.schema.createTable('organisation_invitations'), dialect)
    .addColumn('organisation_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('member', 'link')`))
    // The member invited (kind 'member'); null for a link.
    .addColumn('invitee_id', 'integer')
    // The link's secret (kind 'link'); null for an addressed invitation.
    .addColumn('token', 'text', (c) => c.unique())
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    // How an addressed invitation ended: accepted, declined or revoked (links: revoked only).
    .addColumn('answer', 'text', (c) => c.check(sql`answer in ('accepted', 'declined', 'revoked')`))
    .addColumn('answered_at', 'text')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('organisation_invitations_org_idx').on('organisation_invitations').columns(['organisation_id', 'answer']).execute();
  await db.schema.createIndex('organisation_invitations_invitee_idx').on('organisation_invitations').columns(['invitee_id', 'answer']).execute();
}
