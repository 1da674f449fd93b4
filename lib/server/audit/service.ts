import { nowIso, type Db } from '@/lib/server/core/db';
import * as repo from './repo';

/*
 * The operators' audit log. Every operator action calls `recordAudit` with the
 * transaction that makes the change, so the entry and the change commit or
 * roll back together. Nothing updates or deletes an entry.
 */

export type AuditEntryInput = {
  operatorId: number;
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

function json(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

export async function recordAudit(trx: Db, entry: AuditEntryInput): Promise<number> {
  const { id } = await repo.insertEntry(trx, {
    operatorId: entry.operatorId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    beforeJson: json(entry.before),
    afterJson: json(entry.after),
    reason: entry.reason ?? null,
    createdAt: nowIso(),
  });
  return id;
}

export type AuditEntry = {
  id: number;
  operatorId: number;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  createdAt: string;
};

function parse(text: string | null): unknown {
  return text === null ? null : (JSON.parse(text) as unknown);
}

export async function listAudit(db: Db, filter: repo.AuditFilter, offset: number, limit: number): Promise<{ rows: AuditEntry[]; total: number }> {
  const { rows, total } = await repo.listEntries(db, filter, offset, limit);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      operatorId: r.operatorId,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      before: parse(r.beforeJson),
      after: parse(r.afterJson),
      reason: r.reason,
      createdAt: r.createdAt,
    })),
  };
}
