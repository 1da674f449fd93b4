import { expect, test, type Page } from '@playwright/test';
import { chooseTianhe } from './harness';
import { expectNoSidewaysScroll, shot } from './views';

test('a mistyped name shows the corrected results; filters narrow them and stay in the URL', async ({ page }) => {
  await page.goto('/searchResults/asprin/1');
  await expect(page.getByTestId('corrected-keyword')).toContainText('已为您显示“aspirin”的结果');
  await expect(page.getByRole('link', { name: '阿司匹林 Aspirin', exact: true })).toBeVisible();

  await page.goto('/searchResults/acetylsalicylic%20acid/1');
  await expect(page.getByTestId('matched-name').first()).toContainText('匹配别名');

  await page.goto('/searchResults/acid/1');
  const allSummary = await page.getByTestId('search-summary').textContent();
  // Each filter opens the narrowed results as a new page, so the box is clicked rather than "checked".
  await page.getByRole('checkbox', { name: '只看有货' }).click();
  await expect(page).toHaveURL(/\/searchResults\/acid\/1\?inStock=1$/);
  await expect(page.getByTestId('search-summary')).toContainText('已筛选');
  expect(await page.getByTestId('search-summary').textContent()).not.toBe(allSummary);

  await page.getByRole('combobox', { name: '纯度' }).selectOption({ label: '≥ 99.5%' });
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
  await expect(page.getByTestId('regulated').getByText('剧毒化学品', { exact: true })).toBeVisible();
  await shot(page, 'product-regulated-desktop');
});

test('a valid CAS the catalog does not list yet offers an inquiry; an invalid one is a 404', async ({ page }) => {
  const response = await page.goto('/products/100-34-5.html');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('unknown-product')).toContainText('目录中暂无 CAS 号为 100-34-5 的产品');
  await expect(page.getByRole('heading', { name: 'CAS 100-34-5' })).toBeVisible();
  await shot(page, 'product-unknown-desktop');
  expect((await page.goto('/products/100-34-6.html'))?.status()).toBe(404);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('filters and results fit the phone screen', async ({ page }) => {
    await page.goto('/searchResults/acid/1?inStock=1');
    await expect(page.getByRole('checkbox', { name: '只看有货' })).toBeChecked();
    // The public frame's phone layout is CSS: the tab bar is there from the first paint.
    await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
    await expectNoSidewaysScroll(page, { slackPx: 1 });
    await shot(page, 'search-filtered-mobile');
    await page.goto('/products/7664-93-9.html');
    await expect(page.getByTestId('regulated').getByText('易制毒 第三类')).toBeVisible();
    await shot(page, 'product-regulated-mobile');
  });
});

test('a signed-in buyer sends an inquiry from the product page with a newly added receipt address', async ({ page }) => {
  await page.goto('/login?redirect=%2Fproducts%2F50-78-2.html');
  await page.getByPlaceholder('用户名 / 手机号 / 邮箱').fill('demo_buyer');
  await page.getByPlaceholder('密码').fill('Buyer12345');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL(/\/products\/50-78-2\.html$/);

  // The form (antd, the address and invoice books) loads when the buyer asks for it.
  await expect(page.getByTestId('quick-inquiry')).toHaveCount(0);
  await page.getByTestId('inquiry-start').getByRole('button', { name: '填写询价单' }).click();
  const inquiry = page.getByTestId('quick-inquiry');
  const delivery = inquiry.getByTestId('delivery-choices');
  await expect(delivery).toContainText('上海市');
  await delivery
    .getByRole('button', { name: /更\s*换/ })
    .first()
    .click();
  const modal = page.getByRole('dialog', { name: '选择收货地址' });
  await modal.getByRole('button', { name: /新增地址/ }).click();
  const form = page.getByRole('dialog', { name: '新增收货地址' });
  await form.getByLabel('收货人').fill('李老师');
  await form.getByLabel('电话').fill('13912345678');
  await chooseTianhe(page, form);
  await form.getByLabel('详细地址').fill('五山路 381 号化工楼 201 室');
  await form.getByRole('button', { name: /保存地址/ }).click();
  // A new address is chosen at once; the list is back in the dialog.
  await expect(modal.getByText('五山路 381 号化工楼 201 室')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(delivery).toContainText('天河区');

  await inquiry.getByLabel('数量').fill('500');
  await inquiry.getByRole('button', { name: /提交询价/ }).click();
  await expect(inquiry.getByRole('status')).toContainText(/询价已提交，询价单号 XJ\d{14}/);
  await shot(page, 'product-inquiry-sent-desktop');
});

/** The offer table's width against the room its card gives it, and every 加购 button's box against that room and the window. */
async function offerTableFit(page: Page) {
  return page.getByTestId('offer-table').evaluate((root) => {
    const card = root.closest('.pub-card__body') as HTMLElement;
    const style = getComputedStyle(card);
    const room = card.getBoundingClientRect();
    const left = room.left + parseFloat(style.paddingLeft);
    const right = room.right - parseFloat(style.paddingRight);
    const table = root as HTMLElement;
    const scroller = card;
    const buttons = [...root.querySelectorAll('button')].filter((b) => b.textContent?.includes('加购')).map((b) => b.getBoundingClientRect());
    return {
      tableWidth: table.scrollWidth,
      room: right - left,
      scrollerOverflow: scroller.scrollWidth - scroller.clientWidth,
      buttons: buttons.length,
      clippedButtons: buttons.filter((b) => b.left < left - 0.5 || b.right > right + 0.5 || b.right > window.innerWidth).length,
    };
  });
}

test('the offer table fits its card at 1280, 1440 and 1920 px with 加购 in full; offers show and filter by brand', async ({ page }) => {
  for (const width of [1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/products/7664-93-9.html');
    await expect(page.getByTestId('offer-row').first()).toBeVisible();
    const fit = await offerTableFit(page);
    expect(fit.buttons, `${width} px`).toBeGreaterThan(0);
    expect(fit.tableWidth, `${width} px: table ${fit.tableWidth} px in ${fit.room} px`).toBeLessThanOrEqual(fit.room);
    expect(fit.scrollerOverflow, `${width} px`).toBeLessThanOrEqual(0);
    expect(fit.clippedButtons, `${width} px`).toBe(0);
    if (width === 1280) await shot(page, 'product-offers-1280');
  }

  // The brand each seller entered is a column, and narrows the offers when chosen.
  const table = page.getByTestId('offer-table');
  await expect(table.locator('thead')).toContainText('品牌');
  const rows = table.getByTestId('offer-row');
  const before = await rows.count();
  const filter = page.getByRole('combobox', { name: '按品牌筛选报价' });
  const option = filter.locator('option').nth(1);
  const brand = (await option.textContent())!.replace(/（\d+）$/, '');
  await filter.selectOption({ index: 1 });
  await expect(rows.first()).toContainText(brand);
  const after = await rows.count();
  expect(after).toBeLessThan(before);
  for (let i = 0; i < after; i++) await expect(rows.nth(i).locator('td').nth(1)).toHaveText(brand);
});

test('at 390 px the offers are cards with the brand and a whole 加购 button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products/7664-93-9.html');
  // The table's head is hidden by the phone layout's media query: each row is a card.
  await expect(page.getByTestId('offer-table').locator('thead')).toBeHidden();
  const cards = page.getByTestId('offer-row');
  await expect(cards.first()).toContainText('¥');
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    const box = (await cards.nth(i).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  const buy = page
    .getByTestId('offer-table')
    .getByRole('button', { name: /^加购 / })
    .first();
  await buy.scrollIntoViewIfNeeded();
  const button = (await buy.boundingBox())!;
  expect(button.x).toBeGreaterThanOrEqual(0);
  expect(button.x + button.width).toBeLessThanOrEqual(390);
  await expect(page.getByRole('combobox', { name: '按品牌筛选报价' })).toBeVisible();
  await shot(page, 'product-offers-390');
  // A visitor who adds to the cart is asked to sign in first and comes back.
  await buy.click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fproducts%2F7664-93-9\.html/);
});
