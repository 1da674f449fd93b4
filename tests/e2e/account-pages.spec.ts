import { expect, test, type Page } from '@playwright/test';
import { chooseTianhe, freshMember, openMemberMenu, signInWithPassword } from './harness';
import { SHOTS, expectNoSidewaysScroll } from './views';
import { signInAs } from './demo-accounts';

/** A valid unified social credit code (its check character is right) and one with the last character changed. */
const CREDIT_CODE = '91350100M000100Y43';
const WRONG_CREDIT_CODE = '91350100M000100Y44';

async function addAddress(page: Page, receiver: string, detail: string, makeDefault: boolean) {
  await page
    .getByTestId('address-book')
    .getByRole('button', { name: /新增地址/ })
    .first()
    .click();
  const form = page.getByRole('dialog', { name: '新增收货地址' });
  await form.getByLabel('收货人').fill(receiver);
  await form.getByLabel('电话').fill('13912345678');
  await chooseTianhe(page, form);
  await form.getByLabel('详细地址').fill(detail);
  if (makeDefault) await form.getByText('设为默认地址').click();
  await form.getByRole('button', { name: /保存地址/ }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('address-book').getByText(detail)).toBeVisible();
}

/** The row (table row or card) that shows this text. */
const rowWith = (page: Page, bookId: string, text: string) => page.getByTestId(bookId).locator('[data-testid^="row-"]', { hasText: text });

async function addresses(page: Page, width: number) {
  await (await openMemberMenu(page)).getByRole('link', { name: '收货地址' }).click();
  await expect(page).toHaveURL(/\/member\/account\/receiptAddress\/1$/);
  const book = page.getByTestId('address-book');
  await expect(book.getByText('还没有收货地址')).toBeVisible();

  await addAddress(page, '李老师', '五山路 381 号化工楼 201 室', false);
  // The first address is the default without being asked.
  await expect(rowWith(page, 'address-book', '五山路 381 号').getByText('默认', { exact: true })).toBeVisible();
  await addAddress(page, '王同学', '天河北路 233 号中信广场 18 楼', true);
  await expect(rowWith(page, 'address-book', '天河北路 233 号').getByText('默认', { exact: true })).toBeVisible();
  await expect(rowWith(page, 'address-book', '五山路 381 号').getByText('默认', { exact: true })).toHaveCount(0);

  // Set the first one default again, then delete the other one behind the confirmation.
  await rowWith(page, 'address-book', '五山路 381 号').getByRole('button', { name: '设为默认' }).click();
  await expect(rowWith(page, 'address-book', '五山路 381 号').getByText('默认', { exact: true })).toBeVisible();
  await rowWith(page, 'address-book', '天河北路 233 号')
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await expect(rowWith(page, 'address-book', '天河北路 233 号')).toHaveCount(0);
  await expect(book.getByText('已保存 1 / 20 个')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/account-addresses-${width}.png`, fullPage: true });
}

async function invoices(page: Page, width: number) {
  await (await openMemberMenu(page)).getByRole('link', { name: '发票信息' }).click();
  await expect(page).toHaveURL(/\/member\/account\/invoiceInfo\/1$/);
  const book = page.getByTestId('invoice-book');
  await expect(book.getByText('还没有开票信息')).toBeVisible();
  await book
    .getByRole('button', { name: /新增开票信息/ })
    .first()
    .click();
  const form = page.getByRole('dialog', { name: '新增开票信息' });
  await form.getByText('增值税专用发票').click();
  await form.getByLabel('发票抬头').fill('广州华南化学试剂有限公司');
  await form.getByLabel('纳税人识别号').fill(WRONG_CREDIT_CODE);
  await form.getByLabel('开户银行').fill('中国工商银行广州天河支行');
  await form.getByLabel('银行账号').fill('3602 0000 1234 5678');
  await form.getByLabel('注册地址').fill('广州市天河区五山路 381 号');
  await form.getByLabel('注册电话').fill('02087110000');
  await form.getByRole('button', { name: /保存开票信息/ }).click();
  await expect(form.locator('.ant-form-item-explain-error', { hasText: '纳税人识别号不正确：应为 18 位统一社会信用代码，末位为校验码' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/account-invoice-wrong-code-${width}.png` });

  await form.getByLabel('纳税人识别号').fill(CREDIT_CODE.toLowerCase());
  await form.getByRole('button', { name: /保存开票信息/ }).click();
  await expect(form).toBeHidden();
  const row = rowWith(page, 'invoice-book', '广州华南化学试剂有限公司');
  await expect(row).toContainText(CREDIT_CODE);
  await expect(row).toContainText('增值税专用发票');
  await expect(row.getByText('默认', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/account-invoices-${width}.png`, fullPage: true });
}

async function changePassword(page: Page, username: string, width: number) {
  await (await openMemberMenu(page)).getByRole('link', { name: '修改密码' }).click();
  await expect(page).toHaveURL(/\/member\/account\/editPassword$/);
  const card = page.getByTestId('edit-password');
  await card.getByLabel('原密码').fill('Wrong12345');
  await card.getByLabel('新密码', { exact: true }).fill('After12345');
  await card.getByLabel('确认新密码').fill('After12345');
  await card.getByRole('button', { name: /保存新密码/ }).click();
  await expect(card.locator('.ant-form-item-explain-error')).toContainText('原密码不正确');

  await card.getByLabel('原密码').fill('Before12345');
  await card.getByRole('button', { name: /保存新密码/ }).click();
  await expect(page.getByText('密码已修改，其他设备上的登录已退出')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/account-password-${width}.png`, fullPage: true });

  // The new password is the one that signs in now.
  await page.context().clearCookies();
  await signInWithPassword(page, username, 'After12345');
}

for (const width of [1280, 390]) {
  test(`account pages at ${width} px: an address with the cascader made default, special VAT details with a checked credit code, the password changed from the menu`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 690 ? 900 : 844 });
    const username = await freshMember('e2e_acct', 'Before12345');
    await signInWithPassword(page, username, 'Before12345');
    await expect(page.locator(`[data-layout="${width > 690 ? 'member' : 'mobile'}"]`)).toBeVisible();
    await addresses(page, width);
    await invoices(page, width);
    await changePassword(page, username, width);
  });
}

/** Opens the home page as the signed-in member and presses 报价 on the newest inquiry line. */
async function pressFirstQuote(page: Page) {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page
    .getByTestId('home-inquiries')
    .getByTestId('home-inquiry-line')
    .first()
    .getByRole('button', { name: /^报\s*价$/ })
    .click();
}

test('the home page lists the latest inquiries; 报价 asks a visitor to sign in, refuses a buyer-only member, opens the quote dialog for a seller', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const firstLine = page.getByTestId('home-inquiries').getByTestId('home-inquiry-line').first();
  await expect(firstLine).toBeVisible();
  await firstLine.getByRole('link', { name: '登录后报价' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/, { timeout: 15_000 });

  const buyer = await freshMember('e2e_home', 'Buyer12345');
  await signInWithPassword(page, buyer, 'Buyer12345');
  await pressFirstQuote(page);
  await expect(page.getByRole('dialog').getByText(/该功能仅对卖家开放/)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.context().clearCookies();
  await signInAs(page, 'seller3');
  await pressFirstQuote(page);
  await expect(page.getByTestId('quote-modal')).toBeVisible();
  await expect(page.getByRole('button', { name: /提交(追加)?报价/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/home-quote-modal.png` });
});
