import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { addFirstOffer, chooseTianhe, freshMember, signInWithPassword } from './harness';
import { SHOTS, expectNoSidewaysScroll } from './views';

/*
 * The buyer's side of orders: the cart path from a product page
 * (add → cart → createOrder → create → submit → cashier link) and the order
 * list, at 1280 and 390 px, with a screenshot of every page.
 */

const PASSWORD = 'Buyer12345';
const PRODUCT = '/products/64-17-5.html';

test.describe.configure({ mode: 'serial' });

let buyer = '';
/** The order the cart path made and submitted (待付款). */
let submittedOrderNo = '';

test.beforeAll(async ({ request }) => {
  buyer = await freshMember('cart_buyer', PASSWORD);
  // The first visit of a fresh server renders cold; warm the pages so each stays within the test's wait.
  for (const path of ['/login', PRODUCT, '/cart', '/member/buyer/createOrder', '/member/buyer/orderPayList/1']) await request.get(path);
});

test('a visitor who adds to the cart is sent to sign in and back', async ({ page }) => {
  await page.goto(PRODUCT);
  await page
    .getByTestId('offer-table')
    .getByTestId('add-to-cart')
    .first()
    .getByRole('button', { name: /^加购 / })
    .click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fproducts%2F64-17-5\.html$/);
});

test('the cart path: product page → cart → createOrder (address added inline) → orders made → submitted → cashier', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithPassword(page, buyer, PASSWORD);
  await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('购物车，0 件');

  await addFirstOffer(page, PRODUCT, 2);
  // refreshCart: the header's badge follows the change without a reload.
  await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('购物车，2 件');
  await page.screenshot({ path: `${SHOTS}/orders-product-1280.png` });

  await page.getByTestId('cart-badge').click();
  await expect(page).toHaveURL(/\/cart$/);
  const cart = page.getByTestId('cart');
  await expect(cart.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-totals')).toContainText('已选 1 种 2 件');
  // The stepper changes the quantity on the server; the badge follows.
  await cart.getByRole('spinbutton').fill('3');
  await cart.getByRole('spinbutton').press('Enter');
  await expect(page.getByTestId('cart-totals')).toContainText('已选 1 种 3 件');
  await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('购物车，3 件');
  await expect(page.getByTestId('quick-inquiry')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/orders-cart-1280.png`, fullPage: true });

  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/member\/buyer\/createOrder\?cart=\d+$/);
  // A new member has no address yet: it is added right here.
  const inline = page.getByTestId('inline-address');
  await expect(inline).toBeVisible();
  await inline.getByLabel('收货人').fill('测试收货人');
  await inline.getByLabel('电话').fill('13912345678');
  await chooseTianhe(page, inline);
  await inline.getByLabel('详细地址').fill('天河路 100 号');
  await inline.getByRole('button', { name: /保存地址/ }).click();
  await expect(page.getByTestId('delivery-choices')).toContainText('天河路 100 号');

  const group = page.getByTestId('checkout-group');
  await expect(group).toHaveCount(1);
  // Ethanol is on the dangerous-goods lists: the server picks a licensed carrier and charges for it.
  await expect(group.getByText('含危险化学品，须由具备危险货物运输资质的承运商配送')).toBeVisible();
  await expect(page.getByTestId('payable')).toContainText('¥');
  await group.getByLabel(/留言/).fill('工作日送货');
  await page.screenshot({ path: `${SHOTS}/orders-create-1280.png`, fullPage: true });

  await page.getByRole('button', { name: '提交订单' }).click();
  const made = page.getByTestId('created-order');
  await expect(made).toHaveCount(1);
  const orderNo = ((await made.locator('[data-id-number="order"]').first().innerText()) ?? '').trim();
  expect(orderNo).toMatch(/^DD\d{14}$/);
  await expect(made).toContainText('待确认');
  await expect(made.getByRole('link', { name: /查看合同/ })).toHaveAttribute('href', `/api/contract?orderNo=${orderNo}`);
  await expect(made.getByRole('link', { name: /下载合同 PDF/ })).toHaveAttribute('href', `/api/contract_pdf?orderNo=${orderNo}`);
  // Making the order emptied those cart lines.
  await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('购物车，0 件');

  submittedOrderNo = orderNo;
  await made.getByRole('button', { name: '确认提交' }).click();
  await expect(made).toContainText('已提交');
  await expect(made.getByRole('link', { name: '去付款' })).toHaveAttribute('href', `/payment?order=${orderNo}`);
  await page.screenshot({ path: `${SHOTS}/orders-confirm-1280.png`, fullPage: true });

  await page.getByRole('link', { name: '查看我的订单' }).click();
  await expect(page).toHaveURL(/\/member\/buyer\/orderPayList\/1$/);
  const list = page.getByTestId('order-pay-list');
  const row = list.getByTestId('order-table').locator('tbody tr', { hasText: orderNo });
  await expect(row).toContainText('待付款');
  await expect(list.getByRole('tab', { name: /待付款 1/ })).toBeVisible();
  await expect(row.getByRole('link', { name: '去付款' })).toHaveAttribute('href', `/payment?order=${orderNo}`);
  await expect(list.getByRole('link', { name: /导出/ })).toHaveAttribute('href', '/api/order_export?status=all');

  // The detail drawer: lines, amounts, the delivery snapshot and the events.
  await row.getByRole('button', { name: orderNo }).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail).toContainText('天河路 100 号');
  await expect(detail).toContainText('工作日送货');
  await expect(detail).toContainText('订单记录');
  await page.screenshot({ path: `${SHOTS}/orders-detail-1280.png`, fullPage: true });
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // Filters live in the URL; a search for another number finds nothing.
  await list.getByLabel('搜索订单').fill('DD00000000000000');
  await list.getByLabel('搜索订单').press('Enter');
  await expect(page).toHaveURL(/keyword=DD00000000000000/);
  await expect(list.getByText('没有符合条件的订单')).toBeVisible();
  await list.getByRole('button', { name: '清除筛选' }).click();
  await expect(list.getByTestId('order-table').locator('tbody tr', { hasText: orderNo })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/orders-list-1280.png`, fullPage: true });

  // 去付款 opens the cashier of this order, which asks for what is due.
  await list.getByTestId('order-table').locator('tbody tr', { hasText: orderNo }).getByRole('link', { name: '去付款' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?order=${orderNo}$`));
  await expect(page.getByTestId('cashier-due')).toContainText('¥');

  // A page past the end shows the last page there is.
  await page.goto('/member/buyer/orderPayList/9');
  await expect(page).toHaveURL(/\/member\/buyer\/orderPayList\/1$/);
});

test('at 390 px: add from the product cards, the cart, createOrder, and the order list as cards with a cancellation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithPassword(page, buyer, PASSWORD);
  await addFirstOffer(page, PRODUCT, 1);
  await page.screenshot({ path: `${SHOTS}/orders-product-390.png` });

  await page.getByTestId('cart-badge').click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/orders-cart-390.png`, fullPage: true });

  await page.getByRole('button', { name: '去结算' }).click();
  // createOrder prices the lines on the server first: slow on a busy machine.
  await expect(page.getByTestId('checkout-group')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByTestId('payable')).toContainText('¥');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/orders-create-390.png`, fullPage: true });
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByTestId('created-order')).toHaveCount(1);
  const orderNo = (await page.getByTestId('created-order').locator('[data-id-number="order"]').first().innerText()).trim();

  await page.goto('/member/buyer/orderPayList/1');
  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId('order-table')).toHaveCount(0);
  const draft = cards.filter({ hasText: orderNo });
  await expect(draft).toContainText('待确认');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/orders-list-390.png`, fullPage: true });

  // Cancelling asks for a reason first.
  await draft.getByRole('button', { name: '取消订单' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`取消订单 ${orderNo}`) });
  await expect(dialog.getByRole('button', { name: '取消订单' })).toBeDisabled();
  await dialog.getByLabel('取消原因').fill('买错了规格');
  await dialog.getByRole('button', { name: '取消订单' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards.filter({ hasText: orderNo })).toContainText('已取消');
  const closedTab = page.getByRole('tab', { name: /已关闭/ });
  await closedTab.click();
  await expect(page).toHaveURL(/status=closed/);
  await expect(closedTab).toHaveAttribute('aria-selected', 'true');
  // The previous tab's cards stay until the 已关闭 page arrives: wait until only closed orders are listed.
  await expect(cards.filter({ hasNotText: '已取消' })).toHaveCount(0);
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/orders-list-closed-390.png`, fullPage: true });
});

/**
 * Test-only shortcut, labelled as such: the seller's shipment written straight
 * into the end-to-end database (paying and dispatching have their own tests in
 * the payment and fulfilment specs), so the buyer's logistics view can be seen.
 */
function markDispatchedForTest(orderNo: string): void {
  const db = new Database('var/test/e2e.db', { fileMustExist: true });
  try {
    const at = new Date(Date.now() - 30 * 3_600_000).toISOString();
    db.prepare(
      "update orders set status = 'dispatched', paid_at = ?, dispatched_at = ?, ship_express_company_id = express_company_id, tracking_no = 'SF1234567890123' where order_no = ?",
    ).run(at, at, orderNo);
  } finally {
    db.close();
  }
}

test('议价 on a submitted order, then the logistics view and the receipt confirmation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithPassword(page, buyer, PASSWORD);
  await page.goto('/member/buyer/orderPayList/1?status=unpaid');
  const row = page.getByTestId('order-table').locator('tbody tr', { hasText: submittedOrderNo });
  await row.getByRole('button', { name: /议\s*价/ }).click();
  const talk = page.getByTestId('negotiation');
  await expect(talk).toContainText('还没有议价记录');
  await talk.getByLabel('提议的货款总额（元）').fill('70');
  await talk.getByLabel('议价留言').fill('批量采购，请优惠');
  await talk.getByRole('button', { name: '发出议价' }).click();
  await expect(talk).toContainText('你提议的货款 ¥70.00 正在等待对方答复');
  await expect(talk).toContainText('买家提议货款 ¥70.00');
  await page.screenshot({ path: `${SHOTS}/orders-negotiation-1280.png` });
  await talk.getByRole('button', { name: /撤\s*回/ }).click();
  await expect(talk).not.toContainText('正在等待对方答复');
  await page.keyboard.press('Escape');

  markDispatchedForTest(submittedOrderNo);
  await page.goto('/member/buyer/orderPayList/1?status=dispatched');
  const shipped = page.getByTestId('order-table').locator('tbody tr', { hasText: submittedOrderNo });
  await shipped.getByRole('button', { name: '查看物流' }).click();
  const info = page.getByTestId('ship-info');
  await expect(info).toContainText('SF1234567890123');
  // The development provider's events are labelled as such.
  await expect(info).toContainText('开发环境模拟');
  await expect(info.locator('.ant-timeline-item').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/orders-logistics-1280.png` });
  await page.keyboard.press('Escape');

  // Confirming receipt asks first; "还没收到" changes nothing.
  await shipped.getByRole('button', { name: '确认收货' }).click();
  const ask = page.getByRole('dialog').filter({ hasText: '确认已收到货物？' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: '还没收到' }).click();
  await expect(ask).toBeHidden();
  await expect(shipped).toContainText('已发货');
});
