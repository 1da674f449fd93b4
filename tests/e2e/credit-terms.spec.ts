import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './demo-accounts';
import { approvedCertificate, freshMember, memberPage, SIZES, withE2eDb, type Size } from './harness';
import { demoWaterInCart, groupWithDemoBuyer, openShipDialog, type Order } from './orders-harness';
import { expectNoSidewaysScroll, shot } from './views';

/**
 * Issue 32, payment terms (账期; decision 0160), at 1280 and 390 px: a
 * verified research group buys from demo_seller; the seller grants it 先票后款
 * on 账期客户; the purchaser orders on terms at checkout; the seller ships it
 * unpaid and sees it under 应收账款; the group's owner sees it under 应付账款;
 * the purchaser pays it at the cashier and the debt is gone.
 */

type TermsOrder = Order & { terms: { dueOn: string | null; owedCents: number } | null };

async function shipUnpaid(page: Page, orderNo: string, size: Size) {
  const { row } = await openShipDialog(page, orderNo, size);
  await expect(row.getByTestId('order-terms')).toHaveText('先票后款');
  await page.getByRole('button', { name: /确认发货/ }).click();
  await expect(page.getByText('已保存物流单号')).toBeVisible();
  await expect(row.getByTestId('order-terms')).toContainText('应付');
}

for (const size of SIZES) {
  test(`at ${size.width} px a seller grants 先票后款, the order ships unpaid, both sides see it owed, the purchaser pays it`, async ({ page, browser }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const group = `账期测试课题组${size.width}${Date.now().toString(36)}`;

    // A research group whose PI holds an approved licence; demo_buyer purchases for it.
    const piName = await freshMember('e2e_terms_pi', 'Teacher12345');
    await withE2eDb(async (db) => {
      const pi = await db.selectFrom('members').select(['id', 'username']).where('username', '=', piName).executeTakeFirstOrThrow();
      await approvedCertificate(db, pi, {
        scope: 'buyer',
        kind: 'hazardous_business_licence',
        number: `沪(徐)应急危化经字〔2025〕${Date.now() % 1_000_000}`,
        holder: '某某大学化学系',
        validTo: '2030-12-31',
      });
    });
    const { buyer, organisationId } = await groupWithDemoBuyer(browser, piName, group);
    // A first order in the group's name makes it demo_seller's customer.
    const first = await buyer.post<{ orders: Order[] }>('/create_order', { cartItemIds: [await demoWaterInCart(buyer)], organisationId });
    await buyer.post('/submit_order', { orderNo: first.orders[0]!.orderNo });

    // The seller grants 先票后款 30 days, ¥5,000.
    await signInAs(page, 'seller');
    await page.goto('/member/seller/creditTerms');
    const dialog = page.getByRole('dialog').filter({ hasText: '给予账期' });
    // A click that lands before the page is interactive opens nothing: press again until the dialog shows.
    await expect(async () => {
      await page.getByRole('button', { name: '给予账期' }).click({ timeout: 5_000 });
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await dialog.getByLabel('采购单位').click();
    await page.locator('.ant-select-item-option', { hasText: `${group}（已核验）` }).click();
    await dialog.getByLabel('发货后几天内付款').fill('30');
    await dialog.getByLabel('信用额度').fill('5000');
    await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
    await expect(dialog).toBeHidden();
    const line = page.getByTestId('credit-line').filter({ hasText: group });
    await expect(line).toContainText('先票后款，发货后 30 天内付款');
    await expect(line).toContainText('可用 ¥5,000.00');
    await expectNoSidewaysScroll(page, { slackPx: 1 });
    await shot(page, `credit-terms-${size.width}`);

    // The purchaser chooses 账期 at checkout.
    const buyerPage = await memberPage(browser, size, 'demo_buyer', 'Buyer12345');
    await buyerPage.goto(`/member/buyer/createOrder?cart=${await demoWaterInCart(buyer)}`);
    const references = buyerPage.getByTestId('purchase-references');
    await references.getByRole('combobox', { name: '为谁采购' }).click();
    await buyerPage.locator('.ant-select-item-option', { hasText: `${group}（以组织名义）` }).click();
    await expect(references.getByTestId('terms-lines')).toContainText('先票后款，发货后 30 天内付款');
    await references.getByRole('radio', { name: /账期/ }).check();
    await expect(buyerPage.getByTestId('payable')).toContainText('¥');
    await shot(buyerPage, `credit-terms-checkout-${size.width}`);
    await buyerPage.getByRole('button', { name: '提交订单' }).click();
    const made = buyerPage.getByTestId('created-order');
    await expect(made).toHaveCount(1);
    const orderNo = (await made.locator('[data-id-number="order"]').first().innerText()).trim();
    const submitted = await buyer.post<TermsOrder>('/submit_order', { orderNo });
    expect(submitted.terms).toMatchObject({ dueOn: null });

    // The seller ships it unpaid; it is owed under 应收账款.
    await shipUnpaid(page, orderNo, size);
    await page.goto('/member/seller/creditTerms');
    const receivable = page.getByTestId('aging-row').filter({ hasText: orderNo });
    await expect(receivable).toContainText('未到期');
    await expect(receivable).toContainText(group);

    // The group's owner sees it under 应付账款.
    const piPage = await memberPage(browser, size, piName, 'Teacher12345');
    await piPage.goto(`/member/organisations/${organisationId}`);
    const payable = piPage.getByTestId('organisation-terms').getByTestId('aging-row').filter({ hasText: orderNo });
    await expect(payable).toContainText('未到期');
    await expect(piPage.getByTestId('organisation-credit-line')).toContainText('先票后款，发货后 30 天内付款');
    await expectNoSidewaysScroll(piPage, { slackPx: 1 });
    await shot(piPage, `credit-terms-payables-${size.width}`, { fullPage: false });
    await piPage.context().close();

    // The purchaser pays it at the cashier after dispatch.
    await buyerPage.goto(`/payment?order=${orderNo}`);
    await expect(buyerPage.getByTestId('cashier-terms')).toContainText('应于');
    await buyerPage.getByRole('button', { name: /确认支付/ }).click();
    await expect(buyerPage.getByTestId('cashier-result')).toContainText('账期订单已付清');
    await buyerPage.context().close();
    await page.reload();
    await expect(page.getByTestId('aging-row').filter({ hasText: orderNo })).toHaveCount(0);
  });
}
