import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, shot } from './views';

const noSidewaysScroll = (page: Page) => expectNoSidewaysScroll(page, { slackPx: 1 });

const form = (page: Page) => page.getByTestId('quick-inquiry');
const companyCheck = (page: Page) => page.getByTestId('company-check');

async function checkCompany(page: Page, keyword: string) {
  await companyCheck(page).getByLabel('企业名称或统一社会信用代码').fill(keyword);
  await companyCheck(page)
    .getByRole('button', { name: /查\s*询/ })
    .click();
}

test('promotion list → page 2 → quick inquiry, signing in on the way without losing what was typed', async ({ page }) => {
  const response = await page.goto('/products/promotion/1');
  // "promotion" paths are not moved to .html.
  expect(response?.url()).toMatch(/\/products\/promotion\/1$/);
  await expect(page.getByRole('heading', { name: '促销产品' })).toBeVisible();
  await expect(page.getByTestId('list-item')).toHaveCount(10);
  await expect(page.getByTestId('list-item').first()).toContainText('折');
  await shot(page, 'promotion-desktop');

  await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/\/products\/promotion\/2$/);
  await expect(page.getByRole('navigation', { name: '分页' }).locator('[aria-current="page"]')).toHaveText('2');
  await expect(page.getByTestId('list-item').first()).toBeVisible();

  // Signed out: the form loads when a row's 询价 is pressed, with that product in it: the form can be filled, sending needs an account.
  const first = page.getByTestId('list-item').first();
  await first.getByRole('button', { name: /^询价/ }).click();
  await expect(form(page).getByLabel('CAS 号')).toHaveValue(/^\d{2,7}-\d{2}-\d$/);
  const cas = await form(page).getByLabel('CAS 号').inputValue();
  await form(page).getByLabel('数量').fill('2');
  await form(page).getByLabel('备注').fill('需要增值税专用发票');
  await expect(form(page).getByText('登录后即可询价')).toBeVisible();
  await form(page).getByRole('link', { name: '登录 / 注册' }).click();

  await expect(page).toHaveURL(/\/login\?redirect=%2Fproducts%2Fpromotion%2F2$/);
  await page.getByPlaceholder('用户名 / 手机号 / 邮箱').fill('demo_buyer');
  await page.getByPlaceholder('密码').fill('Buyer12345');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL(/\/products\/promotion\/2$/);

  // Back on the page: the draft is there, the buyer's contact filled in.
  await expect(form(page).getByLabel('CAS 号')).toHaveValue(cas);
  await expect(form(page).getByLabel('备注')).toHaveValue('需要增值税专用发票');
  await expect(form(page).getByLabel('联系人')).toHaveValue('王老师');
  await expect(form(page).getByLabel('手机号')).toHaveValue('13800138000');
  await form(page)
    .getByRole('button', { name: /提交询价/ })
    .click();
  await expect(form(page).getByRole('status')).toContainText(/询价已提交，询价单号 XJ\d{14}/);
  await shot(page, 'promotion-inquiry-sent-desktop');

  // The new inquiry leads the home page's real-time feed.
  await page.goto('/');
  await expect(page.getByTestId('real-time-feed').getByRole('listitem').first()).toContainText('王老师');
});

test('the company check finds a verified organisation by name and by credit code', async ({ page }) => {
  await page.goto('/products/direct/1');
  await expect(page.getByRole('heading', { name: '厂家直供' })).toBeVisible();
  await expect(page.getByTestId('list-item').first()).toContainText('上海华东化学试剂有限公司');

  await checkCompany(page, '华');
  await expect(companyCheck(page).getByRole('alert')).toContainText('请输入至少 2 个字');
  await checkCompany(page, '华东化学');
  await expect(companyCheck(page).getByText('上海华东化学试剂有限公司')).toBeVisible();
  await expect(companyCheck(page).getByText('已认证')).toBeVisible();
  await expect(companyCheck(page).getByText('9131**********8L22')).toBeVisible();
  await checkCompany(page, '91310115MA1K3B8L22');
  await expect(companyCheck(page).getByText('上海华东化学试剂有限公司')).toBeVisible();
  await checkCompany(page, '没有这家化工公司');
  await expect(companyCheck(page).getByText('未找到在本站注册的该企业')).toBeVisible();
  await shot(page, 'direct-company-check-desktop');
});

test('the electronic grade list shows grades and its 询价 fills the grade in', async ({ page }) => {
  await page.goto('/categories/electronic_grade/1');
  await expect(page.getByRole('heading', { name: '电子级化学品' })).toBeVisible();
  const hf = page.getByTestId('list-item').filter({ hasText: 'Hydrofluoric acid' });
  await expect(hf).toContainText('SEMI G4');
  await hf.getByRole('button', { name: /^询价/ }).click();
  await expect(form(page).getByLabel('CAS 号')).toHaveValue('7664-39-3');
  await expect(form(page).getByLabel('纯度要求')).toHaveValue('SEMI G4');
  await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/\/categories\/electronic_grade\/2$/);
  // The URL changes before page 2 is drawn: wait for its pager before the screenshot.
  await expect(page.getByRole('navigation', { name: '分页' }).locator('[aria-current="page"]')).toHaveText('2');
  await shot(page, 'electronic-grade-desktop');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true });

  test('the three lists, the inquiry form and the company check fit a phone', async ({ page }) => {
    for (const [path, title, name] of [
      ['/products/promotion/1', '促销产品', 'promotion-mobile'],
      ['/products/direct/1', '厂家直供', 'direct-mobile'],
      ['/categories/electronic_grade/1', '电子级化学品', 'electronic-grade-mobile'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.url()).toMatch(new RegExp(`${path}$`));
      await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByTestId('list-item').first()).toBeVisible();
      await expect(page.getByTestId('inquiry-start')).toBeVisible();
      await noSidewaysScroll(page);
      await shot(page, name);
    }

    await page.goto('/products/promotion/1');
    await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\/products\/promotion\/2$/);
    await checkCompany(page, '华东');
    await expect(companyCheck(page).getByText('上海华东化学试剂有限公司')).toBeVisible();
    await noSidewaysScroll(page);
    // The inquiry form, opened, fits as well.
    await page.getByTestId('inquiry-start').getByRole('button', { name: '填写询价单' }).click();
    await expect(form(page).getByLabel('CAS 号')).toBeVisible();
    await noSidewaysScroll(page);
    await companyCheck(page).scrollIntoViewIfNeeded();
    await shot(page, 'company-check-mobile');
  });
});
