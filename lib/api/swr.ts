import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { AnyContract, ContractInput, ContractOutput } from '@/lib/contracts/contract';
import { cartContract } from '@/lib/contracts/orders/calls';
import { call, type ApiError, type RequestOptions } from './client';
import { contractKey, requestOf, type ApiKey } from './urls';

export { contractKey };

/** The GET and POST helpers' options of spec §7, on top of the request's own. */
export type HookOptions = RequestOptions & {
  /** Reuse cached (or server-provided) data on mount instead of fetching again. Default false. */
  initialCache?: boolean;
  /** GET: wait for `execute()` before the first request. Default false. */
  lazy?: boolean;
  /** Not sent: after a successful POST the cart (and so the header's badge) is asked for again. */
  refreshCart?: boolean;
  /** GET: ask again every this many milliseconds while the tab is visible (unread counters, a running import); 0 or unset: never. */
  refreshInterval?: number;
};

/** The SWR key of the cart, which the header's badge reads. */
export const CART_KEY = contractKey(cartContract);

/**
 * Re-reads every cached read of the given contracts, whatever its input (all
 * filters and pages of a list), GET or POST-read alike.
 */
export function useRefreshCalls(...contracts: AnyContract[]): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  const urls = contracts.map((contract) => requestOf(contract, undefined).url);
  return () =>
    mutate((key) => {
      if (typeof key === 'string') return urls.includes(key);
      if (!Array.isArray(key)) return false;
      return urls.includes(key[0] === 'POST' && key.length === 3 ? key[1] : key[0]);
    });
}

/**
 * A GET contract as SWR state; `input` null means "not yet" (an input is
 * missing), left out: a call without input. Keyed by URL and query (see
 * contractKey), so server fallbacks and refreshes find it.
 */
export function useCall<C extends AnyContract>(contract: C, input?: ContractInput<C> | null, options: HookOptions = {}) {
  const [started, setStarted] = useState(!options.lazy);
  const key = input === null || !started ? null : contractKey(contract, input);
  const swr = useSWR<ContractOutput<C>, ApiError, ApiKey | null>(
    key,
    // The key is derived from exactly this contract and input, so the call it stands for is this one.
    () => call<AnyContract>(contract, input ?? undefined, { noErrorModal: options.noErrorModal }),
    {
      revalidateOnMount: options.initialCache ? undefined : true,
      revalidateIfStale: !options.initialCache,
      revalidateOnFocus: false,
      keepPreviousData: true,
      refreshInterval: options.refreshInterval ?? 0,
    },
  );
  return {
    data: swr.data,
    error: swr.error,
    isLoading: swr.isLoading,
    mutate: swr.mutate,
    execute: () => setStarted(true),
    refreshCart: options.refreshCart ?? false,
  };
}

/**
 * A read the spec makes as a POST (deposit, vouchers: spec §7), by its
 * contract, as SWR state; `body` null means "not yet". Keyed apart from
 * useCallMutation's calls of the same path.
 */
export function useCallQuery<C extends AnyContract>(contract: C, body: ContractInput<C> | null, options: Pick<HookOptions, 'refreshInterval'> = {}) {
  const url = requestOf(contract, undefined).url;
  const swr = useSWR<ContractOutput<C>, ApiError, readonly ['POST', string, object] | null>(
    body ? ['POST', url, body as object] : null,
    ([, , sent]: readonly ['POST', string, object]) => call<AnyContract>(contract, sent),
    {
      revalidateOnFocus: false,
      keepPreviousData: true,
      refreshInterval: options.refreshInterval ?? 0,
    },
  );
  return { data: swr.data, error: swr.error, isLoading: swr.isLoading, mutate: swr.mutate };
}

/** A POST contract run on demand: `execute(body)` resolves to `data` or throws the ApiError. */
export function useCallMutation<C extends AnyContract>(contract: C, options: HookOptions = {}) {
  const { mutate } = useSWRConfig();
  // Its own key space, so a POST never shares SWR state with a GET of the same path.
  const mutation = useSWRMutation<ContractOutput<C>, ApiError, readonly ['POST', string], ContractInput<C> & object>(
    ['POST', requestOf(contract, undefined).url],
    (_key, { arg }) => call<AnyContract>(contract, arg, { noErrorModal: options.noErrorModal }),
    { onSuccess: options.refreshCart ? () => void mutate(CART_KEY) : undefined },
  );
  return {
    execute: mutation.trigger,
    data: mutation.data,
    error: mutation.error,
    isMutating: mutation.isMutating,
    reset: mutation.reset,
    refreshCart: options.refreshCart ?? false,
  };
}
