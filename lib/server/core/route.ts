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

// Validation messages reach people through the client's toast: in Chinese, like the UI.
z.config(z.locales.zhCN());

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

/** The largest request body read, multipart uploads included. */
export const MAX_BODY_BYTES = 11 * 1024 * 1024;

async function readBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) {
    throw new AppError(ErrorCode.MALFORMED_BODY, `请求体过大（上限 ${MAX_BODY_BYTES / 1024 / 1024} MB）`, null, 413);
  }
  if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    try {
      return Object.fromEntries((await request.formData()).entries());
    } catch {
      throw new AppError(ErrorCode.MALFORMED_BODY, '上传的表单数据无法解析');
    }
  }
  const text = await request.text();
  if (text.trim() === '') return {};
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return searchParamsToObject(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(ErrorCode.MALFORMED_BODY, '请求体不是有效的 JSON');
  }
}

function validationError(error: z.ZodError): AppError {
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

/**
 * The client address as our reverse proxy saw it: the last X-Forwarded-For
 * hop (earlier hops are whatever the client sent), else X-Real-IP, else
 * "local" when nothing sits in front of the server.
 */
function clientIpOf(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',').pop()?.trim();
  return forwarded || request.headers.get('x-real-ip') || 'local';
}

function originOf(request: Request): string {
  const url = new URL(request.url);
  return originFromHeaders(request.headers, url.host, url.protocol.replace(':', ''));
}

function respond(body: unknown, status: number, requestId: string): Response {
  return Response.json(body, { status, headers: { 'x-request-id': requestId } });
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
    verifyRequestSign(request.headers.get('time'), request.headers.get('sign'), {
      secret: settings.signSecret,
      maxSkewSeconds: settings.signMaxSkewSeconds,
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    const token = tokenFromHeaders(request.headers);
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
    const input = route.method === 'POST' ? await readBody(request) : {};
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
  return respond(body, status, requestId);
}

type NextHandler = (request: Request, context: NextContext) => Promise<Response>;

/**
 * The exports of one `app/api/.../route.ts`: the route's own method, and the
 * other one answering 405 in the envelope rather than with an empty body.
 */
export function routeHandlers(route: AnyRoute): { GET: NextHandler; POST: NextHandler } {
  const handler: NextHandler = (request, context) => run(route, request, context);
  return { GET: handler, POST: handler };
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
