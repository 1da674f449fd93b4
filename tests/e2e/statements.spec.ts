import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { chinaLastMonth, chinaThisMonth, monthLabel } from '@/lib/shared/china-month';
import { signInAs } from './demo-accounts';
import { apiAs, ensureBuyerDefaults, paidOrder, type Order } from './orders-harness';
import { DESKTOP, expectNoSidewaysScroll, PHONE, shot } from './views';

/*
 * The monthly statement (对账单): the demo seller opens it from the member
 * menu (the last complete month first), picks this month, reads the summary
 * and the movements, and downloads the PDF; at 1280 and at 390 px. First the
 * demo buyer pays one of the seller's goods from the deposit (the signed API),
 * so this month has a sale and its commission.
 */

let order: Order;

test.beforeAll(async ({ request, browser }) => {
  for (const path of ['/login', '/member/seller/statements', '/member/account/statements']) await request.get(path);
  const buyer = await apiAs(browser, 'demo_buyer', 'Buyer12345');
  await ensureBuyerDefaults(buyer);
  order = await paidOrder(buyer);
});

for (const size of [DESKTOP, PHONE]) {
  test(`the demo seller reads this month's statement and downloads the PDF at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await signInAs(page, 'seller');
    if (size === PHONE) {
      await page.getByTestId('member-menu-button').click();
    }
    await page.getByRole('navigation', { name: '会员菜单' }).getByRole('link', { name: '卖家对账单' }).click();
    await expect(page).toHaveURL(/\/member\/seller\/statements$/);
    const statement = page.getByTestId('monthly-statement');
    // Opens on the last complete month.
    await expect(statement.getByTestId('statement-month')).toContainText(monthLabel(chinaLastMonth()));
    await expect(statement.getByTestId('statement-closing')).toContainText('¥');

    // At 390 px the list may still be moving when first clicked (the click then lands outside and closes it): open it again until the pick lands.
    const thisMonth = page.getByTitle(`${monthLabel(chinaThisMonth())}（截至今天）`);
    await expect(async () => {
      if (!(await thisMonth.isVisible())) await statement.getByTestId('statement-month').click();
      await thisMonth.click({ timeout: 2_000 });
      await expect(page).toHaveURL(new RegExp(`month=${chinaThisMonth()}`), { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`month=${chinaThisMonth()}`));
    await expect(statement.getByTestId('statement-closing')).toContainText('当前余额（截至今天）');
    for (const card of ['opening', 'income', 'spending']) await expect(statement.getByTestId(`statement-${card}`)).toContainText('¥');
    await expect(statement).toContainText('销售货款');
    await expect(statement).toContainText('平台佣金');
    await expect(statement.getByTestId('statement-income')).not.toContainText('¥0.00');
    // Movements run oldest first, 20 a page: other specs' sales this month may push this order onto a later page.
    const movements = statement.getByTestId('statement-movements');
    await expect(movements).toContainText('订单 DD');
    for (let next = 2; next <= 20 && !(await movements.innerText()).includes(order.orderNo); next += 1) {
      await movements.locator('.ant-pagination-next').click();
      await expect(page).toHaveURL(new RegExp(`page=${next}$`));
      await expect(movements.locator('.ant-pagination-item-active')).toHaveText(String(next));
    }
    await expect(movements).toContainText(order.orderNo);
    await expectNoSidewaysScroll(page);
    await shot(page, `statements-seller-${size.width}`);

    const [download] = await Promise.all([page.waitForEvent('download'), statement.getByTestId('statement-pdf').click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^对账单-${chinaThisMonth()}-.+\\.pdf$`));
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
}

test('a buyer opens the deposit statement from the account menu; a future month in the address falls back to the last complete one', async ({ page }) => {
  await signInAs(page, 'buyer');
  await page.getByRole('navigation', { name: '会员菜单' }).getByRole('link', { name: '对账单', exact: true }).click();
  await expect(page.getByTestId('monthly-statement')).toContainText('预存款对账单');
  await page.goto('/member/account/statements?month=2999-01');
  await expect(page.getByTestId('statement-month')).toContainText(monthLabel(chinaLastMonth()));
  await expect(page.getByTestId('statement-closing')).toContainText('期末余额');
  await shot(page, 'statements-buyer-1280');
});
