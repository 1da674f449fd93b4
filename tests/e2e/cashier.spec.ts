import { expect, test, type Page } from '@playwright/test';
import { balanceOf, buyerWithOrder } from './cashier-harness';
import { SHOTS, expectNoSidewaysScroll } from './views';
import { signInAs } from './demo-accounts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

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
