import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs, type DemoRole } from './demo-accounts';
import { SIZES, type Size } from './harness';
import { apiAs, ensureBuyerDefaults, paidOrder, type Api } from './orders-harness';
import { expectNoSidewaysScroll, shot } from './views';

/*
 * Ratings after receipt (issue 33) in Chromium, at 1280 and 390 px: the buyer
 * rates a received order from the order list (three scores and a comment,
 * confirmed), the seller answers once from the sales orders, the buyer reads
 * the answer in the order's detail; and the operator hides an abusive comment
 * with a reason (audited), the scores staying as given. Orders reach
 * `received` through the real calls (pay by deposit, update_express, confirm_receive).
 */

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  // The first visit of a fresh server renders cold: warm the pages each test waits on.
  for (const url of ['/login', '/member/buyer/orderPayList/1', '/member/seller/saleOrder/1', '/admin/ratings']) await request.get(url);
});

/** A new order from demo_buyer to demo_seller, paid, dispatched and received. */
async function receivedOrder(buyer: Api, seller: Api): Promise<string> {
  await ensureBuyerDefaults(buyer);
  const { orderNo } = await paidOrder(buyer);
  const carriers = await seller.get<{ id: number; dangerousGoods: boolean }[]>('/express_company');
  await seller.post('/update_express', { orderNo, expressCompanyId: carriers.find((c) => c.dangerousGoods)!.id, trackingNo: `SF${Date.now()}`.slice(0, 15) });
  await buyer.post('/confirm_receive', { orderNo });
  return orderNo;
}

/** A demo role's page at `size`, in a browser context of its own. */
async function pageAt(browser: Browser, size: Size, role: DemoRole): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: size.width, height: size.height } });
  const page = await context.newPage();
  await signInAs(page, role);
  return page;
}

/** Opens a member page; at phone width, waits for the phone layout before anything is clicked. */
async function open(page: Page, size: Size, url: string): Promise<void> {
  await page.goto(url);
  // The phone layout applies once hydrated: slow on a busy machine.
  if (size.name === 'mobile') await expect(page.locator('[data-layout="mobile"]')).toBeVisible({ timeout: 20_000 });
}

for (const size of SIZES) {
  test(`at ${size.width} px: the buyer rates a received order, the seller answers once, the buyer reads the answer`, async ({ browser }) => {
    test.setTimeout(180_000);
    const buyerApi = await apiAs(browser, 'demo_buyer', 'Buyer12345');
    const sellerApi = await apiAs(browser, 'demo_seller', 'Seller12345');
    const orderNo = await receivedOrder(buyerApi, sellerApi);
    const comment = `包装严实，发货很快；COA 与批号一致（${size.width}）`;
    const answer = `感谢认可，我们会保持包装与发货速度（${size.width}）`;

    // The buyer: 评价 on the received order, the scores required, a confirmation before it is public.
    const buyer = await pageAt(browser, size, 'buyer');
    await open(buyer, size, `/member/buyer/orderPayList/1?keyword=${orderNo}`);
    const list = buyer.getByTestId('order-pay-list');
    await list.getByRole('button', { name: /^评\s*价$/ }).click();
    const dialog = buyer.getByRole('dialog', { name: `评价 · ${orderNo}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '提交评价' }).click();
    await expect(dialog.getByText('请为质量打分（1–5 星）')).toBeVisible();
    for (const [label, stars] of [
      ['质量', 4],
      ['交付', 5],
      ['服务', 3],
    ] as const) {
      await dialog
        .getByRole('radiogroup', { name: `${label}评分` })
        .getByRole('radio')
        .nth(stars - 1)
        .click();
    }
    await expect(dialog.getByText('4 分 · 较好')).toBeVisible();
    await dialog.getByLabel('评价内容').fill(comment);
    await shot(buyer, `rating-dialog-${size.width}`, { fullPage: false });
    await dialog.getByRole('button', { name: '提交评价' }).click();
    const confirm = buyer.getByRole('dialog', { name: '提交评价？' });
    await expect(confirm).toContainText('30 天内可以修改');
    await confirm.getByRole('button', { name: '提交评价' }).click();
    await expect(buyer.getByText('感谢您的评价')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The order now shows the rating and, for 30 days, 修改评价.
    await expect(list.getByTestId('rating-badge')).toHaveText('已评价 ★ 4.0');
    await expect(list.getByRole('button', { name: '修改评价' })).toBeVisible();
    await expect(list.getByRole('button', { name: /^评\s*价$/ })).toHaveCount(0);
    if (size.name === 'mobile') await expectNoSidewaysScroll(buyer, { within: size.width });
    await shot(buyer, `rating-order-list-${size.width}`);

    // The seller: the rating on the sale, one answer, confirmed as final.
    const seller = await pageAt(browser, size, 'seller');
    await open(seller, size, `/member/seller/saleOrder/1?keyword=${orderNo}`);
    const sales = seller.getByTestId('sale-orders');
    // A fresh member page: the list, then each received order's rating, load after hydration.
    await expect(sales.getByTestId('rating-badge')).toHaveText('买家评价 ★ 4.0', { timeout: 20_000 });
    await sales.getByRole('button', { name: '回复评价' }).click();
    const reply = seller.getByRole('dialog', { name: `回复评价 · ${orderNo}` });
    await expect(reply.getByTestId('rating-comment')).toHaveText(comment);
    await reply.getByRole('button', { name: '提交回复' }).click();
    await expect(reply.getByText('请填写回复内容')).toBeVisible();
    await reply.getByLabel('回复内容').fill(answer);
    await reply.getByRole('button', { name: '提交回复' }).click();
    const final = seller.getByRole('dialog', { name: '提交回复？' });
    await expect(final).toContainText('提交后不能修改或删除');
    await final.getByRole('button', { name: '提交回复' }).click();
    await expect(seller.getByText('已回复评价')).toBeVisible();
    await expect(sales.getByRole('button', { name: '回复评价' })).toHaveCount(0);
    await expect(sales.getByText('卖家已回复')).toBeVisible();
    if (size.name === 'mobile') await expectNoSidewaysScroll(seller, { within: size.width });
    await shot(seller, `rating-sale-replied-${size.width}`);
    // Once only: a second answer is refused by the server too.
    await expect(sellerApi.post('/rating_reply', { orderNo, reply: '再回复一次' })).rejects.toThrow('已回复过这条评价');

    // The buyer reads the answer in the order's detail.
    await buyer.reload();
    if (size.name === 'mobile') await expect(buyer.locator('[data-layout="mobile"]')).toBeVisible({ timeout: 20_000 });
    await expect(list.getByText('卖家已回复')).toBeVisible();
    await list.getByRole('button', { name: orderNo }).first().click();
    const section = buyer.getByTestId('order-detail').getByTestId('order-rating');
    await expect(section.getByTestId('rating-comment')).toHaveText(comment);
    await expect(section.getByTestId('rating-reply')).toContainText(answer);
    await expect(section.getByRole('button', { name: '修改评价' })).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await shot(buyer, `rating-detail-${size.width}`, { fullPage: false });
    await buyer.context().close();
    await seller.context().close();
  });
}

test('the operator hides an abusive comment with a reason; the scores stay and the hide is audited', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const buyerApi = await apiAs(browser, 'demo_buyer', 'Buyer12345');
  const sellerApi = await apiAs(browser, 'demo_seller', 'Seller12345');
  const orderNo = await receivedOrder(buyerApi, sellerApi);
  const abusive = '垃圾卖家！加微信 chem888 私下交易更便宜';
  await buyerApi.post('/order_rate', { orderNo, quality: 1, delivery: 2, service: 1, comment: abusive });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'operator');
  await page.getByRole('navigation', { name: '运营后台菜单' }).getByRole('link', { name: '评价管理' }).click();
  await expect(page).toHaveURL(/\/admin\/ratings$/);
  const ratings = page.getByTestId('admin-ratings');
  await ratings.getByLabel('搜索评价').fill(orderNo);
  await ratings.getByLabel('搜索评价').press('Enter');
  const row = ratings.locator('tr', { hasText: orderNo });
  await expect(row).toContainText(abusive);
  await expect(row.getByTestId('admin-rating-scores')).toHaveText(/质量 1\s*交付 2\s*服务 1/);
  await row.getByRole('button', { name: '隐藏文字' }).click();

  const dialog = page.getByRole('dialog', { name: '隐藏评价文字' });
  await expect(dialog).toContainText(abusive);
  await dialog.getByRole('button', { name: '确认隐藏' }).click();
  await expect(dialog.getByText('请写明隐藏的原因')).toBeVisible();
  await dialog.getByLabel('隐藏原因').fill('含辱骂与站外交易引导');
  await shot(page, 'rating-hide-dialog-1280', { fullPage: false });
  await dialog.getByRole('button', { name: '确认隐藏' }).click();
  await expect(page.getByText('已隐藏评价文字，已记入操作日志')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The operator still reads the reason and the raw text; the scores are as the buyer gave them; nothing left to hide.
  const hidden = row.getByTestId('hidden-comment');
  await expect(hidden).toContainText('已隐藏');
  await expect(hidden).toContainText('原因：含辱骂与站外交易引导');
  await expect(hidden).toContainText(`原文：${abusive}`);
  await expect(row.getByTestId('admin-rating-scores')).toHaveText(/质量 1\s*交付 2\s*服务 1/);
  await expect(row.getByRole('button', { name: '隐藏文字' })).toHaveCount(0);
  await page.getByLabel('文字状态').click();
  await page.locator('.ant-select-item-option', { hasText: '文字已隐藏' }).click();
  await expect(row).toBeVisible();
  await shot(page, 'rating-admin-1280');

  // The buyer and the public see the scores without the text; the hide is in the audit log with its reason.
  const seen = await buyerApi.get<{ rating: { comment: string | null; commentHidden: boolean; quality: number } }>('/order_rating', { orderNo });
  expect(seen.rating).toMatchObject({ comment: null, commentHidden: true, quality: 1 });
  const operatorApi = await apiAs(browser, 'operator', 'Operator12345');
  const audit = await operatorApi.get<{ list: { action: string; reason: string | null; before: unknown }[] }>('/admin/audit', {
    action: 'rating.hide_comment',
    pageSize: 5,
  });
  expect(audit.list[0]).toMatchObject({ action: 'rating.hide_comment', reason: '含辱骂与站外交易引导', before: { comment: abusive } });

  // At 390 px the console lists ratings as cards, the hidden one with its reason.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('[data-layout="mobile"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('admin-rating-card').filter({ hasText: orderNo })).toContainText('原因：含辱骂与站外交易引导');
  await expectNoSidewaysScroll(page, { within: 390 });
  await shot(page, 'rating-admin-390');
});
