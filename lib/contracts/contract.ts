import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/**
 * Who may call a route. `member`: any signed-in member; `buyer`, `seller`,
 * `operator`: a signed-in member holding that role. The pipeline checks it:
 * no session answers code 10, a missing role code 3012.
 */
export type AuthLevel = 'public' | 'member' | 'buyer' | 'seller' | 'operator';

/**
 * One API call as both sides see it: where it lives, who may make it and the
 * shapes that cross the wire. Client-safe (zod only): the browser's typed
 * client and the server's pipeline read the same object, and the OpenAPI
 * document is generated from these.
 */
export type Contract<
  M extends HttpMethod = HttpMethod,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends AuthLevel = AuthLevel,
> = {
  /** Unique across the API; the OpenAPI operationId. */
  operationId: string;
  method: M;
  /** OpenAPI-style path, e.g. `/api/product/{cas}`. */
  path: string;
  summary: string;
  tag: string;
  auth: A;
  /** Query string and path parameters together (path parameters win). */
  query?: Q;
  body?: B;
  /** How the body is sent: JSON (default), or multipart/form-data for file uploads. */
  bodyFormat?: 'json' | 'multipart';
  response: R;
  /**
   * A file a browser opens from a plain link (contract, order exports): a request
   * carrying neither `time` nor `sign` skips the signature and may take its
   * session from the `token` cookie, as `/files/<id>` does; a signed request is
   * checked as usual. The handler's Response (the file) is sent as it is;
   * failures stay envelopes.
   */
  file?: { contentType: string };
  /**
   * The call moves money: its body's `idempotencyKey` travels as the
   * `Idempotency-Key` header (IDEMPOTENCY_HEADER), the same way on every such
   * call. The browser's client sends the header; the pipeline puts it into
   * the body before validation, so a body field (the spec's older calls) still
   * works and a header that contradicts it is refused.
   */
  idempotent?: true;
  /**
   * A payment provider's notification: signed the provider's own way, so the
   * pipeline skips our browser signature (`time`/`sign`), hands the handler
   * the body as raw text with the headers (the provider's signature covers
   * those exact bytes; `body` is not parsed).
   */
  providerNotification?: { contentTypes: string[] };
};

/** The header that carries a money-moving call's idempotency key. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

// A list of contracts mixes every schema type; only the shape is common.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyContract = Contract<HttpMethod, any, any, any, AuthLevel>;

export function defineContract<
  M extends HttpMethod,
  Q extends z.ZodType = z.ZodObject<{}>,
  B extends z.ZodType = z.ZodObject<{}>,
  R extends z.ZodType = z.ZodType,
  A extends AuthLevel = AuthLevel,
>(contract: Contract<M, Q, B, R, A>): Contract<M, Q, B, R, A> {
  return contract;
}

/** What a caller sends: the query (path parameters included) of a GET, the body of a POST. */
export type ContractInput<C> = C extends Contract<infer M, infer Q, infer B, z.ZodType, AuthLevel> ? (M extends 'GET' ? z.input<Q> : z.input<B>) : never;

/** What a successful call answers (the envelope's `data`). */
export type ContractOutput<C> = C extends Contract<HttpMethod, z.ZodType, z.ZodType, infer R, AuthLevel> ? z.output<R> : never;

/** The names of a path's `{param}` segments. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}
