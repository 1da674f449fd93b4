import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SHOTS, expectNoSidewaysScroll } from './views';
import { signInAs } from './demo-accounts';

// The first sign-in of a fresh server renders cold; warm the pages so it stays within the test's wait.
test.beforeAll(async ({ request }) => {
  for (const path of ['/login', '/member/account/recharge', '/member/account/property/1', '/member/account/coupons', '/payment']) await request.get(path);
});

/** The available balance the summary card shows, in cents. */
async function shownBalanceCents(page: Page): Promise<number> {
  const balance = page.getByTestId('balance');
  await expect(balance).toContainText(/\d/);
  return Math.round(Number((await balance.innerText()).replace(/[^\d.]/g, '')) * 100);
}

const yuan = (cents: number) => `¥${(cents / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;

/** Recharges `amount` yuan online through the development provider and lands on the ledger; answers the balance before, in cents. */
async function rechargeOnline(page: Page, amount: string): Promise<number> {
  await page.goto('/member/account/recharge');
  const before = await shownBalanceCents(page);
  await page.getByLabel('充值金额（元）').fill(amount);
  await page.getByRole('button', { name: '去支付' }).click();
  await expect(page).toHaveURL(/\/payment\?tradeNo=R\d{6}/);
  await expect(page.getByTestId('dev-payment-banner')).toContainText('开发环境模拟支付 — 不会产生真实扣款');
  await page.getByRole('button', { name: '支付成功' }).click();
  await expect(page.getByText('支付成功，已记入预存款')).toBeVisible();
  await page.getByRole('link', { name: '查看资金明细' }).click();
  await expect(page).toHaveURL(/\/member\/account\/property\/1$/);
  return before;
}

test('a buyer recharges through the development provider and sees the running balance', async ({ page }) => {
  await signInAs(page, 'buyer');
  await page.getByRole('navigation', { name: '会员菜单' }).getByRole('link', { name: '充值' }).click();
  // Bad input is refused on the form, before anything is sent.
  await page.getByLabel('充值金额（元）').fill('12.345');
  await page.getByRole('button', { name: '去支付' }).click();
  await expect(page.getByText('金额最多两位小数（精确到分）')).toBeVisible();

  const before = await rechargeOnline(page, '123.45');
  const ledger = page.getByTestId('deposit-ledger');
  const first = ledger.locator('tbody tr').first();
  await expect(first).toContainText('充值');
  await expect(first).toContainText('+¥123.45');
  // The running balance: what there was plus this recharge.
  await expect(first).toContainText(yuan(before + 12_345));
  // The summary card may show the balance it had cached until its own request comes back.
  await expect.poll(() => shownBalanceCents(page)).toBe(before + 12_345);
  await ledger.getByLabel('类型').click();
  await page.getByTitle('调整').click();
  await expect(ledger.locator('tbody tr')).toHaveCount(1);
  await expect(ledger).toContainText('演示账户初始余额');
  await page.screenshot({ path: `${SHOTS}/money-ledger.png`, fullPage: true });
});

test('a buyer redeems a voucher code and sees it under usable', async ({ page }) => {
  await signInAs(page, 'buyer');
  await page.getByRole('navigation', { name: '会员菜单' }).getByRole('link', { name: '优惠券' }).click();
  const coupons = page.getByTestId('coupons');
  await expect(coupons.getByRole('tab', { name: /可使用（2）/ })).toBeVisible();
  await coupons.getByLabel('券码').fill('nosuchcode');
  await coupons.getByRole('button', { name: /兑\s*换/ }).click();
  await expect(page.getByText('券码不存在，请核对后重新输入')).toBeVisible();
  await coupons.getByLabel('券码').fill('welcome2026');
  await coupons.getByRole('button', { name: /兑\s*换/ }).click();
  await expect(page.getByText(/兑换成功：欢迎礼券已放入您的券包/)).toBeVisible();
  await expect(coupons.getByRole('tab', { name: /可使用（3）/ })).toBeVisible();
  await expect(coupons.getByTestId('voucher-card').filter({ hasText: 'WELCOME2026' })).toContainText('满 ¥80 可用');
  await page.screenshot({ path: `${SHOTS}/money-coupons.png`, fullPage: true });
  const expiredTab = coupons.getByRole('tab', { name: /已过期/ });
  await expiredTab.click();
  await expect(expiredTab).toHaveAttribute('aria-selected', 'true');
  // The 可使用 cards stay until the 已过期 page arrives: wait for that page, then read it.
  const cards = coupons.getByTestId('voucher-card');
  await expect(cards.filter({ hasText: '双十一优惠券' })).toBeVisible();
  await expect(cards.filter({ hasNotText: '已过期' })).toHaveCount(0);
});

test('at 390 px: recharge, the ledger as cards, and the vouchers in one column', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'buyer');
  await page.goto('/member/account/recharge');
  await shownBalanceCents(page);
  await expect(page.getByTestId('my-recharges').locator('.ant-skeleton')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/money-recharge-390.png`, fullPage: true });
  const before = await rechargeOnline(page, '10');
  const firstCard = page.getByTestId('deposit-ledger').locator('.ant-list-item').first();
  await expect(firstCard).toContainText('+¥10.00');
  await expect(firstCard).toContainText(`余额 ${yuan(before + 1_000)}`);
  await page.screenshot({ path: `${SHOTS}/money-ledger-390.png`, fullPage: true });
  await page.goto('/member/account/coupons');
  await expect(page.getByTestId('voucher-card').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/money-coupons-390.png`, fullPage: true });
  await expectNoSidewaysScroll(page);
});

test('an offline transfer with its proof waits for the operator, who confirms it once', async ({ page }, testInfo) => {
  const proof = testInfo.outputPath('回单.pdf');
  fs.mkdirSync(path.dirname(proof), { recursive: true });
  // A slip of its own (one bank transfer backs one recharge, also when this test is retried).
  fs.writeFileSync(proof, `%PDF-1.4\n% slip ${Date.now()}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
  await signInAs(page, 'seller3');
  await page.goto('/member/account/recharge');
  await page.getByLabel('充值金额（元）').fill('2000');
  await page.getByText('银行转账').click();
  await page.getByRole('button', { name: '提交充值申请' }).click();
  await expect(page.getByText('请上传银行转账凭证')).toBeVisible();
  await page.getByLabel('付款户名').fill('广州岭南生化科技有限公司');
  await page.locator('input[type=file]').setInputFiles(proof);
  await expect(page.getByText('回单.pdf')).toBeVisible();
  await page.getByRole('button', { name: '提交充值申请' }).click();
  await expect(page.getByText(/充值单 R\d{6} 已提交/)).toBeVisible();
  await expect(page.getByTestId('my-recharges')).toContainText('待确认');
  await page.screenshot({ path: `${SHOTS}/money-recharge-offline.png`, fullPage: true });

  await page.context().clearCookies();
  await signInAs(page, 'operator');
  await page.goto('/admin/recharges');
  const row = page.getByTestId('recharge-review').locator('tbody tr').filter({ hasText: 'demo_seller3' });
  await expect(row).toContainText('¥2,000.00');
  await expect(row.getByRole('link', { name: '查看凭证' })).toHaveAttribute('href', /^\/files\/\d+$/);
  await page.screenshot({ path: `${SHOTS}/admin-recharges.png`, fullPage: true });
  await row.getByRole('button', { name: '确认到账' }).click();
  await expect(page.getByText(/将向会员 demo_seller3 的预存款记入 ¥2,000.00/)).toBeVisible();
  await page.getByRole('button', { name: '确认到账' }).last().click();
  await expect(page.getByText(/已确认到账/)).toBeVisible();
  await expect(page.getByTestId('recharge-review').locator('tbody tr').filter({ hasText: 'demo_seller3' })).toHaveCount(0);

  await page.goto('/admin/vouchers');
  await expect(page.getByTestId('voucher-batches')).toContainText('欢迎礼券');
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  await page.getByLabel('名称').fill('端到端测试券');
  await page.getByLabel('面值（元）').fill('5');
  await page.getByLabel(/最低订单金额/).fill('50');
  await page.getByLabel('生效日期').fill(today);
  await page.getByLabel('截止日期（含当天）').fill(today);
  await page.getByRole('button', { name: '创建批次' }).click();
  await expect(page.getByText('优惠券批次已创建')).toBeVisible();
  const batch = page.getByTestId('voucher-batches').locator('tbody tr').filter({ hasText: '端到端测试券' });
  await expect(batch).toContainText('满 ¥50.00');
  await batch.getByRole('button', { name: '生成券码' }).click();
  await page.getByLabel('数量').fill('3');
  await page
    .getByRole('button', { name: /生\s*成/ })
    .last()
    .click();
  await expect(page.getByLabel('生成的券码')).toHaveValue(/^[2-9A-HJ-NP-Z]{10}\n[2-9A-HJ-NP-Z]{10}\n[2-9A-HJ-NP-Z]{10}$/);
  await page.screenshot({ path: `${SHOTS}/admin-vouchers.png`, fullPage: true });
  await page.getByRole('button', { name: '关 闭' }).click();
  await expect(batch).toContainText('3 / 0 / 0');

  await page.context().clearCookies();
  await signInAs(page, 'seller3');
  await page.goto('/member/account/property/1');
  await expect(page.getByTestId('deposit-ledger').locator('tbody tr').first()).toContainText('+¥2,000.00');
});
