import type { Db } from '@/lib/server/core/db';
import { sessionInvalid } from '@/lib/server/core/errors';

export type InvoiceCategory = { id: number; code: string; name: string; description: string };

export async function listInvoiceCategories(db: Db): Promise<InvoiceCategory[]> {
  return db
    .selectFrom('invoiceCategories')
    .select(['id', 'code', 'name', 'description'])
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
}

export type MemberInfo = {
  id: number;
  username: string;
  displayName: string;
  memberType: 'teacher' | 'student' | 'licence';
  roles: { buyer: boolean; seller: boolean };
  companyName: string | null;
  phone: string | null;
  email: string | null;
  createdAt: string;
};

export async function getMemberInfo(db: Db, memberId: number): Promise<MemberInfo> {
  const row = await db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirst();
  // A session whose member is gone is no session at all.
  if (!row) throw sessionInvalid();
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    memberType: row.memberType,
    roles: { buyer: row.isBuyer === 1, seller: row.isSeller === 1 },
    companyName: row.companyName,
    phone: row.phone,
    email: row.email,
    createdAt: row.createdAt,
  };
}

/** Display names of sellers, for offers and listings. */
export async function sellerNames(db: Db, sellerIds: number[]): Promise<Map<number, string>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('members')
    .select(['id', 'displayName', 'companyName'])
    .where('id', 'in', [...new Set(sellerIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.companyName ?? r.displayName]));
}

