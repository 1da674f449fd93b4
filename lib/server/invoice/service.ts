import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { listInvoiceCategories, type InvoiceCategory } from './categories';
import { inTransaction, nowIso, type Db } from '@/lib/server/core/db';
import type { InvoiceInfoTable } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { offsetOf, type Page, type PageQuery } from '@/lib/server/core/pagination';
import { MAX_INVOICE_INFOS_PER_MEMBER, missingInvoiceFields } from '@/lib/shared/invoice-rules';
import { claimDefault, countOwn, deleteKeepingDefault, lockMemberRows, moveDefault } from '@/lib/server/account/defaulted-rows';
import * as repo from './repo';
import { InvoiceInfoInput, type InvoiceInfoDeletedSchema, type InvoiceInfoSchema, type InvoiceInfoUpdateInput } from './schema';

export type InvoiceInfo = z.infer<typeof InvoiceInfoSchema>;
export type InvoiceInfoDeleted = z.infer<typeof InvoiceInfoDeletedSchema>;
export type NewInvoiceInfo = z.output<typeof InvoiceInfoInput>;
export type InvoiceInfoUpdate = z.output<typeof InvoiceInfoUpdateInput>;

const TABLE = 'invoiceInfos';

// Another member's invoice detail answers exactly like a missing one: ids leak nothing.
const notFound = () => new AppError(ErrorCode.INVOICE_INFO_NOT_FOUND, '开票信息不存在或已删除');

/** A field-level failure found after parsing, in the same shape as the pipeline's validation errors. */
function invalidFields(fields: { field: string; message: string }[]): AppError {
  const first = fields[0]!;
  return new AppError(ErrorCode.VALIDATION_FAILED, `参数 ${first.field} 不正确：${first.message}`, { fields });
}

function toInvoiceInfo(row: Selectable<InvoiceInfoTable>, categories: InvoiceCategory[]): InvoiceInfo {
  const category = categories.find((c) => c.id === row.categoryId);
  return {
    id: row.id,
    category: { id: row.categoryId, code: category?.code ?? '', name: category?.name ?? '' },
    title: row.title,
    taxNumber: row.taxNumber,
    bankName: row.bankName,
    bankAccount: row.bankAccount,
    registeredAddress: row.registeredAddress,
    registeredPhone: row.registeredPhone,
    email: row.email,
    isDefault: row.isDefault === 1,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * The rules that depend on the category (looked up, so they run before any
 * write): the category must exist, and what it requires must be there.
 */
async function checkedColumns(db: Db, input: NewInvoiceInfo) {
  const category = (await listInvoiceCategories(db)).find((c) => c.id === input.categoryId);
  if (!category) throw invalidFields([{ field: 'categoryId', message: '发票类型不存在，请重新选择' }]);
  const missing = missingInvoiceFields(category.code, input);
  if (missing.length > 0) throw invalidFields(missing);
  return {
    categoryId: input.categoryId,
    title: input.title,
    taxNumber: input.taxNumber,
    bankName: input.bankName,
    bankAccount: input.bankAccount,
    registeredAddress: input.registeredAddress,
    registeredPhone: input.registeredPhone,
    email: input.email,
  };
}

async function ownOrThrow(db: Db, memberId: number, id: number) {
  const row = await repo.findOwn(db, memberId, id);
  if (!row) throw notFound();
  return row;
}

/** The member's invoice details: the default first, then the most recently updated. */
export async function listInvoiceInfos(db: Db, memberId: number, paging: PageQuery): Promise<Page<InvoiceInfo>> {
  const [total, rows, categories] = await Promise.all([
    countOwn(db, TABLE, memberId),
    repo.pageOwn(db, memberId, paging.pageSize, offsetOf(paging)),
    listInvoiceCategories(db),
  ]);
  return { list: rows.map((r) => toInvoiceInfo(r, categories)), total, page: paging.page, pageSize: paging.pageSize };
}

export async function getInvoiceInfo(db: Db, memberId: number, id: number): Promise<InvoiceInfo> {
  return toInvoiceInfo(await ownOrThrow(db, memberId, id), await listInvoiceCategories(db));
}

/** Adds invoice details; the member's first become the default, as do ones sent with `isDefault`. */
export async function createInvoiceInfo(db: Db, memberId: number, input: NewInvoiceInfo): Promise<InvoiceInfo> {
  return inTransaction(db, async (trx) => {
    const columns = await checkedColumns(trx, input);
    await lockMemberRows(trx, TABLE, memberId);
    const count = await countOwn(trx, TABLE, memberId);
    if (count >= MAX_INVOICE_INFOS_PER_MEMBER) {
      throw new AppError(ErrorCode.INVOICE_INFO_LIMIT_REACHED, `最多保存 ${MAX_INVOICE_INFOS_PER_MEMBER} 条开票信息，请先删除不再使用的`);
    }
    const makeDefault = await claimDefault(trx, TABLE, memberId, { first: count === 0, requested: input.isDefault === true });
    const now = nowIso();
    const id = await repo.insert(trx, { memberId, ...columns, isDefault: makeDefault ? 1 : 0, createdAt: now, updatedAt: now });
    return getInvoiceInfo(trx, memberId, id);
  });
}

/** Replaces invoice details' fields. `isDefault: true` moves the default here; false never takes it away. */
export async function updateInvoiceInfo(db: Db, memberId: number, input: InvoiceInfoUpdate): Promise<InvoiceInfo> {
  return inTransaction(db, async (trx) => {
    await lockMemberRows(trx, TABLE, memberId);
    const existing = await ownOrThrow(trx, memberId, input.id);
    const columns = await checkedColumns(trx, input);
    const makeDefault = await claimDefault(trx, TABLE, memberId, { first: false, requested: input.isDefault === true && existing.isDefault !== 1 });
    await repo.updateOwn(trx, memberId, input.id, { ...columns, ...(makeDefault ? { isDefault: 1 } : {}), updatedAt: nowIso() });
    return getInvoiceInfo(trx, memberId, input.id);
  });
}

/** Deletes invoice details; when they were the default, the most recently updated remaining ones take over. */
export async function deleteInvoiceInfo(db: Db, memberId: number, id: number): Promise<InvoiceInfoDeleted> {
  return inTransaction(db, async (trx) => {
    await lockMemberRows(trx, TABLE, memberId);
    return deleteKeepingDefault(trx, TABLE, memberId, await ownOrThrow(trx, memberId, id));
  });
}

export async function setDefaultInvoiceInfo(db: Db, memberId: number, id: number): Promise<InvoiceInfo> {
  return inTransaction(db, async (trx) => {
    await lockMemberRows(trx, TABLE, memberId);
    const existing = await ownOrThrow(trx, memberId, id);
    if (existing.isDefault !== 1) await moveDefault(trx, TABLE, memberId, id);
    return getInvoiceInfo(trx, memberId, id);
  });
}

/** Demo data: gives a member these invoice details unless they keep some already. The category is named by code. */
export async function importInvoiceInfoIfNone(
  db: Db,
  memberId: number,
  info: Omit<z.input<typeof InvoiceInfoInput>, 'categoryId'> & { categoryCode: string },
): Promise<boolean> {
  if ((await countOwn(db, TABLE, memberId)) > 0) return false;
  const { categoryCode, ...fields } = info;
  const category = (await listInvoiceCategories(db)).find((c) => c.code === categoryCode);
  if (!category) throw new Error(`unknown invoice category ${categoryCode}`);
  await createInvoiceInfo(db, memberId, InvoiceInfoInput.parse({ ...fields, categoryId: category.id }));
  return true;
}
