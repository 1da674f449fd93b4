import type { z } from 'zod';
import { nowIso, type Db } from '@/lib/server/core/db';
import type { MemberType } from '@/lib/server/core/db/schema';
import { sessionInvalid } from '@/lib/server/core/errors';
import { hashPassword } from './password';
import * as repo from './repo';
import type { InvoiceCategorySchema, MemberInfoSchema } from './schema';

export type InvoiceCategory = z.infer<typeof InvoiceCategorySchema>;
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

export function listInvoiceCategories(db: Db): Promise<InvoiceCategory[]> {
  return repo.listInvoiceCategories(db);
}

export async function importInvoiceCategories(db: Db, categories: readonly Omit<InvoiceCategory, 'id'>[]): Promise<void> {
  for (const [sortOrder, category] of categories.entries()) await repo.upsertInvoiceCategory(db, { ...category, sortOrder });
}

export async function getMemberInfo(db: Db, memberId: number): Promise<MemberInfo> {
  const row = await repo.findMember(db, memberId);
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

/** Display names of sellers, for offers and listings: the company when there is one. */
export async function sellerNames(db: Db, sellerIds: number[]): Promise<Map<number, string>> {
  const rows = await repo.memberDisplayRows(db, [...new Set(sellerIds)]);
  return new Map(rows.map((r) => [r.id, r.companyName ?? r.displayName]));
}

export type NewMember = {
  username: string;
  password: string;
  memberType: MemberType;
  isBuyer: boolean;
  isSeller: boolean;
  displayName: string;
  companyName: string | null;
};

/** Creates the members whose usernames are free; returns how many were added. */
export async function importMembers(db: Db, members: NewMember[]): Promise<number> {
  let added = 0;
  for (const m of members) {
    const inserted = await repo.insertMemberIfMissing(db, {
      username: m.username,
      passwordHash: await hashPassword(m.password),
      memberType: m.memberType,
      isBuyer: m.isBuyer ? 1 : 0,
      isSeller: m.isSeller ? 1 : 0,
      displayName: m.displayName,
      companyName: m.companyName,
      phone: null,
      email: null,
      createdAt: nowIso(),
    });
    if (inserted) added += 1;
  }
  return added;
}

export function memberIdsByUsername(db: Db, usernames: string[]): Promise<Map<string, number>> {
  return repo.memberIdsByUsername(db, usernames);
}
