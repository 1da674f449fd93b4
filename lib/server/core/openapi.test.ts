import { describe, expect, it } from 'vitest';
import { ALL_CONTRACTS } from '@/lib/contracts/all';
import { buildOpenApiDocument } from './openapi';
import { COMPONENTS_PREFIX, NAMED_COMPONENTS } from './openapi-components';
import { EXAMPLES } from './openapi-examples';

type Json = Record<string, unknown>;
const document = buildOpenApiDocument(ALL_CONTRACTS);

/** Every value under `node` with its property name, depth first. */
function* walk(node: unknown, name = ''): Generator<[string, Json]> {
  if (Array.isArray(node)) for (const item of node) yield* walk(item);
  else if (node && typeof node === 'object') {
    yield [name, node as Json];
    for (const [key, value] of Object.entries(node as Json)) yield* walk(value, key === 'properties' ? '' : key);
  }
}

describe('the OpenAPI document', () => {
  it('gives every call its own operationId', () => {
    const ids = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((op) => (op as { operationId: string }).operationId));
    expect(ids.length).toBe(ALL_CONTRACTS.length);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names the shared entities once and refers to them; every reference resolves', () => {
    const schemas = document.components.schemas as Json;
    expect(Object.keys(schemas).sort()).toEqual([...NAMED_COMPONENTS, 'Failure'].sort());
    const refs = new Set([...walk(document)].map(([, node]) => node.$ref).filter((ref): ref is string => typeof ref === 'string'));
    for (const ref of refs) expect(ref.startsWith(COMPONENTS_PREFIX) && ref.slice(COMPONENTS_PREFIX.length) in schemas, ref).toBe(true);
    for (const name of Object.keys(schemas)) expect(refs.has(`${COMPONENTS_PREFIX}${name}`), `${name} is never referred to`).toBe(true);
    const submit = (document.paths['/api/submit_order'] as Json).post as { responses: { 200: { content: { 'application/json': { schema: Json } } } } };
    expect(submit.responses[200].content['application/json'].schema).toMatchObject({ properties: { data: { $ref: `${COMPONENTS_PREFIX}Order` } } });
  });

  it('says every amount in an answer is integer cents of yuan', () => {
    const schemas = document.components.schemas as Record<string, Json>;
    expect(schemas.MoneyCents).toMatchObject({ type: 'integer', 'x-currency': 'CNY' });
    const order = schemas.Order!.properties as Record<string, Json>;
    expect(order.payableCents).toMatchObject({ $ref: `${COMPONENTS_PREFIX}MoneyCents` });
    for (const [name, schema] of Object.entries(schemas)) {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      for (const [property, value] of Object.entries(properties)) {
        if (property.endsWith('Cents')) expect(value.type, `${name}.${property}`).not.toBe('integer');
      }
    }
  });

  it('has examples that the calls themselves accept', () => {
    const byId = new Map(ALL_CONTRACTS.map((contract) => [contract.operationId, contract]));
    for (const [operationId, example] of Object.entries(EXAMPLES)) {
      const contract = byId.get(operationId);
      expect(contract, operationId).toBeDefined();
      if (example.body) expect(contract!.body!.safeParse(example.body).success, `${operationId} body`).toBe(true);
      if (example.query) expect(contract!.query!.safeParse(example.query).success, `${operationId} query`).toBe(true);
    }
    const pay = (document.paths['/api/organisation_pay_order'] as Json).post as { requestBody: { content: { 'application/json': { example: Json } } } };
    expect(pay.requestBody.content['application/json'].example).toEqual(EXAMPLES.payOrderFromOrganisationDeposit!.body);
  });

  it('carries the browser signature as an auth scheme beside the session or a key, never as a required parameter', () => {
    type Operation = { parameters: { name: string }[]; security: Record<string, string[]>[] };
    const operation = (path: string, method: string) => (document.paths[path] as Record<string, Operation>)[method]!;
    for (const methods of Object.values(document.paths))
      for (const op of Object.values(methods) as Operation[]) expect(op.parameters.map((p) => p.name)).not.toContain('sign');
    expect(operation('/api/create_order', 'post').security).toEqual([{ browserTime: [], browserSign: [], bearer: [] }, { apiKey: [] }]);
    expect(operation('/api/login', 'post').security).toEqual([{ browserTime: [], browserSign: [] }]);
    const schemes = document.components.securitySchemes as Record<string, { in?: string; name?: string }>;
    expect(schemes.browserSign).toMatchObject({ in: 'header', name: 'sign' });
    expect(schemes.apiKey).toMatchObject({ in: 'header', name: 'X-Api-Key' });
  });

  it('is smaller for no integer bound zod adds by itself', () => {
    expect(JSON.stringify(document)).not.toContain(String(Number.MAX_SAFE_INTEGER));
  });
});
