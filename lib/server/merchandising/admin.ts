import { catalogOffers } from '@/lib/server/goods/catalog-offers';
import type { z } from 'zod';
import { findMemberByAccount, sellerNames, usernamesOf } from '@/lib/server/account/service';
import { recordAudit } from '@/lib/server/audit/service';
import { productCards, substanceRefByCas } from '@/lib/server/catalog/queries';
import { inTransaction, lockMemberWrites, nowIso, type Db } from '@/lib/server/core/db';
import type { PlacementList } from '@/lib/server/core/db/schema';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import type { Page, PageQuery } from '@/lib/contracts/pagination';
import { PLACEMENT_LISTS, type AdminPlacementSchema, type DirectSupplierSchema, type PlacementInput } from '@/lib/contracts/merchandising/admin-schema';
import * as repo from './repo';

/*
 * The operator console's side of the merchandising lists: add a product (by
 * CAS) to promotion, main products or electronic grade, remove it, move it
 * up or down; mark and unmark direct suppliers. The public list calls read
 * the same rows, so a change shows there on the next request. Every change
 * is audited in its own transaction.
 */

export type AdminPlacement = z.infer<typeof AdminPlacementSchema>;
export type DirectSupplier = z.infer<typeof DirectSupplierSchema>;
type PlacementRow = NonNullable<Awaited<ReturnType<typeof repo.findPlacement>>>;

/** Sort orders are spaced so the seed's and the console's entries interleave without renumbering on every add. */
const ORDER_STEP = 10;

function statusAt(row: PlacementRow, now: string): AdminPlacement['status'] {
  if (row.startsAt > now) return 'scheduled';
  return row.endsAt !== null && row.endsAt <= now ? 'ended' : 'running';
}

/** What the audit log keeps of a placement: the row with its CAS number, not just a substance id. */
function auditView(row: PlacementRow, cas: string) {
  const { createdAt: _c, substanceId: _s, ...rest } = row;
  return { ...rest, cas };
}

/** Serialises additions and moves on one list (PostgreSQL; SQLite has one writer). */
function lockList(trx: Db, list: PlacementList) {
  return lockMemberWrites(trx, 'merchandisingLists', PLACEMENT_LISTS.indexOf(list));
}

export async function adminPlacements(db: Db, list: PlacementList, paging: PageQuery, now = new Date()): Promise<Page<AdminPlacement>> {
  const rows = await repo.placementsOf(db, list);
  const offset = (paging.page - 1) * paging.pageSize;
  const shown = rows.slice(offset, offset + paging.pageSize);
  const cards = await productCards(
    db,
    catalogOffers,
    shown.map((r) => r.substanceId),
  );
  const at = now.toISOString();
  const items = shown.map((row, i) => {
    const card = cards.get(row.substanceId);
    return {
      id: row.id,
      list: row.list,
      cas: card?.cas ?? '',
      name: card?.name ?? '（目录中已无此产品）',
      nameZh: card?.nameZh ?? null,
      position: offset + i + 1,
      label: row.label,
      promotionPriceCents: row.promotionPriceCents,
      note: row.note,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      status: statusAt(row, at),
      createdAt: row.createdAt,
    };
  });
  return { list: items, total: rows.length, page: paging.page, pageSize: paging.pageSize };
}

const placementNotFound = () => new AppError(ErrorCode.PLACEMENT_NOT_FOUND, '列表中没有这个条目（可能已被移除）');

/** Adds a product at the end of a list. */
export async function addPlacement(db: Db, operatorId: number, input: PlacementInput): Promise<{ id: number }> {
  const substance = await substanceRefByCas(db, input.cas);
  if (!substance) throw new AppError(ErrorCode.PRODUCT_NOT_FOUND, `目录中没有 CAS 号为 ${input.cas} 的产品`);
  return inTransaction(db, async (trx) => {
    await lockList(trx, input.list);
    const existing = await repo.findPlacementOf(trx, input.list, substance.id);
    if (existing) throw new AppError(ErrorCode.PLACEMENT_EXISTS, `${substance.name}（${input.cas}）已在该列表中`, { id: existing.id });
    const rows = await repo.placementsOf(trx, input.list);
    const last = rows.at(-1)?.sortOrder ?? 0;
    const at = nowIso();
    const id = await repo.insertPlacement(trx, {
      substanceId: substance.id,
      list: input.list,
      sortOrder: last + ORDER_STEP,
      label: input.list === 'promotion' ? (input.label ?? '促销') : input.label,
      promotionPriceCents: input.promotionPriceCents,
      note: input.note,
      startsAt: input.startsAt ?? at,
      endsAt: input.endsAt,
      createdAt: at,
    });
    const created = (await repo.findPlacement(trx, id))!;
    await recordAudit(trx, { operatorId, action: 'placement.create', entity: 'placement', entityId: id, before: null, after: auditView(created, input.cas) });
    return { id };
  });
}

async function casOf(db: Db, substanceId: number): Promise<string> {
  return (await productCards(db, catalogOffers, [substanceId])).get(substanceId)?.cas ?? '';
}

export function removePlacement(db: Db, operatorId: number, id: number): Promise<{ id: number }> {
  return inTransaction(db, async (trx) => {
    const row = await repo.findPlacement(trx, id);
    if (!row) throw placementNotFound();
    await repo.deletePlacement(trx, id);
    await recordAudit(trx, {
      operatorId,
      action: 'placement.delete',
      entity: 'placement',
      entityId: id,
      before: auditView(row, await casOf(trx, row.substanceId)),
      after: null,
    });
    return { id };
  });
}

/**
 * Moves an entry one place up or down. The list is renumbered in steps of
 * ten first, so entries that shared a sort order (seeded ones) still move.
 * At the top (bottom) already, nothing changes and nothing is audited.
 */
export function movePlacement(db: Db, operatorId: number, input: { id: number; direction: 'up' | 'down' }): Promise<{ id: number; position: number }> {
  return inTransaction(db, async (trx) => {
    const row = await repo.findPlacement(trx, input.id);
    if (!row) throw placementNotFound();
    await lockList(trx, row.list);
    const order = (await repo.placementsOf(trx, row.list)).map((r) => r.id);
    const from = order.indexOf(row.id);
    const to = input.direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return { id: row.id, position: from + 1 };
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [i, id] of order.entries()) await repo.setPlacementOrder(trx, id, (i + 1) * ORDER_STEP);
    await recordAudit(trx, {
      operatorId,
      action: 'placement.move',
      entity: 'placement',
      entityId: row.id,
      before: { list: row.list, cas: await casOf(trx, row.substanceId), position: from + 1 },
      after: { list: row.list, cas: await casOf(trx, row.substanceId), position: to + 1 },
    });
    return { id: row.id, position: to + 1 };
  });
}

export async function listDirectSuppliers(db: Db): Promise<DirectSupplier[]> {
  const rows = await repo.directSuppliers(db);
  const ids = rows.map((r) => r.sellerId);
  const [usernames, names] = await Promise.all([usernamesOf(db, ids), sellerNames(db, ids)]);
  return rows.map((r) => ({
    sellerId: r.sellerId,
    username: usernames.get(r.sellerId) ?? '',
    name: names.get(r.sellerId) ?? '',
    label: r.label,
    createdAt: r.createdAt,
  }));
}

/** Marks a seller (by username, phone or email) as a direct supplier: their on-shelf goods join /products/direct. */
export async function addDirectSupplier(db: Db, operatorId: number, input: { account: string; label: string }): Promise<DirectSupplier> {
  const member = await findMemberByAccount(db, input.account);
  if (!member || member.isSeller !== 1) throw new AppError(ErrorCode.DIRECT_SUPPLIER_INVALID, `没有账号为“${input.account}”的卖家`);
  await inTransaction(db, async (trx) => {
    if (await repo.findDirectSupplier(trx, member.id)) throw new AppError(ErrorCode.DIRECT_SUPPLIER_INVALID, '该卖家已是厂家直供');
    const at = nowIso();
    await repo.addDirectSupplier(trx, member.id, input.label, at);
    await recordAudit(trx, {
      operatorId,
      action: 'direct_supplier.create',
      entity: 'direct_supplier',
      entityId: member.id,
      before: null,
      after: { seller: member.username, label: input.label },
    });
  });
  return (await listDirectSuppliers(db)).find((s) => s.sellerId === member.id)!;
}

export function removeDirectSupplier(db: Db, operatorId: number, sellerId: number): Promise<{ sellerId: number }> {
  return inTransaction(db, async (trx) => {
    const row = await repo.findDirectSupplier(trx, sellerId);
    if (!row) throw new AppError(ErrorCode.DIRECT_SUPPLIER_NOT_FOUND, '该卖家不是厂家直供');
    const username = (await usernamesOf(trx, [sellerId])).get(sellerId) ?? '';
    await repo.removeDirectSupplier(trx, sellerId);
    await recordAudit(trx, {
      operatorId,
      action: 'direct_supplier.delete',
      entity: 'direct_supplier',
      entityId: sellerId,
      before: { seller: username, label: row.label },
      after: null,
    });
    return { sellerId };
  });
}
