import type { Kysely } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('members').addColumn('email_verified_at', 'text').execute();
  await db.schema.alterTable('members').addColumn('last_login_at', 'text').execute();

  // An image captcha: usable once to send an SMS and once to sign up.
  await addIdColumn(db.schema.createTable('captchas'), dialect)
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('sms_used_at', 'text')
    .addColumn('sign_up_used_at', 'text')
    .execute();

  // One-time codes sent by SMS or email; only their hash is kept.
  await addIdColumn(db.schema.createTable('verification_codes'), dialect)
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'text')
    .execute();
  await db.schema
    .createIndex('verification_codes_target_idx')
    .on('verification_codes')
    .columns(['channel', 'target', 'purpose', 'created_at'])
    .execute();

  // Failed sign-ins, by account and by client address, for the back-off.
  await addIdColumn(db.schema.createTable('auth_failures'), dialect)
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_failures_subject_idx').on('auth_failures').columns(['subject', 'created_at']).execute();

  // QR sign-in tickets: pending → confirmed (by a signed-in phone) → consumed (by the desktop).
  // The ticket is in the QR code; polling needs a second secret only the desktop holds.
  await addIdColumn(db.schema.createTable('qr_tickets'), dialect)
    .addColumn('ticket_hash', 'text', (c) => c.notNull().unique())
    .addColumn('poll_hash', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('consumed_at', 'text')
    .execute();

  // Messages kept by the development SMS and mail providers (never used in production).
  await addIdColumn(db.schema.createTable('dev_outbox'), dialect)
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
