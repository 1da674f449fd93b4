import { expect, test } from '@playwright/test';
import { shot } from './views';

test('the home page shows the real catalog and its search box opens the results page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '找化学品，从 CAS 号开始' })).toBeVisible();
  await expect(page.getByText(/收录 4,\d{3} 种化学品与试剂/)).toBeVisible();
  // The featured products; those with a Chinese name show it first, the English beside it.
  await expect(page.getByRole('main').getByTestId('name-zh').first()).toBeVisible();
  // No statistics script unless ANALYTICS_SCRIPT_URL is set (it is not here).
  expect(await page.content()).not.toContain('visitor-stats');
  await shot(page, 'home-desktop');

  await page
    .getByRole('main')
    .getByPlaceholder(/CAS 号/)
    .fill('aspirin');
  await page
    .getByRole('main')
    .getByRole('button', { name: /搜\s*索/ })
    .click();
  // The first search of a fresh server renders cold; on the shared 2-core machine it took just over 5 s.
  await expect(page).toHaveURL(/\/searchResults\/aspirin\/1$/, { timeout: 15_000 });
  await expect(page.getByTestId('search-summary')).toContainText('共找到');
  await expect(page.getByRole('link', { name: '阿司匹林 Aspirin', exact: true })).toBeVisible();
  await expect(page.locator('mark').first()).toHaveText(/aspirin/i);
  await shot(page, 'search-desktop');

  // Paging keeps the keyword in the path.
  await page.goto('/searchResults/acid/1');
  await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/\/searchResults\/acid\/2$/);
  await page.goto('/searchResults/aspirin/1');

  await page.getByRole('link', { name: '阿司匹林 Aspirin', exact: true }).click();
  await expect(page).toHaveURL(/\/products\/50-78-2\.html$/);
  await expect(page.getByTestId('product-name')).toHaveText('阿司匹林 Aspirin');
});

test('a bare CAS product path moves to the .html page, which shows identity and offers', async ({ page }) => {
  const response = await page.goto('/products/64-17-5');
  expect(response?.url()).toMatch(/\/products\/64-17-5\.html$/);
  const redirect = response?.request().redirectedFrom();
  expect((await redirect?.response())?.status()).toBe(301);

  await expect(page.getByTestId('product-name')).toHaveText('乙醇 Ethanol');
  await expect(page.getByRole('img', { name: 'Ethanol 的结构式' }).locator('svg')).toBeVisible();
  await expect(page.getByText('LFQSCWFLJHTTHZ-UHFFFAOYSA-N')).toBeVisible();
  await expect(page.getByText('78.2 °C')).toBeVisible();
  const offers = page.getByTestId('offer-row');
  expect(await offers.count()).toBeGreaterThan(0);
  await expect(offers.first()).toContainText('有限公司');
  await shot(page, 'product-desktop');
});

test('unknown routes show the 404 page with the path; an invalid CAS shows the error screen', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await expect(page.getByTestId('missing-path')).toHaveText('/no/such/page');
  await shot(page, 'not-found');

  await page.goto('/');
  await page.goto('/products/64-17-6.html');
  await expect(page.getByText('Sorry, 您的页面走丢了...')).toBeVisible();
  await page.getByRole('button', { name: '返回上一页' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('at 390 px the mobile layout replaces the desktop one, and switches back after a resize', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Search → results → product, as on a phone.
  await page.goto('/');
  // The home page is in the public frame: its phone layout is a media query, right from the first paint.
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
  await page
    .getByRole('banner')
    .getByPlaceholder(/CAS 号/)
    .fill('64-17-5');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /搜\s*索/ })
    .click();
  await expect(page).toHaveURL(/\/searchResults\/64-17-5\/1$/);
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
  await page.getByRole('link', { name: '乙醇 Ethanol', exact: true }).click();
  await expect(page).toHaveURL(/\/products\/64-17-5\.html$/);
  // The product page's frame is server HTML: its phone layout is a media query, right from the first paint.
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
  await expect(page.getByTestId('product-name')).toHaveText('乙醇 Ethanol');
  // Offers become cards with the price in view instead of a wide table.
  const firstOffer = page.getByTestId('offer-row').first();
  await expect(firstOffer).toContainText('¥');
  expect((await firstOffer.boundingBox())?.width ?? 999).toBeLessThanOrEqual(390);
  await shot(page, 'product-mobile');

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '帮助中心' })).toBeVisible();
});

test('member pages send a visitor to the login page, keeping the way back', async ({ page }) => {
  const response = await page.request.get('/member/buyer/inquiryAdd', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe('/login?redirect=%2Fmember%2Fbuyer%2FinquiryAdd');
});

test('an old browser sees the Chinese notice recommending Chrome, and can ignore it', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/80.0.3987.149 Safari/537.36',
  });
  const page = await context.newPage();
  await page.goto('/');
  const notice = page.locator('#old-browser-notice');
  await expect(notice).toContainText('浏览器版本过低');
  await expect(notice).toContainText('Chrome');
  await expect(notice.getByRole('link', { name: '升级浏览器' })).toHaveAttribute('href', /^https:/);
  await page.getByRole('button', { name: '忽略' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: '找化学品，从 CAS 号开始' })).toBeVisible();
  await expect(page.locator('#old-browser-notice')).toHaveCount(0);
  await context.close();
});
