import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiAs, ensureBuyerDefaults, paidOrder } from './orders-harness';
import { SHOTS, expectNoSidewaysScroll } from './views';
import { signInAs } from './demo-accounts';

/*
 * Refunds to the original method in Chromium, at 1280 and 390 px: the seller refunds part of an order
 * paid online (部分退款 in the sales list), the buyer opens the order and sees the refund going back to
 * the online payment, completes it with the labelled development simulation, and sees where it went.
 */

test.describe.configure({ mode: 'serial' });
// Two signed-in parties and a production build on a shared, loaded machine: more than the default minute.
test.setTimeout(180_000);

test.beforeAll(async ({ request }) => {
  for (const url of ['/login', '/member/seller/saleOrder/1', '/member/buyer/orderPayList/1']) await request.get(url);
});

async function buyerPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await context.newPage();
  await signInAs(page, 'buyer');
  return page;
}

for (const width of [1280, 390]) {
  test(`the seller refunds part of an online-paid order; the buyer sees where it went (${width} px)`, async ({ page, browser }) => {
    const buyer = await apiAs(browser, 'demo_buyer', 'Buyer12345');
    await ensureBuyerDefaults(buyer);
    const order = await paidOrder(buyer, 'online');

    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await signInAs(page, 'seller');
    await page.goto(`/member/seller/saleOrder/1?keyword=${order.orderNo}`);
    const list = page.getByTestId('sale-orders');
    await expect(list).toContainText(order.orderNo, { timeout: 15_000 });
    await list
      .getByRole('button', { name: /^部分退款$/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /部分退款/ })).toBeVisible();
    const dialog = page.getByTestId('partial-refund-dialog');
    await expect(page.getByTestId('partial-refund-refundable')).toContainText('仍可退');
    await page.getByTestId('partial-refund-amount').fill('1.50');
    await page.getByLabel('退款原因').fill('少发一瓶，部分退款');
    await page.screenshot({ path: `${SHOTS}/refund-partial-dialog-${width}.png` });
    await page.getByRole('button', { name: /确认退款/ }).click();
    await expect(page.getByText('已部分退款，款项按原付款方式退回买家')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expectNoSidewaysScroll(page, { within: width });

    const buyerView = await buyerPage(browser, width);
    await buyerView.goto(`/member/buyer/orderPayList/1?orderNo=${order.orderNo}`);
    await expect(buyerView.getByText(order.orderNo).first()).toBeVisible({ timeout: 45_000 });
    await buyerView
      .getByRole('button', { name: /^详\s*情$/ })
      .first()
      .click();
    const refunds = buyerView.getByTestId('order-refunds');
    await expect(refunds).toBeVisible({ timeout: 15_000 });
    const refund = refunds.getByTestId('refund').first();
    await expect(refund).toContainText('¥1.50');
    await expect(refund).toContainText('原路退回在线支付（模拟）');
    await expect(refund.getByTestId('refund-status')).toHaveText('支付机构处理中');
    await expect(refund).toContainText('少发一瓶，部分退款');
    await buyerView.screenshot({ path: `${SHOTS}/refund-buyer-sent-${width}.png`, fullPage: true });

    await refund.getByRole('button', { name: '开发环境模拟退款到账' }).click();
    await expect(refund.getByTestId('refund-status')).toHaveText('已退回', { timeout: 15_000 });
    await expect(refund.getByTestId('refund-where')).toHaveText('已由支付机构退回原付款账户');
    await expect(refund).toContainText('到账时间');
    await expect(refund.getByRole('button', { name: '开发环境模拟退款到账' })).toHaveCount(0);
    await expectNoSidewaysScroll(buyerView, { within: width });
    await buyerView.screenshot({ path: `${SHOTS}/refund-buyer-done-${width}.png`, fullPage: true });
    await buyerView.context().close();
  });
}
