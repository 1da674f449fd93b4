import type { Insertable } from 'kysely';
import type { Db } from '@/lib/server/core/db';
import type { ServiceRequestKind, ServiceRequestTable } from '@/lib/server/core/db/schema';

export function insertRequest(db: Db, row: Insertable<ServiceRequestTable>) {
  return db.insertInto('serviceRequests').values(row).returning(['id', 'createdAt']).executeTakeFirstOrThrow();
}

/** Requests of one kind from one address since `since`: how many, and when the oldest came. */
export async function requestsFromAddressSince(db: Db, clientIp: string, kind: ServiceRequestKind, since: string) {
  const row = await db
    .selectFrom('serviceRequests')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('createdAt').as('oldest')])
    .where('clientIp', '=', clientIp)
    .where('kind', '=', kind)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest as string | null };
}

export async function listRequests(db: Db, kind: ServiceRequestKind | undefined, offset: number, limit: number) {
  let base = db.selectFrom('serviceRequests');
  if (kind) base = base.where('kind', '=', kind);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
