import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEVELOPMENT_SIGN_SECRET } from '@/lib/server/core/config';
import { createDb } from '@/lib/server/core/db';
import { depositAmounts } from '@/lib/server/deposit/ledger';
import { seedDeposit } from '@/tests/kits/money';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import { freshMember, signInWithPassword as signIn } from './harness';
import { SHOTS, expectNoSidewaysScroll } from './views';
import { signInAs } from './demo-accounts';

const DB_FILE = path.resolve('var/test/e2e.db');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

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
async function buyerWithOrder(page: Page, prefix: string, balanceCents: number): Promise<{ memberId: number; orderNo: string; payableCents: number }> {
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

async function balanceOf(memberId: number) {
  const { db } = createDb({ kind: 'sqlite', file: DB_FILE });
  try {
    return await depositAmounts(db, memberId);
  } finally {
    await db.destroy();
  }
}

async function fitsPhoneWidth(page: Page) {
  await expectNoSidewaysScroll(page, { within: 390 });
}

test.use({ viewport: { width: 390, height: 844 } });

test('a buyer pays an order from the deposit at the cashier, at phone width; a double click pays once', async ({ page }) => {
  const { memberId, orderNo, payableCents } = await buyerWithOrder(page, 'cashier', 1_000_000);
  await page.goto(`/payment?order=${orderNo}`);
  await expect(page.getByTestId('cashier')).toContainText(orderNo);
  await expect(page.getByTestId('cashier-deposit')).toHaveValue((payableCents / 100).toFixed(2));
  await fitsPhoneWidth(page);
  await page.screenshot({ path: `${SHOTS}/cashier-390.png`, fullPage: true });
  await page.getByTestId('cashier-pay').dblclick();
  await expect(page.getByTestId('cashier-result')).toContainText('付款成功');
  await page.screenshot({ path: `${SHOTS}/cashier-paid-390.png`, fullPage: true });
  expect(await balanceOf(memberId)).toEqual({ balanceCents: 1_000_000 - payableCents, frozenCents: 0 });
  await expect(page.getByRole('link', { name: '查看我的订单' })).toHaveAttribute('href', '/member/buyer/orderPayList/1');
});

test('the rest of the amount goes by bank transfer with its slip, and the operator confirms it', async ({ page }) => {
  const { memberId, orderNo, payableCents } = await buyerWithOrder(page, 'cashier_t', 1_000);
  await page.goto(`/payment?order=${orderNo}`);
  await expect(page.getByTestId('cashier-deposit')).toHaveValue('10.00');
  await expect(page.getByText(/请银行转账到以下账户/)).toContainText(`¥${((payableCents - 1_000) / 100).toFixed(2)}`);
  await expect(page.getByText('账号')).toBeVisible();
  await page.getByTestId('cashier-pay').click();
  await expect(page.getByText('请先转账并上传转账凭证')).toBeVisible();
  await page.getByLabel('付款户名').fill('李四');
  await page.locator('input[type=file]').setInputFiles({ name: '回单.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.from(orderNo)]) });
  await expect(page.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)')).toBeVisible();
  await fitsPhoneWidth(page);
  await page.getByTestId('cashier-pay').click();
  await expect(page.getByTestId('cashier-result')).toContainText('转账凭证已提交，等待平台确认');
  expect(await balanceOf(memberId)).toEqual({ balanceCents: 0, frozenCents: 1_000 });
  await page.goto(`/payment?order=${orderNo}`);
  await expect(page.getByTestId('cashier')).toContainText('正在等待平台确认');
  await expect(page.getByTestId('cashier-pay')).toHaveCount(0);

  // The operator checks the slip and confirms: the frozen part is taken, the order paid.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'operator');
  await page.goto('/admin/order-payments');
  const row = page.getByTestId('order-payment-review').locator('tbody tr').filter({ hasText: orderNo });
  await expect(row).toContainText('¥10.00');
  await expect(row.getByRole('link', { name: '查看凭证' })).toHaveAttribute('href', /^\/files\/\d+$/);
  await page.screenshot({ path: `${SHOTS}/admin-order-payments.png`, fullPage: true });
  await row.getByRole('button', { name: '确认到账' }).click();
  await page.getByRole('button', { name: '确认到账' }).last().click();
  await expect(page.getByText(`订单 ${orderNo} 的转账已确认，订单已付款`)).toBeVisible();
  await expect(page.getByTestId('order-payment-review').locator('tbody tr').filter({ hasText: orderNo })).toHaveCount(0);
  expect(await balanceOf(memberId)).toEqual({ balanceCents: 0, frozenCents: 0 });
});

test('the rest can be paid online: the development checkout settles it through the signed notification', async ({ page }) => {
  const { memberId, orderNo } = await buyerWithOrder(page, 'cashier_o', 1_000);
  await page.goto(`/payment?order=${orderNo}`);
  await page.getByText('在线支付', { exact: true }).click();
  await page.getByTestId('cashier-pay').click();
  await expect(page).toHaveURL(/\/payment\?tradeNo=OP\d{6}$/);
  await expect(page.getByTestId('dev-payment-banner')).toContainText('开发环境模拟支付');
  await fitsPhoneWidth(page);
  await page.getByRole('button', { name: '支付成功' }).click();
  await expect(page.getByText('支付成功，订单已付款')).toBeVisible();
  expect(await balanceOf(memberId)).toEqual({ balanceCents: 0, frozenCents: 0 });
});

test('a buyer with a ¥0 deposit pays online on the first click: the prefilled 0.00 is no deposit part', async ({ page }) => {
  const { memberId, orderNo, payableCents } = await buyerWithOrder(page, 'cashier_zero', 0);
  await page.goto(`/payment?order=${orderNo}`);
  await expect(page.getByTestId('cashier-deposit')).toHaveValue('0.00');
  await page.getByText('在线支付', { exact: true }).click();
  await expect(page.getByTestId('cashier-pay')).toContainText(`去在线支付 ¥${(payableCents / 100).toFixed(2)}`);
  await page.getByTestId('cashier-pay').click();
  await expect(page).toHaveURL(/\/payment\?tradeNo=OP\d{6}$/);
  await page.getByRole('button', { name: '支付成功' }).click();
  await expect(page.getByText('支付成功，订单已付款')).toBeVisible();
  expect(await balanceOf(memberId)).toEqual({ balanceCents: 0, frozenCents: 0 });
});
