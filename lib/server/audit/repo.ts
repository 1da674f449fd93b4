import type { Insertable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { AuditLogTable } from '@/lib/server/core/db/schema';

export function insertEntry(db: Db, row: Insertable<AuditLogTable>) {
  return db.insertInto('auditLog').values(row).returning('id').executeTakeFirstOrThrow();
}

/** `from` and `to` are ISO instants: entries at or after `from`, before `to`. */
export type AuditFilter = { entity?: string; entityId?: string; operatorId?: number; action?: string; from?: string; to?: string };

function filtered(db: Db, filter: AuditFilter) {
  let base = db.selectFrom('auditLog');
  if (filter.entity) base = base.where('entity', '=', filter.entity);
  if (filter.entityId) base = base.where('entityId', '=', filter.entityId);
  if (filter.operatorId !== undefined) base = base.where('operatorId', '=', filter.operatorId);
  if (filter.action) base = base.where('action', '=', filter.action);
  if (filter.from) base = base.where('createdAt', '>=', filter.from);
  if (filter.to) base = base.where('createdAt', '<', filter.to);
  return base;
}

export async function listEntries(db: Db, filter: AuditFilter, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    filtered(db, filter).selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    countEntries(db, filter),
  ]);
  return { rows, total };
}

export async function countEntries(db: Db, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The actions and entities written so far (the console's filter choices). */
export async function distinctValues(db: Db, column: 'action' | 'entity'): Promise<string[]> {
  const rows = await db.selectFrom('auditLog').select(column).distinct().orderBy(column).execute();
  return rows.map((r) => r[column]);
}
