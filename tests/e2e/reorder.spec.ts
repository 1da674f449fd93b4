import { expect, test } from '@playwright/test';
import { freshMember, memberPage, SIZES, withE2eDb } from './harness';
import { apiAs, paidOrder } from './orders-harness';
import { SHOTS } from './views';

/**
 * Issue 30, 再次购买: a buyer puts a past order back into the cart from the
 * order list, sees line by line what went in and at what price today, goes
 * to the cart and finds it there; a single line goes back from the order's
 * detail. At 1280 and 390 px.
 */

const ADDRESS = { receiver: '钱老师', phone: '13912345678', areaCodes: ['44', '4401', '440106'], detail: '天河路 100 号', postcode: '510000', isDefault: true };

for (const size of SIZES) {
  test(`re-order at ${size.width} px: a past order back into the cart, the prices of today shown`, async ({ browser }) => {
    test.setTimeout(120_000);
    const username = await freshMember('e2e_reorder', 'Buyer12345');
    const api = await apiAs(browser, username, 'Buyer12345');
    await api.post('/transaction_create', ADDRESS);
    const order = await paidOrder(api, 'online');
    const line = await withE2eDb((db) =>
      db
        .selectFrom('orderLines')
        .innerJoin('orders', 'orders.id', 'orderLines.orderId')
        .select(['orderLines.goodsId', 'orderLines.productName', 'orderLines.unitPriceCents'])
        .where('orders.orderNo', '=', order.orderNo)
        .executeTakeFirstOrThrow(),
    );

    const page = await memberPage(browser, size, username, 'Buyer12345');
    await page.goto(`/member/buyer/orderPayList/1?orderNo=${order.orderNo}`);
    const row =
      size.name === 'mobile'
        ? page.getByTestId('order-card').filter({ hasText: order.orderNo })
        : page.getByTestId('order-table').locator('tr', { hasText: order.orderNo });
    await row.getByTestId('reorder').click();
    const dialog = page.getByRole('dialog', { name: '已放回购物车 1 种商品' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('reorder-result')).toContainText('已加入');
    await expect(dialog.getByTestId('reorder-result')).toContainText('价格未变');
    if (size.name === 'mobile') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await page.screenshot({ path: `${SHOTS}/reorder-result-${size.width}.png`, fullPage: true });
    await dialog.getByRole('button', { name: '去购物车结算' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(line.productName).first()).toBeVisible();

    // One line again, from the order's detail: the cart now holds two packs of it.
    await page.goto(`/member/buyer/orderPayList/1?orderNo=${order.orderNo}`);
    await row.getByRole('button', { name: /^详\s*情$/ }).click();
    const detail = page.getByTestId('order-detail');
    await detail.getByRole('button', { name: '加入购物车' }).first().click();
    await expect(page.getByRole('dialog', { name: '已放回购物车 1 种商品' })).toBeVisible();
    const inCart = await api.get<{ lines: { goodsId: number; quantity: number }[] }>('/cart');
    expect(inCart.lines.find((l) => l.goodsId === line.goodsId)?.quantity).toBe(2);
  });
}
