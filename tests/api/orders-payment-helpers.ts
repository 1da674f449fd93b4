import { randomUUID } from 'node:crypto';
import { afterAll, expect } from 'vitest';
import type { Db } from '@/lib/server/core/db';
import { depositAmounts } from '@/lib/server/deposit/ledger';
import { testDb, tokenFor } from './helpers';
import { expectLedgerEqualsBalances, freshMember, get, goodsOnShelf, ledgerWatch as kitLedgerWatch, post, seedDeposit, type FreshMember } from './kit';

export { expectLedgerEqualsBalances, goodsOnShelf };

/* Orders made through the public calls (cart_add → create_order → submit_order), for the payment tests. */

export type Order = {
  orderNo: string;
  status: string;
  goodsCents: number;
  shippingCents: number;
  discountCents: number;
  payableCents: number;
  paidCents: number;
  dueCents: number;
  version: number;
  voucher: { id: number } | null;
  receiveMode: string | null;
  actions: string[];
};
export type Payment = {
  id: number;
  method: string;
  amountCents: number;
  status: string;
  statusLabel: string;
  proofUrl: string | null;
  rejectReason: string | null;
};
export type PaymentResult = {
  order: Order;
  payments: Payment[];
  repeated: boolean;
  paymentUrl: string | null;
  paymentQr?: { content: string; provider: string; appLabel: string } | null;
};

const ADDRESS = { receiver: '李四', phone: '13912345678', areaCodes: ['44', '4401', '440106'], detail: '天河路 100 号 2 楼', postcode: '510000' };

/** A fresh buyer with a delivery address and, when asked, a deposit balance (credited through the ledger, as a recharge would). */
export async function freshBuyer(db: Db, prefix: string, balanceCents = 0): Promise<FreshMember> {
  const buyer = await freshMember(db, prefix, { buyer: true });
  const address = await post('/api/transaction_create', buyer.token, ADDRESS);
  expect(address.body.code, address.body.msg).toBe(0);
  if (balanceCents > 0) await seedDeposit(db, buyer.id, balanceCents, `seed-${buyer.id}`);
  return buyer;
}

export async function sellerToken(db: Db, sellerId: number): Promise<string> {
  const row = await db.selectFrom('members').select('username').where('id', '=', sellerId).executeTakeFirstOrThrow();
  return tokenFor(db, row.username);
}

/** A submitted order of one line, made as the buyer would: into the cart, ordered, submitted. */
export async function submittedOrder(token: string, goodsId: number, options: { voucherId?: number; sellerId?: number } = {}): Promise<Order> {
  const cart = await post<{ lines: { id: number; goodsId: number }[] }>('/api/cart_add', token, { goodsId, quantity: 1 });
  expect(cart.body.code, cart.body.msg).toBe(0);
  const line = cart.body.data.lines.find((l) => l.goodsId === goodsId)!;
  const groups = options.voucherId ? [{ sellerId: options.sellerId, voucherId: options.voucherId }] : [];
  const created = await post<{ orders: Order[] }>('/api/create_order', token, { cartItemIds: [line.id], invoiceInfoId: null, groups });
  expect(created.body.code, created.body.msg).toBe(0);
  const submitted = await post<Order>('/api/submit_order', token, { orderNo: created.body.data.orders[0]!.orderNo });
  expect(submitted.body.code, submitted.body.msg).toBe(0);
  return submitted.body.data;
}

/** A voucher the operator issues to the member; its id. */
export async function giveVoucher(operator: FreshMember, member: FreshMember, faceValueCents: number, minOrderCents = 0): Promise<number> {
  const today = (plus: number) => new Date(Date.now() + 8 * 3600_000 + plus * 86_400_000).toISOString().slice(0, 10);
  const batch = await post<{ id: number }>('/api/admin/voucher_create', operator.token, {
    title: '订单测试券',
    faceValueCents,
    minOrderCents,
    validFrom: today(-1),
    validUntil: today(30),
    scope: '全场通用',
  });
  expect(batch.body.code, batch.body.msg).toBe(0);
  const issued = await post<{ code: string }>('/api/admin/voucher_issue', operator.token, { batchId: batch.body.data.id, account: member.username });
  expect(issued.body.code, issued.body.msg).toBe(0);
  const mine = await post<{ list: { id: number; code: string }[] }>('/api/member/voucher/index', member.token, { pageSize: 100 });
  return mine.body.data.list.find((v) => v.code === issued.body.data.code)!.id;
}

export const pay = (token: string, query: Record<string, string | number>) => get<PaymentResult>('/api/payment', token, query);

export { depositAmounts };

export const key = () => randomUUID();

/** The members a test file touched, and the check that each one's ledger sums to their balances (after every test). */
export function ledgerWatch(db: Db) {
  const watch = kitLedgerWatch(db);
  return {
    ...watch,
    async buyer(prefix: string, balanceCents = 0): Promise<FreshMember> {
      const member = await freshBuyer(db, prefix, balanceCents);
      watch.add(member.id);
      return member;
    },
  };
}

/** The ledger rows of one member about one order: what moved for it, oldest first. */
export async function orderMovements(db: Db, memberId: number, orderNo: string) {
  const rows = await db
    .selectFrom('depositLedger')
    .select(['kind', 'amountCents', 'frozenDeltaCents'])
    .where('memberId', '=', memberId)
    .where('reference', '=', `order:${orderNo}`)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ kind: r.kind, amountCents: Number(r.amountCents), frozenDeltaCents: Number(r.frozenDeltaCents) }));
}

/**
 * The commission fixed on an order when it was paid (the rate depends on
 * categories and sellers that other tests may set, so tests read it rather
 * than assume the default); at least one cent for the goods these tests buy.
 */
export async function commissionOf(db: Db, orderNo: string): Promise<number> {
  const row = await db.selectFrom('orders').select('commissionCents').where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
  return Number(row.commissionCents);
}

/**
 * What every payment test file sets up first: its own database handle (closed after the file), the ledger
 * watch, and `shelf` — goods on sale by CAS whose seller the watch then checks too (a payment moves the
 * seller's held proceeds). Call it at the top of the file, so the hook belongs to the file.
 */
export function paymentSuite() {
  const db = testDb();
  afterAll(() => db.destroy());
  const watch = ledgerWatch(db);
  const shelf = async (cas: string) => {
    const goods = await goodsOnShelf(db, cas);
    watch.touched.add(goods.sellerId);
    return goods;
  };
  return { db, watch, shelf };
}
