import { expect, test, type Page } from '@playwright/test';

const SHOTS = 'var/test/screenshots';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a mistyped name shows the corrected results; filters narrow them and stay in the URL', async ({ page }) => {
  await page.goto('/searchResults/asprin/1');
  await expect(page.getByTestId('corrected-keyword')).toContainText('已为您显示“aspirin”的结果');
  await expect(page.getByRole('link', { name: 'Aspirin', exact: true })).toBeVisible();

  await page.goto('/searchResults/acetylsalicylic%20acid/1');
  await expect(page.getByTestId('matched-name').first()).toContainText('匹配别名');

  await page.goto('/searchResults/acid/1');
  const allSummary = await page.getByTestId('search-summary').textContent();
  await page.getByRole('checkbox', { name: '只看有货' }).check();
  await expect(page).toHaveURL(/\/searchResults\/acid\/1\?inStock=1$/);
  await expect(page.getByTestId('search-summary')).toContainText('已筛选');
  expect(await page.getByTestId('search-summary').textContent()).not.toBe(allSummary);

  await page.getByRole('combobox', { name: '纯度' }).click();
  await page.getByTitle('≥ 99.5%').click();
  await expect(page).toHaveURL(/purity=99\.5/);
  await expect(page).toHaveURL(/inStock=1/);
  await shot(page, 'search-filtered-desktop');
});

test('a regulated product shows its lists and what a buyer must provide', async ({ page }) => {
  await page.goto('/products/7664-93-9.html');
  const regulated = page.getByTestId('regulated');
  await expect(regulated.getByText('易制毒 第三类')).toBeVisible();
  await expect(regulated.getByText('购买须知')).toBeVisible();

  await page.goto('/products/143-33-9.html');
  await expect(page.getByTestId('regulated').getByText('剧毒化学品')).toBeVisible();
  await shot(page, 'product-regulated-desktop');
});

test('a valid CAS the catalog does not list yet offers an inquiry; an invalid one is a 404', async ({ page }) => {
  const response = await page.goto('/products/100-34-5.html');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('unknown-product')).toContainText('目录中暂无 CAS 号为 100-34-5 的产品');
  await expect(page.getByRole('heading', { name: 'CAS 100-34-5' })).toBeVisible();
  await shot(page, 'product-unknown-desktop');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('filters and results fit the phone screen', async ({ page }) => {
    await page.goto('/searchResults/acid/1?inStock=1');
    await expect(page.getByRole('checkbox', { name: '只看有货' })).toBeChecked();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await shot(page, 'search-filtered-mobile');
    await page.goto('/products/7664-93-9.html');
    await expect(page.getByTestId('regulated').getByText('易制毒 第三类')).toBeVisible();
    await shot(page, 'product-regulated-mobile');
  });
});
