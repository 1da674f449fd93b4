import { expect, test } from '@playwright/test';
import { freshMember, memberPage, SIZES } from './harness';
import { demoWaterInCart, groupWithDemoBuyer, type Order } from './orders-harness';
import { expectNoSidewaysScroll, shot } from './views';

/**
 * Issue 32, paying as the organisation (decision 0161), at 1280 and 390 px:
 * demo_buyer orders for a research group; its PI (owner and payer) recharges
 * the group's own deposit online through the development provider, pays the
 * order from it in 待付款, and sees the payment in the deposit's ledger; the
 * order is paid for its buyer. A second order the PI, as approver, withdraws
 * with a reason.
 */

for (const size of SIZES) {
  test(`at ${size.width} px a payer recharges the organisation's deposit and pays a purchaser's order from it`, async ({ page, browser }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const group = `机构预存款课题组${size.width}${Date.now().toString(36)}`;

    const piName = await freshMember('e2e_odep_pi', 'Teacher12345');
    const { buyer, organisationId } = await groupWithDemoBuyer(browser, piName, group);
    const created = await buyer.post<{ orders: Order[] }>('/create_order', { cartItemIds: [await demoWaterInCart(buyer)], organisationId });
    const order = await buyer.post<Order>('/submit_order', { orderNo: created.orders[0]!.orderNo });
    const yuan = (order.payableCents / 100).toFixed(2);

    const piPage = await memberPage(browser, size, piName, 'Teacher12345');
    await piPage.goto(`/member/organisations/${organisationId}`);
    const deposit = piPage.getByTestId('organisation-deposit');
    await expect(deposit.getByTestId('organisation-balance')).toContainText('0.00');
    await expect(deposit).toContainText('还没有收支');

    // 充值 opens the recharge page for the group, paid online through the development provider.
    await deposit.getByRole('link', { name: /^充\s*值$/ }).click();
    await expect(piPage).toHaveURL(new RegExp(`/member/account/recharge\\?organisationId=${organisationId}$`));
    await expect(piPage.getByTestId('organisation-recharge')).toContainText(`为组织「${group}」的机构预存款充值`);
    await piPage.getByLabel('充值金额（元）').fill('500');
    await piPage.getByRole('button', { name: '去支付' }).click();
    await expect(piPage).toHaveURL(/\/payment\?tradeNo=R\d{6}/);
    await piPage.getByRole('button', { name: '支付成功' }).click();
    await expect(piPage.getByText(`支付成功，已记入「${group}」的机构预存款`)).toBeVisible();
    await piPage.getByRole('link', { name: '返回组织' }).click();
    await expect(piPage).toHaveURL(new RegExp(`/member/organisations/${organisationId}$`));
    await expect(deposit.getByTestId('organisation-balance')).toContainText('500.00');

    // 待付款 lists the purchaser's order; paying it asks first.
    const queue = piPage.getByTestId('payment-queue');
    const row = queue.getByTestId('to-pay-order').filter({ hasText: order.orderNo });
    await expect(row).toContainText(yuan);
    await expectNoSidewaysScroll(piPage, { slackPx: 1 });
    await shot(piPage, `organisation-deposit-${size.width}`);
    await row.getByRole('button', { name: '用机构预存款付款' }).click();
    const confirm = piPage.getByRole('dialog').filter({ hasText: `用机构预存款支付 ¥${yuan}` });
    await expect(confirm).toContainText('卖家退款时退回机构预存款');
    await confirm.getByRole('button', { name: '确认付款' }).click();
    await expect(piPage.getByText(`订单 ${order.orderNo} 已用机构预存款付款`)).toBeVisible();
    await expect(queue.getByTestId('to-pay-order').filter({ hasText: order.orderNo })).toHaveCount(0);
    await expect(deposit.getByTestId('organisation-balance')).toContainText((500 - order.payableCents / 100).toFixed(2));
    const paidEntry = deposit.getByTestId('organisation-deposit-entry').filter({ hasText: order.orderNo });
    await expect(paidEntry).toContainText('订单付款');
    await expect(paidEntry).toContainText(`-¥${yuan}`);
    await shot(piPage, `organisation-deposit-paid-${size.width}`);

    // A second order the group will not pay: the PI, as approver, withdraws it with a reason.
    const unwanted = await buyer.post<{ orders: Order[] }>('/create_order', { cartItemIds: [await demoWaterInCart(buyer)], organisationId });
    await buyer.post('/submit_order', { orderNo: unwanted.orders[0]!.orderNo });
    await piPage.reload();
    const listed = piPage.getByTestId('organisation-order').filter({ hasText: unwanted.orders[0]!.orderNo });
    await listed.getByRole('button', { name: '撤销订单' }).click();
    const withdraw = piPage.getByRole('dialog').filter({ hasText: `撤销订单 ${unwanted.orders[0]!.orderNo}` });
    await withdraw.getByRole('button', { name: '撤销订单' }).click();
    await expect(withdraw.getByRole('alert')).toHaveText('请填写撤销原因，采购人和卖家会看到');
    await withdraw.getByLabel('撤销原因').fill('课题已结题，不再需要');
    await withdraw.getByRole('button', { name: '撤销订单' }).click();
    await expect(piPage.getByText('订单已撤销，占用的经费额度已释放')).toBeVisible();
    await expect(listed).toContainText('已取消');
    await expect(listed.getByRole('button', { name: '撤销订单' })).toHaveCount(0);

    // The buyer's order is paid, by the organisation's deposit.
    const after = await buyer.get<{ order: Order; payments: { methodLabel: string }[] }>('/get_due_pay_info', { orderNo: order.orderNo });
    expect(after.order.status).toBe('paid');
    expect(after.payments.map((p) => p.methodLabel)).toEqual(['机构预存款']);
    await piPage.context().close();
  });
}
