import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SHOTS, expectNoSidewaysScroll } from './views';
import { signInAs } from './demo-accounts';
import { freshMember, signInWithPassword } from './harness';

// A real 8×8 PNG (red square), so the upload is judged by its bytes like any scan.
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4o6SEFTEMLQkAvM5EAT6yk8sAAAAASUVORK5CYII=';

function today(offsetDays = 0): string {
  return new Date(Date.now() + 8 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

async function uploadCertificate(page: Page, file: string, number: string, shot?: string) {
  const buyerSection = page.getByRole('region', { name: '购买资质' });
  const dialog = page.getByRole('dialog', { name: /上传购买资质证书/ });
  // A click before hydration opens nothing (a busy CI machine hydrates late): click until the dialog is there.
  await expect(async () => {
    if (!(await dialog.isVisible())) await buyerSection.getByRole('button', { name: '上传证书' }).click();
    await expect(dialog.getByLabel('证书编号')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await dialog.getByLabel('证书编号').fill(number);
  await dialog.getByLabel('持证单位').fill('广州岭南生化科技有限公司');
  await dialog.getByLabel('有效期开始').fill(today(-10));
  await dialog.getByLabel('有效期截止').fill(today(365));
  // A purchase permit lists its substances and quantities (decision 0154).
  await dialog.getByLabel('许可品种 CAS 号').fill('7664-93-9');
  await dialog.getByLabel('许可数量', { exact: true }).fill('5');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: '选择文件' }).click();
  await (await chooser).setFiles(file);
  await expect(dialog.getByText('permit.png')).toBeVisible();
  if (shot) await page.screenshot({ path: `${SHOTS}/${shot}` });
  await dialog.getByRole('button', { name: '提交审核' }).click();
  await expect(dialog).toBeHidden();
  return buyerSection;
}

async function addAccount(page: Page, addButton: RegExp) {
  await page.getByRole('button', { name: addButton }).first().click();
  const dialog = page.getByRole('dialog', { name: '添加收款账户' });
  await dialog.getByLabel(/开户名/).fill('陈经理');
  await dialog.getByLabel('开户银行').click();
  await page.keyboard.type('工商');
  await page.keyboard.press('Enter');
  await dialog.getByLabel('开户支行').fill('广州天河支行');
  // A typo first: the Luhn check catches it before anything is sent.
  await dialog.getByLabel('银行账号').fill('6222 0202 0000 1234 563');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog.getByText('借记卡号校验不通过，请核对卡号（可能输错了某一位）')).toBeVisible();
  await dialog.getByLabel('银行账号').fill('6222 0202 0000 1234 562');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('account-card').first();
  await expect(card.getByTestId('account-number')).toHaveText('6222 **** **** 4562');
  await expect(card).toContainText('默认');
  await card.getByRole('button', { name: /显\s*示/ }).click();
  await expect(card.getByTestId('account-number')).toHaveText('6222 0202 0000 1234 562');
  return card;
}

test('a member uploads a certificate, sees it pending; an operator rejects it with a reason the member reads', async ({ page, browser }, testInfo) => {
  const file = testInfo.outputPath('permit.png');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from(PNG_BASE64, 'base64'));

  await signInAs(page, 'seller3');
  await page.getByRole('navigation', { name: '会员菜单' }).getByRole('link', { name: '资质证书' }).click();
  await expect(page).toHaveURL(/\/member\/account\/certificate$/);
  await expect(page.getByRole('region', { name: '供应商资质' })).toBeVisible();
  const section = await uploadCertificate(page, file, '（粤）1J4401062026000123');
  const card = section.getByTestId('certificate-card').first();
  await expect(card).toContainText('易制毒化学品购买许可证');
  await expect(card).toContainText('待审核');
  const href = (await card.getByRole('link', { name: '查看文件' }).getAttribute('href')) ?? '';
  const served = await page.request.get(href);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  await page.screenshot({ path: `${SHOTS}/certificates.png`, fullPage: true });

  const operatorContext = await browser.newContext();
  const operatorPage = await operatorContext.newPage();
  await signInAs(operatorPage, 'operator');
  await operatorPage.goto('/admin/certificates');
  const row = operatorPage.locator('tr', { hasText: '（粤）1J4401062026000123' });
  await expect(row).toContainText('待审核');
  expect((await operatorPage.request.get(href)).status()).toBe(200);
  await operatorPage.screenshot({ path: `${SHOTS}/admin-certificates-pending.png` });
  await row.getByRole('button', { name: /驳\s*回/ }).click();
  const reject = operatorPage.getByRole('dialog', { name: /驳回/ });
  await reject.getByLabel('驳回原因').fill('照片不清晰，请上传原件扫描件');
  await reject.getByRole('button', { name: /驳\s*回/ }).click();
  await expect(reject).toBeHidden();
  await operatorPage.screenshot({ path: `${SHOTS}/admin-certificates.png`, fullPage: true });
  await operatorContext.close();

  await page.reload();
  await expect(card).toContainText('未通过');
  await expect(card).toContainText('未通过原因：照片不清晰，请上传原件扫描件');
});

test('a seller adds a collecting account, sees it masked and reveals it', async ({ page }) => {
  await signInAs(page, 'seller');
  await page.getByRole('navigation', { name: '会员菜单' }).getByRole('link', { name: '收款账户' }).click();
  await expect(page).toHaveURL(/\/member\/seller\/receiptAccount\/1$/);
  await expect(page.getByText('还没有收款账户')).toBeVisible();
  const card = await addAccount(page, /添加第一个账户|添加账户/);
  await card.getByRole('button', { name: /隐\s*藏/ }).click();
  await expect(card.getByTestId('account-number')).toHaveText('6222 **** **** 4562');
  await page.screenshot({ path: `${SHOTS}/receipt-accounts.png`, fullPage: true });
});

test('certificates and collecting accounts at 390 px', async ({ browser }, testInfo) => {
  const file = testInfo.outputPath('permit.png');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from(PNG_BASE64, 'base64'));
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await phone.newPage();
  await signInAs(page, 'seller2');

  await page.goto('/member/seller/receiptAccount/1');
  await expect(page.locator('[data-layout="mobile"]')).toBeVisible({ timeout: 20_000 }); // the phone layout applies once hydrated: slow on a busy machine
  await addAccount(page, /添加第一个账户|添加账户/);
  await expectNoSidewaysScroll(page, { within: 390 });
  await page.screenshot({ path: `${SHOTS}/receipt-accounts-mobile.png`, fullPage: true });

  await page.goto('/member/account/certificate');
  await expect(page.locator('[data-layout="mobile"]')).toBeVisible({ timeout: 20_000 });
  const section = await uploadCertificate(page, file, '（粤）2B4401062026000456', 'certificate-form-mobile.png');
  await expect(section.getByTestId('certificate-card').first()).toContainText('待审核');
  await expectNoSidewaysScroll(page, { within: 390 });
  await page.screenshot({ path: `${SHOTS}/certificates-mobile.png`, fullPage: true });
  await phone.close();
});

/** An individual buyer with nothing uploaded yet, signed in. */
async function freshIndividual(page: Page): Promise<void> {
  const username = await freshMember('idcard', 'Buyer12345');
  await signInWithPassword(page, username, 'Buyer12345');
}

for (const width of [1280, 390]) {
  test(`an individual verifies their real name with the identity card in its own section at ${width} px; a wrong check digit is caught in the form`, async ({
    page,
  }, testInfo) => {
    const file = testInfo.outputPath('permit.png');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.from(PNG_BASE64, 'base64'));
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await freshIndividual(page);
    await page.goto('/member/account/certificate');
    const realName = page.getByRole('region', { name: '实名认证' });
    await expect(realName).toContainText('尚未实名认证');
    await expect(page.getByRole('region', { name: '购买资质' })).toBeVisible();
    await realName.getByRole('button', { name: '上传身份证' }).click();
    const dialog = page.getByRole('dialog', { name: '实名认证：上传居民身份证' });
    await dialog.getByLabel('公民身份号码').fill('110105194912310021');
    await dialog.getByLabel('姓名').fill('张三');
    await dialog.getByLabel('有效期开始').fill(today(-400));
    await dialog.getByText('长期有效').click();
    await dialog.getByRole('button', { name: '提交审核' }).click();
    await expect(dialog.getByText('公民身份号码应为 18 位（最后一位可为 X），校验位正确')).toBeVisible();
    await dialog.getByLabel('公民身份号码').fill('11010519491231002x');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: '选择文件' }).click();
    await (await chooser).setFiles(file);
    await expect(dialog.getByText('permit.png')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/certificate-identity-form-${width}.png` });
    await dialog.getByRole('button', { name: '提交审核' }).click();
    await expect(dialog).toBeHidden();
    const card = realName.getByTestId('certificate-card');
    await expect(card).toContainText('居民身份证');
    await expect(card).toContainText('待审核');
    // The owner sees the whole number; the permits section lists no identity card.
    await expect(card).toContainText('11010519491231002X');
    await expect(card).toContainText('长期');
    await expect(page.getByRole('region', { name: '购买资质' }).getByTestId('certificate-card')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/certificates-identity-${width}.png`, fullPage: true });

    // Until an operator approves it, the withdrawal page says what an individual uploads.
    await page.goto('/member/account/withdraw/1');
    const hint = page.getByText('尚无已认证的收款户名，暂不能提现').locator('xpath=ancestor::*[contains(@class,"ant-alert")][1]');
    await expect(hint).toContainText('居民身份证');
    await expect(hint).toContainText('营业执照');
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/withdraw-unverified-${width}.png`, fullPage: true });
  });
}
