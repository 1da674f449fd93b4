import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER, pathParamNames, type AnyContract, type AuthLevel, type Contract, type HttpMethod } from '@/lib/contracts/contract';
import { requireRole, type MemberGate } from './roles';
import { resolveSession, tokenFromHeaders, type AuthedSession } from './auth';
import { config } from './config';
import { db } from './db';
import { failure, ok } from './envelope';
import { AppError, ErrorCode, sessionInvalid } from './errors';
import { logger } from './logger';
import { recordRequest } from './metrics';
import { originFromHeaders } from './origin';
import { verifyRequestSign } from './sign';
// Validation messages reach people through the client's toast: our own Chinese words, never the validator's stock text.
import '@/lib/contracts/zod-messages';

/** Set by scripts/server.mjs; scripts/server-guards.mjs names the same header. */
export const CLIENT_IP_HEADER = 'x-chemmart-client-ip';

export type { AuthLevel, HttpMethod } from '@/lib/contracts/contract';

/** Handlers of every level but `public` receive a session, never null. */
export type SessionFor<A extends AuthLevel> = A extends 'public' ? AuthedSession | null : AuthedSession;

/** What a handler receives: the contract's parsed query and body, and the request's context. */
export type HandlerInput<Q extends z.ZodType, B extends z.ZodType, A extends AuthLevel> = {
  query: z.output<Q>;
  body: z.output<B>;
  session: SessionFor<A>;
  /** The raw token of this request, when one was sent (logout revokes it). */
  token: string | null;
  clientIp: string;
  /** scheme://host of this request, for links the server hands out. */
  origin: string;
  requestId: string;
  /** Only for a contract marked `providerNotification`: the body as it arrived and the headers (names in lower case). */
  raw: RawRequest | null;
};

/** A request read without parsing, for signatures over its exact bytes. */
export type RawRequest = { body: string; headers: Record<string, string>; contentType: string };

/** A contract's server side; a file contract's handler answers the file as a Response. */
export type Handler<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, A extends AuthLevel> = (input: HandlerInput<Q, B, A>) => Promise<z.input<R>>;

/** One API call: its contract and the handler the pipeline runs for it. */
export type Route<C extends AnyContract = AnyContract> = {
  readonly contract: C;
  // Handlers take their own input types; a list of routes can only be typed loosely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly handler: (input: any) => Promise<unknown>;
};

/** Attaches the handler to a contract; the handler's input and answer types come from the contract. */
export function defineRoute<M extends HttpMethod, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, A extends AuthLevel>(
  contract: Contract<M, Q, B, R, A>,
  handler: Handler<Q, B, R, A>,
): Route<Contract<M, Q, B, R, A>> {
  return { contract, handler };
}

/** Whether a routes module's export is a route (modules may export helpers too). */
export function isRoute(value: unknown): value is Route {
  return typeof value === 'object' && value !== null && 'contract' in value && 'handler' in value && typeof value.handler === 'function';
}

function searchParamsToObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return out;
}

/**
 * The largest request bodies read. Uploads (multipart) may carry a 10 MB file;
 * JSON and form calls get far less: enough for the largest real one, a 100 KB molfile for structure search. Counted while
 * the body streams in: a chunked body declares no length, and reading it whole
 * first would let one request fill the server's memory.
 */
export const MAX_UPLOAD_BODY_BYTES = 11 * 1024 * 1024;
export const MAX_JSON_BODY_BYTES = 256 * 1024;

const tooLarge = (limit: number) =>
  new AppError(ErrorCode.BODY_TOO_LARGE, `请求体过大（上限 ${limit >= 1024 * 1024 ? `${limit / 1024 / 1024} MB` : `${limit / 1024} KB`}）`, null, 413);

/** Reads at most `limit` bytes of the body; past it, stops reading (the rest is never buffered) and throws 413. */
async function readCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) throw tooLarge(limit);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

async function readBody(request: Request, format: 'json' | 'multipart'): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  const multipart = type.includes('multipart/form-data');
  const bytes = await readCapped(request, format === 'multipart' && multipart ? MAX_UPLOAD_BODY_BYTES : MAX_JSON_BODY_BYTES);
  if (multipart) {
    try {
      return Object.fromEntries((await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData()).entries());
    } catch {
      throw new AppError(ErrorCode.MALFORMED_BODY, '上传的表单数据无法解析');
    }
  }
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return {};
  if (type.includes('application/x-www-form-urlencoded')) {
    return searchParamsToObject(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(ErrorCode.MALFORMED_BODY, '请求体不是有效的 JSON');
  }
}

/** The body as text, unparsed, capped like a JSON body; the headers with lower-case names. */
async function readRaw(request: Request): Promise<RawRequest> {
  const body = new TextDecoder().decode(await readCapped(request, MAX_JSON_BODY_BYTES));
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => (headers[name.toLowerCase()] = value));
  return { body, headers, contentType: request.headers.get('content-type') ?? '' };
}

/** The 1004 answer: the first problem in `msg`, naming its field; every problem in `data.fields`. */
export function validationError(error: z.ZodError): AppError {
  const first = error.issues[0];
  const field = first && first.path.length > 0 ? first.path.join('.') : '请求';
  const msg = `参数 ${field} 不正确：${first?.message ?? '格式错误'}`;
  const fields = error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  return new AppError(ErrorCode.VALIDATION_FAILED, msg, { fields });
}

function parseWith<S extends z.ZodType>(schema: S | undefined, input: unknown): z.output<S> {
  if (!schema) return {} as z.output<S>;
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** The session cookie the pages set, for files opened from a link (no Authorization header there). */
function tokenFromCookie(headers: Headers): string | null {
  const token = (headers.get('cookie') ?? '').match(/(?:^|;\s*)token=([^;\s]{1,200})(?:;|$)/)?.[1];
  return token ?? null;
}

/**
 * The client address worked out by our server (scripts/server.mjs) from the
 * socket, or from X-Forwarded-For only when a trusted proxy sent it. The
 * server drops any copy of this header a client sends.
 */
function clientIpOf(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) || 'unknown';
}

function originOf(request: Request): string {
  const url = new URL(request.url);
  return originFromHeaders(request.headers, url.host, url.protocol.replace(':', ''));
}

function respond(body: unknown, status: number, requestId: string, extra: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'x-request-id': requestId, ...extra } });
}

/**
 * A money-moving call's key from the `Idempotency-Key` header, put into the
 * body (or a GET's query) the contract validates; a body field that names another key is
 * refused rather than silently overruled.
 */
function withIdempotencyHeader(input: unknown, headers: Headers): unknown {
  const header = headers.get(IDEMPOTENCY_HEADER)?.trim();
  if (!header) return input;
  const body = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  if (body.idempotencyKey !== undefined && body.idempotencyKey !== header) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, `请求头 ${IDEMPOTENCY_HEADER} 与请求体中的 idempotencyKey 不一致`, {
      fields: [{ field: 'idempotencyKey', message: `与请求头 ${IDEMPOTENCY_HEADER} 不一致` }],
    });
  }
  return { ...body, idempotencyKey: header };
}

/** Runs one request through the pipeline: sign, auth, validation, handler, envelope, log. */
async function run(route: Route, gate: MemberGate, request: Request, pathParams: Record<string, string>): Promise<Response> {
  const contract = route.contract;
  const started = performance.now();
  const requestId = request.headers.get('x-request-id') ?? randomUUID();
  const { pathname } = new URL(request.url);
  let code: number = ErrorCode.OK;
  let status = 200;
  let body: unknown;
  try {
    if (request.method !== contract.method) {
      throw new AppError(ErrorCode.METHOD_NOT_ALLOWED, `该接口只接受 ${contract.method} 请求`, null, 405);
    }
    const settings = config();
    const openedByLink = contract.file !== undefined && !request.headers.has('time') && !request.headers.has('sign');
    // A provider's notification carries the provider's signature, checked by the handler.
    const fromProvider = contract.providerNotification !== undefined;
    if (!openedByLink && !fromProvider) {
      verifyRequestSign(request.headers.get('time'), request.headers.get('sign'), {
        secret: settings.signSecret,
        maxSkewSeconds: settings.signMaxSkewSeconds,
        nowSeconds: Math.floor(Date.now() / 1000),
      });
    }
    const token = tokenFromHeaders(request.headers) ?? (contract.file ? tokenFromCookie(request.headers) : null);
    const session = token ? await resolveSession(db(), gate, token, settings.tokenTtlMs) : null;
    if (contract.auth !== 'public') {
      if (!session) throw sessionInvalid();
      if (contract.auth !== 'member') await requireRole(gate, db(), session.memberId, contract.auth);
    }

    const queryInput = { ...searchParamsToObject(new URL(request.url).searchParams), ...pathParams };
    const query = parseWith(contract.query, contract.idempotent && contract.method === 'GET' ? withIdempotencyHeader(queryInput, request.headers) : queryInput);
    const raw = fromProvider ? await readRaw(request) : null;
    const input = contract.method === 'POST' && !raw ? await readBody(request, contract.bodyFormat ?? 'json') : {};
    const parsedBody = raw ? {} : parseWith(contract.body, contract.idempotent && contract.method === 'POST' ? withIdempotencyHeader(input, request.headers) : input);
    const data = await route.handler({
      query,
      body: parsedBody,
      session,
      token,
      clientIp: clientIpOf(request),
      origin: originOf(request),
      requestId,
      raw,
    });
    if (data instanceof Response) {
      logger().info(
        { requestId, method: request.method, path: pathname, status: data.status, code, ms: Math.round(performance.now() - started) },
        'api request',
      );
      recordRequest(request.method, contract.path, code, performance.now() - started);
      data.headers.set('x-request-id', requestId);
      return data;
    }
    body = ok(data);
  } catch (error) {
    if (error instanceof AppError) {
      code = error.code;
      status = error.httpStatus;
      body = failure(error.code, error.message, error.data);
    } else {
      code = ErrorCode.INTERNAL;
      status = 500;
      logger().error({ err: error, requestId, path: pathname }, 'unhandled error');
      body = failure(ErrorCode.INTERNAL, '服务器内部错误，请稍后重试', { requestId });
    }
  }
  const ms = Math.round((performance.now() - started) * 10) / 10;
  logger().info({ requestId, method: request.method, path: pathname, status, code, ms }, 'api request');
  recordRequest(request.method, contract.path, code, ms);
  // Answers about a member (or to anyone holding a token) must not sit in a shared or browser cache.
  const personal = contract.auth !== 'public' || tokenFromHeaders(request.headers) !== null;
  return respond(body, status, requestId, personal ? { 'cache-control': 'no-store' } : {});
}

type NextHandler = (request: Request) => Promise<Response>;

type CompiledRoute = { route: Route; pattern: RegExp; names: string[] };

/** `/api/product/{cas}` → a pattern with one capture per parameter (a parameter is one path segment). */
function compile(route: Route): CompiledRoute {
  const { path } = route.contract;
  const names = pathParamNames(path);
  const source = path
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('([^/]+)');
  return { route, pattern: new RegExp(`^${source}$`), names };
}

export type RouteMatch = { route: Route; params: Record<string, string> } | { allow: HttpMethod[]; path: string } | null;

/**
 * The route answering `method pathname`, with its path parameters (decoded,
 * as Next.js hands dynamic segments over); `{ allow }` when the path exists
 * for other methods only; null for an unknown path.
 */
export function createRouteMatcher(routes: readonly Route[]): (method: string, pathname: string) => RouteMatch {
  const compiled = routes.map(compile);
  return (method, pathname) => {
    const allow: HttpMethod[] = [];
    let allowPath = '';
    for (const { route, pattern, names } of compiled) {
      const found = pattern.exec(pathname);
      if (!found) continue;
      if (route.contract.method !== method) {
        allow.push(route.contract.method);
        allowPath = route.contract.path;
        continue;
      }
      const params: Record<string, string> = {};
      try {
        names.forEach((name, i) => (params[name] = decodeURIComponent(found[i + 1] as string)));
      } catch {
        return null;
      }
      return { route, params };
    }
    return allow.length > 0 ? { allow, path: allowPath } : null;
  };
}

/** A known path asked with a method it does not take (HEAD and OPTIONS included: no call takes cross-origin requests). */
function methodNotAllowed(request: Request, contractPath: string, allow: HttpMethod[]): Response {
  const requestId = request.headers.get('x-request-id') ?? randomUUID();
  recordRequest(request.method, contractPath, ErrorCode.METHOD_NOT_ALLOWED, 0);
  return respond(failure(ErrorCode.METHOD_NOT_ALLOWED, `该接口只接受 ${allow.join('、')} 请求`), 405, requestId, { allow: allow.join(', ') });
}

/**
 * The one handler of every `/api/*` method: finds the call by method and path
 * and runs it through the pipeline; a wrong method answers 405 and an unknown
 * path 404, both in the envelope rather than Next.js's empty answer.
 */
export function apiHandler(routes: readonly Route[], gate: MemberGate): NextHandler {
  const match = createRouteMatcher(routes);
  return async (request) => {
    const { pathname } = new URL(request.url);
    const found = match(request.method, pathname);
    if (found === null) return notFoundHandler(request);
    if ('allow' in found) return methodNotAllowed(request, found.path, found.allow);
    return run(found.route, gate, request, found.params);
  };
}

/** One route alone behind the API handler, for tests of the pipeline. */
export function routeHandler(route: Route, gate: MemberGate): NextHandler {
  return apiHandler([route], gate);
}

/** Unknown `/api/*` paths: HTTP 404 with an envelope, logged like every other request. */
export function notFoundHandler(request: Request): Response {
  const started = performance.now();
  const requestId = request.headers.get('x-request-id') ?? randomUUID();
  const { pathname } = new URL(request.url);
  const response = respond(failure(ErrorCode.NOT_FOUND, `接口不存在：${request.method} ${pathname}`), 404, requestId);
  const ms = Math.round((performance.now() - started) * 10) / 10;
  recordRequest(request.method, 'unknown', ErrorCode.NOT_FOUND, ms);
  logger().info({ requestId, method: request.method, path: pathname, status: 404, code: ErrorCode.NOT_FOUND, ms }, 'api request');
  return response;
}
