import { useSWRConfig } from 'swr';
import { useApiGet, useApiPost } from './swr';

/**
 * A member's own list of rows with exactly one default among them: receipt
 * addresses, invoice details (and next, collecting accounts). The API gives
 * each such list the same five calls; this is their client side, once.
 */
export type MemberRow = { id: number; isDefault: boolean };
export type MemberRowPage<Row> = { list: Row[]; total: number; page: number; pageSize: number };

/** The paths of the five calls (spec: `/transaction`, `/transaction_create`, …). */
export type MemberRowCalls = { list: string; create: string; update: string; remove: string; setDefault: string };

/** A member keeps at most 20 rows of any kind, so the first page of 20 is all of them. */
const ALL_ROWS = { page: 1, pageSize: 20 };

export function memberRowsApi<Row extends MemberRow, New extends object, Update extends object, Deleted>(calls: MemberRowCalls) {
  return {
    listUrl: calls.list,
    /** The member's rows, default first; pages elsewhere pass their own paging. Nothing is asked when signed out. */
    useList: (signedIn: boolean, paging: { page: number; pageSize: number } = ALL_ROWS) => useApiGet<MemberRowPage<Row>>(signedIn ? calls.list : null, paging),
    /** Re-reads every cached page of the list (after any change). */
    useRefresh: () => {
      const { mutate } = useSWRConfig();
      return () => mutate((key) => key === calls.list || (Array.isArray(key) && key[0] === calls.list));
    },
    /** The form shows its own failures (field by field), so no toast. */
    useCreate: () => useApiPost<New, Row>(calls.create, { noErrorModal: true }),
    useUpdate: () => useApiPost<Update, Row>(calls.update, { noErrorModal: true }),
    /** Delete and "set default" run from the list; a failure is a toast. */
    useDelete: () => useApiPost<{ id: number }, Deleted>(calls.remove),
    useSetDefault: () => useApiPost<{ id: number }, Row>(calls.setDefault),
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
