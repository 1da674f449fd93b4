import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './demo-accounts';
import { freshMember, SIZES, withE2eDb } from './harness';
import { expectNoSidewaysScroll, shot } from './views';

/**
 * Issue 33, the public side: a visitor compares the sellers of one CAS number
 * by their measured figures and ratings, sorts the offers by them, reads the
 * price history, opens a seller's page from an offer and searches its goods;
 * a buyer sees the same figures beside the quotations of an inquiry; a
 * visitor who follows the price is sent to sign in and back, and follows it.
 * At 1280 and 390 px. Written against the demo: toluene (108-88-3) is one of
 * the staples every demo seller lists.
 */
const CAS = '108-88-3';
const PRODUCT = `/products/${CAS}.html`;

/** The public frame is server HTML: its phone layout (the tab bar) is CSS, there before any script. */
async function publicFrameReady(page: Page, width: number): Promise<void> {
  await expect(page.locator('[data-frame="public"]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '底部导航' }))[width <= 690 ? 'toBeVisible' : 'toBeHidden']();
}

/** Each offer row's figure (the rating's score, the on-time share), null where the seller has none yet. */
async function figureOfRows(table: Locator, figure: 'rating' | 'onTime'): Promise<(number | null)[]> {
  const texts = await table
    .getByTestId('offer-row')
    .evaluateAll((rows, name) => rows.map((row) => row.querySelector(`[data-figure="${name}"] strong`)?.textContent ?? null), figure);
  return texts.map((t) => (t === null ? null : Number.parseFloat(t.replace(/[★%\s]/g, ''))));
}

/** A measured seller's figures as its offer row states them ("准时发货 88%（8 单）…评分 ★ 4.7（6 条）"). */
async function figuresOf(standing: Locator): Promise<{ onTimePercent: number; orders: number; rating: number; ratings: number }> {
  await expect(standing).toContainText(/准时发货 \d+%（\d+ 单）/);
  await expect(standing).toContainText(/评分 ★ \d\.\d（\d+ 条）/);
  const text = (await standing.textContent()) ?? '';
  const onTime = /准时发货 (\d+)%（(\d+) 单）/.exec(text)!;
  const rating = /评分 ★ (\d\.\d)（(\d+) 条）/.exec(text)!;
  return { onTimePercent: Number(onTime[1]), orders: Number(onTime[2]), rating: Number(rating[1]), ratings: Number(rating[2]) };
}

/** Best first, the sellers without the figure last. */
function expectBestFirst(values: (number | null)[]): void {
  const measured = values.filter((v): v is number => v !== null);
  expect(values.slice(0, measured.length)).toEqual(measured);
  expect(measured).toEqual([...measured].sort((a, b) => b - a));
}

for (const size of SIZES) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a visitor compares the sellers of a product by their figures, reads the price history, and opens and searches a seller’s page', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(PRODUCT);
      await publicFrameReady(page, size.width);
      const table = page.getByTestId('offer-table');
      const sellerLinks = table.locator('[data-cell="seller"] a');
      const sellerPages = new Set(await sellerLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href'))));
      expect(sellerPages.size, 'the demo lists toluene from two sellers or more').toBeGreaterThanOrEqual(2);
      for (const href of sellerPages) expect(href).toMatch(/^\/seller\/\d+$/);

      // Every offer says how its seller performs: the figures with what they rest on, or that it is too early to say; and the rating or its absence.
      const standings = table.getByTestId('seller-standing');
      await expect(standings).toHaveCount(await table.getByTestId('offer-row').count());
      for (const text of await standings.allTextContents()) {
        expect(text).toMatch(/新卖家，数据不足|准时发货 (数据不足|\d+%（\d+ 单）)/);
        expect(text).toMatch(/暂无评价|评分 ★ \d\.\d（\d+ 条）/);
      }
      await expect(page.getByRole('link', { name: '指标说明' }).first()).toHaveAttribute('href', '/about_us/seller_performance');

      // The demo's half year of trade (lib/server/workflows/demo-trade-history.ts): 北方精细化工 keeps its promises (7 of 8 on time,
      // ★ 4.7 from 6 ratings), 岭南生化 ships late now and then (4 of 7, ★ 3.6 from 5). Other specs order from and rate the same demo
      // sellers earlier in the run, so the counts here are at least the demo's and the figures keep their order.
      const standingOf = (seller: string) =>
        table
          .getByTestId('offer-row')
          .filter({ has: page.locator('[data-cell="seller"]', { hasText: seller }) })
          .first()
          .getByTestId('seller-standing');
      const north = await figuresOf(standingOf('北方精细化工'));
      const south = await figuresOf(standingOf('岭南生化'));
      expect(north.orders).toBeGreaterThanOrEqual(8);
      expect(north.ratings).toBeGreaterThanOrEqual(6);
      expect(south.orders).toBeGreaterThanOrEqual(7);
      expect(south.ratings).toBeGreaterThanOrEqual(5);
      expect(north.onTimePercent).toBeGreaterThan(south.onTimePercent);
      expect(north.rating).toBeGreaterThan(south.rating);
      // (Quotation times move as other specs quote as demo_seller2.)
      await expect(standingOf('北方精细化工')).toContainText(/报价响应 [\d.]+ (分钟|小时)（\d+ 次）/);

      // Sorted by the sellers' figures, best first, the sellers without one last (expectBestFirst; by the later specs every demo seller may have figures).
      const sort = page.getByRole('combobox', { name: '排序' });
      await sort.selectOption('rating');
      await expect(sort.locator('option:checked')).toHaveText('评分从高到低');
      expectBestFirst(await figureOfRows(table, 'rating'));
      // Other sellers gain figures as earlier specs trade with them; of the demo's two, the better one comes first.
      const sellerOrder = () => table.locator('[data-cell="seller"]').allTextContents();
      const before = (names: string[], better: string, worse: string) =>
        expect(names.findIndex((n) => n.includes(better))).toBeLessThan(names.findIndex((n) => n.includes(worse)));
      before(await sellerOrder(), '北方精细化工', '岭南生化');
      await sort.selectOption('onTime');
      await expect(sort.locator('option:checked')).toHaveText('准时发货率从高到低');
      expectBestFirst(await figureOfRows(table, 'onTime'));
      before(await sellerOrder(), '北方精细化工', '岭南生化');

      // The price history: a chart per base unit with a text summary, and the figures as a table.
      const history = page.getByTestId('price-history-card');
      await history.scrollIntoViewIfNeeded();
      const chart = history.locator('figure').first();
      await expect(chart.getByRole('img')).toHaveAttribute('aria-label', /最低价走势/);
      await expect(chart.getByRole('list', { name: '图例' }).getByRole('listitem').first()).toBeVisible();
      await chart.locator('summary', { hasText: '查看数据' }).click();
      await expect(chart.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await expectNoSidewaysScroll(page, { slackPx: 1 });
      await shot(page, `trust-product-${size.width}`);

      // From an offer to its seller's page.
      const firstSeller = sellerLinks.first();
      const sellerName = (await firstSeller.textContent())!.trim();
      const sellerHref = (await firstSeller.getAttribute('href'))!;
      await firstSeller.click();
      await expect(page).toHaveURL(new RegExp(`${sellerHref}$`));
      await publicFrameReady(page, size.width);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sellerName);
      await expect(page.getByTestId('seller-company')).toContainText(/企业名称|未认证/);
      const figures = page.getByTestId('seller-figures');
      await expect(figures.getByRole('heading', { name: /近 180 天履约表现/ })).toBeVisible();
      await expect(figures.locator('li[data-figure]')).toHaveCount(6);
      for (const text of await figures.locator('li[data-figure]').allTextContents()) expect(text).toMatch(/依据 \d+ /);
      await expect(figures.getByRole('link', { name: '指标说明' })).toHaveAttribute('href', '/about_us/seller_performance');
      await expect(page.getByTestId('seller-ratings').getByRole('heading', { name: /买家评价（\d+）/ })).toBeVisible();
      await expectNoSidewaysScroll(page, { slackPx: 1 });
      await shot(page, `trust-seller-${size.width}`);

      // Its goods, searched by CAS number with the page's own form (a plain GET).
      const goods = page.getByTestId('seller-goods');
      await goods.getByRole('searchbox', { name: '搜索该卖家的商品' }).fill(CAS);
      await goods.getByRole('button', { name: '搜索' }).click();
      await expect(page).toHaveURL(new RegExp(`${sellerHref}\\?q=${CAS}#goods$`));
      const found = page.getByTestId('seller-goods-item');
      await expect(found.first()).toBeVisible();
      for (const href of await found.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toBe(PRODUCT);
      await goods.getByRole('searchbox', { name: '搜索该卖家的商品' }).fill('没有这种商品');
      await goods.getByRole('button', { name: '搜索' }).click();
      await expect(page.getByTestId('seller-goods-empty')).toContainText('没有找到与“没有这种商品”相符的在售商品');
      await page.getByTestId('seller-goods').getByRole('link', { name: '查看全部' }).click();
      await found.first().getByRole('link').click();
      await expect(page).toHaveURL(/\/products\/[\d-]+\.html$/);
      await expect(page.getByTestId('offer-table').locator(`[data-cell="seller"] a[href="${sellerHref}"]`).first()).toBeVisible();
    });

    test('a buyer sees each quoting seller’s figures beside the quotations, linked to their page', async ({ page }) => {
      // An inquiry of the demo buyer's that has quotations (the demo's RFQ seed).
      const inquiryId = await withE2eDb(async (db) => {
        const row = await db
          .selectFrom('quotations')
          .innerJoin('inquiries', 'inquiries.id', 'quotations.inquiryId')
          .innerJoin('members', 'members.id', 'inquiries.buyerId')
          .select('inquiries.id')
          .where('members.username', '=', 'demo_buyer')
          .where('quotations.status', 'in', ['active', 'accepted'])
          .orderBy('inquiries.id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      await signInAs(page, 'buyer');
      await page.goto(`/member/buyer/inquiryManage/all/1?id=${inquiryId}`);
      if (size.width <= 690) await expect(page.locator('[data-layout="mobile"]')).toBeVisible();
      const quoted = page.getByTestId('quoted');
      const seller = quoted.getByTestId('quote-seller').first();
      await expect(seller.getByTestId('seller-standing')).toBeVisible({ timeout: 20_000 });
      await expect(seller.getByTestId('seller-standing')).toHaveText(/新卖家，数据不足|准时发货/);
      // 北方精细化工 quoted on this inquiry: its measured figures stand beside its quotation.
      const measured = quoted.getByTestId('quote-seller').filter({ hasText: '北方精细化工' }).first().getByTestId('seller-standing');
      const figures = await figuresOf(measured);
      expect(figures.orders).toBeGreaterThanOrEqual(8);
      expect(figures.ratings).toBeGreaterThanOrEqual(6);
      await expect(seller.getByRole('link').first()).toHaveAttribute('href', /^\/seller\/\d+$/);
      await shot(page, `trust-quotations-${size.width}`);
    });

    test('a visitor who asks for a price alert signs in, comes back to the dialog and follows the price', async ({ page }) => {
      test.setTimeout(120_000);
      const password = 'Watch12345';
      const account = await freshMember(`e2e_watch${size.width}`, password);
      await page.goto(PRODUCT);
      await publicFrameReady(page, size.width);
      await page.getByRole('button', { name: '降价/到货提醒' }).click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fproducts%2F108-88-3\.html%23price-watch$/);
      await page.getByPlaceholder('用户名 / 手机号 / 邮箱').fill(account);
      await page.getByPlaceholder('密码').fill(password);
      // A click before the form has hydrated is lost: press again until it signs in.
      await expect(async () => {
        if (/\/login/.test(page.url())) await page.getByRole('button', { name: /^登\s*录$/ }).click({ timeout: 5_000 });
        await expect(page).toHaveURL(/\/products\/108-88-3\.html#price-watch$/, { timeout: 10_000 });
      }).toPass({ timeout: 45_000 });

      // Back on the product page, the dialog opens by itself.
      const dialog = page.getByRole('dialog', { name: '降价/到货提醒' });
      await expect(dialog).toBeVisible({ timeout: 20_000 });
      // A target price is a price per pack: without a pack the form says so and sends nothing.
      await dialog.getByLabel(/目标价/).fill('45');
      await dialog.getByRole('button', { name: '关注' }).click();
      await expect(dialog.getByText('填写目标价时请同时填写包装（目标价按每包装计）')).toBeVisible();
      await dialog.getByLabel('最低纯度（%，可选）').fill('99');
      await dialog.getByLabel('包装规格').fill('500');
      await dialog.getByLabel('包装单位').selectOption('mL');
      await dialog.getByRole('button', { name: '关注' }).click();
      await expect(dialog.getByText('已关注，降价或到货时站内信和邮件通知您')).toBeVisible();
      await expect(dialog).toContainText('纯度 ≥ 99% · 500 mL · 有货且不高于 ¥45.00 时提醒');
      await expect(dialog.getByRole('link', { name: '查看我的关注' })).toHaveAttribute('href', '/member/buyer/priceWatches/1');
      await shot(page, `trust-watch-${size.width}`, { fullPage: false });
      await dialog.getByRole('button', { name: '完成' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${PRODUCT.replace(/\./g, '\\.')}$`));

      // The same terms again: the server's refusal is shown in the dialog.
      await page.getByRole('button', { name: '降价/到货提醒' }).click();
      await dialog.getByLabel('最低纯度（%，可选）').fill('99');
      await dialog.getByLabel('包装规格').fill('500');
      await dialog.getByLabel('包装单位').selectOption('mL');
      await dialog.getByLabel(/目标价/).fill('45');
      await dialog.getByRole('button', { name: '关注' }).click();
      await expect(dialog.getByTestId('price-watch-status')).toHaveText('已经关注过同样的条件');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  });
}
