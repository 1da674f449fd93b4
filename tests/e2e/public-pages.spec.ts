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

    test(`at ${viewport.width} px the home page, the lists and the inquiry zone read, link and search as plain HTML`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: '找化学品，从 CAS 号开始' })).toBeVisible();
      await expect(page.getByTestId('real-time-feed').getByRole('listitem').first()).toBeVisible();
      await expect(page.getByTestId('home-inquiry-line').first().getByRole('link', { name: '登录后报价' })).toBeVisible();
      // The hero's search is the name tab's plain form.
      const hero = page.getByRole('main').getByRole('search').getByLabel('搜索产品');
      await hero.fill('64-17-5');
      await hero.press('Enter');
      await expect(page).toHaveURL(/\/searchResults\/64-17-5\/1$/);

      await page.goto('/');
      await page
        .getByRole('link', { name: /促销产品/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/products\/promotion\/1$/);
      await expect(page.getByTestId('list-item')).toHaveCount(10);
      await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '2', exact: true }).click();
      await expect(page).toHaveURL(/\/products\/promotion\/2$/);
      await page.getByTestId('list-item').first().locator('.merch-list__name').click();
      await expect(page.getByTestId('product-name')).toBeVisible();

      // The inquiry zone's search is a GET form too.
      await page.goto('/inquiryZone/1');
      const zone = page.getByRole('search').getByLabel('搜索询价');
      await zone.fill('acid');
      await zone.press('Enter');
      await expect(page).toHaveURL(/\/inquiryZone\/1\?keyword=acid$/);
      await expect(page.getByTestId('inquiry-zone')).toContainText('acid');
    });
  }
});

test('the home page is cached for everyone and renders anew when an inquiry is sent', async ({ page, browser }) => {
  await page.goto('/');
  expect((await page.request.get('/')).headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
  // The route it is rendered from names / as the address to index.
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/?$/);

  const buyer = await apiAs(browser, 'demo_buyer', 'Buyer12345');
  // A quantity no other inquiry has, so the feed shows it only for this one (products outside the catalog are shown as 目录外产品).
  const quantity = 100 + (Date.now() % 800);
  await buyer.post('/create_inquiry', { cas: '50-78-2', productName: 'Aspirin', quantity, unitCode: 'g', contactName: '王老师', contactPhone: '13800138000' });
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('real-time-feed').textContent();
      },
      { timeout: 5_000, intervals: [250] },
    )
    .toContain(`Aspirin ${quantity} g`);
});

test('an inquiry sent while the home page is being rendered still shows on it within 5 s', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const buyer = await apiAs(browser, 'demo_buyer', 'Buyer12345');
  const inquire = (quantity: number, unitCode: string) =>
    buyer.post('/create_inquiry', { cas: '50-78-2', productName: 'Aspirin', quantity, unitCode, contactName: '王老师', contactPhone: '13800138000' });
  // The first inquiry expires the cached page; the next visit renders it, and the second inquiry commits
  // while that render runs (at a few offsets, as a render takes tens of milliseconds here).
  for (const offsetMs of [0, 15, 30, 60]) {
    await inquire(100 + ((Date.now() + offsetMs) % 800), 'g');
    const rendering = page.request.get('/');
    await new Promise((r) => setTimeout(r, offsetMs));
    const quantity = 100 + ((Date.now() + 7) % 800);
    await inquire(quantity, 'kg');
    await rendering;
    await expect
      .poll(
        async () => {
          await page.goto('/');
          return page.getByTestId('real-time-feed').textContent();
        },
        { timeout: 5_000, intervals: [250], message: `the inquiry sent ${offsetMs} ms into the render` },
      )
      .toContain(`Aspirin ${quantity} kg`);
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

test("an operator's change to a list shows on its cached pages within 5 s", async ({ page, browser }) => {
  const operator = await apiAs(browser, 'operator', 'Operator12345');
  const count = async () => {
    await page.goto('/products/promotion/1');
    return Number(
      (await page
        .getByRole('main')
        .getByText(/共 \d+ 个进行中的促销/)
        .textContent())!.match(/共 (\d+) 个/)![1],
    );
  };
  const before = await count();
  expect((await page.request.get('/products/promotion/1')).headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
  // A substance not on the promotion list yet (the demo promotes some of these).
  let placement: { id: number } | null = null;
  for (const cas of ['7732-18-5', '7647-14-5', '67-64-1', '64-19-7', '108-88-3']) {
    placement = await operator.post<{ id: number }>('/admin/placement_create', { list: 'promotion', cas, label: '测试 9 折' }).catch(() => null);
    if (placement) break;
  }
  expect(placement, 'one of the substances could be promoted').not.toBeNull();
  await expect.poll(count, { timeout: 5_000, intervals: [250] }).toBe(before + 1);
  await operator.post('/admin/placement_delete', { id: placement!.id });
  await expect.poll(count, { timeout: 5_000, intervals: [250] }).toBe(before);
});
