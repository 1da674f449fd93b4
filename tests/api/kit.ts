import { sql } from 'kysely';
import { afterAll, expect, inject } from 'vitest';
import { importMembers } from '@/lib/server/account/service';
import type { Db } from '@/lib/server/core/db';
import { depositAmounts, ledgerSums } from '@/lib/server/deposit/ledger';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import { call, memberIdOf, testDb, tokenFor, url } from './helpers';

/*
 * What most API test files need: signed calls, members nobody else touched,
 * goods on shelf and a watch over the ledger.
 */

/** `order_create` and `/api/order_create` name the same call. */
const apiPath = (path: string) => (path.startsWith('/') ? path : `/api/${path}`);

/** A signed GET, as this member (or nobody). */
export const get = <T = unknown>(path: string, token: string | undefined, query: Record<string, string | number> = {}) =>
  call<T>(apiPath(path), { token, query });

/** A signed POST with a JSON body, as this member (or nobody). */
export const post = <T = unknown>(path: string, token: string | undefined, body: object) => call<T>(apiPath(path), { method: 'POST', token, body });

/** A signed multipart upload of one file (field `file`) with further form fields, as the browser sends it (to the test server, or another one). */
export async function upload<T = unknown>(
  path: string,
  token: string | null | undefined,
  file: { bytes: Buffer; name: string; type?: string },
  fields: Record<string, string> = {},
  baseUrl?: string,
): Promise<{ code: number; msg: string; data: T }> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(file.bytes)], file.type ? { type: file.type } : {}), file.name);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const time = String(unixSecondsNow());
  const headers: Record<string, string> = { time, sign: requestSign(inject('signSecret'), time) };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(baseUrl ? `${baseUrl}${apiPath(path)}` : url(apiPath(path)), { method: 'POST', headers, body: form });
  return (await response.json()) as { code: number; msg: string; data: T };
}

export type Roles = { buyer?: boolean; seller?: boolean; operator?: boolean };

/** How the member presents itself; only tests about these fields need to say. */
export type Profile = {
  memberType?: 'licence' | 'teacher' | 'student';
  displayName?: string;
  companyName?: string | null;
  email?: (username: string) => string;
};

export type FreshMember = { id: number; token: string; username: string; password: string };

/** The password of every fresh member. */
export const FRESH_PASSWORD = 'Fresh12345';

let counter = 0;

/**
 * A member no other test (nor an earlier run on the same PostgreSQL database)
 * has touched, with the roles asked for, signed in. Operators are members with
 * `is_operator` set, as the console's seed does for the demo operator.
 */
export async function freshMember(db: Db, prefix: string, roles: Roles, profile: Profile = {}): Promise<FreshMember> {
  counter += 1;
  const username = `${prefix}_${Date.now().toString(36)}_${process.pid % 1000}_${counter}`;
  await importMembers(db, [
    {
      username,
      password: FRESH_PASSWORD,
      memberType: profile.memberType ?? 'licence',
      isBuyer: roles.buyer ?? false,
      isSeller: roles.seller ?? false,
      displayName: profile.displayName ?? '测试会员',
      companyName: profile.companyName ?? null,
    },
  ]);
  const id = await memberIdOf(db, username);
  if (roles.operator) await db.updateTable('members').set({ isOperator: 1 }).where('id', '=', id).execute();
  if (profile.email)
    await db
      .updateTable('members')
      .set({ email: profile.email(username) })
      .where('id', '=', id)
      .execute();
  return { id, token: await tokenFor(db, username), username, password: FRESH_PASSWORD };
}

/** A teacher who buys: the money tests' member. */
export const TEACHER: Profile = { memberType: 'teacher' };

/** A demo seller's goods on shelf for a substance, with its seller; the cheapest in stock. */
export async function goodsOnShelf(db: Db, cas: string): Promise<{ goodsId: number; sellerId: number; priceCents: number }> {
  const row = await db
    .selectFrom('goods')
    .innerJoin('substances', 'substances.id', 'goods.substanceId')
    .innerJoin('members', 'members.id', 'goods.sellerId')
    .select(['goods.id', 'goods.sellerId', 'goods.priceCents'])
    .where('substances.cas', '=', cas)
    .where('goods.status', '=', 'on_shelf')
    .where('goods.stock', '>', 0)
    .where('members.username', 'in', ['demo_seller', 'demo_seller2', 'demo_seller3'])
    .orderBy('goods.priceCents')
    .executeTakeFirstOrThrow();
  // SHORTCUT: test files order these demo offers many times over, and paid and unpaid orders now hold their stock
  // (docs/decisions/0150-stock-holds.md): the demo's shelf is kept well stocked for them.
  await db
    .updateTable('goods')
    .set((eb) => ({ stock: eb('reserved', '+', 1_000) }))
    .where('id', '=', row.id)
    .where(sql<boolean>`stock - reserved < 1000`)
    .execute();
  return { goodsId: row.id, sellerId: row.sellerId, priceCents: Number(row.priceCents) };
}

/** Every member's ledger sums to their balances. */
export async function expectLedgerEqualsBalances(db: Db, memberIds: number[]): Promise<void> {
  for (const id of new Set(memberIds)) expect(await ledgerSums(db, id), `member ${id}`).toEqual(await depositAmounts(db, id));
}

/**
 * The members a test file touched, and the check that each one's ledger sums to
 * their balances; `change` tells how one member's balances moved across a step.
 */
export function ledgerWatch(db: Db) {
  const touched = new Set<number>();
  return {
    touched,
    add(...memberIds: number[]) {
      for (const id of memberIds) touched.add(id);
    },
    check: () => expectLedgerEqualsBalances(db, [...touched]),
    /** The member's balances before and after `step`, and what `step` answered. */
    async change<T>(memberId: number, step: () => Promise<T>) {
      touched.add(memberId);
      const before = await depositAmounts(db, memberId);
      const result = await step();
      const after = await depositAmounts(db, memberId);
      return { before, after, result };
    },
  };
}

/** A database handle for the whole file, closed after it. Call at the top of the file, so the hook belongs to it. */
export function fileDb(): Db {
  const db = testDb();
  afterAll(() => db.destroy());
  return db;
}

/** The console tests' operator: shown in audit rows as 测试运营. */
export const CONSOLE_OPERATOR: Profile = { memberType: 'teacher', displayName: '测试运营' };

/** A teacher who only buys, signed in: for rules that count a member's rows from zero. */
export async function freshBuyerToken(db: Db, prefix: string): Promise<string> {
  return (await freshMember(db, prefix, { buyer: true }, { memberType: 'teacher', displayName: '测试买家' })).token;
}

export { seedDeposit, spendFromDeposit } from '@/tests/kits/money';

/** Catalog CAS numbers without any goods (no price reference, off every ranking other files check), newest substances first. */
export async function unlistedCas(db: Db, count: number, offset = 0): Promise<string[]> {
  const rows = await db
    .selectFrom('substances')
    .select('cas')
    .where('cas', 'is not', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('goods').select('goods.id').whereRef('goods.substanceId', '=', 'substances.id'))))
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(count)
    .execute();
  return rows.map((r) => r.cas!);
}

/**
 * SHORTCUT: `count` cancelled quotations of the seller's on a line, written now, so the
 * daily allowance can be tested without sending thousands; in chunks, as SQLite takes at
 * most 32,766 bound values a statement.
 */
export async function spendQuoteAllowance(db: Db, sellerId: number, line: { inquiryId: number; lineId: number }, count: number): Promise<void> {
  const now = new Date().toISOString();
  const unit = await db.selectFrom('units').select('id').where('code', '=', 'g').executeTakeFirstOrThrow();
  const row = {
    ...line,
    sellerId,
    priceCents: 1,
    packSize: 1,
    unitId: unit.id,
    purity: null,
    inStock: 0,
    leadTimeDays: 0,
    validUntil: new Date(Date.now() + 86_400_000).toISOString(),
    remarks: null,
    coaUploadId: null,
    goodsId: null,
    status: 'cancelled' as const,
    supersedesId: null,
    createdAt: now,
    updatedAt: now,
  };
  for (let i = 0; i < count; i += 500) {
    await db
      .insertInto('quotations')
      .values(Array.from({ length: Math.min(500, count - i) }, () => row))
      .execute();
  }
}

/** The answer's data, after checking it succeeded (its message shown when not). */
export const ok = <T>(answer: { body: { code: number; msg: string; data: T } }): T => {
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data;
};
