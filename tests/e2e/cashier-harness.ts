import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { DEVELOPMENT_SIGN_SECRET } from '@/lib/server/core/config';
import { createDb } from '@/lib/server/core/db';
import { depositAmounts } from '@/lib/server/deposit/ledger';
import { seedDeposit } from '@/tests/kits/money';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import { freshMember, signInWithPassword as signIn } from './harness';

/* A fresh buyer with a submitted order, for the cashier specs (cashier.spec.ts, cashier-qr.spec.ts). */

export const DB_FILE = path.resolve('var/test/e2e.db');

/** Calls the API as the signed-in browser does: signed, with the session's token. */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, payload: Record<string, unknown>): Promise<T> {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  const time = String(unixSecondsNow());
  const headers = { time, sign: requestSign(DEVELOPMENT_SIGN_SECRET, time), authorization: `Bearer ${token}` };
  const response =
    method === 'GET'
      ? await page.request.get(path, { headers, params: payload as Record<string, string> })
      : await page.request.post(path, { headers, data: payload });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(0);
  return body.data;
}

/**
 * A fresh buyer, signed in, with an address, `balanceCents` on the deposit
 * and one submitted order of aspirin, made through the API (the cart and
 * checkout pages are tested on their own).
 */
export async function buyerWithOrder(page: Page, prefix: string, balanceCents: number): Promise<{ memberId: number; orderNo: string; payableCents: number }> {
  const username = await freshMember(prefix, 'Buyer12345');
  await signIn(page, username, 'Buyer12345');
  const { db } = createDb({ kind: 'sqlite', file: DB_FILE });
  try {
    const member = await db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    if (balanceCents > 0) await seedDeposit(db, member.id, balanceCents);
    const goods = await db
      .selectFrom('goods')
      .innerJoin('substances', 'substances.id', 'goods.substanceId')
      .select('goods.id')
      .where('substances.cas', '=', '50-78-2')
      .where('goods.status', '=', 'on_shelf')
      .where('goods.stock', '>', 0)
      .orderBy('goods.priceCents')
      .executeTakeFirstOrThrow();
    await api(page, 'POST', '/api/transaction_create', {
      receiver: '李四',
      phone: '13912345678',
      areaCodes: ['44', '4401', '440106'],
      detail: '天河路 100 号',
    });
    const cart = await api<{ lines: { id: number }[] }>(page, 'POST', '/api/cart_add', { goodsId: goods.id, quantity: 1 });
    const created = await api<{ orders: { orderNo: string }[] }>(page, 'POST', '/api/create_order', { cartItemIds: [cart.lines[0]!.id], invoiceInfoId: null });
    const order = await api<{ orderNo: string; payableCents: number }>(page, 'POST', '/api/submit_order', { orderNo: created.orders[0]!.orderNo });
    return { memberId: member.id, orderNo: order.orderNo, payableCents: order.payableCents };
  } finally {
    await db.destroy();
  }
}

export async function balanceOf(memberId: number) {
  const { db } = createDb({ kind: 'sqlite', file: DB_FILE });
  try {
    return await depositAmounts(db, memberId);
  } finally {
    await db.destroy();
  }
}
