import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { AnyContract, ContractInput, ContractOutput } from '@/lib/contracts/contract';
import { cartContract } from '@/lib/contracts/orders/calls';
import { apiGet, apiPost, type ApiError, type RequestOptions } from './client';
import { contractKey, keyPartsOf, requestOf, type ApiKey } from './urls';

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

function apiKey(url: string, params?: object): ApiKey {
  return params ? [url, params] : url;
}

function fetchKey<T>(key: ApiKey, options: RequestOptions): Promise<T> {
  return typeof key === 'string' ? apiGet<T>(key, undefined, options) : apiGet<T>(key[0], key[1], options);
}

/** A GET call as SWR state. `url` null means "not yet" (an input is missing). */
function useApiGet<T>(url: string | null, params?: object, options: HookOptions = {}) {
  const [started, setStarted] = useState(!options.lazy);
  const key = url && started ? apiKey(url, params) : null;
  const swr = useSWR<T, ApiError, ApiKey | null>(key, (k: ApiKey) => fetchKey<T>(k, { noErrorModal: options.noErrorModal }), {
    revalidateOnMount: options.initialCache ? undefined : true,
    revalidateIfStale: !options.initialCache,
    revalidateOnFocus: false,
    keepPreviousData: true,
    refreshInterval: options.refreshInterval ?? 0,
  });
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
 * A read the spec makes as a POST (deposit, vouchers: spec §7) as SWR state, like `useApiGet`:
 * `body` null means "not yet". Keyed apart from `useApiPost`'s mutations of the same path.
 */
function useApiPostQuery<T>(url: string, body: object | null) {
  const swr = useSWR<T, ApiError, readonly ['POST', string, object] | null>(
    body ? ['POST', url, body] : null,
    ([, path, sent]: readonly ['POST', string, object]) => apiPost<T>(path, sent),
    {
      revalidateOnFocus: false,
      keepPreviousData: true,
    },
  );
  return { data: swr.data, error: swr.error, isLoading: swr.isLoading, mutate: swr.mutate };
}

/** The SWR key of the cart, which the header's badge reads. */
export const CART_KEY = contractKey(cartContract);

/** A POST call run on demand: `execute(body)` resolves to `data` or throws the ApiError. */
function useApiPost<TBody extends object, TResult>(url: string, options: HookOptions = {}) {
  const { mutate } = useSWRConfig();
  // Its own key space, so a POST never shares SWR state with a GET of the same path.
  const mutation = useSWRMutation<TResult, ApiError, readonly ['POST', string], TBody>(
    ['POST', url],
    ([, path], { arg }) => apiPost<TResult>(path, arg, { noErrorModal: options.noErrorModal }),
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

/** A GET contract as SWR state; `input` null means "not yet" (an input is missing), left out: a call without input. */
export function useCall<C extends AnyContract>(contract: C, input?: ContractInput<C> | null, options: HookOptions = {}) {
  const [url, params] = keyPartsOf(contract, (input ?? undefined) as object | undefined);
  return useApiGet<ContractOutput<C>>(input === null ? null : url, params, options);
}

/** A read the spec makes as a POST, by its contract, as SWR state; `body` null means "not yet". */
export function useCallQuery<C extends AnyContract>(contract: C, body: ContractInput<C> | null) {
  return useApiPostQuery<ContractOutput<C>>(requestOf(contract, undefined).url, body as object | null);
}

/** A POST contract run on demand: `execute(body)` resolves to `data` or throws the ApiError. */
export function useCallMutation<C extends AnyContract>(contract: C, options: HookOptions = {}) {
  return useApiPost<ContractInput<C> & object, ContractOutput<C>>(requestOf(contract, undefined).url, options);
}
