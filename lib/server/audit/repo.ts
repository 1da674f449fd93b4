import type { Insertable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { AuditLogTable } from '@/lib/server/core/db/schema';

export function insertEntry(db: Db, row: Insertable<AuditLogTable>) {
  return db.insertInto('auditLog').values(row).returning('id').executeTakeFirstOrThrow();
}

export type AuditFilter = { entity?: string; entityId?: string; operatorId?: number };

export async function listEntries(db: Db, filter: AuditFilter, offset: number, limit: number) {
  let base = db.selectFrom('auditLog');
  if (filter.entity) base = base.where('entity', '=', filter.entity);
  if (filter.entityId) base = base.where('entityId', '=', filter.entityId);
  if (filter.operatorId !== undefined) base = base.where('operatorId', '=', filter.operatorId);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
