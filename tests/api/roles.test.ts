import { afterAll, describe, expect, it } from 'vitest';
import { importMembers } from '@/lib/server/account/service';
import { ErrorCode } from '@/lib/server/core/errors';
import { call, testDb, tokenFor, url } from './helpers';

const db = testDb();
afterAll(() => db.destroy());

type Operation = { 'x-auth': 'public' | 'member' | 'buyer' | 'seller' | 'operator'; security: unknown[] };
type Route = { method: 'GET' | 'POST'; path: string; auth: Operation['x-auth'] };

async function routesOfDocument(): Promise<Route[]> {
  const document = (await (await fetch(url('/api/openapi.json'))).json()) as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ method: method.toUpperCase() as Route['method'], path, auth: operation['x-auth'] })),
  );
}

/** A concrete path for a templated one; the pipeline checks the role before it reads parameters. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '64-17-5');

/** A member holding no role at all: refused by every buyer, seller and operator call. */
async function rolelessToken(): Promise<string> {
  const username = `roleless_${Date.now().toString(36)}_${process.pid % 1000}`;
  await importMembers(db, [
    { username, password: 'Fresh12345', memberType: 'teacher', isBuyer: false, isSeller: false, displayName: '无角色', companyName: null },
  ]);
  return tokenFor(db, username);
}

describe('roles in the route pipeline', () => {
  it('every call in the OpenAPI document states its level, and only public calls go without a bearer token', async () => {
    const routes = await routesOfDocument();
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) expect(['public', 'member', 'buyer', 'seller', 'operator']).toContain(route.auth);
    expect(routes.filter((r) => r.auth === 'buyer').map((r) => r.path)).toContain('/api/create_inquiry');
    expect(routes.filter((r) => r.auth === 'seller').map((r) => r.path)).toContain('/api/good_list');
  });

  it('answers code 10 to every non-public call without a session', async () => {
    const guarded = (await routesOfDocument()).filter((r) => r.auth !== 'public');
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      const { body } = await call(concrete(route.path), { method: route.method, body: route.method === 'POST' ? {} : undefined });
      expect({ path: route.path, code: body.code }).toEqual({ path: route.path, code: 10 });
    }
  });

  it('answers code 3012 with the role named to a member who lacks the role of every buyer, seller and operator call', async () => {
    const token = await rolelessToken();
    const roleCalls = (await routesOfDocument()).filter((r) => r.auth === 'buyer' || r.auth === 'seller' || r.auth === 'operator');
    expect(roleCalls.length).toBeGreaterThanOrEqual(2);
    const expected = { buyer: '买家', seller: '卖家', operator: '运营' } as const;
    for (const route of roleCalls) {
      const { body } = await call(concrete(route.path), { method: route.method, token, body: route.method === 'POST' ? {} : undefined });
      expect({ path: route.path, code: body.code }).toEqual({ path: route.path, code: ErrorCode.ROLE_FORBIDDEN });
      expect(body.msg).toContain(expected[route.auth as keyof typeof expected]);
    }
  });

  it('lets a member call proceed to validation for any signed-in member, whatever their roles', async () => {
    const token = await rolelessToken();
    const { body } = await call('/api/member_info', { token });
    expect(body).toMatchObject({ code: 0, data: { roles: { buyer: false, seller: false } } });
  });
});
