import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER, pathParamNames, type AnyContract, type AuthLevel, type Contract, type HttpMethod } from '@/lib/contracts/contract';
import { API_KEY_SCOPE_LABELS, scopeOfOperation, type ApiKeyScope } from '@/lib/contracts/api-keys/scopes';
import { apiKeyCredentialsFrom, checkTimestamp, principalOfRefusal, type ApiKeyGate, type ApiKeyPrincipal } from './api-key-sign';
import { sha256Hex } from '@/lib/shared/api-key-signature';
import { requireRole, type MemberGate } from './roles';
import { resolveSession, tokenFromHeaders, type AuthedSession } from './auth';
import { config } from './config';
import { db } from './db';
import { failure, ok } from './envelope';
import { AppError, ErrorCode, sessionInvalid } from './errors';
import { logger } from './logger';
import { recordRequest } from './metrics';
import { originOfRequest } from './origin';
import { verifyRequestSign } from './sign';
// Validation messages reach people through the client's toast: our own Chinese words, never the validator's stock text.
import '@/lib/contracts/zod-messages';

/** Set by scripts/server.mjs; scripts/server-guards.mjs names the same header. */
export const CLIENT_IP_HEADER = 'x-chemmart-client-ip';
/** Set by scripts/server.mjs to the request target as received (scripts/server-guards.mjs): what a key signature covers. */
export const REQUEST_TARGET_HEADER = 'x-chemmart-request-target';

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
/** The body, refused (413) past `limit` bytes whether or not a length was declared (a chunked body is counted as it comes). */
export async function readCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
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

/** The body's bytes, capped by what the call takes. */
function readBodyBytes(request: Request, format: 'json' | 'multipart'): Promise<Uint8Array<ArrayBuffer>> {
  const multipart = (request.headers.get('content-type') ?? '').includes('multipart/form-data');
  return readCapped(request, format === 'multipart' && multipart ? MAX_UPLOAD_BODY_BYTES : MAX_JSON_BODY_BYTES);
}

/** Parses a body already read (a key request's body is read first, for its signature). */
async function parseBody(request: Request, bytes: Uint8Array<ArrayBuffer>): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  const multipart = type.includes('multipart/form-data');
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
const scopeRefused = (message: string) => new AppError(ErrorCode.API_KEY_SCOPE_FORBIDDEN, message, null, 403);

/**
 * A call signed with an API key: the timestamp, then the key, its owner, the
 * signature over the body's hash, the nonce and the rate (the area's gate),
 * then the call's scope. Answers who the call acts as and the body's bytes.
 */
async function authenticateKey(
  keyGate: ApiKeyGate | undefined,
  contract: AnyContract,
  request: Request,
  clientIp: string,
  onRefusedKey: (principal: ApiKeyPrincipal) => void,
): Promise<{ principal: ApiKeyPrincipal; bytes: Uint8Array<ArrayBuffer> } | null> {
  const credentials = apiKeyCredentialsFrom(request.headers);
  if (!credentials) return null;
  if (!keyGate) throw new AppError(ErrorCode.API_KEY_UNKNOWN, '此处不接受 API 密钥', null, 401);
  checkTimestamp(credentials.timestamp, Math.floor(Date.now() / 1000));
  const bytes = contract.method === 'POST' ? await readBodyBytes(request, contract.bodyFormat ?? 'json') : new Uint8Array(0);
  // The bytes the caller sent; without our server in front (unit tests), the parsed URL's path and query.
  const url = new URL(request.url);
  const target = request.headers.get(REQUEST_TARGET_HEADER) ?? url.pathname + url.search;
  const principal = await keyGate
    .authenticate(credentials, { method: request.method, pathWithQuery: target, bodySha256: sha256Hex(bytes), clientIp })
    .catch((error: unknown) => {
      const refused = principalOfRefusal(error);
      if (refused) onRefusedKey(refused);
      throw error;
    });
  return { principal, bytes };
}

function checkScope(contract: AnyContract, principal: ApiKeyPrincipal): void {
  const scope = scopeOfOperation(contract.operationId, principal.ownerKind);
  if (scope === null) {
    throw scopeRefused(
      principal.ownerKind === 'organisation'
        ? '组织的 API 密钥不能调用该接口：组织的密钥只用于以本组织名义采购；登录与账户、资金转出、组织成员和密钥管理只在网站上操作（见 docs/integration.md）'
        : '店铺的 API 密钥不能调用该接口：店铺的密钥只用于销售；登录与账户、资金转出和密钥管理只在网站上操作（见 docs/integration.md）',
    );
  }
  if (!principal.scopes.includes(scope)) throw scopeRefused(`该 API 密钥没有「${API_KEY_SCOPE_LABELS[scope as ApiKeyScope]}」（${scope}）权限`);
}

async function run(route: Route, gate: MemberGate, request: Request, pathParams: Record<string, string>, keyGate?: ApiKeyGate): Promise<Response> {
  const contract = route.contract;
  const started = performance.now();
  const requestId = request.headers.get('x-request-id') ?? randomUUID();
  const { pathname } = new URL(request.url);
  let code: number = ErrorCode.OK;
  let status = 200;
  let body: unknown;
  let principal: ApiKeyPrincipal | null = null;
  try {
    if (request.method !== contract.method) {
      throw new AppError(ErrorCode.METHOD_NOT_ALLOWED, `该接口只接受 ${contract.method} 请求`, null, 405);
    }
    const settings = config();
    const keyed = await authenticateKey(keyGate, contract, request, clientIpOf(request), (refused) => (principal = refused));
    principal = keyed?.principal ?? null;
    const openedByLink = contract.file !== undefined && !request.headers.has('time') && !request.headers.has('sign');
    // A provider's notification carries the provider's signature, checked by the handler (lib/server/payments).
    const fromProvider = contract.providerNotification !== undefined;
    if (keyed) {
      checkScope(contract, keyed.principal);
    } else if (!openedByLink && !fromProvider) {
      verifyRequestSign(request.headers.get('time'), request.headers.get('sign'), {
        secret: settings.signSecret,
        maxSkewSeconds: settings.signMaxSkewSeconds,
        nowSeconds: Math.floor(Date.now() / 1000),
      });
    }
    // A key acts as the member who made it, never with a token or cookie beside it.
    const token = keyed ? null : (tokenFromHeaders(request.headers) ?? (contract.file ? tokenFromCookie(request.headers) : null));
    const session: AuthedSession | null = keyed
      ? { sessionId: 0, memberId: keyed.principal.memberId, apiKeyId: keyed.principal.apiKeyId }
      : token
        ? await resolveSession(db(), gate, token, settings.tokenTtlMs)
        : null;
    if (contract.auth !== 'public') {
      if (!session) throw sessionInvalid();
      if (contract.auth !== 'member') await requireRole(gate, db(), session.memberId, contract.auth);
    }

    const queryInput = { ...searchParamsToObject(new URL(request.url).searchParams), ...pathParams };
    const query = parseWith(contract.query, contract.idempotent && contract.method === 'GET' ? withIdempotencyHeader(queryInput, request.headers) : queryInput);
    const raw = fromProvider ? await readRaw(request) : null;
    const input =
      contract.method === 'POST' && !raw ? await parseBody(request, keyed ? keyed.bytes : await readBodyBytes(request, contract.bodyFormat ?? 'json')) : {};
    const parsedBody = raw
      ? {}
      : parseWith(contract.body, contract.idempotent && contract.method === 'POST' ? withIdempotencyHeader(input, request.headers) : input);
    // What the call would touch must be the key owner's (an organisation key: its organisation and its orders).
    if (keyed && keyGate) await keyGate.authorize(keyed.principal, contract.operationId, { ...(query as object), ...(parsedBody as object) });
    const data = await route.handler({
      query,
      body: parsedBody,
      session,
      token,
      clientIp: clientIpOf(request),
      origin: originOfRequest(request),
      requestId,
      raw,
    });
    if (data instanceof Response) {
      logger().info(
        { requestId, method: request.method, path: pathname, status: data.status, code, ms: Math.round(performance.now() - started) },
        'api request',
      );
      recordRequest(request.method, contract.path, code, performance.now() - started);
      if (principal) await recordKeyCall(keyGate, principal, contract, request, code, data.status, requestId);
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
  if (principal) await recordKeyCall(keyGate, principal, contract, request, code, status, requestId);
  // Answers about a member (or to anyone holding a token or key) must not sit in a shared or browser cache.
  const personal = contract.auth !== 'public' || tokenFromHeaders(request.headers) !== null || request.headers.has('x-api-key');
  const retryAfter = code === ErrorCode.API_KEY_RATE_LIMITED ? retryAfterOf(body) : null;
  return respond(body, status, requestId, { ...(personal ? { 'cache-control': 'no-store' } : {}), ...(retryAfter ? { 'retry-after': retryAfter } : {}) });
}

function retryAfterOf(body: unknown): string | null {
  const seconds = (body as { data?: { retryAfterSeconds?: unknown } } | null)?.data?.retryAfterSeconds;
  return typeof seconds === 'number' ? String(seconds) : null;
}

/** The owner's audit row of a call made with a key; a failure to write it is logged, never the caller's problem. */
async function recordKeyCall(
  keyGate: ApiKeyGate | undefined,
  principal: ApiKeyPrincipal,
  contract: AnyContract,
  request: Request,
  code: number,
  status: number,
  requestId: string,
): Promise<void> {
  const url = new URL(request.url);
  const target = request.headers.get(REQUEST_TARGET_HEADER) ?? url.pathname + url.search;
  try {
    await keyGate?.recordCall({
      apiKeyId: principal.apiKeyId,
      method: request.method,
      path: target.slice(0, 500),
      operationId: contract.operationId,
      code,
      status,
      clientIp: clientIpOf(request),
      requestId,
    });
  } catch (error) {
    logger().error({ err: error, requestId }, 'api key call not recorded');
  }
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
export function apiHandler(routes: readonly Route[], gate: MemberGate, keyGate?: ApiKeyGate): NextHandler {
  const match = createRouteMatcher(routes);
  return async (request) => {
    const { pathname } = new URL(request.url);
    const found = match(request.method, pathname);
    if (found === null) return notFoundHandler(request);
    if ('allow' in found) return methodNotAllowed(request, found.path, found.allow);
    return run(found.route, gate, request, found.params, keyGate);
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
