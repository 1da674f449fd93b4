import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { listInvoiceCategories, type InvoiceCategory } from './categories';
import type { Db } from '@/lib/server/core/db';
import type { InvoiceInfoTable } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { memberRowsWithDefault } from '@/lib/server/core/member-rows';
import type { Page, PageQuery } from '@/lib/contracts/pagination';
import { MAX_INVOICE_INFOS_PER_MEMBER, missingInvoiceFields } from '@/lib/shared/invoice-rules';
import { InvoiceInfoInput, type InvoiceInfoDeletedSchema, type InvoiceInfoSchema, type InvoiceInfoUpdateInput } from '@/lib/contracts/invoice/schema';

export type InvoiceInfo = z.infer<typeof InvoiceInfoSchema>;
export type InvoiceInfoDeleted = z.infer<typeof InvoiceInfoDeletedSchema>;
export type NewInvoiceInfo = z.output<typeof InvoiceInfoInput>;
export type InvoiceInfoUpdate = z.output<typeof InvoiceInfoUpdateInput>;

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

const invoiceInfos = memberRowsWithDefault({
  table: 'invoiceInfos',
  maxPerMember: MAX_INVOICE_INFOS_PER_MEMBER,
  limitReached: () => new AppError(ErrorCode.INVOICE_INFO_LIMIT_REACHED, `最多保存 ${MAX_INVOICE_INFOS_PER_MEMBER} 条开票信息，请先删除不再使用的`),
  notFound,
  columnsOf: (db, input: NewInvoiceInfo) => checkedColumns(db, input),
  present: async (db, rows) => {
    const categories = await listInvoiceCategories(db);
    return rows.map((r) => toInvoiceInfo(r, categories));
  },
});

/** The member's invoice details: the default first, then the most recently updated. */
export function listInvoiceInfos(db: Db, memberId: number, paging: PageQuery): Promise<Page<InvoiceInfo>> {
  return invoiceInfos.list(db, memberId, paging);
}

export function getInvoiceInfo(db: Db, memberId: number, id: number): Promise<InvoiceInfo> {
  return invoiceInfos.get(db, memberId, id);
}

/** Adds invoice details; the member's first become the default, as do ones sent with `isDefault`. */
export function createInvoiceInfo(db: Db, memberId: number, input: NewInvoiceInfo): Promise<InvoiceInfo> {
  return invoiceInfos.create(db, memberId, input);
}

/** Replaces invoice details' fields. `isDefault: true` moves the default here; false never takes it away. */
export function updateInvoiceInfo(db: Db, memberId: number, input: InvoiceInfoUpdate): Promise<InvoiceInfo> {
  return invoiceInfos.update(db, memberId, input.id, input);
}

/** Deletes invoice details; when they were the default, the most recently updated remaining ones take over. */
export function deleteInvoiceInfo(db: Db, memberId: number, id: number): Promise<InvoiceInfoDeleted> {
  return invoiceInfos.remove(db, memberId, id);
}

export function setDefaultInvoiceInfo(db: Db, memberId: number, id: number): Promise<InvoiceInfo> {
  return invoiceInfos.setDefault(db, memberId, id);
}

/** Demo data: gives a member these invoice details unless they keep some already. The category is named by code. */
export async function importInvoiceInfoIfNone(
  db: Db,
  memberId: number,
  info: Omit<z.input<typeof InvoiceInfoInput>, 'categoryId'> & { categoryCode: string },
): Promise<boolean> {
  if ((await invoiceInfos.count(db, memberId)) > 0) return false;
  const { categoryCode, ...fields } = info;
  const category = (await listInvoiceCategories(db)).find((c) => c.code === categoryCode);
  if (!category) throw new Error(`unknown invoice category ${categoryCode}`);
  await createInvoiceInfo(db, memberId, InvoiceInfoInput.parse({ ...fields, categoryId: category.id }));
  return true;
}
