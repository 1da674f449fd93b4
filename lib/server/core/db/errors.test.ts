import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '.';
import { isUniqueViolation } from './errors';

const { db } = createDb({ kind: 'sqlite', file: ':memory:' });
afterAll(() => db.destroy());

describe('isUniqueViolation', () => {
  it('recognises SQLite unique and primary-key violations by their code', async () => {
    await db.schema.createTable('t').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('name', 'text', (c) => c.unique()).execute();
    await (db as never as typeof db).insertInto('t' as never).values({ id: 1, name: 'a' } as never).execute();
    const duplicateName = await (db as never as typeof db).insertInto('t' as never).values({ id: 2, name: 'a' } as never).execute().catch((e: unknown) => e);
    const duplicateId = await (db as never as typeof db).insertInto('t' as never).values({ id: 1, name: 'b' } as never).execute().catch((e: unknown) => e);
    expect(isUniqueViolation(duplicateName)).toBe(true);
    expect(isUniqueViolation(duplicateId)).toBe(true);
  });

  it('recognises PostgreSQL SQLSTATE 23505 and nothing else', () => {
    expect(isUniqueViolation(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('violates foreign key constraint'), { code: '23503' }))).toBe(false);
    expect(isUniqueViolation(new Error('UNIQUE constraint failed: members.username'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
