import type { z } from 'zod';
import type { AnyContract, AuthLevel, Contract, ContractInput } from '@/lib/contracts/contract';
import type { PageQuery } from '@/lib/contracts/pagination';
import { useCall, useCallMutation, useRefreshCalls } from './swr';

/**
 * A member's own list of rows with exactly one default among them: receipt
 * addresses, invoice details, collecting accounts. The API gives each such
 * list the same five calls; this is their client side, once.
 */
export type MemberRow = { id: number; isDefault: boolean };
export type MemberRowPage<Row> = { list: Row[]; total: number; page: number; pageSize: number };

/** The contracts of the five calls (spec: `/transaction`, `/transaction_create`, …). */
type PagedList = Contract<'GET', typeof PageQuery, z.ZodType, z.ZodType, AuthLevel>;

export type MemberRowCalls<L extends PagedList, C extends AnyContract, U extends AnyContract, D extends AnyContract, S extends AnyContract> = {
  list: L;
  create: C;
  update: U;
  remove: D;
  setDefault: S;
};

type Paging = { page: number; pageSize: number };

/** A member keeps at most 20 rows of any kind, so the first page of 20 is all of them. */
const ALL_ROWS: Paging = { page: 1, pageSize: 20 };

export function memberRowsApi<L extends PagedList, C extends AnyContract, U extends AnyContract, D extends AnyContract, S extends AnyContract>(
  calls: MemberRowCalls<L, C, U, D, S>,
) {
  return {
    /** The member's rows, default first; pages elsewhere pass their own paging. Nothing is asked when signed out. */
    useList: (signedIn: boolean, paging: Paging = ALL_ROWS) =>
      // Every list takes PageQuery (the constraint on L), but TypeScript leaves a generic contract's input unresolved.
      useCall(calls.list, signedIn ? (paging as ContractInput<L>) : null),
    /** Re-reads every cached page of the list (after any change). */
    useRefresh: () => useRefreshCalls(calls.list),
    /** The form shows its own failures (field by field), so no toast. */
    useCreate: () => useCallMutation(calls.create, { noErrorModal: true }),
    useUpdate: () => useCallMutation(calls.update, { noErrorModal: true }),
    /** Delete and "set default" run from the list; a failure is a toast. */
    useDelete: () => useCallMutation(calls.remove),
    useSetDefault: () => useCallMutation(calls.setDefault),
  };
}

/** What the list of rows (MemberRowsModal) needs of the calls; the forms take create and update. */
export type MemberRowsApi<Row extends MemberRow> = {
  useList: (
    signedIn: boolean,
    paging?: { page: number; pageSize: number },
  ) => { data: MemberRowPage<Row> | undefined; error: unknown; isLoading: boolean; mutate: () => Promise<unknown> };
  useRefresh: () => () => Promise<unknown>;
  useDelete: () => { execute: (body: { id: number }) => Promise<unknown> };
  useSetDefault: () => { execute: (body: { id: number }) => Promise<unknown> };
};

/**
 * The row in effect: the one chosen, else the default (so it keeps following
 * the default while the list changes); null before the list arrives, when
 * there is none, or when `chosen` is null ("none of these", 不开发票).
 */
export function chosenOrDefault<Row extends MemberRow>(list: Row[] | undefined, chosen: number | null | undefined): Row | null {
  if (!list || chosen === null) return null;
  return list.find((r) => r.id === chosen) ?? list.find((r) => r.isDefault) ?? null;
}
