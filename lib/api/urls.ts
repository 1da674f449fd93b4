import type { AnyContract, ContractInput } from '@/lib/contracts/contract';

/*
 * Where a contract's call goes and the SWR key its read is cached under:
 * plain functions, so server components can name the keys of the data they
 * provide as SWR fallback without loading the browser's client.
 */

/** The SWR key of a GET call: the URL alone, or URL and parameters. */
export type ApiKey = string | readonly [string, object];

/** The call's URL under the client's `/api` base, its `{params}` filled in from the input, and the input's other fields. */
export function requestOf(contract: AnyContract, input: object | undefined): { url: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...input };
  const url = contract.path.replace(/^\/api(?=\/)/, '').replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { url, rest };
}

/** The SWR key parts of a GET contract: the URL (path parameters filled in) and the query, left out when empty (server fallbacks key by URL alone). */
export function keyPartsOf(contract: AnyContract, input: object | undefined): [string, object | undefined] {
  const { url, rest } = requestOf(contract, input);
  return [url, Object.keys(rest).length > 0 ? rest : undefined];
}

/** The SWR key `useCall` reads a GET contract under, for server-provided fallbacks and direct cache updates. */
export function contractKey<C extends AnyContract>(contract: C, input?: ContractInput<C>): ApiKey {
  const [url, params] = keyPartsOf(contract, input as object | undefined);
  return params ? [url, params] : url;
}
