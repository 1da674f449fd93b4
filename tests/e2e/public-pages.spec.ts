import { expect, test } from '@playwright/test';
import { formatYuan } from '@/lib/shared/format';
import { apiAs } from './orders-harness';

const PRODUCT = '/products/50-78-2.html';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px the public pages read, link and search as plain HTML`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(PRODUCT);
      await expect(page.getByTestId('product-name')).toContainText('Aspirin');
      await expect(page.getByTestId('structure').locator('svg')).toBeVisible();
      await expect(page.getByTestId('offer-row').first()).toContainText('¥');
      await expect(page.getByRole('navigation', { name: '底部导航' }))[viewport.width <= 690 ? 'toBeVisible' : 'toBeHidden']();

      // The header's search box is a GET form: the server turns it into the results address.
      const search = page.getByRole('search').getByLabel('搜索产品');
      await search.fill('acid');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/searchResults\/acid\/1$/);
      await expect(page.getByTestId('search-summary')).toContainText('acid');

      // The pager and the results are links; the filters submit with their own button.
      await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '2', exact: true }).click();
      await expect(page).toHaveURL(/\/searchResults\/acid\/2$/);
      await page.getByRole('checkbox', { name: '只看有货' }).check();
      await page.getByRole('button', { name: '筛选' }).click();
      await expect(page).toHaveURL(/\/searchResults\/acid\/1\?.*inStock=1/);
      await expect(page.getByTestId('search-summary')).toContainText('已筛选');
      await page.locator('.product-list__title a').first().click();
      await expect(page).toHaveURL(/\/products\/[\d-]+\.html$/);
      await expect(page.getByTestId('product-name')).toBeVisible();

      // The help centre's navigation: a side list on wide screens, a disclosure on phones.
      await page.goto('/about_us');
      if (viewport.width <= 690) await page.locator('summary', { hasText: '选择帮助主题' }).click();
      const nav = page.getByRole('navigation', { name: viewport.width <= 690 ? '帮助主题' : '帮助中心导航' });
      await nav.getByRole('link', { name: '发票说明', exact: true }).click();
      await expect(page).toHaveURL(/\/about_us\/invoice_instructions$/);
      await expect(page.getByRole('heading', { level: 1, name: '发票说明' })).toBeVisible();
    });
  }
});

test('a price change shows on the cached product page within 5 s of its approval', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const [seller, operator] = await Promise.all([apiAs(browser, 'demo_seller', 'Seller12345'), apiAs(browser, 'operator', 'Operator12345')]);
  const brand = `价格刷新${Date.now().toString(36)}`;
  // Prices no other offer of aspirin has, so the page shows them only for this one.
  const firstPrice = 24_681;
  const newPrice = 25_791;
  const item = { cas: '50-78-2', purity: '≥99%', brand, leadTimeDays: 3, storageConditions: '常温', lotNumber: '' };
  const { goodsIds } = await seller.post<{ goodsIds: number[] }>('/create_goods', {
    ...item,
    packs: [{ packSize: 25, unitCode: 'g', priceCents: firstPrice, stock: 10 }],
  });
  const goodsId = goodsIds[0]!;
  await operator.post('/admin/goods_review', { goodsId, decision: 'approve' });

  await page.goto(PRODUCT);
  await expect(page.getByTestId('offer-row').filter({ hasText: brand })).toContainText(formatYuan(firstPrice));
  // Served from the page cache from now on.
  expect((await page.request.get(PRODUCT)).headers()['x-nextjs-cache']).toBe('HIT');

  await seller.post('/update_goods', { ...item, packSize: 25, unitCode: 'g', stock: 10, goodsId, priceCents: newPrice });
  await operator.post('/admin/goods_review', { goodsId, decision: 'approve' });
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('offer-row').filter({ hasText: brand }).textContent();
      },
      { timeout: 5_000, intervals: [250] },
    )
    .toContain(formatYuan(newPrice));
  await expect(page.getByText(formatYuan(firstPrice))).toHaveCount(0);
});
