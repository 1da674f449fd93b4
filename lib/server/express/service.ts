import type { z } from 'zod';
import { recordAudit } from '@/lib/server/audit/service';
import { inTransaction, nowIso, type Db } from '@/lib/server/core/db';
import { isUniqueViolation } from '@/lib/server/core/db/errors';
import type { ExpressCompanyTable } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import * as repo from './repo';
import type { AdminExpressCompanySchema, ExpressCompanyInput, ExpressCompanySchema, ExpressCompanyUpdateInput } from '@/lib/contracts/express/schema';

/*
 * Express companies (快递公司): the carriers a seller picks when shipping.
 * Buyers and sellers see the enabled ones; operators add, edit, disable and
 * delete them, each change audited. `dangerousGoods` marks carriers licensed
 * for dangerous goods by road, which hazardous chemicals need.
 */

export type ExpressCompany = z.infer<typeof ExpressCompanySchema>;
export type AdminExpressCompany = z.infer<typeof AdminExpressCompanySchema>;
type Row = NonNullable<Awaited<ReturnType<typeof repo.findCompany>>>;

function toPublic(row: Row): ExpressCompany {
  return { id: row.id, name: row.name, code: row.code, trackingUrlTemplate: row.trackingUrlTemplate, dangerousGoods: row.dangerousGoods === 1 };
}

function toAdmin(row: Row): AdminExpressCompany {
  return { ...toPublic(row), enabled: row.enabled === 1, sortOrder: row.sortOrder, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

/** The enabled companies in the operator's order (GET /api/express_company). */
export async function enabledExpressCompanies(db: Db, filter: { dangerousGoods?: boolean } = {}): Promise<ExpressCompany[]> {
  return (await repo.listCompanies(db, { enabledOnly: true, ...filter })).map(toPublic);
}

export async function allExpressCompanies(db: Db): Promise<AdminExpressCompany[]> {
  return (await repo.listCompanies(db, { enabledOnly: false })).map(toAdmin);
}

/** The company of an id, enabled or not (the shipping area checks a seller's choice with it). */
export async function expressCompanyById(db: Db, id: number): Promise<AdminExpressCompany | null> {
  const row = await repo.findCompany(db, id);
  return row ? toAdmin(row) : null;
}

const notFound = () => new AppError(ErrorCode.EXPRESS_COMPANY_NOT_FOUND, '快递公司不存在或已被删除');

function columnsOf(input: ExpressCompanyInput) {
  return {
    name: input.name,
    code: input.code,
    trackingUrlTemplate: input.trackingUrlTemplate,
    enabled: input.enabled ? 1 : 0,
    dangerousGoods: input.dangerousGoods ? 1 : 0,
    sortOrder: input.sortOrder,
  } satisfies Partial<ExpressCompanyTable>;
}

/** A taken name or code, decided by the unique indexes (two operators may race). */
async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.EXPRESS_COMPANY_EXISTS, '已有同名或同编码的快递公司');
    throw error;
  }
}

export function createExpressCompany(db: Db, operatorId: number, input: ExpressCompanyInput): Promise<AdminExpressCompany> {
  return uniquely(() =>
    inTransaction(db, async (trx) => {
      const at = nowIso();
      const id = await repo.insertCompany(trx, { ...columnsOf(input), createdAt: at, updatedAt: at });
      const created = toAdmin((await repo.findCompany(trx, id))!);
      await recordAudit(trx, { operatorId, action: 'express.create', entity: 'express_company', entityId: id, before: null, after: created });
      return created;
    }),
  );
}

export function updateExpressCompany(db: Db, operatorId: number, input: ExpressCompanyUpdateInput): Promise<AdminExpressCompany> {
  return uniquely(() =>
    inTransaction(db, async (trx) => {
      const before = await repo.findCompany(trx, input.id);
      if (!before) throw notFound();
      await repo.updateCompany(trx, input.id, { ...columnsOf(input), updatedAt: nowIso() });
      const after = toAdmin((await repo.findCompany(trx, input.id))!);
      await recordAudit(trx, { operatorId, action: 'express.update', entity: 'express_company', entityId: input.id, before: toAdmin(before), after });
      return after;
    }),
  );
}

/**
 * Deletes a company an operator asked to delete, with its audit record, once
 * `inUse` (the caller's count of orders naming it) is 0; otherwise refused:
 * the operator can disable it instead. Runs on the caller's transaction.
 */
export async function deleteUnusedExpressCompany(
  trx: Db,
  operatorId: number,
  id: number,
  inUse: (trx: Db, id: number) => Promise<number>,
): Promise<{ id: number }> {
  const before = await repo.findCompany(trx, id);
  if (!before) throw notFound();
  const orders = await inUse(trx, id);
  if (orders > 0) throw new AppError(ErrorCode.EXPRESS_COMPANY_IN_USE, `已有 ${orders} 张订单使用这家快递公司，不能删除；可以改为停用`, { orders });
  await repo.deleteCompany(trx, id);
  await recordAudit(trx, { operatorId, action: 'express.delete', entity: 'express_company', entityId: id, before: toAdmin(before), after: null });
  return { id };
}
