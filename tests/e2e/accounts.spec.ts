import { expect, test, type Page } from '@playwright/test';
import { awaitMailText, latestSmsCode, signInWithPassword, solveCaptcha, waitOutResendInterval } from './harness';
import { SHOTS } from './views';

const stamp = Date.now().toString().slice(-7);
const person = {
  username: `teacher_${stamp}`,
  phone: `1590${stamp}`,
  password: 'Teach1234',
  newPassword: 'Renewed5678',
  email: `teacher_${stamp}@example.edu`,
};

async function requestSmsCode(page: Page, phone: string) {
  await page.getByLabel('手机号').fill(phone);
  await solveCaptcha(page);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(/验证码已发送至/)).toBeVisible();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  await page.getByPlaceholder('6 位数字').fill(latestSmsCode(phone));
}

async function signOutFromHeader(page: Page) {
  await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '退出' }).click();
  await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '登录' })).toBeVisible();
}

test.describe.serial('a teacher registers, verifies an email and signs in every way', () => {
  test('registers as a Teacher with the captcha (a proof of work) and an SMS code, then chooses to buy', async ({ page }) => {
    // Every call the browser makes is signed (spec §7): time and md5 sign headers.
    const signed: { time?: string; sign?: string }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) signed.push({ time: request.headers()['time'], sign: request.headers()['sign'] });
    });
    await page.goto('/register/selectType');
    await page.getByRole('link', { name: '注册为教师' }).click();
    await expect(page).toHaveURL(/\/register\?type=teacher$/);
    await expect(page.getByRole('radio', { name: '教师' })).toBeChecked();

    await page.getByLabel('用户名').fill(person.username);
    await page.getByLabel('密码', { exact: true }).fill('short');
    await page.getByLabel('确认密码').fill('short');
    await expect(page.getByText('密码至少 8 位，须同时包含字母和数字').first()).toBeVisible();
    await page.getByLabel('密码', { exact: true }).fill(person.password);
    await page.getByLabel('确认密码').fill(person.password);
    await requestSmsCode(page, person.phone);
    // The label holds the 《用户协议》 link (it opens the terms), so tick the box itself.
    await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await page.screenshot({ path: `${SHOTS}/register-filled.png`, fullPage: true });
    await page.getByRole('button', { name: /注\s*册/ }).click();

    await expect(page).toHaveURL(/\/member$/);
    expect(signed.length).toBeGreaterThanOrEqual(3);
    expect(signed.every((h) => /^\d+$/.test(h.time ?? '') && /^[0-9a-f]{32}$/.test(h.sign ?? ''))).toBe(true);
    await expect(page.getByRole('heading', { name: `你好，${person.username}` })).toBeVisible();
    const identity = page.getByTestId('activate-identity');
    await identity.getByRole('button', { name: '我是买家（采购）' }).click();
    await expect(identity.getByText('买家', { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '会员菜单' })).toContainText('我是买家');
    await expect(page.getByRole('navigation', { name: '会员菜单' })).not.toContainText('我是卖家');
  });

  test('binds an email with the code from the real verification mail', async ({ page }) => {
    await signInWithPassword(page, person.username, person.password);
    const card = page.getByTestId('bind-email');
    await card.getByLabel('邮箱').fill(person.email);
    await card.getByRole('button', { name: '发送验证码' }).click();
    await expect(card.getByText(`验证码已发送至 ${person.email}`)).toBeVisible();
    const code = (await awaitMailText(person.email)).match(/验证码为：(\d{6})/)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await card.getByPlaceholder('6 位数字').fill(code);
    await card.getByRole('button', { name: /绑定邮箱/ }).click();
    await expect(card.getByText('已验证')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/member-home.png`, fullPage: true });
    await signOutFromHeader(page);
  });

  test('signs in by password with the email, and by SMS code', async ({ page }) => {
    await signInWithPassword(page, person.email, person.password);
    await signOutFromHeader(page);

    waitOutResendInterval(person.phone);
    await page.goto('/login?tab=phone');
    await requestSmsCode(page, person.phone);
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await expect(page).toHaveURL(/\/member$/);
    await signOutFromHeader(page);
  });

  test('signs a desktop in by QR code, confirmed on a signed-in phone', async ({ browser }) => {
    const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const desktopPage = await desktop.newPage();
    await desktopPage.goto('/login?tab=qr');
    const qr = desktopPage.getByTestId('qr-code');
    await expect(qr.locator('svg')).toBeVisible();
    const confirmUrl = await qr.getAttribute('data-confirm-url');
    expect(confirmUrl).toMatch(/\/login\/qr\/[\w-]{43}$/);
    await desktopPage.screenshot({ path: `${SHOTS}/qr-login-desktop.png` });

    const phonePage = await phone.newPage();
    await signInWithPassword(phonePage, person.username, person.password);
    await phonePage.goto(new URL(confirmUrl!).pathname);
    await expect(phonePage.locator('[data-layout="mobile"]')).toBeVisible({ timeout: 20_000 }); // the phone layout applies once hydrated: slow on a busy machine
    await phonePage.screenshot({ path: `${SHOTS}/qr-login-phone.png` });
    await phonePage.getByRole('button', { name: '确认登录' }).click();
    await expect(phonePage.getByText('已确认登录')).toBeVisible();

    // The desktop signs in by itself, without a reload.
    await expect(desktopPage).toHaveURL(/\/member$/, { timeout: 10_000 });
    await expect(desktopPage.getByRole('heading', { name: `你好，${person.username}` })).toBeVisible();

    // The same ticket cannot be confirmed again.
    await phonePage.goto(new URL(confirmUrl!).pathname);
    await phonePage.getByRole('button', { name: '确认登录' }).click();
    await expect(phonePage.getByText('二维码已使用，请在电脑上刷新二维码')).toBeVisible();
    await desktop.close();
    await phone.close();
  });

  test('resets the forgotten password by SMS, then signs in with the new one and out again', async ({ page }) => {
    waitOutResendInterval(person.phone);
    await page.goto('/login');
    await page.getByRole('link', { name: '忘记密码' }).click();
    await expect(page).toHaveURL(/\/resetpassword$/);
    await requestSmsCode(page, person.phone);
    await page.getByLabel('新密码', { exact: true }).fill(person.newPassword);
    await page.getByLabel('确认新密码').fill(person.newPassword);
    await page.getByRole('button', { name: /重置密码/ }).click();
    await expect(page.getByText('密码已重置')).toBeVisible();

    await page.goto('/login');
    await page.getByPlaceholder('用户名 / 手机号 / 邮箱').fill(person.username);
    await page.getByPlaceholder('密码').fill(person.password);
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await expect(page.getByText('账号或密码错误')).toBeVisible();

    await signInWithPassword(page, person.phone, person.newPassword);
    await signOutFromHeader(page);
    const member = await page.request.get('/member', { maxRedirects: 0 });
    expect(member.status()).toBe(307);
  });
});
