import path from 'node:path';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { latestSmsCode, openMemberMenu, signInWithPassword as signIn, solveCaptcha } from './harness';
import { SHOTS, expectNoSidewaysScroll } from './views';
import { signInAs } from './demo-accounts';

test('a Licence registrant completes the organisation profile with a licence file', async ({ page }, testInfo) => {
  const licence = testInfo.outputPath('licence.pdf');
  fs.mkdirSync(path.dirname(licence), { recursive: true });
  fs.writeFileSync(licence, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

  await signInAs(page, 'seller3');
  await page.getByRole('navigation', { name: '会员菜单' }).getByRole('link', { name: '完善资料' }).click();
  await page.getByRole('link', { name: /去完善资料/ }).click();
  await expect(page.getByText('完善机构资料')).toBeVisible();
  await page.getByLabel('联系人姓名').fill('陈经理');
  await page.getByLabel('机构名称').fill('广州岭南生化科技有限公司');
  await page.getByLabel('统一社会信用代码').fill('91440300708461136X');
  await page.getByLabel('联系人姓名').click();
  await expect(page.getByText('统一社会信用代码不正确：应为 18 位，末位为校验码')).toBeVisible();
  await page.getByLabel('统一社会信用代码').fill('91440300708461136T');
  await page.locator('input[type=file]').setInputFiles(licence);
  await expect(page.getByText('licence.pdf')).toBeVisible();
  await page.getByRole('button', { name: /保\s*存/ }).click();

  await expect(page).toHaveURL(/\/member\/account\/improveInfo$/);
  const view = page.getByTestId('profile-view');
  await expect(view).toContainText('广州岭南生化科技有限公司');
  await expect(view).toContainText('91440300708461136T');
  const file = await page.request.get((await view.getByRole('link', { name: 'licence.pdf' }).getAttribute('href')) ?? '');
  expect(file.headers()['content-type']).toBe('application/pdf');
  await page.screenshot({ path: `${SHOTS}/improve-info.png`, fullPage: true });
});

test('seller pages refuse a buyer-only member and show a seller their goods', async ({ page }) => {
  await signIn(page, 'demo_buyer', 'Buyer12345');
  await expect(page.getByRole('navigation', { name: '会员菜单' })).not.toContainText('我是卖家');
  await page.goto('/member/seller/goodsManage/on_shelf/1');
  await expect(page.getByText('该功能仅对卖家开放')).toBeVisible();
  await expect(page.getByRole('button', { name: '升级为买卖双方' })).toBeVisible();
  await expect(page.getByTestId('goods-manage')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/seller-refused.png` });

  await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '退出' }).click();
  // Signing out reloads the home page; wait for it before going anywhere else.
  await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '登录' })).toBeVisible();
  await signInAs(page, 'seller');
  await page.getByRole('navigation', { name: '会员菜单' }).getByRole('link', { name: '商品管理' }).click();
  const goods = page.getByTestId('goods-manage');
  await expect(goods.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const pendingTab = goods.getByRole('tab', { name: '待审核' });
  await pendingTab.click();
  await expect(page).toHaveURL(/\/member\/seller\/goodsManage\/pending\/1$/);
  await expect(pendingTab).toHaveAttribute('aria-selected', 'true');
  // The 在售 rows (with 下架) stay until the 待审核 page arrives: wait for that page, then read it.
  const rows = goods.locator('tbody tr.ant-table-row');
  await expect(rows.filter({ has: page.getByRole('button', { name: '下架' }) })).toHaveCount(0);
  await expect(rows.first()).toBeVisible();
});

test('member pages fit a 390 px phone: mobile layout, menu above, nothing wider than the screen', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await phone.newPage();
  await signInAs(page, 'seller');
  await page.goto('/member/seller/goodsManage/on_shelf/1');
  await expect(page.locator('[data-layout="mobile"]')).toBeVisible({ timeout: 20_000 }); // the phone layout applies once hydrated: slow on a busy machine
  // The menu button names the current entry; its drawer has every entry in view. Offers are cards, price in view.
  await expect(page.getByTestId('member-menu-button')).toContainText('商品管理');
  const menu = await openMemberMenu(page);
  await expect(menu.getByRole('link', { name: '会员首页' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '商品管理' })).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  const card = page.getByTestId('goods-manage').locator('.goods-card').first();
  await expect(card).toContainText('¥');
  expect((await card.boundingBox())?.width ?? 999).toBeLessThanOrEqual(390);
  await expectNoSidewaysScroll(page, { within: 390 });
  await page.screenshot({ path: `${SHOTS}/goods-manage-mobile.png` });
  await phone.close();
});

test('the login page binds a new phone to an account, which then signs in with it', async ({ page }) => {
  const newPhone = `1880${Date.now().toString().slice(-7)}`;
  await page.goto('/login?tab=bind');
  await page.getByPlaceholder('用户名 / 手机号 / 邮箱').fill('demo_seller2');
  await page.getByPlaceholder('密码').fill('Seller12345');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page.getByText('已验证账号 demo_seller2')).toBeVisible();
  await page.getByText('绑定手机', { exact: true }).click();
  await page.getByLabel('手机号').fill(newPhone);
  await solveCaptcha(page);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(/验证码已发送至/)).toBeVisible();
  await page.getByPlaceholder('6 位数字').fill(latestSmsCode(newPhone));
  await page.getByRole('button', { name: /绑定手机号/ }).click();
  await expect(page.getByText('手机号绑定成功')).toBeVisible();
  await expect(page.getByText(`今后可用 ${newPhone} 登录`)).toBeVisible();
  await page.getByRole('button', { name: '进入会员中心' }).click();
  await expect(page).toHaveURL(/\/member$/);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '退出' }).click();
  await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '登录' })).toBeVisible();
  await signIn(page, newPhone, 'Seller12345');
});
