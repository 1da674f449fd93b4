import type { z } from 'zod';
import { memberTypesOf } from '@/lib/server/account/service';
import { getAddress } from '@/lib/server/address/service';
import { getInvoiceInfo } from '@/lib/server/invoice/service';
import { inTransaction, lockMemberWrites, type Db } from '@/lib/server/core/db';
import { substanceRefByCas } from '@/lib/server/catalog/queries';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { offsetOf, type Page, type PageQuery } from '@/lib/server/core/pagination';
import { listUnits } from '@/lib/server/goods/service';
import { publicBuyerLabel } from './feed';
import { inquiryNumber } from './number';
import * as repo from './repo';
import type { CreateInquiryBody, InquirySchema } from './schema';

export type Inquiry = z.infer<typeof InquirySchema>;
export type NewInquiry = z.output<typeof CreateInquiryBody>;

/** More than this many inquiries from one member in an hour is a script, not a person. */
export const INQUIRIES_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

async function assertNotFlooding(db: Db, buyerId: number, now: Date): Promise<void> {
  const { count, oldest } = await repo.inquiriesSince(db, buyerId, new Date(now.getTime() - HOUR_MS).toISOString());
  if (count < INQUIRIES_PER_HOUR) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((new Date(oldest ?? now).getTime() + HOUR_MS - now.getTime()) / 1000));
  throw new AppError(
    ErrorCode.INQUIRY_TOO_FREQUENT,
    `一小时内最多提交 ${INQUIRIES_PER_HOUR} 条询价，请 ${Math.ceil(retryAfterSeconds / 60)} 分钟后再试`,
    { retryAfterSeconds },
  );
}

function unknownUnit(code: string): AppError {
  const message = `没有单位“${code}”，请从单位列表中选择`;
  return new AppError(ErrorCode.VALIDATION_FAILED, `参数 unitCode 不正确：${message}`, { fields: [{ field: 'unitCode', message }] });
}

/**
 * A buyer asks for a quotation (快速询价). Signed-in buyers only: quotations
 * come back to the buyer's inquiry list, and the account is what sellers
 * trust. A valid CAS number outside the catalog is welcome (sellers may
 * still source it); the product's name then comes from the form.
 */
export function createInquiry(db: Db, buyerId: number, input: NewInquiry): Promise<Inquiry> {
  // Counting and inserting under the member's lock: parallel requests cannot all slip under the hourly limit.
  return inTransaction(db, async (trx) => {
    await lockMemberWrites(trx, 'inquiries', buyerId);
    return createInquiryLocked(trx, buyerId, input);
  });
}

async function createInquiryLocked(db: Db, buyerId: number, input: NewInquiry): Promise<Inquiry> {
  const now = new Date();
  await assertNotFlooding(db, buyerId, now);
  const unit = (await listUnits(db)).find((u) => u.code === input.unitCode);
  if (!unit) throw unknownUnit(input.unitCode);
  const substance = input.cas ? await substanceRefByCas(db, input.cas) : undefined;
  // Another member's address or invoice details answer "not found", as their own calls do.
  const address = input.addressId ? await getAddress(db, buyerId, input.addressId) : null;
  const invoice = input.invoiceInfoId ? await getInvoiceInfo(db, buyerId, input.invoiceInfoId) : null;
  const createdAt = now.toISOString();
  const row = {
    buyerId,
    substanceId: substance?.id ?? null,
    cas: input.cas ?? null,
    // The zod schema guarantees a CAS number or a name.
    productName: input.productName ?? substance?.name ?? (input.cas as string),
    quantity: input.quantity,
    unitId: unit.id,
    purity: input.purity ?? null,
    note: input.note ?? null,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    addressId: address?.id ?? null,
    invoiceInfoId: invoice?.id ?? null,
    status: 'open' as const,
    createdAt,
  };
  const id = await repo.insertInquiry(db, row);
  return {
    id,
    inquiryNo: inquiryNumber(id, createdAt),
    cas: row.cas,
    productName: row.productName,
    substanceKnown: substance !== undefined,
    quantity: row.quantity,
    unit: { code: unit.code, name: unit.name },
    purity: row.purity,
    note: row.note,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    delivery: {
      addressId: row.addressId,
      address: address ? `${address.areaLabel} · ${address.receiver}` : null,
      invoiceInfoId: row.invoiceInfoId,
      invoiceTitle: invoice?.title ?? null,
    },
    status: row.status,
    createdAt,
  };
}

/** Whether a member has ever made an inquiry (the demo loader adds its examples only once). */
export async function hasInquiries(db: Db, buyerId: number): Promise<boolean> {
  return (await repo.inquiriesSince(db, buyerId, '')).count > 0;
}

/** One line of the public feed: who (surname and title only), what, how much, when. */
export type PublicInquiry = {
  id: number;
  substanceId: number | null;
  cas: string | null;
  productName: string;
  quantity: number;
  unit: { code: string; name: string };
  purity: string | null;
  buyer: string;
  createdAt: string;
};

/** The newest inquiries, for the "real-time purchase" feed; nothing that identifies the buyer. */
export async function latestInquiries(db: Db, paging: PageQuery): Promise<Page<PublicInquiry>> {
  const { rows, total } = await repo.latestInquiryRows(db, paging.pageSize, offsetOf(paging));
  // The buyer's registrant type gives the feed's "王老师"; nothing else of the buyer is read.
  const [memberTypes, units] = await Promise.all([
    memberTypesOf(
      db,
      rows.map((r) => r.buyerId),
    ),
    listUnits(db).then((list) => new Map(list.map((u) => [u.id, u]))),
  ]);
  return {
    // Members and units are never deleted; a row without either is skipped, not guessed.
    list: rows.flatMap((r) => {
      const memberType = memberTypes.get(r.buyerId);
      const unit = units.get(r.unitId);
      return memberType && unit ? [{
      id: r.id,
      substanceId: r.substanceId,
      cas: r.cas,
      productName: r.productName,
      quantity: r.quantity,
      unit: { code: unit.code, name: unit.name },
      purity: r.purity,
      buyer: publicBuyerLabel(r.contactName, memberType),
      createdAt: r.createdAt,
    }] : [];
    }),
    total,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

