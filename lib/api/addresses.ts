import { useSWRConfig } from 'swr';
import type { z } from 'zod';
import type { AddressDeletedSchema, AddressInput, AddressPageSchema, AddressSchema, AddressUpdateInput } from '@/lib/server/address/schema';
import { useApiGet, useApiPost } from './swr';

export type Address = z.infer<typeof AddressSchema>;
export type AddressPage = z.infer<typeof AddressPageSchema>;
export type NewAddress = z.input<typeof AddressInput>;
export type AddressUpdate = z.input<typeof AddressUpdateInput>;
export type AddressDeleted = z.infer<typeof AddressDeletedSchema>;

export const ADDRESSES_URL = '/transaction';

/**
 * The member's addresses, default first. A member keeps at most 20, so the
 * first page of 20 is all of them; pages elsewhere pass their own paging.
 */
export function useAddresses(signedIn: boolean, paging: { page: number; pageSize: number } = { page: 1, pageSize: 20 }) {
  return useApiGet<AddressPage>(signedIn ? ADDRESSES_URL : null, paging);
}

/** Re-reads every cached page of the address list (after any change). */
export function useRefreshAddresses() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => key === ADDRESSES_URL || (Array.isArray(key) && key[0] === ADDRESSES_URL));
}

/** The form shows its own failures (field by field), so no toast. */
export function useCreateAddress() {
  return useApiPost<NewAddress, Address>('/transaction_create', { noErrorModal: true });
}

export function useUpdateAddress() {
  return useApiPost<AddressUpdate, Address>('/transaction_update', { noErrorModal: true });
}

/** Delete and "set default" run from the list; a failure is a toast. */
export function useDeleteAddress() {
  return useApiPost<{ id: number }, AddressDeleted>('/transaction_delete');
}

export function useSetDefaultAddress() {
  return useApiPost<{ id: number }, Address>('/transaction_default');
}
