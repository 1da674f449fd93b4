import { expect } from 'vitest';
import { call } from './helpers';

type AuditRow = {
  id: number;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  operator: { id: number; name: string };
};

/** The newest audit entries of one entity, read through the console's own call. */
export async function auditOf(operatorToken: string, entity: string, entityId: string | number): Promise<AuditRow[]> {
  const { body } = await call<{ list: AuditRow[] }>('/api/admin/audit', { token: operatorToken, query: { entity, entityId: String(entityId), pageSize: 50 } });
  expect(body.code).toBe(0);
  return body.data.list;
}
