import type { z } from 'zod';
import { getMemberInfo, memberTypesOf } from '@/lib/server/account/service';
import { getAddress, listAddresses } from '@/lib/server/address/service';
import { substanceRefByCas } from '@/lib/server/catalog/queries';
import { substancesByCas, substancesByIds } from '@/lib/server/catalog/refs';
import { inTransaction, lockMemberWrites, nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode, fieldError } from '@/lib/server/core/errors';
import { offsetOf, type Page, type PageQuery } from '@/lib/contracts/pagination';
import { sellerOnShelfCounts, sellerOnShelfGoods } from '@/lib/server/goods/queries';
import { listUnits } from '@/lib/server/goods/service';
import { getInvoiceInfo, listInvoiceInfos } from '@/lib/server/invoice/service';
import { findOwnUpload } from '@/lib/server/uploads/service';
import { normalizeCas } from '@/lib/shared/cas';
import { bilingualName } from '@/lib/shared/format';
import { publicBuyerLabel } from './feed';
import { inquiryNumber } from './number';
import { deliverySnapshot, inquiryProvince, invoiceSnapshot, sentDelivery } from './delivery';
import { landedCosts } from './landed';
import { unitMismatch } from './plausibility';
import { quoteAllowance } from './quotes';
import * as repo from './repo';
import {
  DEFAULT_DEADLINE_DAYS,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  MAX_ATTACHMENTS,
  MAX_DEADLINE_DAYS,
  MAX_INQUIRY_LINES,
  type AddInquirySchema,
  type AddQuotationSchema,
  type BuyerInquiriesQuery,
  type BuyerInquiryPageSchema,
  type InquiryDetailSchema,
  type InquiryIndexQuery,
  type InquirySchema,
  type NewInquiry,
  type PublicInquiryPageSchema,
  type SellerLinePageSchema,
  type SellerListQuery,
  type SellerQuotationPageSchema,
} from '@/lib/contracts/inquiry/schema';
import { allowedBuyerActions, QUOTABLE_INQUIRY_STATUSES } from './transitions';
import {
  attachmentIdsOf,
  buyerLabels,
  numberOf,
  publicArea,
  toLine,
  toLineSummary,
  toMyGoods,
  toQuotations,
  unitsById,
  type InquiryRow,
  type LineRow,
  type DirectSupplierLabels,
} from './views';

export type Inquiry = z.input<typeof InquirySchema>;
export type { NewInquiry };

/** More than this many inquiries from one member in an hour is a script, not a person. */
export const INQUIRIES_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const PREVIEW_LINES = 5;

async function assertNotFlooding(db: Db, buyerId: number, now: Date): Promise<void> {
  const { count, oldest } = await repo.inquiriesSince(db, buyerId, new Date(now.getTime() - HOUR_MS).toISOString());
  if (count < INQUIRIES_PER_HOUR) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((new Date(oldest ?? now).getTime() + HOUR_MS - now.getTime()) / 1000));
  throw new AppError(ErrorCode.INQUIRY_TOO_FREQUENT, `一小时内最多提交 ${INQUIRIES_PER_HOUR} 条询价，请 ${Math.ceil(retryAfterSeconds / 60)} 分钟后再试`, {
    retryAfterSeconds,
  });
}

export const inquiryNotFound = () => new AppError(ErrorCode.INQUIRY_NOT_FOUND, '询价单不存在');

/**
 * A buyer asks for quotations: one or many lines (快速询价, 批量询价). Signed-in
 * buyers only. A valid CAS number outside the catalog is welcome (sellers may
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
  if (input.lines.length > MAX_INQUIRY_LINES) throw fieldError('lines', `一次询价最多 ${MAX_INQUIRY_LINES} 行`);
  const units = await listUnits(db);
  const unitByCode = new Map(units.map((u) => [u.code, u]));
  const single = input.lines.length === 1;
  const lines = [];
  for (const [index, line] of input.lines.entries()) {
    const field = single ? 'unitCode' : `lines.${index}.unitCode`;
    const unit = unitByCode.get(line.unitCode);
    if (!unit) throw fieldError(field, `没有单位“${line.unitCode}”，请从单位列表中选择`);
    lines.push({ line, unit });
  }
  // Substances: by id (autocomplete) or by CAS.
  const substances = await resolveLineSubstances(
    db,
    input.lines.map((l) => ({ substanceId: l.substanceId ?? null, cas: l.cas ?? null })),
  );
  const address = input.addressId ? await getAddress(db, buyerId, input.addressId) : null;
  const invoice = input.invoiceInfoId ? await getInvoiceInfo(db, buyerId, input.invoiceInfoId) : null;
  const attachments = [];
  for (const id of input.attachmentIds ?? []) {
    const upload = await findOwnUpload(db, buyerId, id);
    if (!upload) throw fieldError('attachmentIds', `附件 ${id} 不存在，请重新上传`);
    attachments.push({ id: upload.id, name: upload.originalName, url: `/files/${upload.id}` });
  }
  if (attachments.length > MAX_ATTACHMENTS) throw fieldError('attachmentIds', `附件最多 ${MAX_ATTACHMENTS} 个`);
  const deadline = input.deadline ?? new Date(now.getTime() + DEFAULT_DEADLINE_DAYS * DAY_MS).toISOString();
  if (deadline <= now.toISOString()) throw fieldError('deadline', '报价截止时间须晚于现在');
  if (new Date(deadline).getTime() > now.getTime() + MAX_DEADLINE_DAYS * DAY_MS) throw fieldError('deadline', `报价截止时间最长为 ${MAX_DEADLINE_DAYS} 天后`);

  const createdAt = now.toISOString();
  const named = lines.map(({ line, unit }, index) => {
    const substance = substances[index];
    return {
      substanceId: substance?.id ?? null,
      cas: substance?.cas ?? line.cas ?? null,
      productName: line.productName ?? (substance ? bilingualName(substance) : undefined) ?? line.cas ?? line.smiles ?? '目录外产品',
      smiles: line.smiles ?? null,
      quantity: line.quantity,
      unitId: unit.id,
      purity: line.purity ?? null,
      packaging: line.packaging ?? null,
    };
  });
  const first = named[0]!;
  const header = {
    buyerId,
    // The first line's summary stays on the header: the real-time feed shows it.
    substanceId: first.substanceId,
    cas: first.cas,
    productName: first.productName,
    quantity: first.quantity,
    unitId: first.unitId,
    purity: first.purity,
    note: input.remarks ?? null,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    addressId: address?.id ?? null,
    invoiceInfoId: invoice?.id ?? null,
    status: 'open' as const,
    createdAt,
    neededBy: input.neededBy ?? null,
    deadlineAt: deadline,
    attachmentIds: JSON.stringify(attachments.map((a) => a.id)),
    updatedAt: createdAt,
    area: address?.areaLabel ?? null,
    deliveryJson: address ? JSON.stringify(deliverySnapshot(address)) : null,
    invoiceJson: invoice ? JSON.stringify(invoiceSnapshot(invoice)) : null,
  };
  const id = await repo.insertInquiry(db, header);
  await repo.insertLines(
    db,
    named.map((l, index) => ({ ...l, inquiryId: id, lineNo: index + 1, acceptedQuotationId: null, createdAt })),
  );
  const stored = await repo.linesOf(db, [id]);
  const unitMap = new Map(units.map((u) => [u.id, u]));
  const firstUnit = unitMap.get(first.unitId)!;
  return {
    id,
    inquiryNo: inquiryNumber(id, createdAt),
    cas: first.cas,
    productName: first.productName,
    substanceKnown: first.substanceId !== null,
    quantity: first.quantity,
    unit: { code: firstUnit.code, name: firstUnit.name },
    purity: first.purity,
    note: header.note,
    remarks: header.note,
    contactName: header.contactName,
    contactPhone: header.contactPhone,
    delivery: {
      addressId: header.addressId,
      address: address ? `${address.areaLabel} · ${address.receiver}` : null,
      invoiceInfoId: header.invoiceInfoId,
      invoiceTitle: invoice?.title ?? null,
    },
    neededBy: header.neededBy,
    deadline,
    attachments,
    lineCount: stored.length,
    lines: stored.map((l) => toLine(l, unitMap)),
    status: header.status,
    createdAt,
  };
}

async function resolveLineSubstances(db: Db, lines: { substanceId: number | null; cas: string | null }[]) {
  const byId = await substancesByIds(
    db,
    lines.flatMap((l) => (l.substanceId ? [l.substanceId] : [])),
  );
  const byCas = await substancesByCas(
    db,
    lines.flatMap((l) => (!l.substanceId && l.cas ? [l.cas] : [])),
  );
  return lines.map((l, index) => {
    if (l.substanceId) {
      const found = byId.get(l.substanceId);
      if (!found) throw fieldError(lines.length === 1 ? 'substanceId' : `lines.${index}.substanceId`, '产品不存在，请重新选择');
      return found;
    }
    return l.cas ? byCas.get(l.cas) : undefined;
  });
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
      return memberType && unit
        ? [
            {
              id: r.id,
              substanceId: r.substanceId,
              cas: r.cas,
              productName: r.productName,
              quantity: r.quantity,
              unit: { code: unit.code, name: unit.name },
              purity: r.purity,
              buyer: publicBuyerLabel(r.contactName, memberType),
              createdAt: r.createdAt,
            },
          ]
        : [];
    }),
    total,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

// ------------------------------------------------------------ reads

export function deadlineOf(row: { deadlineAt?: string | null; createdAt: string }): string {
  return row.deadlineAt ?? new Date(new Date(row.createdAt).getTime() + DEFAULT_DEADLINE_DAYS * DAY_MS).toISOString();
}

async function linePreviews(db: Db, inquiryIds: number[]) {
  const lines = await repo.linesOf(db, inquiryIds);
  const [units, counts] = await Promise.all([
    unitsById(db),
    repo.quoteCountsOfLines(
      db,
      lines.map((l) => l.id),
    ),
  ]);
  const byInquiry = new Map<number, LineRow[]>();
  for (const line of lines) byInquiry.set(line.inquiryId, [...(byInquiry.get(line.inquiryId) ?? []), line]);
  return (inquiryId: number) => {
    const all = byInquiry.get(inquiryId) ?? [];
    return {
      lineCount: all.length,
      quoteCount: all.reduce((sum, l) => sum + (counts.get(l.id) ?? 0), 0),
      acceptedLineCount: all.filter((l) => l.acceptedQuotationId !== null).length,
      lines: all.slice(0, PREVIEW_LINES).map((l) => toLineSummary(l, units, counts)),
    };
  };
}

/** GET /api/inquiry_index: the public zone, buyer masked. */
export async function inquiryIndex(
  db: Db,
  viewerId: number | null,
  query: z.output<typeof InquiryIndexQuery>,
): Promise<z.input<typeof PublicInquiryPageSchema>> {
  const now = nowIso();
  await repo.expireDue(db, now);
  const { rows, total } = await repo.quotableInquiryPage(db, QUOTABLE_INQUIRY_STATUSES, now, query.keyword, query.pageSize, offsetOf(query));
  const [preview, label] = await Promise.all([
    linePreviews(
      db,
      rows.map((r) => r.id),
    ),
    buyerLabels(db, rows),
  ]);
  return {
    list: rows.map((r) => {
      const p = preview(r.id);
      return {
        id: r.id,
        inquiryNo: numberOf(r),
        buyer: label(r),
        area: publicArea(r.area),
        status: r.status,
        createdAt: r.createdAt,
        deadline: deadlineOf(r),
        lineCount: p.lineCount,
        quoteCount: p.quoteCount,
        lines: p.lines,
        own: viewerId === r.buyerId,
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET /api/inquiries: the buyer's own, by status tab. */
export async function buyerInquiries(db: Db, buyerId: number, query: z.output<typeof BuyerInquiriesQuery>): Promise<z.input<typeof BuyerInquiryPageSchema>> {
  await repo.expireDue(db, nowIso());
  const { rows, total, counts } = await repo.buyerInquiryPage(db, buyerId, query.status, query.keyword, query.pageSize, offsetOf(query));
  const preview = await linePreviews(
    db,
    rows.map((r) => r.id),
  );
  const tabCounts: Record<string, number> = { all: counts.reduce((s, c) => s + c.n, 0) };
  for (const status of INQUIRY_STATUSES) tabCounts[status] = counts.find((c) => c.status === status)?.n ?? 0;
  return {
    list: rows.map((r) => ({
      id: r.id,
      inquiryNo: numberOf(r),
      status: r.status,
      statusLabel: INQUIRY_STATUS_LABELS[r.status],
      createdAt: r.createdAt,
      deadline: deadlineOf(r),
      neededBy: r.neededBy ?? null,
      ...preview(r.id),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts: tabCounts,
  };
}

/**
 * GET /api/inquiry_detail. The owner sees everything, every seller's
 * quotations included; a seller sees the inquiry with the buyer masked and
 * only their own quotations. Anyone else: not found.
 */
export async function inquiryDetail(
  db: Db,
  viewer: { memberId: number; isSeller: boolean },
  id: number,
  directSupplierLabels: DirectSupplierLabels,
): Promise<z.input<typeof InquiryDetailSchema>> {
  await repo.expireDue(db, nowIso());
  const row = await repo.findInquiry(db, id);
  if (!row) throw inquiryNotFound();
  const isOwner = row.buyerId === viewer.memberId;
  if (!isOwner && !viewer.isSeller) throw inquiryNotFound();
  const lines = await repo.linesOf(db, [id]);
  const [units, counts, quotationRows, label] = await Promise.all([
    unitsById(db),
    repo.quoteCountsOfLines(
      db,
      lines.map((l) => l.id),
    ),
    repo.quotationsOfLines(
      db,
      lines.map((l) => l.id),
      isOwner ? undefined : viewer.memberId,
    ),
    buyerLabels(db, [row]),
  ]);
  const quotations = await toQuotations(db, quotationRows, units, isOwner, directSupplierLabels);
  const attachments = [];
  for (const uploadId of attachmentIdsOf(row)) {
    const upload = await findOwnUpload(db, row.buyerId, uploadId);
    if (upload) attachments.push({ id: upload.id, name: upload.originalName, url: `/files/${upload.id}` });
  }
  const delivery = isOwner ? await sentDelivery(db, row) : null;
  const landed = isOwner
    ? await landedCosts(
        db,
        await inquiryProvince(db, row),
        lines.map((l) => ({ id: l.id, lineNo: l.lineNo, cas: l.cas, quantity: Number(l.quantity), unitCode: units.get(l.unitId)?.code ?? '' })),
        quotations,
      )
    : { byQuotation: new Map(), plans: [] };
  return {
    id: row.id,
    inquiryNo: numberOf(row),
    status: row.status,
    statusLabel: INQUIRY_STATUS_LABELS[row.status],
    viewer: isOwner ? 'buyer' : 'seller',
    buyer: { label: label(row), contactName: isOwner ? row.contactName : null, contactPhone: isOwner ? row.contactPhone : null },
    area: publicArea(row.area),
    delivery,
    remarks: row.note,
    neededBy: row.neededBy ?? null,
    deadline: deadlineOf(row),
    attachments: isOwner ? attachments : [],
    createdAt: row.createdAt,
    lines: lines.map((l) => {
      const own = quotations.filter((q) => q.lineId === l.id);
      const acceptedVisible = isOwner || own.some((q) => q.id === l.acceptedQuotationId);
      return {
        ...toLine(l, units),
        accepted: l.acceptedQuotationId !== null,
        acceptedQuotationId: acceptedVisible ? l.acceptedQuotationId : null,
        quoteCount: counts.get(l.id) ?? 0,
        quotations: own,
        landed: own.flatMap((q) => landed.byQuotation.get(q.id) ?? []),
      };
    }),
    allowedActions: isOwner ? allowedBuyerActions(row.status) : [],
    plans: landed.plans,
  };
}

/** GET /api/not_quote: lines the seller can still quote on, their own substances first. */
export async function linesToQuote(db: Db, sellerId: number, query: z.output<typeof SellerListQuery>): Promise<z.input<typeof SellerLinePageSchema>> {
  const now = nowIso();
  await repo.expireDue(db, now);
  const mine = await sellerOnShelfCounts(db, sellerId);
  const { rows, total } = await repo.linesToQuotePage(
    db,
    sellerId,
    QUOTABLE_INQUIRY_STATUSES,
    now,
    query.keyword,
    [...mine.keys()].slice(0, 500),
    query.pageSize,
    offsetOf(query),
  );
  const [units, counts, label] = await Promise.all([
    unitsById(db),
    repo.quoteCountsOfLines(
      db,
      rows.map((r) => r.id),
    ),
    buyerLabels(db, rows),
  ]);
  return {
    list: rows.map((r) => ({
      ...toLineSummary(r, units, counts),
      inquiryId: r.inquiryId,
      inquiryNo: inquiryNumber(r.inquiryId, r.inquiryCreatedAt),
      buyer: label(r),
      area: publicArea(r.area),
      createdAt: r.inquiryCreatedAt,
      deadline: deadlineOf({ deadlineAt: r.deadlineAt, createdAt: r.inquiryCreatedAt }),
      onShelfGoodsCount: r.substanceId === null ? 0 : (mine.get(r.substanceId) ?? 0),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Seller tabs by quotation state: quoted (active), add_quote (won), lost_list, cancel_list. */
export const SELLER_TABS = {
  quoted: ['active'],
  won: ['accepted'],
  lost: ['lost', 'expired'],
  cancelled: ['cancelled'],
} as const;

export async function sellerQuotations(
  db: Db,
  sellerId: number,
  tab: keyof typeof SELLER_TABS,
  query: z.output<typeof SellerListQuery>,
  directSupplierLabels: DirectSupplierLabels,
): Promise<z.input<typeof SellerQuotationPageSchema>> {
  await repo.expireDue(db, nowIso());
  const { rows, total } = await repo.sellerQuotationPage(db, sellerId, SELLER_TABS[tab], query.keyword, query.pageSize, offsetOf(query));
  const [units, inquiries, lines] = await Promise.all([
    unitsById(db),
    repo.inquiriesByIds(db, [...new Set(rows.map((r) => r.inquiryId))]),
    repo.linesByIds(
      db,
      rows.map((r) => r.lineId),
    ),
  ]);
  const [counts, quotations, label] = await Promise.all([
    repo.quoteCountsOfLines(
      db,
      lines.map((l) => l.id),
    ),
    toQuotations(db, rows, units, false, directSupplierLabels),
    buyerLabels(db, inquiries),
  ]);
  const inquiryById = new Map(inquiries.map((i) => [i.id, i]));
  const lineById = new Map(lines.map((l) => [l.id, l]));
  return {
    list: quotations.flatMap((q) => {
      const inquiry = inquiryById.get(q.inquiryId);
      const line = lineById.get(q.lineId);
      if (!inquiry || !line) return [];
      return [
        {
          quotation: q,
          line: toLineSummary(line, units, counts),
          inquiryId: inquiry.id,
          inquiryNo: numberOf(inquiry),
          inquiryStatus: inquiry.status,
          buyer: label(inquiry),
          area: publicArea(inquiry.area),
          deadline: deadlineOf(inquiry),
        },
      ];
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET /api/add_quotation: the quote dialog for one line. */
export async function quoteDialog(
  db: Db,
  sellerId: number,
  lineId: number,
  directSupplierLabels: DirectSupplierLabels,
): Promise<z.input<typeof AddQuotationSchema>> {
  const now = nowIso();
  await repo.expireDue(db, now);
  const line = await repo.findLine(db, lineId);
  const inquiry = line ? await repo.findInquiry(db, line.inquiryId) : undefined;
  if (!line || !inquiry) throw inquiryNotFound();
  const [units, label, active, goods, unitList, allowance] = await Promise.all([
    unitsById(db),
    buyerLabels(db, [inquiry]),
    repo.activeQuotationOf(db, lineId, sellerId),
    line.substanceId === null ? Promise.resolve([]) : sellerOnShelfGoods(db, sellerId, line.substanceId),
    listUnits(db),
    quoteAllowance(db, sellerId),
  ]);
  const asked = units.get(line.unitId);
  const myQuotation = active ? (await toQuotations(db, [active], units, false, directSupplierLabels))[0]! : null;
  const reason = whyNotQuotable(inquiry, sellerId, now) ?? (line.acceptedQuotationId !== null ? '该行已采纳报价' : null);
  return {
    ...sellerSideHeader(inquiry, label(inquiry)),
    line: toLine(line, units),
    myQuotation,
    myGoods: goods.map(toMyGoods),
    // Only units a pack can be converted from: the API refuses the others (4013).
    units: unitList.filter((u) => !asked || unitMismatch(asked, u) === null).map((u) => ({ code: u.code, name: u.name })),
    allowance: { limit: allowance.limit, remaining: allowance.remaining },
    canQuote: reason === null,
    reason,
    defaultValidUntil: new Date(Date.now() + 14 * DAY_MS).toISOString(),
  };
}

/** Why a seller cannot quote on this inquiry now, or null when they can. */
export function whyNotQuotable(inquiry: InquiryRow, sellerId: number, now: string): string | null {
  if (inquiry.buyerId === sellerId) return '不能对自己的询价报价';
  if (inquiry.status === 'expired' || deadlineOf(inquiry) <= now) return '询价单已过报价截止时间';
  if (!QUOTABLE_INQUIRY_STATUSES.includes(inquiry.status)) return `询价单${INQUIRY_STATUS_LABELS[inquiry.status]}，不再接受报价`;
  return null;
}

/** The inquiry as the quote dialog and the quotation sheet head it (the buyer masked). */
export function sellerSideHeader(inquiry: InquiryRow, buyer: string) {
  return {
    inquiryId: inquiry.id,
    inquiryNo: numberOf(inquiry),
    inquiryStatus: inquiry.status,
    buyer,
    area: publicArea(inquiry.area),
    deadline: deadlineOf(inquiry),
    neededBy: inquiry.neededBy ?? null,
    remarks: inquiry.note,
  };
}

/** GET /api/add_inquiry: what the inquiry form needs. */
export async function inquiryForm(db: Db, buyerId: number, cas: string | undefined): Promise<z.input<typeof AddInquirySchema>> {
  const [member, addresses, invoices, units] = await Promise.all([
    getMemberInfo(db, buyerId),
    listAddresses(db, buyerId, { page: 1, pageSize: 100 }),
    listInvoiceInfos(db, buyerId, { page: 1, pageSize: 100 }),
    listUnits(db),
  ]);
  const normalized = cas ? normalizeCas(cas) : null;
  const substance = normalized ? await substanceRefByCas(db, normalized) : undefined;
  return {
    contactName: member.displayName,
    contactPhone: member.phone ?? '',
    addresses: addresses.list.map((a) => ({ id: a.id, label: `${a.areaLabel} ${a.detail} · ${a.receiver}`, isDefault: a.isDefault })),
    invoiceInfos: invoices.list.map((i) => ({ id: i.id, title: i.title, isDefault: i.isDefault })),
    units: units.map((u) => ({ code: u.code, name: u.name, kind: u.kind })),
    prefill: normalized ? { substanceId: substance?.id ?? null, cas: normalized, productName: substance ? bilingualName(substance) : null } : null,
    limits: {
      maxLines: MAX_INQUIRY_LINES,
      maxAttachments: MAX_ATTACHMENTS,
      defaultDeadlineDays: DEFAULT_DEADLINE_DAYS,
      maxDeadlineDays: MAX_DEADLINE_DAYS,
      inquiriesPerHour: INQUIRIES_PER_HOUR,
    },
  };
}

/** Inquiries and quotations whose deadline has passed become expired (the scheduler runs this; reads also run it first). */
export async function expireDueInquiries(db: Db, now = nowIso()): Promise<void> {
  await repo.expireDue(db, now);
}
