/*
 * One call of /api-docs in plain server HTML: its parameters, its request
 * body's fields, what its answer's data holds, and its examples, read from
 * the OpenAPI document (shared entities by name: components/schemas).
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  description?: string;
};
export type Parameter = { name: string; in: string; required: boolean; description?: string; schema: Schema };
type Media = { schema?: Schema; example?: unknown };
export type Operation = {
  operationId: string;
  summary: string;
  'x-auth': string;
  'x-api-key-scope'?: string;
  security: Record<string, string[]>[];
  parameters: Parameter[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { description?: string; content?: Record<string, Media> }>;
};

/** A schema's type as a person reads it: an entity by name, a list as 名称[], a choice as a | b. */
export function typeLabel(schema: Schema | undefined): string {
  if (!schema) return '—';
  if (schema.$ref) return schema.$ref.split('/').at(-1)!;
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return choices.map(typeLabel).join(' | ');
  if (schema.type === 'array') {
    const item = typeLabel(schema.items);
    return item.includes(' | ') ? `(${item})[]` : `${item}[]`;
  }
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  // A schema that says nothing (a file part, an unknown value) is any value.
  return schema.type ?? (schema.properties ? 'object' : 'any');
}

function FieldTable({ rows }: { rows: { name: string; where?: string; required: boolean; schema: Schema; description?: string }[] }) {
  const withWhere = rows.some((r) => r.where);
  return (
    <div className="doc-table-wrap">
      <table className="doc-table">
        <thead>
          <tr>
            <th>名称</th>
            {withWhere && <th>位置</th>}
            <th>必填</th>
            <th>类型</th>
            <th>说明</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.where ?? ''}:${r.name}`}>
              <td className="mono">{r.name}</td>
              {withWhere && <td>{r.where}</td>}
              <td>{r.required ? '是' : '否'}</td>
              <td className="mono">{typeLabel(r.schema)}</td>
              <td>{r.description ?? r.schema.description ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Schemas = Record<string, Schema>;

/** A shared entity's fields where the schema names one (components/schemas), else the schema's own. */
function fieldsOf(schema: Schema | undefined, schemas: Schemas) {
  const named = schema?.$ref ? schemas[schema.$ref.split('/').at(-1)!] : schema;
  return Object.entries(named?.properties ?? {}).map(([name, s]) => ({ name, required: (named?.required ?? []).includes(name), schema: s }));
}

/** How a call is authorised, in words: the browser's signature, a session, an API key. */
export function authLabel(op: Operation): string {
  const ways = op.security.map((way) => {
    if (way.apiKey) return 'API 密钥';
    if (way.sessionCookie) return '登录 Cookie（浏览器链接）';
    if (Object.keys(way).length === 0) return '无需签名（浏览器链接）';
    return way.bearer ? '浏览器签名 + 登录令牌' : '浏览器签名';
  });
  return ways.length === 0 ? '支付机构签名（不带本站签名）' : ways.join('，或 ');
}

export function OperationDetails({ op, schemas }: { op: Operation; schemas: Schemas }) {
  const [bodyType, body] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  const answers = op.responses['200']?.content ?? {};
  // A file or a provider's answer is not our envelope: say what comes back instead of a data field.
  const otherAnswer = Object.keys(answers).find((type) => type !== 'application/json');
  const answer = otherAnswer ? undefined : answers['application/json'];
  const data = answer?.schema?.properties?.data;
  const dataFields = fieldsOf(data, schemas);
  return (
    <>
      <p className="muted" style={{ margin: '4px 0' }}>{`调用方式：${authLabel(op)}`}</p>
      {op.parameters.length > 0 && (
        <FieldTable rows={op.parameters.map((p) => ({ name: p.name, where: p.in, required: p.required, schema: p.schema, description: p.description }))} />
      )}
      {body?.schema && (
        <details className="doc-details">
          <summary>{`请求体（${bodyType}）`}</summary>
          {fieldsOf(body.schema, schemas).length > 0 ? <FieldTable rows={fieldsOf(body.schema, schemas)} /> : <p className="mono">{typeLabel(body.schema)}</p>}
          {body.example !== undefined && <pre className="doc-example">{JSON.stringify(body.example, null, 2)}</pre>}
        </details>
      )}
      {otherAnswer && <p className="muted" style={{ margin: '4px 0' }}>{`应答：${op.responses['200']?.description ?? otherAnswer}`}</p>}
      {answer && (
        <details className="doc-details">
          <summary>{`应答 data：${typeLabel(data)}`}</summary>
          {dataFields.length > 0 && <FieldTable rows={dataFields} />}
          {answer.example !== undefined && <pre className="doc-example">{JSON.stringify(answer.example, null, 2)}</pre>}
        </details>
      )}
    </>
  );
}
