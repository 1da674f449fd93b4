import type { z } from 'zod';
import type {
  CollectingAccountInput,
  CollectingAccountSchema,
  CollectingAccountUpdateInput,
} from '@/lib/contracts/collecting-accounts/schema';
import { memberRowsApi } from './member-rows';
import { useCallMutation } from './swr';
import {
  collectingAccountCreateContract,
  collectingAccountDefaultContract,
  collectingAccountDeleteContract,
  collectingAccountListContract,
  collectingAccountRevealContract,
  collectingAccountUpdateContract,
} from '@/lib/contracts/collecting-accounts/calls';

export type CollectingAccount = z.infer<typeof CollectingAccountSchema>;
export type NewCollectingAccount = z.input<typeof CollectingAccountInput>;
export type CollectingAccountUpdate = z.input<typeof CollectingAccountUpdateInput>;

/** A seller's collecting accounts (at most 10), default first: the member-rows calls under /collecting_account. */
export const collectingAccountRows = memberRowsApi({
  list: collectingAccountListContract,
  create: collectingAccountCreateContract,
  update: collectingAccountUpdateContract,
  remove: collectingAccountDeleteContract,
  setDefault: collectingAccountDefaultContract,
});

/** The full number of one's own account, asked for only when the seller clicks “显示”. */
export const useRevealAccountNumber = () => useCallMutation(collectingAccountRevealContract);
