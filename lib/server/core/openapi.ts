import { z } from 'zod';
import { ErrorCode } from './errors';
import { IDEMPOTENCY_HEADER, pathParamNames, type AnyContract, type AuthLevel } from '@/lib/contracts/contract';
import { keyScopeOf } from '@/lib/contracts/api-keys/scopes';
import { MONEY_COMPONENT, schemaFor } from './openapi-components';
import { EXAMPLES } from './openapi-examples';

type JsonSchema = Record<string, unknown>;

/** Request parts are written inline (no component collection). */
function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return schemaFor(schema, io, {});
}

/** Money-moving calls: the key that makes a repeated request answer the first result and move nothing. */
const IDEMPOTENCY_PARAMETER = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description:
    '幂等键（8–64 位字母、数字、- 或 _）：同一个键重复提交只生效一次，返回第一次的结果。资金类接口一律用这个请求头；为兼容，请求体中的 idempotencyKey 字段也可（两者不一致时拒绝）',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
};

function parametersOf(route: AnyContract, example: Record<string, unknown> | undefined) {
  if (!route.query) return [];
  const schema = toSchema(route.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  const inPath = new Set(pathParamNames(route.path));
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: inPath.has(name) ? 'path' : 'query',
    required: inPath.has(name) || (schema.required ?? []).includes(name),
    description: property.description,
    schema: property,
    ...(example?.[name] !== undefined ? { example: example[name] } : {}),
  }));
}

/**
 * The browser's request signature (time and sign headers) is an auth scheme
 * of its own, not a parameter of each call: a call made with an API key does
 * not send it, and a generated client must not require it.
 */
const BROWSER_SIGNATURE: Record<string, string[]> = { browserTime: [], browserSign: [] };

function envelopeOf(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: {
      code: { type: 'integer', description: '0 为成功，其它见 docs/api-errors.md' },
      msg: { type: 'string' },
      data,
    },
  };
}

/** The envelope of a refusal, named once. */
const FAILURE_COMPONENT = {
  Failure: {
    ...envelopeOf({ description: '多数为 null；个别错误带详情（如 1500 的 requestId）' }),
    examples: [{ code: 3012, msg: '该操作需要买家身份', data: null }],
  },
};

function failureResponse(description: string) {
  return { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } };
}

const AUTH_DESCRIPTIONS: Record<AuthLevel, string> = {
  public: '权限：公开，无需登录',
  member: '权限：登录会员（未登录 code 10）',
  buyer: '权限：买家（未登录 code 10，非买家 code 3012）',
  seller: '权限：卖家（未登录 code 10，非卖家 code 3012）',
  operator: '权限：平台运营（未登录 code 10，非运营 code 3012）',
};

/**
 * Each way a call may be authorised: the browser's signature (with a session
 * unless public); or an API key for calls in a key scope; or, for a file a
 * link opens, the session cookie alone. A provider's notification carries the
 * provider's own signature: none of ours.
 */
function securityOf(route: AnyContract, takesKey: boolean): Record<string, string[]>[] {
  if (route.providerNotification) return [];
  const session: Record<string, string[]> = route.auth === 'public' ? {} : { bearer: [] };
  return [
    { ...BROWSER_SIGNATURE, ...session },
    ...(takesKey ? [{ apiKey: [] }] : []),
    ...(route.file ? [route.auth === 'public' ? {} : { sessionCookie: [] }] : []),
  ];
}

/** OpenAPI 3.1, generated from the contracts' zod schemas. */
export function buildOpenApiDocument(routes: readonly AnyContract[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: JsonSchema = { ...MONEY_COMPONENT, ...FAILURE_COMPONENT };
  for (const route of routes) {
    paths[route.path] ??= {};
    const keyScope = keyScopeOf(route.operationId);
    const example = EXAMPLES[route.operationId];
    paths[route.path]![route.method.toLowerCase()] = {
      operationId: route.operationId,
      summary: route.summary,
      tags: [route.tag],
      // A key signs the call itself (docs/integration.md); only calls in a key scope take one.
      security: securityOf(route, keyScope !== null),
      'x-auth': route.auth,
      ...(keyScope ? { 'x-api-key-scope': keyScope } : {}),
      description: AUTH_DESCRIPTIONS[route.auth as AuthLevel],
      parameters: [...(route.idempotent ? [IDEMPOTENCY_PARAMETER] : []), ...parametersOf(route, example?.query)],
      ...(route.providerNotification
        ? {
            requestBody: {
              required: true,
              description: '支付机构的原始通知报文（按其文档验签；不带 time/sign 请求头）',
              content: Object.fromEntries(route.providerNotification.contentTypes.map((type) => [type, { schema: { type: 'string' } }])),
            },
          }
        : route.body
          ? {
              requestBody: {
                required: true,
                content: {
                  [route.bodyFormat === 'multipart' ? 'multipart/form-data' : 'application/json']: {
                    schema: toSchema(route.body, 'input'),
                    ...(example?.body ? { example: example.body } : {}),
                  },
                },
              },
            }
          : {}),
      responses: {
        '200': route.providerNotification
          ? {
              description: '按支付机构要求的应答（支付宝：文本 success / fail；微信支付：HTTP 200 {"code":"SUCCESS"}，失败为 4xx/5xx {"code":"FAIL"}）',
              content: { 'text/plain': { schema: { type: 'string' } }, 'application/json': { schema: { type: 'object' } } },
            }
          : route.file
            ? {
                description: `文件（${route.file.contentType}）；可由浏览器链接直接打开（不带签名时凭 token Cookie）；失败时为信封 { code, msg, data }`,
                content: { [route.file.contentType]: { schema: { type: 'string', format: 'binary' } }, 'application/json': { schema: envelopeOf({}) } },
              }
            : {
                description: '信封 { code, msg, data }；业务失败同样以 HTTP 200 返回非零 code',
                content: {
                  'application/json': {
                    schema: envelopeOf(schemaFor(route.response, 'output', schemas)),
                    ...(example?.answer ? { example: { code: 0, msg: 'ok', data: example.answer } } : {}),
                  },
                },
              },
        '401': failureResponse('签名缺失、错误或过期（code 1001–1003）'),
        '405': failureResponse('请求方法不对（code 1405）'),
        '500': failureResponse('服务器内部错误（code 1500，data.requestId 对应服务器日志）'),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'ChemMart API',
      version: '0.1.0',
      description: `化学品交易平台接口。浏览器的请求带 time 与 sign 请求头（browserTime、browserSign），登录后另带 Authorization: Bearer <token>；采购系统与卖家软件改用 API 密钥（apiKey，见 docs/integration.md）。错误码：${Object.entries(
        ErrorCode,
      )
        .map(([name, code]) => `${code} ${name}`)
        .join('，')}`,
    },
    servers: [{ url: '/' }],
    components: {
      schemas,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: '登录后的会话令牌（浏览器），与 time、sign 请求头一起' },
        browserTime: { type: 'apiKey', in: 'header', name: 'time', description: '浏览器签名：Unix 时间（秒），与服务器相差不得超过 300 秒' },
        browserSign: { type: 'apiKey', in: 'header', name: 'sign', description: '浏览器签名：MD5(签名密钥前缀 + time) 的十六进制小写值' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'token', description: '由浏览器链接直接打开的文件：凭登录后的 token Cookie，不带签名' },
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Api-Key',
          description:
            'API 密钥（采购系统、卖家软件）：另带 X-Api-Timestamp、X-Api-Nonce 与 X-Api-Signature（HMAC-SHA256，见 docs/integration.md），不带 time/sign；只能调用标有 x-api-key-scope 且在密钥权限内的接口',
        },
      },
    },
    paths,
  };
}
