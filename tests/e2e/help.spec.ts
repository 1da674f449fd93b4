import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { HELP_SECTIONS } from '@/lib/shared/help-sections';
import { awaitMailText, openMemberMenu } from './harness';
import { SHOTS, expectNoSidewaysScroll } from './views';

/** Every public route of spec §2 that exists so far (/payment is not built yet). */
const PUBLIC_ROUTES = [
  '/',
  '/inquiryZone/1',
  '/about_us',
  '/consignment',
  '/international_logistics',
  '/categories/electronic_grade/1',
  '/products/7664-93-9.html',
  '/products/direct/1',
  '/products/promotion/1',
  '/searchResults/acid/1',
  '/structureSearch/c1ccncc1/1',
  '/api-docs',
  '/register?type=teacher',
  '/register/selectType',
  '/resetpassword',
  '/login',
  '/login?tab=password',
  ...HELP_SECTIONS.map((s) => `/about_us/${s.slug}`),
  `/about_us/components/${HELP_SECTIONS[0]!.slug}`,
  '/about_us/news/coa-lookup',
];

/** The older list pages, whose text links (names, category badges, pager) must be touch targets at phone width. */
const LIST_ROUTES = new Set(['/products/direct/1', '/products/promotion/1', '/categories/electronic_grade/1', '/searchResults/acid/1', '/inquiryZone/1']);

/** Every visible link in the page's main part that is less than 40 px tall (text and box), at phone width. */
async function shortLinks(page: Page): Promise<string[]> {
  return page.locator('main a').evaluateAll((links) =>
    links
      .map((a) => ({
        text: (a.textContent ?? '').trim().slice(0, 30) || a.getAttribute('aria-label') || a.getAttribute('href'),
        box: a.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && box.height < 40)
      .map(({ text, box }) => `${text} (${Math.round(box.height)} px)`),
  );
}

const shotName = (route: string, width: number) => `public${route.replace(/[/?=.]+/g, '_')}-${width}`;

/** Opens a route and checks what every public page owes: 200, no console errors, and at 390 px no sideways scroll. */
async function visit(page: Page, route: string, width: number) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const response = await page.goto(route);
  expect(response?.status(), route).toBe(200);
  // Public pages draw a server frame whose phone layout is CSS; the antd layouts switch once hydrated.
  const antdLayout = `[data-layout="${width <= 690 ? 'mobile' : route.startsWith('/login') || route.startsWith('/register') || route === '/resetpassword' ? 'login' : 'default'}"]`;
  await expect(page.locator(`[data-frame="public"], ${antdLayout}`)).toBeVisible({ timeout: 20_000 });
  if ((await page.locator('[data-frame="public"]').count()) > 0) {
    await expect(page.getByRole('navigation', { name: '底部导航' }))[width <= 690 ? 'toBeVisible' : 'toBeHidden']();
  }
  await page.waitForLoadState('networkidle');
  if (width <= 690) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${route} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
    if (LIST_ROUTES.has(route)) expect(await shortLinks(page), `${route}: links under 40 px`).toEqual([]);
  }
  await page.screenshot({ path: `${SHOTS}/${shotName(route, width)}.png`, fullPage: true });
  expect(errors, `${route} console errors`).toEqual([]);
}

for (const width of [1280, 390]) {
  test.describe(`every public route at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 690 ? 900 : 844 } });
    for (const route of PUBLIC_ROUTES) {
      test(`${route} at ${width} px`, async ({ page }) => visit(page, route, width));
    }
  });
}

test('the side navigation reaches every help section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about_us');
  const nav = page.getByRole('navigation', { name: '帮助中心导航' });
  for (const section of HELP_SECTIONS) {
    await nav.getByRole('link', { name: section.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/about_us/${section.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: section.title })).toBeVisible();
    await expect(nav.getByRole('link', { name: section.title, exact: true })).toHaveAttribute('aria-current', 'page');
  }
});

test('at 390 px a disclosure replaces the side navigation and reaches any section', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about_us');
  // The help pages' frame is server HTML: the phone layout is a media query, before and without scripts.
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '帮助中心导航' })).toBeHidden();
  // The news section last: its list of articles is used below.
  for (const section of [HELP_SECTIONS[4]!, HELP_SECTIONS.find((s) => s.slug === 'news')!]) {
    const topics = page.locator('summary', { hasText: '选择帮助主题' });
    await topics.click();
    await page.getByRole('navigation', { name: '帮助主题' }).getByRole('link', { name: section.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/about_us/${section.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: section.title })).toBeVisible();
    await expect(page.locator('summary', { hasText: '选择帮助主题' })).toContainText(`当前：${section.title}`);
  }
  // The news section lists articles, and each opens.
  await page.getByRole('link', { name: '按批号查询 COA' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '按批号查询 COA' })).toBeVisible();
});

let counter = 0;
const freshEmail = () => `e2e-help-${Date.now().toString(36)}-${(counter += 1)}@example.com`;

test('usage feedback: required fields, a refusal from the server beside its field, then sent and acknowledged by mail', async ({ page }) => {
  await page.goto('/about_us/usage_feedback');
  // The help page is plain HTML; its form (antd) loads when asked for.
  await page.getByTestId('feedback-start').getByRole('button', { name: '填写反馈' }).click();
  const form = page.getByTestId('feedback-form');
  await form.getByRole('button', { name: '提交反馈' }).click();
  await expect(form.getByText('请选择反馈类型')).toBeVisible();
  await expect(form.getByText('请填写联系人')).toBeVisible();

  await form.getByLabel('反馈类型').click();
  await page.locator('.ant-select-dropdown').getByTitle('功能建议').click();
  await form.getByLabel('反馈内容').fill('太短了');
  await form.getByLabel('联系人').fill('张老师');
  const email = freshEmail();
  await form.getByLabel('邮箱').fill(email);
  await form.getByRole('button', { name: '提交反馈' }).click();
  await expect(form.getByRole('alert')).toContainText('反馈内容至少 10 个字');
  await expect(form.locator('.ant-form-item-explain-error', { hasText: '反馈内容至少 10 个字' })).toBeVisible();

  await form.getByLabel('反馈内容').fill('希望搜索结果可以按价格从低到高排序。');
  await form.getByRole('button', { name: '提交反馈' }).click();
  const status = form.getByRole('status');
  await expect(status).toContainText(/反馈已提交，受理编号 FK\d{14}/);
  const number = (await status.textContent())!.match(/FK\d{14}/)![0];
  expect(await awaitMailText(email)).toContain(`受理编号 ${number}`);
  await page.screenshot({ path: `${SHOTS}/feedback-sent.png`, fullPage: true });
});

test('consignment at 390 px: a wrong CAS number is refused beside the field, then the request is sent and acknowledged', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/consignment');
  await page.getByTestId('consignment-start').getByRole('button', { name: '填写寄售申请' }).click();
  const form = page.getByTestId('consignment-form');
  await form.getByRole('button', { name: '提交寄售申请' }).click();
  await expect(form.getByText('请填写产品名称')).toBeVisible();
  await expect(form.getByText('请说明是否属于危险化学品')).toBeVisible();

  await form.getByLabel('产品名称').fill('无水乙醇');
  await form.getByLabel('CAS 号（选填）').fill('64-17-6');
  await form.getByLabel('数量与包装').fill('500 mL × 40 瓶');
  await form.getByLabel('存货所在地').fill('江苏省苏州市');
  await form.getByText('是', { exact: true }).click();
  await form.getByLabel('公司 / 单位名称').fill('某某化工有限公司');
  await form.getByLabel('联系人').fill('李经理');
  const email = freshEmail();
  await form.getByLabel('邮箱').fill(email);
  await form.getByRole('button', { name: '提交寄售申请' }).click();
  await expect(form.locator('.ant-form-item-explain-error', { hasText: 'CAS 号不正确' })).toBeVisible();

  await form.getByLabel('CAS 号（选填）').fill('64-17-5');
  await form.getByRole('button', { name: '提交寄售申请' }).click();
  await expect(form.getByRole('status')).toContainText(/寄售申请已提交，受理编号 JS\d{14}/);
  expect(await awaitMailText(email)).toContain('我们已收到您的寄售申请');
  await expectNoSidewaysScroll(page, { within: 390 });
  await page.screenshot({ path: `${SHOTS}/consignment-sent-390.png`, fullPage: true });
});

test('international logistics: a wrong UN number is refused, then the request is sent and acknowledged', async ({ page }) => {
  await page.goto('/international_logistics');
  await page.getByTestId('logistics-start').getByRole('button', { name: '填写物流询价' }).click();
  const form = page.getByTestId('logistics-form');
  await form.getByRole('button', { name: '提交询价' }).click();
  await expect(form.getByText('请选择进口或出口')).toBeVisible();
  await expect(form.getByText('请选择危险品类别')).toBeVisible();

  await form.getByText('进口', { exact: true }).click();
  await form.getByLabel('起运地').fill('德国 汉堡');
  await form.getByLabel('目的地').fill('中国 上海');
  await form.getByLabel('货物品名').fill('乙腈');
  await form.getByLabel('UN 编号（选填）').fill('16');
  await form.getByLabel('危险品类别').click();
  await page.locator('.ant-select-dropdown').getByTitle('第 3 类 易燃液体').click();
  await form.getByLabel('毛重与件数').fill('320 kg / 2 桶');
  await form.getByText('已有', { exact: true }).click();
  await form.getByLabel('联系人').fill('Wang Lei');
  const email = freshEmail();
  await form.getByLabel('邮箱').fill(email);
  await form.getByRole('button', { name: '提交询价' }).click();
  await expect(form.locator('.ant-form-item-explain-error', { hasText: 'UN 编号为 4 位数字' })).toBeVisible();

  await form.getByLabel('UN 编号（选填）').fill('UN1648');
  await form.getByRole('button', { name: '提交询价' }).click();
  await expect(form.getByRole('status')).toContainText(/物流询价已提交，受理编号 WL\d{14}/);
  const mail = await awaitMailText(email);
  expect(mail).toContain('UN1648');
  expect(mail).toContain('第 3 类 易燃液体');
});

test('COA download: not found for a wrong lot, then the certificate of a real lot opens as a PDF', async ({ page }) => {
  const db = new Database(path.resolve('var/test/e2e.db'), { readonly: true, fileMustExist: true });
  const goods = db
    .prepare(
      "select g.id, g.lot_number as lot, s.cas from goods g join substances s on s.id = g.substance_id where g.status = 'on_shelf' and g.coa_upload_id is not null order by g.id limit 1",
    )
    .get() as { id: number; lot: string; cas: string };
  db.close();

  await page.goto('/about_us/coa_download');
  await page.getByTestId('coa-start').getByRole('button', { name: '查询 COA' }).click();
  const form = page.getByTestId('coa-lookup');
  await form.getByRole('button', { name: /查\s*询/ }).click();
  await expect(form.getByText('请填写 CAS 号')).toBeVisible();
  await form.getByLabel('CAS 号').fill('64-17-6');
  await form.getByLabel('批号').fill('X1');
  await form.getByRole('button', { name: /查\s*询/ }).click();
  await expect(form.locator('.ant-form-item-explain-error', { hasText: 'CAS 号不正确' })).toBeVisible();
  await form.getByLabel('CAS 号').fill(goods.cas);
  await form.getByRole('button', { name: /查\s*询/ }).click();
  await expect(form.getByRole('alert')).toContainText(`未找到 CAS ${goods.cas}、批号 X1 的 COA`);

  await form.getByLabel('批号').fill(goods.lot.toLowerCase());
  await form.getByRole('button', { name: /查\s*询/ }).click();
  await expect(form.getByRole('status')).toContainText(`批号 ${goods.lot}`);
  const link = form.getByRole('link', { name: '下载 COA（PDF）' }).first();
  await expect(link).toHaveAttribute('href', `/coa/${goods.id}`);
  const pdf = await page.request.get(`/coa/${goods.id}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await page.screenshot({ path: `${SHOTS}/coa-found.png`, fullPage: true });
});

test('at 390 px: shopper tabs at the bottom, every login part in view, the terms link on sign-up', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await expect(page.locator('[data-layout="mobile"]')).toBeVisible({ timeout: 20_000 }); // the phone layout applies once hydrated: slow on a busy machine
  const tabs = page.getByRole('navigation', { name: '底部导航' });
  for (const name of ['首页', '搜索', '询价', '帮助', '我的']) await expect(tabs.getByText(name, { exact: true })).toBeInViewport();
  await expect(tabs.getByText('接口')).toHaveCount(0);
  for (const box of await tabs.locator('a, button').all()) expect((await box.boundingBox())!.height).toBeGreaterThanOrEqual(40);

  const change = page.getByRole('tab', { name: '修改密码' });
  await expect(change).toBeInViewport();
  expect((await change.boundingBox())!.height).toBeGreaterThanOrEqual(40);
  await change.click();
  await expect(page).toHaveURL(/tab=password/);

  await tabs.getByText('搜索', { exact: true }).click();
  await expect(page.locator('.mobile-header input')).toBeFocused();
  await tabs.getByText('询价', { exact: true }).click();
  await expect(page).toHaveURL(/\/#quick-inquiry$/);
  await expect(page.getByTestId('quick-inquiry')).toBeInViewport();

  await page.goto('/register?type=teacher');
  await expect(page.locator('[data-layout="mobile"]')).toBeVisible({ timeout: 20_000 }); // hydrated: a click on the link before that may be lost
  const terms = page.getByRole('link', { name: '《用户协议》' });
  await expect(terms).toHaveAttribute('href', '/about_us/terms_of_agreement');
  const [popup] = await Promise.all([page.waitForEvent('popup'), terms.click()]);
  await expect(popup.getByRole('heading', { level: 1, name: '用户协议' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /我已阅读并同意/ })).not.toBeChecked();
});

test('the home page has what the spec lists, with links into the help centre', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('tab', { name: '结构搜索' })).toBeVisible();
  for (const id of ['home-hot', 'home-bulk', 'home-main', 'inquiry-start', 'company-check', 'real-time-feed', 'home-help'])
    await expect(page.getByTestId(id)).toBeVisible();
  for (const name of ['促销产品', '厂家直供', '电子级化学品']) await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
  await page.getByTestId('home-help').getByRole('link', { name: '危险品购买' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '危险品购买' })).toBeVisible();
  await expect(page.locator('.help-table', { hasText: '购买方须具备' })).toContainText('第一类易制毒化学品购买许可证');
});

test('every member page at 390 px: mobile layout, the menu button and its links in view, nothing wider than the screen', async ({ page }) => {
  // Nine pages, each to network idle with a full-page screenshot: more than a minute on a busy machine.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await page.getByPlaceholder('用户名 / 手机号 / 邮箱').fill('demo_seller3');
  await page.getByPlaceholder('密码').fill('Seller12345');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL(/\/member$/);
  for (const route of [
    '/member',
    '/member/account/improveInfo',
    '/member/account/improveInfo/edit',
    '/member/seller/goodsManage/on_shelf/1',
    '/member/seller/goodsManage/pending/1',
    '/member/account/receiptAddress/1',
    '/member/account/invoiceInfo/1',
    '/member/account/editPassword',
    '/member/buyer/priceWatches/1',
  ]) {
    await page.goto(route);
    await expect(page.locator('[data-layout="mobile"]')).toBeVisible({ timeout: 20_000 }); // the phone layout applies once hydrated: slow on a busy machine
    await page.waitForLoadState('networkidle');
    // The menu is one button above the content; its drawer holds the entries.
    await expect(page.getByTestId('member-menu-button')).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), route).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/member${route.replace(/\//g, '_')}-390.png`, fullPage: true });
  }
  // A buyer-and-seller's menu is taller than the phone: the drawer scrolls to its seller entries.
  const goods = (await openMemberMenu(page)).getByRole('link', { name: '商品管理' });
  await goods.scrollIntoViewIfNeeded();
  await expect(goods).toBeInViewport();
  await goods.click();
  await expect(page).toHaveURL(/\/member\/seller\/goodsManage\//);
});

test.describe('at 390 px before any JavaScript runs', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  for (const route of ['/', '/products/direct/1', '/searchResults/acid/1', '/about_us/shopping_guide']) {
    test(`${route}: the server-rendered page fits the screen`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      // The server rendered the desktop frame (a desktop user agent); CSS alone has to make it fit.
      await expect(page.locator('.site-header')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${route} scrolls sideways by ${overflow}px without JavaScript`).toBeLessThanOrEqual(0);
      // Fitting by squeezing is not fitting: the page's heading gets (nearly) the screen's width, not a side column's leftover.
      expect((await page.locator('main h1').first().boundingBox())!.width, `${route}: the heading is squeezed`).toBeGreaterThan(280);
      const header = (await page.locator('.site-header').boundingBox())!;
      expect(header.x + header.width).toBeLessThanOrEqual(390);
      for (const link of await page.locator('.site-header a').all()) {
        // Links the phone layout hides (the public frame's page links live in its tab bar) take no room.
        const box = await link.boundingBox();
        if (!box) continue;
        expect(box.x + box.width, `${await link.textContent()} is cut off`).toBeLessThanOrEqual(390);
      }
      await page.screenshot({ path: `${SHOTS}/no-js${route.replace(/[/?=.]+/g, '_')}-390.png` });
    });
  }
});
