import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * What RDKit computed for each substance's structure, so the in-memory
 * structure index loads at start instead of recomputing. `canonical_smiles`
 * is null when RDKit cannot read the substance's SMILES (the row still
 * records that it was tried).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const bytes = dialect === 'postgres' ? 'bytea' : 'blob';
  await db.schema
    .createTable('substance_structures')
    .addColumn('substance_id', 'integer', (c) => c.primaryKey().references('substances.id').onDelete('cascade'))
    .addColumn('canonical_smiles', 'text')
    .addColumn('heavy_atoms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pattern_fp', bytes)
    .addColumn('morgan_fp', bytes)
    .addColumn('morgan_bits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pickle', bytes)
    .execute();
  await db.schema.createIndex('substance_structures_size_idx').on('substance_structures').columns(['heavy_atoms', 'substance_id']).execute();
}
