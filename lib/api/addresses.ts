import type { z } from 'zod';
import type { AddressDeletedSchema, AddressInput, AddressPageSchema, AddressSchema, AddressUpdateInput } from '@/lib/contracts/address/schema';
import {
  addressCreateContract,
  addressDefaultContract,
  addressDeleteContract,
  addressListContract,
  addressUpdateContract,
} from '@/lib/contracts/address/calls';
import { memberRowsApi } from './member-rows';

export type Address = z.infer<typeof AddressSchema>;
export type AddressPage = z.infer<typeof AddressPageSchema>;
export type NewAddress = z.input<typeof AddressInput>;
export type AddressUpdate = z.input<typeof AddressUpdateInput>;
export type AddressDeleted = z.infer<typeof AddressDeletedSchema>;

/** The member's receipt addresses (at most 20), default first: the member-rows calls under /transaction. */
export const addressRows = memberRowsApi({
  list: addressListContract,
  create: addressCreateContract,
  update: addressUpdateContract,
  remove: addressDeleteContract,
  setDefault: addressDefaultContract,
});

export const useAddresses = addressRows.useList;
