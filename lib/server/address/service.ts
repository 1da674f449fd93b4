import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '@/lib/server/core/db';
import type { AddressTable } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { memberRowsWithDefault } from '@/lib/server/core/member-rows';
import type { Page, PageQuery } from '@/lib/contracts/pagination';
import { MAX_ADDRESSES_PER_MEMBER } from '@/lib/shared/address-rules';
import { AddressInput, type AddressDeletedSchema, type AddressSchema, type AddressUpdateInput } from '@/lib/contracts/address/schema';

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

const addresses = memberRowsWithDefault({
  table: 'addresses',
  maxPerMember: MAX_ADDRESSES_PER_MEMBER,
  limitReached: () => new AppError(ErrorCode.ADDRESS_LIMIT_REACHED, `最多保存 ${MAX_ADDRESSES_PER_MEMBER} 个收货地址，请先删除不再使用的地址`),
  notFound,
  columnsOf: (_db, input: NewAddress) => columnsOf(input),
  present: async (_db, rows) => rows.map(toAddress),
});

/** The member's addresses: the default first, then the most recently updated. */
export function listAddresses(db: Db, memberId: number, paging: PageQuery): Promise<Page<Address>> {
  return addresses.list(db, memberId, paging);
}

export function getAddress(db: Db, memberId: number, id: number): Promise<Address> {
  return addresses.get(db, memberId, id);
}

/** Adds an address; the member's first becomes the default, as does one sent with `isDefault`. */
export function createAddress(db: Db, memberId: number, input: NewAddress): Promise<Address> {
  return addresses.create(db, memberId, input);
}

/** Replaces an address's fields; `isDefault: true` moves the default here, false never takes it away. */
export function updateAddress(db: Db, memberId: number, input: AddressUpdate): Promise<Address> {
  return addresses.update(db, memberId, input.id, input);
}

/** Deletes an address; when it was the default, the most recently updated remaining one takes over. */
export function deleteAddress(db: Db, memberId: number, id: number): Promise<AddressDeleted> {
  return addresses.remove(db, memberId, id);
}

/** Makes one of the member's addresses the default (and the previous default an ordinary one). */
export function setDefaultAddress(db: Db, memberId: number, id: number): Promise<Address> {
  return addresses.setDefault(db, memberId, id);
}

/** Demo data: gives a member this address unless they keep one already. Validated like any request. */
export async function importAddressIfNone(db: Db, memberId: number, address: z.input<typeof AddressInput>): Promise<boolean> {
  if ((await addresses.count(db, memberId)) > 0) return false;
  await createAddress(db, memberId, AddressInput.parse(address));
  return true;
}
