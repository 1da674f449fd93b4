import { expect, test, type Page } from '@playwright/test';
import { startSecondServer, type SecondServer } from '@/tests/kits/second-server';
import { DB_FILE, balanceOf, buyerWithOrder } from './cashier-harness';
import { SHOTS, expectNoSidewaysScroll } from './views';

/*
 * Paying an order by QR code, the way a WeChat Pay or Alipay payer would: the
 * cashier shows the code, a phone opens what the code says and pays, and the
 * cashier notices by itself. The development provider plays the QR gateway
 * with DEV_PAY_MODE=qr, a setting read at start: this spec starts a second
 * server with it on the end-to-end database (the buyer's session and order
 * are shared; the usual server keeps the page flow for the other specs).
 * The "phone" is a second page of the same browser context: the simulated
 * checkout needs the buyer's session, which a real gateway's page would not.
 */

let qrServer: SecondServer;

test.beforeAll(async () => {
  qrServer = await startSecondServer({
    SQLITE_PATH: DB_FILE,
    DATABASE_URL: '',
    // The local demo, like the usual e2e server (playwright.config.ts): the development providers serve.
    NODE_ENV: '',
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 2526}`,
    DEV_PAY_MODE: 'qr',
  });
});

test.afterAll(async () => {
  await qrServer?.stop();
});

async function payByQr(page: Page, width: number, name: string) {
  test.setTimeout(120_000);
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  const { memberId, orderNo, payableCents } = await buyerWithOrder(page, `qr${width}`, 0);
  await page.goto(`${qrServer.baseUrl}/payment?order=${orderNo}`);
  await page.getByText('在线支付', { exact: true }).click();
  await page.getByTestId('cashier-pay').click();

  const panel = page.getByTestId('payment-qr');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(`¥${(payableCents / 100).toFixed(2)}`);
  await expect(page.getByTestId('payment-qr-app')).toHaveText('请用手机浏览器（开发环境模拟）扫码支付');
  await expect(panel).toContainText('请勿关闭本页面');
  const content = await panel.getAttribute('data-qr-content');
  expect(content).toMatch(new RegExp(`^${qrServer.baseUrl}/payment\\?tradeNo=OP\\d{6,}$`));
  const code = panel.getByRole('img', { name: /付款二维码/ });
  await expect(code).toBeVisible();
  // Large enough for a phone camera at either width.
  expect((await code.boundingBox())!.width).toBeGreaterThanOrEqual(200);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/${name}-qr.png`, fullPage: true });

  // The phone opens what the code says and pays on the simulated gateway.
  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(content!);
  await expect(phone.getByTestId('dev-payment-banner')).toBeVisible();
  await phone.getByRole('button', { name: '支付成功' }).click();
  await expect(phone.getByText('支付成功', { exact: false }).first()).toBeVisible();
  await phone.close();

  // The cashier polls the order and moves on as the page flow does after payment.
  await expect(page.getByTestId('cashier-result')).toContainText('付款成功', { timeout: 20_000 });
  await expect(page.getByTestId('payment-qr')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/${name}-qr-paid.png`, fullPage: true });
  expect(await balanceOf(memberId)).toEqual({ balanceCents: 0, frozenCents: 0 });
}

test('the cashier shows the payment QR code at 1280 px; a phone pays it and the cashier shows the paid state', async ({ page }) => {
  await payByQr(page, 1280, 'cashier-1280');
});

test('the cashier shows the payment QR code at 390 px; a phone pays it and the cashier shows the paid state', async ({ page }) => {
  await payByQr(page, 390, 'cashier-390');
});

test('an online recharge at 390 px shows the QR code; the phone pays and the page says the money arrived', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { memberId } = await buyerWithOrder(page, 'qr_recharge', 0);
  await page.goto(`${qrServer.baseUrl}/member/account/recharge`);
  await page.getByLabel('充值金额（元）').fill('88.00');
  await page.getByRole('button', { name: '去支付' }).click();
  const panel = page.getByTestId('payment-qr');
  await expect(panel).toContainText('¥88.00');
  await expect(panel).toContainText(/充值单 R\d{6}/);
  const content = await panel.getAttribute('data-qr-content');
  expect(content).toMatch(new RegExp(`^${qrServer.baseUrl}/payment\\?tradeNo=R\\d{6,}$`));
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/recharge-390-qr.png`, fullPage: true });

  const phone = await page.context().newPage();
  await phone.goto(content!);
  await phone.getByRole('button', { name: '支付成功' }).click();
  await expect(phone.getByText('支付成功，已记入预存款')).toBeVisible();
  await phone.close();

  await expect(page.getByTestId('recharge-qr-paid')).toContainText('支付成功，已记入预存款', { timeout: 20_000 });
  expect(await balanceOf(memberId)).toEqual({ balanceCents: 8_800, frozenCents: 0 });
});
