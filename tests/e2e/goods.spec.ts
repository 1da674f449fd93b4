import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { importMembers } from '@/lib/server/account/service';
import { importApprovedCertificate } from '@/lib/server/certificates/service';
import { createDb } from '@/lib/server/core/db';
import { storeUpload } from '@/lib/server/uploads/service';
import { signInWithPassword } from './harness';
import { SHOTS } from './views';

/**
 * Goods end to end: a fresh seller downloads the import template, fills it
 * with good and bad rows (one a new substance), uploads it, watches the
 * progress bar finish and reads the result view; an operator (a fresh member
 * made operator in the test database, until the console's demo operator)
 * approves the goods on /admin/goods; the offer shows on the product page and
 * the new substance is found by search. Until the seller's licences are
 * approved the goods page says what is missing and approval is refused (the
 * certificate pages themselves are driven in certificates.spec.ts). Then the
 * pages at 390 px.
 */
const STAMP = Date.now().toString(36);
const SELLER = `e2e_goods_seller_${STAMP}`;
const OPERATOR = `e2e_goods_operator_${STAMP}`;
const PASSWORD = 'Fresh12345';
const NEW_CAS = '9876543-21-5';
const NEW_NAME = `E2E Testolide ${STAMP}`;

test.beforeAll(async () => {
  const { db } = createDb({ kind: 'sqlite', file: path.resolve('var/test/e2e.db') });
  try {
    await importMembers(db, [
      {
        username: SELLER,
        password: PASSWORD,
        memberType: 'licence',
        isBuyer: false,
        isSeller: true,
        displayName: '端到端试剂',
        companyName: `端到端试剂 ${STAMP}`,
      },
      { username: OPERATOR, password: PASSWORD, memberType: 'licence', isBuyer: false, isSeller: false, displayName: '运营', companyName: null },
    ]);
    await db.updateTable('members').set({ isOperator: 1 }).where('username', '=', OPERATOR).execute();
  } finally {
    await db.destroy();
  }
});

/** The seller's business and hazardous-chemicals licences, stored with a file and approved, as the certificate pages and their review leave them. */
async function grantLicences(username: string) {
  const { db } = createDb({ kind: 'sqlite', file: path.resolve('var/test/e2e.db') });
  try {
    const member = await db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    const licences = [
      { kind: 'business_licence', number: '91350100M000100Y43', validTo: null },
      { kind: 'hazardous_business_licence', number: '沪(浦)应急危化经字〔2024〕000123', validTo: '2099-12-31' },
    ];
    for (const licence of licences) {
      const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
      const file = await storeUpload(db, member.id, pdf, {
        purpose: 'certificate',
        name: `${licence.kind}.pdf`,
        contentType: 'application/pdf',
        extension: 'pdf',
      });
      await importApprovedCertificate(db, member.id, {
        ...licence,
        scope: 'supplier',
        holder: `端到端试剂 ${STAMP}`,
        validFrom: '2020-01-01',
        uploadId: file.id,
      });
    }
  } finally {
    await db.destroy();
  }
}

async function signedIn(browser: Browser, account: string, width = 1280, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, isMobile: width < 690 });
  const page = await context.newPage();
  await signInWithPassword(page, account, PASSWORD).catch(() => signInWithPassword(page, account, PASSWORD));
  return page;
}

async function shot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 1280;
  // The phone layout replaces the desktop one after hydration (the viewport is measured then): wait for it to settle.
  if (width < 690)
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} scrolls sideways` }).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `${SHOTS}/goods-${name}-${width}.png`, fullPage: true });
}

test('template → upload with progress → results → operator approval → product page and search', async ({ browser }) => {
  test.setTimeout(180_000);
  const seller = await signedIn(browser, SELLER);
  await seller.goto('/member/seller/uploadProduct');
  await expect(seller.getByText('还没有导入过商品')).toBeVisible();
  const [download] = await Promise.all([seller.waitForEvent('download'), seller.getByTestId('template-link').click()]);
  const templateFile = path.resolve('var/test/goods-template.xlsx');
  await download.saveAs(templateFile);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(templateFile);
  const sheet = workbook.getWorksheet('商品')!;
  // Typed over the example row, as a person fills the template.
  const rows = [
    ['64-17-5', '', '', '', '99.7%', '端到端', 500, 'mL', 45, 20, 2, '阴凉处', 'E2E-1'],
    [NEW_CAS, NEW_NAME, '', 'O=C1CCCCCCCCCCCCCCO1', '98%', '端到端', 5, 'g', 320, 3, 7, '', ''],
    ['64-17-6', '', '', '', '99%', '', 1, 'L', 10, 1, 1, '', ''],
    ['67-64-1', '', '', '', '99%', '', 1, 'oz', 10, 1, 1, '', ''],
  ];
  rows.forEach((values, i) => {
    sheet.getRow(i + 2).values = values;
  });
  const filled = path.resolve('var/test/goods-filled.xlsx');
  await workbook.xlsx.writeFile(filled);

  await seller.locator('input[type=file]').setInputFiles(filled);
  const progress = seller.getByTestId('import-progress');
  await expect(progress).toBeVisible();
  await expect(progress.getByText('已完成')).toBeVisible({ timeout: 60_000 });
  await expect(progress).toContainText('4 / 4 行 · 导入 2 · 未导入 2');
  const results = seller.getByTestId('import-results');
  await expect(results.getByText('CAS 号“64-17-6”无效')).toBeVisible();
  await expect(results.getByText('单位“oz”不在单位列表中')).toBeVisible();
  await shot(seller, 'upload-results');

  // The progress follows the job after a reload.
  await seller.reload();
  await expect(seller.getByTestId('import-progress').getByText('已完成')).toBeVisible();

  await seller.goto('/member/seller/goodsManage/pending/1');
  await expect(seller.getByText(NEW_NAME)).toBeVisible();
  await expect(seller.getByText('新物质')).toBeVisible();
  // No licences yet: the page says what is missing and links to the upload; ethanol (hazardous catalogue) also wants the hazardous licence.
  await expect(seller.getByTestId('goods-licence-notice')).toContainText('营业执照');
  await expect(seller.getByTestId('goods-licence-notice').getByRole('link', { name: '去上传资质证书' })).toHaveAttribute('href', '/member/account/certificate');
  await expect(seller.getByTestId('goods-licence-missing').first()).toContainText('危险化学品经营许可证');
  await shot(seller, 'manage-pending');
  const sellerPhone = await signedIn(browser, SELLER, 390, 844);
  await sellerPhone.goto('/member/seller/goodsManage/pending/1');
  await expect(sellerPhone.getByTestId('goods-licence-notice')).toBeVisible();
  await shot(sellerPhone, 'manage-pending');
  await sellerPhone.context().close();

  const operator = await signedIn(browser, OPERATOR);
  const reviewPage = async (page: Page) => {
    await page.goto('/admin/goods');
    // Oldest first: the demo's pending goods come before ours, which are on the last page.
    await expect(page.getByTestId('review-item').first()).toBeVisible();
    const lastPage = page.locator('.ant-pagination-item').last();
    if ((await lastPage.count()) > 0) await lastPage.click();
    return page.getByTestId('review-item').filter({ hasText: `端到端试剂 ${STAMP}` });
  };
  const ours = await reviewPage(operator);
  const newItem = ours.filter({ hasText: NEW_CAS });
  await expect(newItem.getByTestId('new-substance')).toContainText('C15H28O2');
  await expect(newItem.getByTestId('new-substance').locator('svg').first()).toBeVisible();
  const ethanol = ours.filter({ hasText: '64-17-5' });
  await expect(ethanol.getByTestId('seller-certificates')).toContainText('未上传任何供应商资质');
  await expect(ethanol.getByTestId('review-missing-licences')).toContainText('危险化学品经营许可证');
  await ethanol.getByRole('button', { name: /^通\s*过$/ }).click();
  await operator
    .locator('.ant-modal')
    .getByRole('button', { name: /^通\s*过$/ })
    .click();
  await expect(operator.getByTestId('review-report')).toContainText('营业执照');
  await expect(ethanol).toHaveCount(1);
  await shot(operator, 'review-unlicensed');

  await grantLicences(SELLER);
  await reviewPage(operator);
  await expect(ethanol.getByTestId('seller-certificates')).toContainText('营业执照');
  await expect(ethanol.getByTestId('seller-certificates')).toContainText('资质齐全');
  await shot(operator, 'review');
  const operatorPhone = await signedIn(browser, OPERATOR, 390, 844);
  await expect((await reviewPage(operatorPhone)).filter({ hasText: '64-17-5' }).getByTestId('seller-certificates')).toContainText('已通过');
  await shot(operatorPhone, 'review');
  await operatorPhone.context().close();
  // Ethanol is a hazardous chemical: the operator sees it lacks an SDS; the seller uploads one with its GHS label.
  await expect((await reviewPage(operator)).filter({ hasText: '64-17-5' }).getByTestId('review-missing-sds')).toBeVisible();
  await seller.goto('/member/seller/goodsManage/pending/1');
  const ethanolRow = seller.locator('tr', { hasText: '64-17-5' }).first();
  await expect(ethanolRow.getByTestId('goods-sds-tag')).toHaveText('缺 SDS，不能上架');
  await ethanolRow.getByRole('button', { name: 'SDS / 标签' }).click();
  const sdsDialog = seller.locator('.ant-modal');
  const sdsFile = path.resolve('var/test/e2e-sds.pdf');
  fs.writeFileSync(sdsFile, '%PDF-1.4\n% e2e SDS\n%%EOF\n');
  await sdsDialog.locator('input[type=file]').first().setInputFiles(sdsFile);
  await expect(sdsDialog.getByText('e2e-sds.pdf')).toBeVisible();
  await sdsDialog.getByLabel('SDS 修订日期').fill('2026-03-01');
  await sdsDialog.getByRole('checkbox', { name: 'GHS02 火焰（易燃）' }).check();
  await sdsDialog.getByRole('checkbox', { name: 'GHS07 感叹号（有害、刺激）' }).check();
  await sdsDialog.getByRole('radio', { name: '危险' }).check();
  await sdsDialog.getByLabel('危险说明（H 代码）').fill('H225');
  await seller.keyboard.press('Enter');
  // Close the code list by clicking elsewhere in the dialog (Escape would close the dialog).
  await sdsDialog.getByText('GHS 标签', { exact: true }).click();
  await shot(seller, 'sds-dialog');
  await sdsDialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(ethanolRow.getByTestId('goods-sds-tag')).toHaveText('SDS 2026-03-01');
  await reviewPage(operator);
  for (const cas of ['64-17-5', NEW_CAS]) {
    const item = operator
      .getByTestId('review-item')
      .filter({ hasText: cas })
      .filter({ hasText: `端到端试剂 ${STAMP}` });
    await item.getByRole('button', { name: /^通\s*过$/ }).click();
    await operator
      .locator('.ant-modal')
      .getByRole('button', { name: /^通\s*过$/ })
      .click();
    await expect(item).toHaveCount(0);
  }

  await seller.goto('/products/64-17-5');
  await expect(seller.getByText(`端到端试剂 ${STAMP}`).first()).toBeVisible();
  await seller.goto(`/searchResults/${encodeURIComponent(NEW_NAME)}/1`);
  await expect(seller.getByText(NEW_CAS).first()).toBeVisible();
  await seller.goto('/member/seller/goodsManage/on_shelf/1');
  await expect(seller.getByText(NEW_NAME)).toBeVisible();
  await shot(seller, 'manage-on-shelf');
});

test('create form with CAS lookup, and the pages at 390 px', async ({ browser }) => {
  // Four page loads in two browsers: on a busy CI machine the phone layout can take a while to hydrate.
  test.setTimeout(150_000);
  const desktop = await signedIn(browser, SELLER);
  await desktop.goto('/member/seller/goodsManage/create');
  await desktop.getByPlaceholder('如 50-78-2').fill('50-78-2');
  await desktop.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(desktop.getByTestId('cas-identity').locator('svg').first()).toBeVisible();
  await shot(desktop, 'create');

  const phone = await signedIn(browser, SELLER, 390, 844);
  for (const [url, name] of [
    ['/member/seller/goodsManage/on_shelf/1', 'manage'],
    ['/member/seller/uploadProduct', 'upload'],
    ['/member/seller/goodsManage/create', 'create'],
  ] as const) {
    await phone.goto(url);
    // The phone layout applies once hydrated (slow on a busy machine); the page's cards come with it.
    await expect(phone.locator('[data-layout="mobile"]')).toBeVisible({ timeout: 30_000 });
    await expect(phone.locator('.ant-card').first()).toBeVisible({ timeout: 20_000 });
    await shot(phone, name);
  }
});
