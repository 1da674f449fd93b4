import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { importMembers } from '@/lib/server/account/service';
import { createDb } from '@/lib/server/core/db';
import { freshMember, signInWithPassword as signIn } from './harness';
import { apiAs, ensureBuyerDefaults, paidOrder } from './orders-harness';
import { SHOTS } from './views';
import { signInAs } from './demo-accounts';

/*
 * The phone frame at 390 px: no member screen scrolls sideways even with "99+" on the bell, the
 * member menu is one button, CAS and order numbers are never broken inside, the header's search keeps
 * what was typed when the phone layout applies, the SMS code's label names its input, and toasts stay on
 * the page that raised them.
 */

const DB_FILE = path.resolve('var/test/e2e.db');
const PHONE = { width: 390, height: 844 };

/** Every member screen of a member who buys and sells, and the cart and inquiry zone they open from it. */
const MEMBER_ROUTES = [
  '/member',
  '/member/account/improveInfo',
  '/member/account/improveInfo/edit',
  '/member/account/property/1',
  '/member/account/recharge',
  '/member/account/coupons',
  '/member/account/receiptAddress/1',
  '/member/account/invoiceInfo/1',
  '/member/account/certificate',
  '/member/account/editPassword',
  '/member/buyer/inquiryAdd',
  '/member/buyer/inquiryManage/all/1',
  '/member/buyer/inquiryManage/quoted/1',
  '/member/buyer/inqueryOrder/1',
  '/member/buyer/orderPayList/1',
  '/member/buyer/invoice/1',
  '/member/buyer/createOrder',
  '/member/seller/goodsManage/on_shelf/1',
  '/member/seller/goodsManage/pending/1',
  '/member/seller/goodsManage/create',
  '/member/seller/inquiryManage/not_quote/1',
  '/member/seller/receiptAccount/1',
  '/member/seller/saleOrder/1',
  '/member/seller/uploadProduct',
  '/cart',
  '/inquiryZone/1',
];

/** A member with both roles no other test touches, with `unread` unread messages. */
async function busyMember(unread: number): Promise<string> {
  const username = `busy_${Date.now().toString(36)}`;
  const { db } = createDb({ kind: 'sqlite', file: DB_FILE });
  try {
    await importMembers(db, [
      { username, password: 'Busy12345', memberType: 'licence', isBuyer: true, isSeller: true, displayName: '忙碌的会员', companyName: '测试化工有限公司' },
    ]);
  } finally {
    await db.destroy();
  }
  const sqlite = new Database(DB_FILE, { fileMustExist: true });
  try {
    const { id } = sqlite.prepare('select id from members where username = ?').get(username) as { id: number };
    const insert = sqlite.prepare(
      "insert into messages (member_id, kind, title, body, link, read_at, created_at) values (?, 'order_paid', ?, '买家已付款', null, null, ?)",
    );
    sqlite.transaction(() => {
      for (let i = 0; i < unread; i += 1) insert.run(id, `订单已付款 ${i + 1}`, new Date(Date.now() - i * 60_000).toISOString());
    })();
  } finally {
    sqlite.close();
  }
  return username;
}

/**
 * Every CAS number and order number the page shows, and those a line break cuts: a number is one run of
 * text (or one element holding a highlighted number) whose rendered boxes must all sit on one line.
 */
async function brokenNumbers(page: Page): Promise<{ seen: number; broken: string[] }> {
  return page.evaluate(() => {
    const NUMBER = /\b(?:\d{2,7}-\d{2}-\d|DD\d{14})\b/g;
    const WHOLE = /^(?:\d{2,7}-\d{2}-\d|DD\d{14})$/;
    let seen = 0;
    const broken: string[] = [];
    const check = (range: Range, text: string) => {
      const boxes = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (boxes.length === 0) return; // not shown (a closed tab, a hidden copy)
      seen += 1;
      if (new Set(boxes.map((r) => Math.round(r.top))).size > 1) broken.push(text);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(NUMBER)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        check(range, match[0]);
      }
    }
    // A highlighted CAS number is several text nodes in one element.
    for (const element of document.querySelectorAll('body *')) {
      const text = element.textContent?.trim() ?? '';
      if (element.childNodes.length > 1 && WHOLE.test(text) && !WHOLE.test(element.parentElement?.textContent?.trim() ?? '')) {
        const range = document.createRange();
        range.selectNodeContents(element);
        check(range, text);
      }
    }
    return { seen, broken };
  });
}

test.beforeAll(async ({ request }) => {
  // The first request of a route is slow on a busy machine; the checks below time what the page does.
  for (const url of ['/login', '/member', '/cart', '/about_us', '/member/seller/saleOrder/1', '/products/7664-93-9.html']) await request.get(url);
});

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('at 390 px with 99+ unread messages no member screen scrolls sideways and the menu is one button', async ({ page }) => {
  test.setTimeout(240_000);
  const username = await busyMember(120);
  await page.setViewportSize(PHONE);
  await signIn(page, username, 'Busy12345');
  for (const route of MEMBER_ROUTES) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    // The inquiry zone is in the public frame, whose phone layout is CSS; the others switch once hydrated (slow on a busy machine).
    if (route.startsWith('/inquiryZone')) await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
    else await expect(page.locator('[data-layout="mobile"]')).toBeVisible({ timeout: 20_000 });
    if (route.startsWith('/member')) {
      await expect(page.getByTestId('message-bell')).toHaveAttribute('aria-label', '消息（120 条未读）');
      await expect(page.locator('.mobile-header .ant-badge-count')).toHaveText('99+');
      // The menu: one button naming the entry, the content right below it.
      const button = page.getByTestId('member-menu-button');
      await expect(button).toBeVisible();
      const menuTop = (await button.boundingBox())!.y;
      const contentTop = (await page.locator('.member-shell__content').boundingBox())!.y;
      expect(contentTop - menuTop, `${route}: the menu before the content`).toBeLessThanOrEqual(60);
    }
    await page.waitForLoadState('networkidle');
    expect(await sideways(page), `${route} scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
    const numbers = await brokenNumbers(page);
    expect(numbers.broken, `${route}: numbers broken across lines`).toEqual([]);
  }
  await page.goto('/member/seller/goodsManage/on_shelf/1');
  await expect(page.getByTestId('member-menu-button')).toContainText('商品管理');
  await page.screenshot({ path: `${SHOTS}/member-menu-button-390.png` });
  await page.getByTestId('member-menu-button').click();
  const menu = page.getByRole('navigation', { name: '会员菜单' });
  await expect(menu.getByRole('link', { name: '会员首页' })).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/member-menu-drawer-390.png` });
  await menu.getByRole('link', { name: '收款账户' }).click();
  await expect(page).toHaveURL(/\/member\/seller\/receiptAccount\/1$/);
  await expect(menu).toBeHidden();
  await expect(page.getByTestId('member-menu-button')).toContainText('收款账户');
});

test('at 390 px CAS and order numbers are never broken inside: search, product, cart, orders, the 待发货 banner', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const buyer = await apiAs(browser, 'demo_buyer', 'Buyer12345');
  await ensureBuyerDefaults(buyer);
  const order = await paidOrder(buyer);
  await page.setViewportSize(PHONE);
  const check = async (route: string, ready: () => Promise<void>) => {
    await page.goto(route);
    // Public pages' frame is phone-shaped by CSS from the first paint; the antd frame switches once hydrated (slow on a busy machine).
    await expect(page.locator('[data-frame="public"], [data-layout="mobile"]')).toBeVisible({ timeout: 20_000 });
    await ready();
    const numbers = await brokenNumbers(page);
    expect(numbers.seen, `${route}: numbers shown`).toBeGreaterThan(0);
    expect(numbers.broken, `${route}: numbers broken across lines`).toEqual([]);
    expect(await sideways(page), `${route} scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
  };
  await check('/searchResults/acid/1', () => expect(page.getByText(/CAS/).first()).toBeVisible());
  await check('/products/7664-93-9.html', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
  await signInAs(page, 'seller');
  // The banner lists the oldest few paid orders; other specs leave theirs unshipped, so ours is looked for in the list below it.
  await check('/member/seller/saleOrder/1', async () => {
    await expect(page.getByTestId('dispatch-banner')).toContainText(/DD\d{14}/);
    await expect(page.getByText(order.orderNo).first()).toBeVisible();
  });
  await page.screenshot({ path: `${SHOTS}/dispatch-banner-390.png` });
  await check('/member/seller/goodsManage/on_shelf/1', () => expect(page.getByTestId('goods-manage').locator('.goods-card').first()).toBeVisible());
  await page.context().clearCookies();
  await signInAs(page, 'buyer');
  await check('/member/buyer/orderPayList/1', () => expect(page.getByText(order.orderNo).first()).toBeVisible());
});

test('at 390 px the header search keeps what is typed right after load, and searches', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const keyword of ['acid', 'ethanol', '64-17-5']) {
    await page.goto('/about_us');
    // Typed at once: the phone layout applies just after hydration and must not rebuild the header.
    const search = page.locator('header').getByLabel('搜索产品');
    await search.fill(keyword);
    await page
      .locator('header')
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/searchResults/${encodeURIComponent(keyword)}/1$`));
  }
});

test('the header search box survives the switch from the desktop to the phone layout', async ({ page }) => {
  // A page of the antd frame, which switches layouts in script (the public frame's switch is CSS alone): the cashier.
  await page.goto('/payment');
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
  const search = page.locator('header').getByLabel('搜索产品');
  await search.fill('sulfuric');
  await search.evaluate((input) => input.setAttribute('data-typed-before-switch', 'yes'));
  await page.setViewportSize(PHONE);
  await expect(page.locator('[data-layout="mobile"]')).toBeVisible({ timeout: 20_000 }); // the phone layout applies once hydrated: slow on a busy machine
  // The same input element, with the text still in it.
  await expect(page.locator('header input[data-typed-before-switch="yes"]')).toHaveValue('sulfuric');
  await page
    .locator('header')
    .getByRole('button', { name: /搜\s*索/ })
    .click();
  await expect(page).toHaveURL(/\/searchResults\/sulfuric\/1$/);
});

test('the SMS code label names its input', async ({ page }) => {
  await page.goto('/login?tab=phone');
  const code = page.getByLabel('短信验证码');
  await expect(code).toHaveAttribute('placeholder', '6 位数字');
  await code.fill('123456');
  await expect(code).toHaveValue('123456');
});

test('the cart confirmation stays on the page that raised it: "已加入购物车" does not follow the buyer to the cart', async ({ page }) => {
  const username = await freshMember('toast', 'Toast12345');
  await signIn(page, username, 'Toast12345');
  await page.goto('/products/7664-93-9.html');
  await page
    .getByRole('button', { name: /^加购 / })
    .first()
    .click();
  // The product page (public, no antd) confirms in a status line beside the offers, with the count the header's cart link follows.
  const toast = page.getByRole('status').filter({ hasText: '已加入购物车' });
  await expect(toast).toBeVisible();
  await expect(page.locator('header').getByRole('link', { name: /^购物车，[1-9]\d* 件$/ })).toBeVisible();
  // Straight on to the cart, as a buyer does, while the confirmation is still up.
  await page
    .locator('header')
    .getByRole('link', { name: /^购物车，/ })
    .click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 20_000 });
  // Gone with the navigation.
  await expect(page.getByText('已加入购物车')).toHaveCount(0, { timeout: 1_500 });
});
