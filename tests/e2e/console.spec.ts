import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { SHOTS, expectNoSidewaysScroll } from './views';
import { signInAs } from './demo-accounts';

const OPERATOR = { account: 'operator', password: 'Operator12345' };

/** A member for the operator to disable, written straight into the e2e database (no one signs in as it). */
function memberToDisable(): string {
  const username = `e2e_disable_${Date.now().toString(36)}`;
  const db = new Database(path.resolve('var/test/e2e.db'), { fileMustExist: true });
  try {
    db.prepare(
      "insert into members (username, password_hash, member_type, is_buyer, is_seller, display_name, company_name, created_at) values (?, 'x', 'teacher', 1, 0, '待停用会员', '测试停用公司', ?)",
    ).run(username, new Date().toISOString());
  } finally {
    db.close();
  }
  return username;
}

async function signInAsOperatorFrom(page: Page, target: string) {
  await page.goto(target);
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(target).replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}$`));
  await page.getByPlaceholder('用户名 / 手机号 / 邮箱').fill(OPERATOR.account);
  await page.getByPlaceholder('密码').fill(OPERATOR.password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}$`));
}

/** From any console page to 推荐列表, once its first list has loaded; a full-page screenshot named `shot`. */
async function openMerchandising(page: Page, shot: string) {
  await page.getByRole('navigation', { name: '运营后台菜单' }).getByRole('link', { name: '推荐列表' }).click();
  await expect(page.getByRole('heading', { name: '推荐列表' })).toBeVisible();
  await expect(page.getByRole('tabpanel').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
}

test('an anonymous visitor signs in at /admin and comes back to the console as the demo operator', async ({ page }) => {
  await signInAsOperatorFrom(page, '/admin');
  const menu = page.getByRole('navigation', { name: '运营后台菜单' });
  for (const entry of ['概览', '商品审核', '证书审核', '充值确认', '优惠券', '快递公司', '推荐列表', '会员', '操作日志']) {
    await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: '概览' })).toBeVisible();
  await expect(page.getByTestId('dashboard-auditToday')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/console-dashboard.png`, fullPage: true });

  await menu.getByRole('link', { name: '快递公司' }).click();
  await expect(page.getByRole('cell', { name: '顺丰速运', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^危险品专线/ })).toContainText('危险品');
  await page.screenshot({ path: `${SHOTS}/console-express.png`, fullPage: true });

  await openMerchandising(page, 'console-merchandising');
});

test('a buyer gets the refusal page at /admin, with none of the console in it', async ({ page }) => {
  await signInAs(page, 'buyer');
  await page.goto('/admin/members');
  await expect(page.getByText('403 · 无权访问运营后台')).toBeVisible();
  await expect(page.getByText('不是平台运营人员')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '运营后台菜单' })).toHaveCount(0);
  await expect(page.getByTestId('admin-shell')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/console-refused.png` });
});

test('the operator disables a member with a reason and finds the entry in the audit log', async ({ page }) => {
  const username = memberToDisable();
  await signInAsOperatorFrom(page, '/admin/members');
  await page.getByPlaceholder('账号、手机号、邮箱或公司').fill(username);
  await page
    .getByTestId('admin-shell')
    .getByRole('button', { name: /搜\s*索/ })
    .click();
  const row = page.getByTestId(`member-row-${username}`);
  await expect(row).toContainText('正常');
  await row.getByRole('button', { name: new RegExp(username) }).click();

  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByText('测试停用公司')).toBeVisible();
  await drawer.getByRole('button', { name: /停用会员/ }).click();
  const dialog = page.getByRole('dialog', { name: `停用会员 ${username}` });
  await dialog.getByRole('button', { name: /确认停用/ }).click();
  await expect(dialog.getByText('请填写原因', { exact: true })).toBeVisible();
  await dialog.getByLabel('原因（写入操作日志）').fill('端到端测试：发布违规信息');
  await page.screenshot({ path: `${SHOTS}/console-disable-confirm.png` });
  await dialog.getByRole('button', { name: /确认停用/ }).click();
  await expect(drawer.getByText(/已于 .* 停用/)).toBeVisible();
  await expect(drawer.getByRole('button', { name: /启用会员/ })).toBeVisible();
  await expect(row).toContainText('已停用');
  await page.screenshot({ path: `${SHOTS}/console-members.png`, fullPage: true });
  // On a loaded machine an Escape can land while the drawer still holds no focus: press until its mask is gone.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-drawer-mask')).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  await page.getByRole('navigation', { name: '运营后台菜单' }).getByRole('link', { name: '操作日志' }).click();
  const first = page.locator('tbody tr.ant-table-row').first();
  await expect(first).toContainText('停用会员');
  await expect(first).toContainText('端到端测试：发布违规信息');
  await expect(first).toContainText('平台运营（账号 operator）');
  await expect(first.locator('.admin-diff')).toContainText('状态：正常 → 已停用');
  await page.screenshot({ path: `${SHOTS}/console-audit.png`, fullPage: true });
});

test('the console works at 390 px: links above the content, nothing wider than the screen', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await phone.newPage();
  await signInAsOperatorFrom(page, '/admin/members');
  await expect(page.locator('[data-layout="mobile"]')).toBeVisible({ timeout: 20_000 }); // the phone layout applies once hydrated: slow on a busy machine
  const menu = page.getByRole('navigation', { name: '运营后台菜单' });
  await expect(menu.getByRole('link', { name: '操作日志' })).toBeInViewport();
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expectNoSidewaysScroll(page, { within: 390 });
  await page.screenshot({ path: `${SHOTS}/console-members-mobile.png`, fullPage: true });

  await menu.getByRole('link', { name: '操作日志' }).click();
  await expect(page.locator('.ant-card').first()).toContainText('停用会员');
  await expectNoSidewaysScroll(page, { within: 390 });
  await page.screenshot({ path: `${SHOTS}/console-audit-mobile.png`, fullPage: true });

  await openMerchandising(page, 'console-merchandising-mobile');
  await expectNoSidewaysScroll(page, { within: 390 });

  await menu.getByRole('link', { name: '快递公司' }).click();
  await expect(page.getByRole('cell', { name: 'SF', exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/console-express-mobile.png`, fullPage: true });
  await expectNoSidewaysScroll(page, { within: 390 });
  await phone.close();
});
