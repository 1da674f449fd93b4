import { expect, test, type Page } from '@playwright/test';
import { apiAs, backdateDispatch, ensureBuyerDefaults, paidOrder, readDownload, xlsxRows, type Api } from './orders-harness';
import { SHOTS, expectNoSidewaysScroll } from './views';
import { signInAs } from './demo-accounts';

/*
 * The seller's side of orders in Chromium: shipping a paid order with a tracking number and
 * seeing its logistics, the invoice round trip (buyer requests, seller uploads, buyer downloads), the
 * .xlsx export, and both pages at 1280 and 390 px. The orders get to `paid` and `received` through the
 * real calls (cart, create_order, submit_order, payment by deposit, update_express, confirm_receive).
 */

async function carrierFor(api: Api): Promise<number> {
  const carriers = await api.get<{ id: number; dangerousGoods: boolean }[]>('/express_company');
  return carriers.find((c) => c.dangerousGoods)!.id;
}

function saleRow(page: Page, orderNo: string) {
  return page.getByTestId('sale-orders').locator('tr', { hasText: orderNo });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  for (const url of ['/login', '/member/seller/saleOrder/1', '/member/buyer/invoice/1']) await request.get(url);
});

test('the seller ships a paid order with a tracking number and sees its logistics', async ({ page, browser }) => {
  const buyer = await apiAs(browser, 'demo_buyer', 'Buyer12345');
  await ensureBuyerDefaults(buyer);
  const order = await paidOrder(buyer);

  await signInAs(page, 'seller');
  await page.getByRole('navigation', { name: '会员菜单' }).getByRole('link', { name: '销售订单' }).click();
  await expect(page).toHaveURL(/\/member\/seller\/saleOrder\/1$/, { timeout: 15_000 });
  await expect(page.getByTestId('dispatch-banner')).toContainText('已付款的订单等待发货');
  await page.getByTestId('dispatch-banner').getByRole('button', { name: '查看全部待发货' }).click();
  await expect(page).toHaveURL(/\/member\/seller\/saleOrder\/1\?status=paid$/);
  await expect(saleRow(page, order.orderNo)).toContainText('待发货');
  await page.screenshot({ path: `${SHOTS}/sale-orders-1280.png`, fullPage: true });

  await saleRow(page, order.orderNo)
    .getByRole('button', { name: /^发\s*货$/ })
    .click();
  // A modal's test id sits on its zero-size root: visibility is read from the dialog itself.
  await expect(page.getByRole('dialog', { name: /发货/ })).toBeVisible();
  const dialog = page.getByTestId('ship-dialog');
  // A click that lands while the dialog is still opening leaves the list shut: press again until it shows.
  await expect(async () => {
    await dialog.getByLabel('快递公司').click({ timeout: 5_000 });
    await expect(page.locator('.ant-select-item-option').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.locator('.ant-select-item-option').first().click();
  const trackingNo = `SF${Date.now()}`.slice(0, 15);
  // Checked before anything is sent.
  await dialog.getByLabel('物流单号').fill('SF-12');
  await page.getByRole('button', { name: /确认发货/ }).click();
  await expect(dialog.getByText('物流单号只能包含字母和数字')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sale-ship-dialog-1280.png` });
  await dialog.getByLabel('物流单号').fill(trackingNo.toLowerCase());
  await page.getByRole('button', { name: /确认发货/ }).click();
  await expect(page.getByText('已保存物流单号')).toBeVisible();
  await expect(dialog).toBeHidden();

  const dispatchedTab = page.getByRole('tab', { name: /已发货/ });
  await dispatchedTab.click();
  await expect(page).toHaveURL(/status=dispatched/);
  await expect(dispatchedTab).toHaveAttribute('aria-selected', 'true');
  // The previous tab's rows stay until the 已发货 page arrives: wait until every row is a dispatched one.
  await expect(page.getByTestId('sale-orders').locator('tbody tr.ant-table-row').filter({ hasNotText: '已发货' })).toHaveCount(0);
  const row = saleRow(page, order.orderNo);
  await expect(row).toContainText('已发货');
  await row.getByRole('button', { name: /^查看物流$/ }).click();
  const logistics = page.getByTestId('logistics-view');
  await expect(logistics.getByTestId('tracking-no')).toHaveText(trackingNo);
  await expect(logistics.getByTestId('simulated-logistics')).toContainText('开发环境模拟物流');
  // Just dispatched: the carrier has nothing yet.
  await expect(logistics.getByText('快递公司尚未返回轨迹，请稍后再看')).toBeVisible();
  await logistics.getByRole('button', { name: '关闭' }).click();
  // Two days on, the development provider has the parcel collected and moving.
  backdateDispatch(order.orderNo, 2);
  await row.getByRole('button', { name: /^查看物流$/ }).click();
  await logistics.getByRole('button', { name: '刷新轨迹' }).click();
  await expect(logistics.getByTestId('tracking-events')).toBeVisible();
  await expect(logistics.getByTestId('tracking-events')).toContainText(/揽收|收件|运输|到达/);
  await page.screenshot({ path: `${SHOTS}/sale-logistics-1280.png` });
  await logistics.getByRole('button', { name: '关闭' }).click();

  // The detail drawer: lines, address, history.
  await row.getByRole('button', { name: /^详\s*情$/ }).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('delivery')).toContainText('王老师');
  await expect(detail).toContainText('发货');
});

test('invoice round trip: the buyer requests, the seller uploads the PDF, the buyer downloads it', async ({ page, browser }) => {
  const buyer = await apiAs(browser, 'demo_buyer', 'Buyer12345');
  const seller = await apiAs(browser, 'demo_seller', 'Seller12345');
  await ensureBuyerDefaults(buyer);
  const order = await paidOrder(buyer);
  expect(order.invoice).not.toBeNull();
  await seller.post('/update_express', { orderNo: order.orderNo, expressCompanyId: await carrierFor(seller), trackingNo: `ZT${Date.now()}` });
  await buyer.post('/confirm_receive', { orderNo: order.orderNo });

  await signInAs(page, 'buyer');
  await page.getByRole('navigation', { name: '会员菜单' }).getByRole('link', { name: '发票管理' }).click();
  await expect(page).toHaveURL(/\/member\/buyer\/invoice\/1$/, { timeout: 15_000 });
  const buyerRow = page.getByTestId('buyer-invoices').locator('tr', { hasText: order.orderNo });
  await buyerRow.getByRole('button', { name: /^质检报告$/ }).click();
  await expect(page.getByTestId('certificate-line').first()).toContainText(/查看 COA|卖家未提供/);
  await page.getByTestId('certificate-modal').getByRole('button', { name: '关闭' }).click();
  await buyerRow.getByRole('button', { name: /^申请开票$/ }).click();
  await expect(page.getByTestId('request-invoice')).toContainText('发票类型');
  await page.getByRole('button', { name: /提交申请/ }).click();
  await expect(page.getByText('已提交开票申请')).toBeVisible();
  await expect(buyerRow).toContainText('待开票');

  const sellerPage = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await signInAs(sellerPage, 'seller');
  await sellerPage.goto(`/member/seller/saleOrder/1?keyword=${order.orderNo}`);
  await saleRow(sellerPage, order.orderNo)
    .getByRole('button', { name: /^开具发票$/ })
    .click();
  const issue = sellerPage.getByTestId('issue-invoice-dialog');
  const pdf = Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% invoice for ${order.orderNo}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);
  await issue.locator('input[type=file]').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(issue.getByText('invoice.pdf')).toBeVisible();
  await expect(issue.locator('.ant-upload-list-item-uploading')).toHaveCount(0);
  const invoiceNumber = String(Date.now()).slice(-10);
  await issue.getByLabel('发票号码').fill(invoiceNumber);
  await sellerPage.screenshot({ path: `${SHOTS}/sale-issue-invoice-1280.png` });
  await sellerPage.getByRole('button', { name: /提\s*交/ }).click();
  await expect(sellerPage.getByText('发票已开具')).toBeVisible();

  await page.reload();
  await expect(buyerRow).toContainText('已开票');
  await buyerRow.getByRole('button', { name: /^查看发票$/ }).click();
  const view = page.getByTestId('view-invoice');
  await expect(view.getByTestId('invoice-number')).toHaveText(invoiceNumber);
  const [download] = await Promise.all([page.waitForEvent('download'), view.getByTestId('download-invoice').click()]);
  expect((await readDownload(download)).equals(pdf)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/buyer-invoice-1280.png` });
  await view.getByRole('button', { name: '关闭' }).click();
  await page.screenshot({ path: `${SHOTS}/buyer-invoice-list-1280.png`, fullPage: true });
});

test('the seller exports the filtered list as .xlsx', async ({ page }) => {
  await signInAs(page, 'seller');
  await page.goto('/member/seller/saleOrder/1?status=dispatched');
  const numbers = page.getByTestId('sale-orders').locator('td [data-id-number="order"]');
  await expect(numbers.first()).toBeVisible();
  const orderNos = await numbers.allInnerTexts();
  expect(orderNos.length).toBeGreaterThan(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sale-export').click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const cells = (await xlsxRows(download)).flat();
  for (const orderNo of orderNos) expect(cells).toContain(orderNo);
  // Only the tab's orders: nothing still waiting for payment.
  expect(cells.some((c) => c === '待付款')).toBe(false);
});

test('at 390 px: the sales orders and the invoices as cards', async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'seller');
  await page.goto('/member/seller/saleOrder/1');
  await expect(page.getByTestId('sale-card').first()).toBeVisible();
  await expectNoSidewaysScroll(page, { within: 390 });
  await page.screenshot({ path: `${SHOTS}/sale-orders-390.png`, fullPage: true });
  await page
    .getByTestId('sale-card')
    .first()
    .getByRole('button', { name: /^详\s*情$/ })
    .click();
  await expect(page.getByRole('dialog', { name: /订单 DD/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sale-detail-390.png` });

  const buyerPage = await (await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } })).newPage();
  await signInAs(buyerPage, 'buyer');
  await buyerPage.goto('/member/buyer/invoice/1');
  await expect(buyerPage.getByTestId('invoice-card').first()).toBeVisible();
  await expectNoSidewaysScroll(buyerPage, { within: 390 });
  await buyerPage.screenshot({ path: `${SHOTS}/buyer-invoice-390.png`, fullPage: true });
});
