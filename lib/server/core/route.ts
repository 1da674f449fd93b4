import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { requireRole } from '@/lib/server/account/roles';
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

export type HttpMethod = 'GET' | 'POST';

/**
 * Who may call a route. `member`: any signed-in member; `buyer`, `seller`,
 * `operator`: a signed-in member holding that role. The pipeline checks it:
 * no session answers code 10, a missing role code 3012.
 */
export type AuthLevel = 'public' | 'member' | 'buyer' | 'seller' | 'operator';

/** Handlers of every level but `public` receive a session, never null. */
export type SessionFor<A extends AuthLevel> = A extends 'public' ? AuthedSession | null : AuthedSession;

/**
 * One API call of the spec: its contract (schemas, auth) and its handler.
 * The OpenAPI document is generated from these definitions.
 */
export type RouteDefinition<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, A extends AuthLevel = AuthLevel> = {
  method: HttpMethod;
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
  handler: (input: {
    query: z.output<Q>;
    body: z.output<B>;
    session: SessionFor<A>;
    /** The raw token of this request, when one was sent (logout revokes it). */
    token: string | null;
    clientIp: string;
    /** scheme://host of this request, for links the server hands out. */
    origin: string;
    requestId: string;
  }) => Promise<z.input<R>>;
};

// Handlers take their own input types; a list of routes can only be typed loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = Omit<RouteDefinition<any, any, any>, 'handler'> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  handler: (input: any) => Promise<unknown>;
};

export function defineRoute<
  Q extends z.ZodType = z.ZodObject<{}>,
  B extends z.ZodType = z.ZodObject<{}>,
  R extends z.ZodType = z.ZodType,
  A extends AuthLevel = AuthLevel,
>(route: RouteDefinition<Q, B, R, A>): RouteDefinition<Q, B, R, A> {
  return route;
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

type NextContext = { params?: Promise<Record<string, string | string[]>> };

/** Runs one request through the pipeline: sign, auth, validation, handler, envelope, log. */
async function run(route: AnyRoute, request: Request, context: NextContext): Promise<Response> {
  const started = performance.now();
  const requestId = request.headers.get('x-request-id') ?? randomUUID();
  const { pathname } = new URL(request.url);
  let code: number = ErrorCode.OK;
  let status = 200;
  let body: unknown;
  try {
    if (request.method !== route.method) {
      throw new AppError(ErrorCode.METHOD_NOT_ALLOWED, `该接口只接受 ${route.method} 请求`, null, 405);
    }
    const settings = config();
    const openedByLink = route.file !== undefined && !request.headers.has('time') && !request.headers.has('sign');
    if (!openedByLink) {
      verifyRequestSign(request.headers.get('time'), request.headers.get('sign'), {
        secret: settings.signSecret,
        maxSkewSeconds: settings.signMaxSkewSeconds,
        nowSeconds: Math.floor(Date.now() / 1000),
      });
    }
    const token = tokenFromHeaders(request.headers) ?? (route.file ? tokenFromCookie(request.headers) : null);
    const session = token ? await resolveSession(db(), token, settings.tokenTtlMs) : null;
    if (route.auth !== 'public') {
      if (!session) throw sessionInvalid();
      if (route.auth !== 'member') await requireRole(db(), session.memberId, route.auth);
    }

    const pathParams = (await context.params) ?? {};
    const query = parseWith(route.query, {
      ...searchParamsToObject(new URL(request.url).searchParams),
      ...pathParams,
    });
    const input = route.method === 'POST' ? await readBody(request, route.bodyFormat ?? 'json') : {};
    const parsedBody = parseWith(route.body, input);
    const data = await route.handler({
      query,
      body: parsedBody,
      session,
      token,
      clientIp: clientIpOf(request),
      origin: originOf(request),
      requestId,
    });
    if (data instanceof Response) {
      logger().info(
        { requestId, method: request.method, path: pathname, status: data.status, code, ms: Math.round(performance.now() - started) },
        'api request',
      );
      recordRequest(request.method, route.path, code, performance.now() - started);
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
  recordRequest(request.method, route.path, code, ms);
  // Answers about a member (or to anyone holding a token) must not sit in a shared or browser cache.
  const personal = route.auth !== 'public' || tokenFromHeaders(request.headers) !== null;
  return respond(body, status, requestId, personal ? { 'cache-control': 'no-store' } : {});
}

type NextHandler = (request: Request, context: NextContext) => Promise<Response>;

/** Every method a call does not take answers 405 in the envelope, naming the one it does. */
function methodNotAllowed(route: AnyRoute): NextHandler {
  return async (request) => {
    const requestId = request.headers.get('x-request-id') ?? randomUUID();
    recordRequest(request.method, route.path, ErrorCode.METHOD_NOT_ALLOWED, 0);
    return respond(failure(ErrorCode.METHOD_NOT_ALLOWED, `该接口只接受 ${route.method} 请求`), 405, requestId, { allow: route.method });
  };
}

/**
 * The exports of one `app/api/.../route.ts`: the route's own method through the
 * pipeline, every other method (HEAD and OPTIONS included: no call takes
 * cross-origin requests) a 405 envelope rather than Next.js's empty answer.
 */
export function routeHandlers(route: AnyRoute): Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS', NextHandler> {
  const handler: NextHandler = (request, context) => run(route, request, context);
  const refuse = methodNotAllowed(route);
  return {
    GET: route.method === 'GET' ? handler : refuse,
    POST: route.method === 'POST' ? handler : refuse,
    PUT: refuse,
    PATCH: refuse,
    DELETE: refuse,
    HEAD: refuse,
    OPTIONS: refuse,
  };
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
