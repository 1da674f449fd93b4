import type { Db } from '@/lib/server/core/db';
import { nowIso } from '@/lib/server/core/db';
import { listOffer } from '@/tests/kits/goods';
import { freshMember, get, post, type FreshMember } from './kit';

/*
 * Orders for the fulfilment tests: fresh members, goods of the seller's own,
 * an order created and submitted through the real calls (cart_add,
 * create_order, submit_order).
 *
 * SHORTCUTS, marked as such: `listGoods` puts goods on shelf directly in the
 * test database (the goods area's publish-and-review flow has its own tests),
 * and `markPaid` / `markReceived` set the order's state directly — the
 * payment and receipt calls are built on another branch, and these tests are
 * about what happens after them. Neither moves money or writes the ledger.
 */

/**
 * Ordinary goods (glycine: on no list) and dangerous goods (n-hexane: on the hazardous catalogue).
 * Substances no other test looks at: these tests leave cheap offers of fresh sellers on shelf.
 */
export const PLAIN_CAS = '56-40-6';
export const DANGEROUS_CAS = '110-54-3';

/** Tianhe district, Guangzhou: shipinfo's destination city is 广州市. */
const ADDRESS = { receiver: '王五', phone: '13912345678', areaCodes: ['44', '4401', '440106'], detail: '天河路 100 号 2 楼', postcode: '510000' };

export async function freshSeller(db: Db, prefix: string): Promise<FreshMember> {
  return freshMember(db, prefix, { seller: true });
}

/** A buyer with a default receipt address in Guangzhou. */
export async function freshBuyer(db: Db, prefix: string): Promise<FreshMember> {
  const buyer = await freshMember(db, prefix, { buyer: true });
  await addDefaultAddress(buyer);
  return buyer;
}

/** Gives a member (a teacher made with freshMember, say) a default receipt address in Guangzhou. */
export async function addDefaultAddress(member: FreshMember): Promise<void> {
  const { body } = await post('transaction_create', member.token, { ...ADDRESS, isDefault: true });
  if (body.code !== 0) throw new Error(`address: ${body.msg}`);
}

export { listOffer, type OfferSpec } from '@/tests/kits/goods';

export function listGoods(db: Db, sellerId: number, cas: string, priceCents = 12_000): Promise<number> {
  return listOffer(db, sellerId, cas, { cents: priceCents });
}

type CartAnswer = { lines: { id: number; goodsId: number }[] };
type Created = { orders: { orderNo: string }[] };

/**
 * A submitted order of the buyer's for `quantity` packs of the goods, through
 * cart_add, create_order and submit_order. `invoiceInfoId: null` orders
 * without invoice details; left out, the buyer's default ones are snapshotted.
 */
export async function submittedOrder(
  db: Db,
  buyer: FreshMember,
  goodsId: number,
  options: { quantity?: number; invoiceInfoId?: number | null; expressCompanyId?: number } = {},
): Promise<string> {
  const cart = await post<CartAnswer>('cart_add', buyer.token, { goodsId, quantity: options.quantity ?? 1 });
  if (cart.body.code !== 0) throw new Error(`cart_add: ${cart.body.msg}`);
  const line = cart.body.data.lines.find((l) => l.goodsId === goodsId)!;
  const { sellerId } = await db.selectFrom('goods').select('sellerId').where('id', '=', goodsId).executeTakeFirstOrThrow();
  const created = await post<Created>('create_order', buyer.token, {
    cartItemIds: [line.id],
    ...(options.invoiceInfoId !== undefined ? { invoiceInfoId: options.invoiceInfoId } : {}),
    ...(options.expressCompanyId !== undefined ? { groups: [{ sellerId, expressCompanyId: options.expressCompanyId }] } : {}),
  });
  if (created.body.code !== 0) throw new Error(`create_order: ${created.body.msg}`);
  const orderNo = created.body.data.orders[0]!.orderNo;
  const submitted = await post('submit_order', buyer.token, { orderNo });
  if (submitted.body.code !== 0) throw new Error(`submit_order: ${submitted.body.msg}`);
  return orderNo;
}

/** SHORTCUT: the order paid in full, set directly (see above); `paidAt` lets a test order the dispatch queue. */
export async function markPaid(db: Db, orderNo: string, paidAt = nowIso()): Promise<void> {
  const row = await db.selectFrom('orders').select(['payableCents']).where('orderNo', '=', orderNo).where('status', '=', 'submitted').executeTakeFirstOrThrow();
  await db
    .updateTable('orders')
    .set({ status: 'paid', paidCents: Number(row.payableCents), paidAt, updatedAt: nowIso() })
    .where('orderNo', '=', orderNo)
    .execute();
}

/** SHORTCUT: receipt confirmed, set directly (see above). */
export async function markReceived(db: Db, orderNo: string): Promise<void> {
  const at = nowIso();
  const result = await db
    .updateTable('orders')
    .set({ status: 'received', receiveMode: 'buyer', receivedAt: at, updatedAt: at })
    .where('orderNo', '=', orderNo)
    .where('status', '=', 'dispatched')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new Error(`${orderNo} is not dispatched`);
}

/** A paid order, ready to ship. */
export async function paidOrder(db: Db, buyer: FreshMember, goodsId: number, options: Parameters<typeof submittedOrder>[3] = {}): Promise<string> {
  const orderNo = await submittedOrder(db, buyer, goodsId, options);
  await markPaid(db, orderNo);
  return orderNo;
}

/** The id of a seeded express company by code (SF: a parcel carrier; DG_ROAD: licensed for dangerous goods). */
export async function expressId(db: Db, code: string): Promise<number> {
  return (await db.selectFrom('expressCompanies').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

type Message = { kind: string; title: string; body: string };

/** The member's newest in-app messages. */
export async function messagesOf(token: string): Promise<Message[]> {
  const { body } = await get<{ list: Message[] }>('messages', token, { pageSize: 20 });
  return body.data.list;
}
