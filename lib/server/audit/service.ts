import type { z } from 'zod';
import { nowIso, type Db } from '@/lib/server/core/db';
import { offsetOf } from '@/lib/contracts/pagination';
import { chinaDayStart, chinaToday } from '@/lib/shared/china-day';
import * as repo from './repo';
import type { AuditPageSchema, AuditQuery } from '@/lib/contracts/audit/schema';

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

export type AuditPage = z.input<typeof AuditPageSchema>;

/** Where the operators' names come from: the accounts, handed in because the account area records audits itself. */
export type OperatorDirectory = {
  listOperators(db: Db): Promise<{ id: number; name: string }[]>;
  operatorNames(db: Db, memberIds: number[]): Promise<Map<number, string>>;
};

/** The console's audit log: newest first, filtered, each entry with the operator's name. */
export async function auditPage(db: Db, query: AuditQuery, { listOperators, operatorNames }: OperatorDirectory): Promise<AuditPage> {
  const filter: repo.AuditFilter = {
    operatorId: query.operatorId,
    entity: query.entity || undefined,
    entityId: query.entityId || undefined,
    action: query.action || undefined,
    from: query.from ? chinaDayStart(query.from) : undefined,
    to: query.to ? chinaDayStart(query.to, 1) : undefined,
  };
  const [{ rows, total }, operators, actions, entities] = await Promise.all([
    listAudit(db, filter, offsetOf(query), query.pageSize),
    listOperators(db),
    repo.distinctValues(db, 'action'),
    repo.distinctValues(db, 'entity'),
  ]);
  const names = await operatorNames(
    db,
    rows.map((r) => r.operatorId),
  );
  return {
    list: rows.map(({ operatorId, ...entry }) => ({ ...entry, operator: { id: operatorId, name: names.get(operatorId) ?? `#${operatorId}` } })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    filters: { operators, actions, entities },
  };
}

/** Entries written since the start of today in Beijing (the console dashboard). */
export function auditEntriesToday(db: Db, now = new Date()): Promise<number> {
  return repo.countEntries(db, { from: chinaDayStart(chinaToday(now)) });
}
