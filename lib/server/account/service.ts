import type { z } from 'zod';
import { nowIso, type Db } from '@/lib/server/core/db';
import { isUniqueViolation } from '@/lib/server/core/db/errors';
import type { MemberType } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode, sessionInvalid } from '@/lib/server/core/errors';
import { EMAIL_RULE, normalizePhone } from '@/lib/shared/identity';
import { hashPassword, verifyPassword } from './password';
import * as repo from './repo';
import type { MemberInfoSchema } from '@/lib/contracts/account/schema';

export type MemberInfo = z.infer<typeof MemberInfoSchema>;

export async function getMemberInfo(db: Db, memberId: number): Promise<MemberInfo> {
  const row = await repo.findMember(db, memberId);
  // A session whose member is gone is no session at all.
  if (!row) throw sessionInvalid();
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    memberType: row.memberType,
    roles: { buyer: row.isBuyer === 1, seller: row.isSeller === 1, operator: row.isOperator === 1 },
    companyName: row.companyName,
    phone: row.phone,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt,
  };
}

/** Display names of sellers, for offers and listings: the company when there is one. */
export async function sellerNames(db: Db, sellerIds: number[]): Promise<Map<number, string>> {
  const rows = await repo.memberDisplayRows(db, [...new Set(sellerIds)]);
  return new Map(rows.map((r) => [r.id, r.companyName ?? r.displayName]));
}

/** Registrant types by member id (the public inquiry feed's "王老师" needs nothing more). */
export async function memberTypesOf(db: Db, memberIds: number[]): Promise<Map<number, MemberType>> {
  const rows = await repo.memberTypeRows(db, [...new Set(memberIds)]);
  return new Map(rows.map((r) => [r.id, r.memberType]));
}

export async function usernamesOf(db: Db, memberIds: number[]): Promise<Map<number, string>> {
  const rows = await repo.usernameRows(db, [...new Set(memberIds)]);
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** Username and display name by member id: how members see each other inside an organisation. */
export async function memberLabels(db: Db, memberIds: number[]): Promise<Map<number, { username: string; displayName: string }>> {
  const rows = await repo.memberLabelRows(db, [...new Set(memberIds)]);
  return new Map(rows.map((r) => [r.id, { username: r.username, displayName: r.displayName }]));
}

export type NewMember = {
  username: string;
  password: string;
  memberType: MemberType;
  isBuyer: boolean;
  isSeller: boolean;
  displayName: string;
  companyName: string | null;
  phone?: string;
  /** The platform operator role (the demo's `operator` account). */
  isOperator?: boolean;
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
      isOperator: m.isOperator ? 1 : 0,
      displayName: m.displayName,
      companyName: m.companyName,
      phone: m.phone ?? null,
      email: null,
      emailVerifiedAt: null,
      lastLoginAt: null,
      createdAt: nowIso(),
    });
    if (inserted) added += 1;
  }
  return added;
}

export function memberIdsByUsername(db: Db, usernames: string[]): Promise<Map<string, number>> {
  return repo.memberIdsByUsername(db, usernames);
}

type MemberRow = NonNullable<Awaited<ReturnType<typeof repo.findMember>>>;

/** The member a sign-in name belongs to: a username, a phone number or an email address. */
export async function findMemberByAccount(db: Db, account: string): Promise<MemberRow | undefined> {
  const text = account.trim();
  const phone = normalizePhone(text);
  if (phone) return repo.findMemberBy(db, 'phone', phone);
  if (EMAIL_RULE.test(text)) return repo.findMemberBy(db, 'email', text.toLowerCase());
  return repo.findMemberBy(db, 'username', text);
}

export function findMemberByPhone(db: Db, phone: string): Promise<MemberRow | undefined> {
  return repo.findMemberBy(db, 'phone', phone);
}

export async function passwordMatches(member: MemberRow, password: string): Promise<boolean> {
  return verifyPassword(password, member.passwordHash);
}

export async function memberPasswordMatches(db: Db, memberId: number, password: string): Promise<boolean> {
  const member = await repo.findMember(db, memberId);
  return member !== undefined && (await verifyPassword(password, member.passwordHash));
}

export type Registration = { username: string; password: string; phone: string; memberType: MemberType };

/** Code 3007 when the username or the phone already belongs to an account. */
export async function assertRegistrationFree(db: Db, registration: Pick<Registration, 'username' | 'phone'>): Promise<void> {
  if (await repo.findMemberBy(db, 'username', registration.username)) {
    throw new AppError(ErrorCode.ACCOUNT_EXISTS, `用户名 ${registration.username} 已被注册，请换一个`);
  }
  if (await repo.findMemberBy(db, 'phone', registration.phone)) {
    throw new AppError(ErrorCode.ACCOUNT_EXISTS, '该手机号已注册，请直接登录或找回密码');
  }
}

const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==';

/** The cost of a password check with nothing to check against; always false. */
export async function burnPasswordCheck(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}

/** A new member with no role yet (they choose buyer or seller next). Username and phone must be free. */
export async function registerMember(db: Db, registration: Registration): Promise<number> {
  await assertRegistrationFree(db, registration);
  try {
    return await insertNewMember(db, registration);
  } catch (error) {
    // Two sign-ups raced for the same name or phone: the unique index decided.
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.ACCOUNT_EXISTS, '用户名或手机号已被注册，请换一个');
    throw error;
  }
}

async function insertNewMember(db: Db, registration: Registration): Promise<number> {
  return repo.insertMember(db, {
    username: registration.username,
    passwordHash: await hashPassword(registration.password),
    memberType: registration.memberType,
    isBuyer: 0,
    isSeller: 0,
    displayName: registration.username,
    companyName: null,
    phone: registration.phone,
    email: null,
    emailVerifiedAt: null,
    lastLoginAt: null,
    createdAt: nowIso(),
  });
}

export async function setPassword(db: Db, memberId: number, password: string): Promise<void> {
  await repo.updateMember(db, memberId, { passwordHash: await hashPassword(password) });
}

export async function recordSignIn(db: Db, memberId: number): Promise<void> {
  await repo.updateMember(db, memberId, { lastLoginAt: nowIso() });
}

export type Role = 'buyer' | 'seller';

/**
 * Roles: a new member chooses one (setBuyer / setSeller); holding one, they
 * may upgrade to both. Choosing the other role directly is refused with a
 * pointer to the upgrade.
 */
export async function chooseRole(db: Db, memberId: number, role: Role): Promise<MemberInfo> {
  const member = await getMemberInfo(db, memberId);
  const { buyer, seller } = member.roles;
  if ((role === 'buyer' && buyer) || (role === 'seller' && seller)) return member;
  if (buyer || seller) {
    throw new AppError(ErrorCode.ROLE_CONFLICT, `您已是${buyer ? '买家' : '卖家'}，如需同时${role === 'buyer' ? '采购' : '销售'}，请升级为买卖双方`);
  }
  await repo.updateMember(db, memberId, role === 'buyer' ? { isBuyer: 1 } : { isSeller: 1 });
  return getMemberInfo(db, memberId);
}

export async function upgradeToBothRoles(db: Db, memberId: number): Promise<MemberInfo> {
  const member = await getMemberInfo(db, memberId);
  if (!member.roles.buyer && !member.roles.seller) {
    throw new AppError(ErrorCode.ROLE_CONFLICT, '请先选择买家或卖家身份，再升级为买卖双方');
  }
  await repo.updateMember(db, memberId, { isBuyer: 1, isSeller: 1 });
  return getMemberInfo(db, memberId);
}

export async function emailTaken(db: Db, email: string, exceptMemberId: number): Promise<boolean> {
  const owner = await repo.findMemberBy(db, 'email', email);
  return owner !== undefined && owner.id !== exceptMemberId;
}

export async function bindVerifiedEmail(db: Db, memberId: number, email: string): Promise<MemberInfo> {
  await repo.updateMember(db, memberId, { email, emailVerifiedAt: nowIso() });
  return getMemberInfo(db, memberId);
}

/** Moves the member to a new phone number (proven by an SMS code beforehand); the number must be free. */
export async function bindPhone(db: Db, memberId: number, phone: string): Promise<MemberInfo> {
  const owner = await repo.findMemberBy(db, 'phone', phone);
  if (owner && owner.id !== memberId) throw new AppError(ErrorCode.ACCOUNT_EXISTS, '该手机号已绑定其他账号');
  await repo.updateMember(db, memberId, { phone });
  return getMemberInfo(db, memberId);
}

/** Members among `memberIds` whose organisation is verified (a licence on file). */
export async function verifiedMemberIds(db: Db, memberIds: number[]): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('memberProfiles')
    .select('memberId')
    .where('memberId', 'in', [...new Set(memberIds)])
    .where('licenceUploadId', 'is not', null)
    .execute();
  return new Set(rows.map((r) => r.memberId));
}
