import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll, shot } from './views';

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('searching 乙醇 on the home page finds ethanol by its Chinese name and opens it', async ({ page }) => {
    await page.goto('/');
    await shot(page, 'home-mobile');
    await page
      .getByRole('banner')
      .getByPlaceholder(/CAS 号/)
      .fill('乙醇');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    await expect(page).toHaveURL(/\/searchResults\/%E4%B9%99%E9%86%87\/1$/);
    const first = page.getByRole('link', { name: '乙醇 Ethanol', exact: true });
    await expect(first).toBeVisible();
    await expectNoSidewaysScroll(page, { slackPx: 1 });
    await shot(page, 'search-chinese-mobile');
    await first.click();
    await expect(page).toHaveURL(/\/products\/64-17-5\.html$/);
    await expect(page.getByTestId('product-name')).toHaveText('乙醇 Ethanol');
    await expect(page.getByTestId('name-zh-source')).toContainText('危险化学品目录（2015版）');
    await shot(page, 'product-chinese-mobile');
  });
});

test('a category card on the home page opens that category’s listing, with filters and paging', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('category-card').filter({ hasText: '无机化学品' }).click();
  await expect(page).toHaveURL(/\/categories\/inorganic\/1$/);
  await expect(page.getByRole('heading', { name: /无机化学品/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /硫酸|盐酸|氢氧化钠/ }).first()).toBeVisible();
  await page.getByRole('checkbox', { name: '只看有货' }).click();
  await expect(page).toHaveURL(/\/categories\/inorganic\/1\?inStock=1$/);
  await expect(page.getByTestId('category-summary')).toContainText('已筛选');
  // A result's category badge leads to the same kind of listing.
  await page.goto('/searchResults/%E7%A1%AB%E9%85%B8/1');
  await shot(page, 'search-chinese-desktop');
  await page.getByTestId('category-badge').first().click();
  await expect(page).toHaveURL(/\/categories\/[a-z-]+\/1$/);
});

test('a 404 inside a section shows one header, one footer, a Chinese heading and its own title', async ({ page }) => {
  for (const path of ['/products/promotion/50', '/categories/electronic_grade/99', '/categories/no-such-category/1']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: '页面不存在' }).or(page.getByText('页面不存在', { exact: true }))).toBeVisible();
    await expect(page.locator('header.site-header, header.mobile-header')).toHaveCount(1);
    await expect(page.locator('footer')).toHaveCount(1);
    await expect(page).toHaveTitle(/^页面不存在/);
  }
  await shot(page, 'not-found-nested');
});

test('the home page and a Chinese search at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await shot(page, 'home-desktop-1280');
  await page.goto('/products/7664-93-9.html');
  await expect(page.getByTestId('product-name')).toHaveText('硫酸 Sulfuric acid');
  await shot(page, 'product-chinese-desktop');
});

test('pinyin initials find a Chinese name, and a generated name says it is generated (1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/searchResults/lsn/1');
  const sulfate = page.getByRole('link', { name: '硫酸钠 Sodium sulfate', exact: true });
  await expect(sulfate).toBeVisible();
  await expect(page.getByText('匹配拼音首字母').first()).toBeVisible();
  await shot(page, 'search-pinyin-desktop');
  await sulfate.click();
  await expect(page).toHaveURL(/\/products\/7757-82-6\.html$/);
  await expect(page.getByTestId('product-name')).toHaveText('硫酸钠 Sodium sulfate');
  await expect(page.getByTestId('name-zh-source')).toContainText('非名录名称');
  await expect(page).toHaveTitle(/^硫酸钠 Sodium sulfate/);
});

test('a trivial name finds its product, whose page names the dictionary it comes from (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const search = page.getByRole('banner').getByRole('search').getByLabel('搜索产品');
  await search.fill('阿司匹林');
  await search.press('Enter');
  const aspirin = page.getByRole('link', { name: '阿司匹林 Aspirin', exact: true });
  await expect(aspirin).toBeVisible();
  await aspirin.click();
  await expect(page).toHaveURL(/\/products\/50-78-2\.html$/);
  await expect(page.getByTestId('name-zh-source')).toContainText('CC-CEDICT 汉英词典');
  await expect(page.getByText('CC BY-SA 4.0')).toBeVisible();
  await page.goto('/searchResults/' + encodeURIComponent('冰醋酸') + '/1');
  await expect(page.getByRole('link', { name: '乙酸 Acetic acid', exact: true })).toBeVisible();
  await shot(page, 'search-trivial-name-phone');
});

test.describe('中文名目录 at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the footer leads to the directory; a letter lists Chinese names that open their products', async ({ page }) => {
    await page.goto('/about_us');
    await page.getByRole('contentinfo').getByRole('link', { name: '中文名目录' }).click();
    await expect(page).toHaveURL(/\/products\/directory\/A\/1$/);
    await page.getByTestId('directory-letters').getByRole('link', { name: 'Y', exact: true }).click();
    await expect(page).toHaveURL(/\/products\/directory\/Y\/1$/);
    await expect(page.getByRole('heading', { name: '中文名目录：Y' })).toBeVisible();
    await expectNoSidewaysScroll(page, { slackPx: 1 });
    await shot(page, 'directory-mobile');
    await page.getByTestId('directory-list').getByRole('link', { name: '乙醇', exact: true }).click();
    await expect(page).toHaveURL(/\/products\/64-17-5\.html$/);
  });
});
