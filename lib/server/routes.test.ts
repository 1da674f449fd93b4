import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_CONTRACTS } from '@/lib/contracts/all';
import { pathParamNames } from '@/lib/contracts/contract';
import { createRouteMatcher } from './core/route';
import { ALL_ROUTES } from './routes';

/* The one API entry: every contract is served by exactly one handler, found by method and path. */

describe('the API registry', () => {
  it('attaches exactly one handler to every contract, and serves no route without a listed contract', () => {
    for (const contract of ALL_CONTRACTS) {
      expect(
        ALL_ROUTES.filter((route) => route.contract === contract),
        contract.operationId,
      ).toHaveLength(1);
    }
    for (const route of ALL_ROUTES) expect(ALL_CONTRACTS, route.contract.operationId).toContain(route.contract);
    expect(ALL_ROUTES.length).toBe(ALL_CONTRACTS.length);
  });

  it('gives no two contracts the same method and path, or the same operationId', () => {
    const keys = ALL_CONTRACTS.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const ids = ALL_CONTRACTS.map((c) => c.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('resolves every contract’s path, parameters included, to its route', () => {
    const match = createRouteMatcher(ALL_ROUTES);
    for (const route of ALL_ROUTES) {
      const { method, path: template } = route.contract;
      const params = Object.fromEntries(pathParamNames(template).map((name) => [name, `64-17-5 ${name}`]));
      const pathname = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] as string));
      expect(match(method, pathname), `${method} ${pathname}`).toEqual({ route, params });
    }
    expect(ALL_ROUTES.some((route) => pathParamNames(route.contract.path).length > 0)).toBe(true);
  });

  it('tells an unknown path from a known path asked with the wrong method', () => {
    const match = createRouteMatcher(ALL_ROUTES);
    expect(match('GET', '/api/no_such_call')).toBeNull();
    expect(match('GET', '/api/product/64-17-5/extra')).toBeNull();
    expect(match('GET', '/api/login')).toEqual({ allow: ['POST'], path: '/api/login' });
  });

  it('keeps app/api to the catch-all and the OpenAPI document: a per-call route file would shadow the registry', () => {
    const apiDir = path.resolve(import.meta.dirname, '../../app/api');
    const files = fs.readdirSync(apiDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('route.ts'));
    expect(files.sort()).toEqual(['[...path]/route.ts', 'openapi.json/route.ts']);
  });
});
