import { expect, test } from '@playwright/test';
import { addFirstOffer, freshMember, signInWithPassword } from './harness';
import { signInAs } from './demo-accounts';
import { SHOTS } from './views';

/*
 * What a new buyer found in a walk-through (2026-12-01): numbers changed
 * without a word, a 加购 answer off screen on a phone, a cashier address that
 * spoke of parameters. Each is tried here in the browser, at 390 and 1280 px.
 */

const PASSWORD = 'Buyer12345';
const PRODUCT = '/products/64-17-5.html';

test.describe.configure({ mode: 'serial' });

let buyer = '';

test.beforeAll(async ({ request }) => {
  buyer = await freshMember('input_buyer', PASSWORD);
  for (const path of ['/login', PRODUCT, '/cart', '/member/buyer/inquiryAdd', '/payment']) await request.get(path);
});

test('on a phone the 加购 answer shows on screen, above the tab bar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithPassword(page, buyer, PASSWORD);
  await addFirstOffer(page, PRODUCT, 2);
  const status = page.getByTestId('cart-result');
  await expect(status).toContainText(/已加入购物车（共 \d+ 件）/);
  await expect(status).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/first-use-added-390.png` });
});

test('the cart never shows a quantity it did not save', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithPassword(page, buyer, PASSWORD);
  await page.goto('/cart');
  const box = page.getByTestId('cart-line').first().getByRole('spinbutton');
  await expect(box).toHaveValue('2');
  await box.fill('0');
  await box.blur();
  await expect(page.getByText('数量须为不小于 1 的整数；不需要这件商品请删除这一行')).toBeVisible();
  await expect(box).toHaveValue('2');
  await expect(page.getByTestId('cart-totals')).toContainText('已选 1 种 2 件');

  await box.fill('99999');
  await box.blur();
  await expect(page.getByText(/最多可买 \d+ 件（卖家库存），已改为 \d+ 件/)).toBeVisible();
  const stock = (await page.getByText(/最多可买 \d+ 件/).innerText()).match(/最多可买 (\d+) 件/)![1]!;
  await expect(box).toHaveValue(stock);
  await expect(page.getByTestId('cart-totals')).toContainText(`已选 1 种 ${stock} 件`);
  // What the box shows is what the cart holds after a reload.
  await page.reload();
  await expect(page.getByTestId('cart-line').first().getByRole('spinbutton')).toHaveValue(stock);
});

test('an inquiry quantity of 0 or below is refused with the reason, not sent as 0.001', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithPassword(page, buyer, PASSWORD);
  await page.goto('/member/buyer/inquiryAdd');
  const quantity = page.getByLabel('第 1 行数量');
  await quantity.fill('-5');
  await quantity.blur();
  await page.getByRole('button', { name: /发送询价/ }).click();
  await expect(page.getByText('数量须大于 0，且不超过 1,000,000').first()).toBeVisible();
  await expect(quantity).toHaveValue('-5');
  await page.screenshot({ path: `${SHOTS}/first-use-inquiry-390.png` });
});

test('the cashier answers a wrong or missing order number in a buyer’s words', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithPassword(page, buyer, PASSWORD);
  await page.goto('/payment?order=DD999');
  await expect(page.getByText('订单号不正确')).toBeVisible();
  await expect(page.getByText(/参数|orderNo/)).toHaveCount(0);
  await page.goto('/payment');
  await expect(page.getByText('没有要支付的订单')).toBeVisible();
  await expect(page.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/member/buyer/orderPayList/1');
});

test('a seller’s page number past the end shows the last page, not “nothing here”', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // demo_seller2 has goods on shelf and sales orders from the demo's trade history.
  await signInAs(page, 'seller2');
  await page.goto('/member/seller/goodsManage/on_shelf/999');
  await expect(page).toHaveURL(/\/member\/seller\/goodsManage\/on_shelf\/\d+$/);
  expect(page.url()).not.toMatch(/\/999$/);
  await expect(page.getByText('还没有在售的商品')).toHaveCount(0);
  await page.goto('/member/seller/saleOrder/999');
  await expect(page).toHaveURL(/\/member\/seller\/saleOrder\/\d+/);
  await expect(page).not.toHaveURL(/\/saleOrder\/999/);
  await expect(page.getByText('还没有销售订单')).toHaveCount(0);
});
