import { useState } from 'react';
import useSWR from 'swr';
import { apiGet, type ApiError, type RequestOptions } from './client';

/** The SWR key of a GET call: the URL alone, or URL and parameters. */
export type ApiKey = string | readonly [string, object];

export function apiKey(url: string, params?: object): ApiKey {
  return params ? [url, params] : url;
}

function fetchKey<T>(key: ApiKey, options: RequestOptions): Promise<T> {
  return typeof key === 'string' ? apiGet<T>(key, undefined, options) : apiGet<T>(key[0], key[1], options);
}

/**
 * A GET call as SWR state. `url` null means "not yet" (missing input).
 * `lazy` waits for `execute()`; `initialCache` reuses cached data on mount.
 */
export function useApiGet<T>(url: string | null, params?: object, options: RequestOptions = {}) {
  const [started, setStarted] = useState(!options.lazy);
  const key = url && started ? apiKey(url, params) : null;
  const swr = useSWR<T, ApiError, ApiKey | null>(key, (k: ApiKey) => fetchKey<T>(k, options), {
    revalidateOnMount: options.initialCache ? undefined : true,
    revalidateIfStale: !options.initialCache,
    revalidateOnFocus: false,
    keepPreviousData: true,
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
