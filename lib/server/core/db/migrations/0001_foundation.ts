import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { addIdColumn, type Dialect } from '../dialect';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('categories'), dialect)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await addIdColumn(db.schema.createTable('substances'), dialect)
    .addColumn('cas', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('iupac_name', 'text')
    .addColumn('formula', 'text')
    .addColumn('molecular_weight', 'double precision')
    .addColumn('smiles', 'text')
    .addColumn('inchi', 'text')
    .addColumn('inchikey', 'text')
    .addColumn('pubchem_cid', 'integer')
    .addColumn('category_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('melting_point_k', 'double precision')
    .addColumn('boiling_point_k', 'double precision')
    .addColumn('density_kg_m3', 'double precision')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('substances_inchikey_idx').on('substances').column('inchikey').execute();
  await db.schema.createIndex('substances_formula_idx').on('substances').column('formula').execute();
  await db.schema.createIndex('substances_category_idx').on('substances').column('category_id').execute();
  await db.schema
    .createIndex('substances_lower_name_idx')
    .on('substances')
    .expression(sql`lower(name)`)
    .execute();

  await addIdColumn(db.schema.createTable('substance_synonyms'), dialect)
    .addColumn('substance_id', 'integer', (c) => c.notNull().references('substances.id').onDelete('cascade'))
    .addColumn('synonym', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('substance_synonyms_substance_idx')
    .on('substance_synonyms')
    .column('substance_id')
    .execute();

  await addIdColumn(db.schema.createTable('units'), dialect)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await addIdColumn(db.schema.createTable('invoice_categories'), dialect)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await addIdColumn(db.schema.createTable('members'), dialect)
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('member_type', 'text', (c) => c.notNull())
    .addColumn('is_buyer', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_seller', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text')
    .addColumn('phone', 'text', (c) => c.unique())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('sessions'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_member_idx').on('sessions').column('member_id').execute();

  await addIdColumn(db.schema.createTable('goods'), dialect)
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('substance_id', 'integer', (c) => c.notNull().references('substances.id'))
    .addColumn('pack_size', 'double precision', (c) => c.notNull())
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id'))
    .addColumn('purity', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('lead_time_days', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('goods_substance_status_idx').on('goods').columns(['substance_id', 'status']).execute();
  await db.schema.createIndex('goods_seller_status_idx').on('goods').columns(['seller_id', 'status']).execute();
}
