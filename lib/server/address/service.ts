import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { inTransaction, nowIso, type Db } from '@/lib/server/core/db';
import type { AddressTable } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { offsetOf, type Page, type PageQuery } from '@/lib/server/core/pagination';
import { MAX_ADDRESSES_PER_MEMBER } from '@/lib/shared/address-rules';
import { claimDefault, countOwn, deleteKeepingDefault, lockMemberRows, moveDefault } from '@/lib/server/account/defaulted-rows';
import * as repo from './repo';

const TABLE = 'addresses';
import { AddressInput, type AddressDeletedSchema, type AddressSchema, type AddressUpdateInput } from './schema';

export type Address = z.infer<typeof AddressSchema>;
export type AddressDeleted = z.infer<typeof AddressDeletedSchema>;
export type NewAddress = z.output<typeof AddressInput>;
export type AddressUpdate = z.output<typeof AddressUpdateInput>;

// Another member's address answers exactly like a missing one: ids leak nothing.
const notFound = () => new AppError(ErrorCode.ADDRESS_NOT_FOUND, '收货地址不存在或已删除');

function toAddress(row: Selectable<AddressTable>): Address {
  return {
    id: row.id,
    receiver: row.receiver,
    phone: row.phone,
    areaCodes: row.areaCodes.split(','),
    areaLabel: row.areaLabel,
    detail: row.detail,
    postcode: row.postcode,
    isDefault: row.isDefault === 1,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function columnsOf(input: NewAddress) {
  return {
    receiver: input.receiver,
    phone: input.phone,
    areaCodes: input.areaCodes.codes.join(','),
    areaLabel: input.areaCodes.label,
    detail: input.detail,
    postcode: input.postcode,
  };
}

async function ownOrThrow(db: Db, memberId: number, id: number) {
  const row = await repo.findOwn(db, memberId, id);
  if (!row) throw notFound();
  return row;
}

/** The member's addresses: the default first, then the most recently updated. */
export async function listAddresses(db: Db, memberId: number, paging: PageQuery): Promise<Page<Address>> {
  const [total, rows] = await Promise.all([countOwn(db, TABLE, memberId), repo.pageOwn(db, memberId, paging.pageSize, offsetOf(paging))]);
  return { list: rows.map(toAddress), total, page: paging.page, pageSize: paging.pageSize };
}

export async function getAddress(db: Db, memberId: number, id: number): Promise<Address> {
  return toAddress(await ownOrThrow(db, memberId, id));
}

/** Adds an address; the member's first becomes the default, as does one sent with `isDefault`. */
export async function createAddress(db: Db, memberId: number, input: NewAddress): Promise<Address> {
  return inTransaction(db, async (trx) => {
    await lockMemberRows(trx, TABLE, memberId);
    const count = await countOwn(trx, TABLE, memberId);
    if (count >= MAX_ADDRESSES_PER_MEMBER) {
      throw new AppError(ErrorCode.ADDRESS_LIMIT_REACHED, `最多保存 ${MAX_ADDRESSES_PER_MEMBER} 个收货地址，请先删除不再使用的地址`);
    }
    const makeDefault = await claimDefault(trx, TABLE, memberId, { first: count === 0, requested: input.isDefault === true });
    const now = nowIso();
    const id = await repo.insert(trx, { memberId, ...columnsOf(input), isDefault: makeDefault ? 1 : 0, createdAt: now, updatedAt: now });
    return getAddress(trx, memberId, id);
  });
}

/**
 * Replaces an address's fields. `isDefault: true` moves the default here;
 * false never takes it away (a member with addresses always has a default:
 * choose another one instead).
 */
export async function updateAddress(db: Db, memberId: number, input: AddressUpdate): Promise<Address> {
  return inTransaction(db, async (trx) => {
    await lockMemberRows(trx, TABLE, memberId);
    const existing = await ownOrThrow(trx, memberId, input.id);
    const makeDefault = await claimDefault(trx, TABLE, memberId, { first: false, requested: input.isDefault === true && existing.isDefault !== 1 });
    await repo.updateOwn(trx, memberId, input.id, { ...columnsOf(input), ...(makeDefault ? { isDefault: 1 } : {}), updatedAt: nowIso() });
    return getAddress(trx, memberId, input.id);
  });
}

/** Deletes an address; when it was the default, the most recently updated remaining one takes over. */
export async function deleteAddress(db: Db, memberId: number, id: number): Promise<AddressDeleted> {
  return inTransaction(db, async (trx) => {
    await lockMemberRows(trx, TABLE, memberId);
    return deleteKeepingDefault(trx, TABLE, memberId, await ownOrThrow(trx, memberId, id));
  });
}

/** Makes one of the member's addresses the default (and the previous default an ordinary one). */
export async function setDefaultAddress(db: Db, memberId: number, id: number): Promise<Address> {
  return inTransaction(db, async (trx) => {
    await lockMemberRows(trx, TABLE, memberId);
    const existing = await ownOrThrow(trx, memberId, id);
    if (existing.isDefault !== 1) await moveDefault(trx, TABLE, memberId, id);
    return getAddress(trx, memberId, id);
  });
}

/** Demo data: gives a member this address unless they keep one already. Validated like any request. */
export async function importAddressIfNone(db: Db, memberId: number, address: z.input<typeof AddressInput>): Promise<boolean> {
  if ((await countOwn(db, TABLE, memberId)) > 0) return false;
  await createAddress(db, memberId, AddressInput.parse(address));
  return true;
}
