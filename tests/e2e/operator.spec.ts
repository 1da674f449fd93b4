import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { importMembers } from '@/lib/server/account/service';
import { importApprovedCertificate } from '@/lib/server/certificates/service';
import { createDb } from '@/lib/server/core/db';
import { createGoods } from '@/lib/server/goods/manage';
import { storeUpload } from '@/lib/server/uploads/service';
import { SHOTS } from './views';

/**
 * The operator's side: signing in lands in the console; the goods
 * review queue is searched, filtered and worked by keyboard with batch
 * decisions; the audit log reads in Chinese; the product page says what each
 * regulated list asks of a buyer, or nothing.
 */
const STAMP = Date.now().toString(36);
const SELLER = `e2e_queue_seller_${STAMP}`;
const COMPANY = `批审化学 ${STAMP}`;

async function signInAsOperator(page: Page) {
  await page.goto('/login');
  await page.getByPlaceholder('用户名 / 手机号 / 邮箱').fill('operator');
  await page.getByPlaceholder('密码').fill('Operator12345');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  // No redirect asked for: an operator lands in the console (slow on a busy machine).
  await expect(page).toHaveURL(/\/admin$/, { timeout: 45_000 });
}

test.beforeAll(async () => {
  const { db } = createDb({ kind: 'sqlite', file: path.resolve('var/test/e2e.db') });
  try {
    await importMembers(db, [
      { username: SELLER, password: 'Fresh12345', memberType: 'licence', isBuyer: false, isSeller: true, displayName: '批审卖家', companyName: COMPANY },
    ]);
    const seller = await db.selectFrom('members').select('id').where('username', '=', SELLER).executeTakeFirstOrThrow();
    for (const licence of [
      { kind: 'business_licence', number: '91350100M000100Y43', validTo: null },
      { kind: 'hazardous_business_licence', number: '沪(浦)应急危化经字〔2024〕000124', validTo: '2099-12-31' },
    ]) {
      const file = await storeUpload(db, seller.id, Buffer.from('%PDF-1.4\n%%EOF\n'), {
        purpose: 'certificate',
        name: `${licence.kind}.pdf`,
        contentType: 'application/pdf',
        extension: 'pdf',
      });
      await importApprovedCertificate(db, seller.id, { ...licence, scope: 'supplier', holder: COMPANY, validFrom: '2020-01-01', uploadId: file.id });
    }
    const common = { name: '', formula: '', smiles: '', purity: '≥99.5%', leadTimeDays: 3, storageConditions: '', lotNumber: '', coaUploadId: null };
    const packs = [
      { packSize: 500, unitCode: 'mL', priceCents: 3500, stock: 10 },
      { packSize: 2.5, unitCode: 'L', priceCents: 12000, stock: 5 },
    ];
    // All three are hazardous chemicals: they go on shelf with the seller's SDS, sent with the goods.
    const sheet = await storeUpload(db, seller.id, Buffer.from('%PDF-1.4\n% SDS\n%%EOF\n'), {
      purpose: 'sds',
      name: 'SDS.pdf',
      contentType: 'application/pdf',
      extension: 'pdf',
    });
    const sds = { zhUploadId: sheet.id, enUploadId: null, revisedOn: '2026-03-01', enRevisedOn: null };
    for (const [cas, brand] of [
      ['64-17-5', '甲'],
      ['67-64-1', '乙'],
      ['67-56-1', '丙'],
    ] as const) {
      await createGoods(db, seller.id, { ...common, cas, brand: `${brand} ${STAMP}`, packs, sds });
    }
  } finally {
    await db.destroy();
  }
});

test('the operator signs in to the console; the header and the member home lead there, without the buyer/seller prompt', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsOperator(page);
  await expect(page.getByRole('heading', { name: '概览' })).toBeVisible();
  await expect(page.getByTestId('console-link')).toHaveText('运营后台');
  await expect(page.getByText('平台运营（账号 operator）')).toBeVisible();
  await page.goto('/member');
  const identity = page.getByTestId('activate-identity');
  await expect(identity.getByTestId('console-entry')).toContainText('平台运营人员');
  await expect(identity.getByRole('button', { name: '我是买家（采购）' })).toHaveCount(0);
  await identity.getByRole('link', { name: '进入运营后台' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('the review queue: search, filter, select by keyboard, approve and reject in batches with per-row results; the audit log reads in Chinese', async ({
  page,
}) => {
  // The queue's first page draws structures and reads licences: slow on a busy machine.
  test.setTimeout(240_000);
  await signInAsOperator(page);
  await page.goto('/admin/goods');
  await expect(page.getByTestId('review-item').first()).toBeVisible({ timeout: 45_000 });
  await page.getByLabel('搜索待审核商品').fill(COMPANY);
  await page.getByLabel('搜索待审核商品').press('Enter');
  const items = page.getByTestId('review-item');
  await expect(items).toHaveCount(3, { timeout: 15_000 });
  await expect(items.first().getByTestId('review-packs')).toContainText('2.5 L');
  await page.getByLabel('每页项数').click();
  await expect(page.locator('.ant-select-item-option', { hasText: '每页 100 项' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${SHOTS}/review-queue.png`, fullPage: true });

  // Keyboard: select the first two items (x, j, x), approve them (a) and confirm.
  await page.locator('.ant-card-head').first().click();
  await page.keyboard.press('x');
  await page.keyboard.press('j');
  await page.keyboard.press('x');
  await expect(page.getByTestId('review-batchbar')).toContainText('已选 2 项（4 个包装规格）');
  await page.keyboard.press('a');
  const dialog = page.locator('.ant-modal');
  await expect(dialog).toContainText('通过 2 项（4 个包装规格）并上架？');
  await dialog.getByRole('button', { name: /^通\s*过$/ }).click();
  await expect(page.getByTestId('review-report')).toContainText('已通过并上架 4 个包装规格');
  await expect(items).toHaveCount(1);

  // The last one, under the cursor: r asks for the reason.
  await page.locator('.ant-card-head').first().click();
  await page.keyboard.press('r');
  await expect(dialog).toContainText('驳回 1 项（2 个包装规格）');
  await dialog.getByLabel('驳回原因').fill('甲醇包装规格与价格不符，请核对');
  await dialog.getByRole('button', { name: /^驳\s*回$/ }).click();
  await expect(page.getByTestId('review-report')).toContainText('已驳回 2 个包装规格');
  await expect(items).toHaveCount(0);

  await page.goto('/admin/audit');
  const first = page.locator('tbody tr.ant-table-row').first();
  await expect(first).toContainText('商品审核驳回');
  await expect(first.locator('.admin-diff')).toContainText('状态：待审核 → 已驳回');
  await expect(page.locator('.admin-diff').first()).not.toContainText(/[a-z]+_?[a-z]*：|（分）/);
  await page.screenshot({ path: `${SHOTS}/review-audit.png`, fullPage: true });
});

test('the review queue at phone width', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInAsOperator(page);
  await page.goto('/admin/goods');
  await expect(page.getByTestId('review-filters')).toBeVisible();
  await expect(page.getByTestId('review-item').first()).toBeVisible({ timeout: 45_000 });
  // The queue itself fits the phone (the site header is another matter).
  for (const testId of ['review-filters', 'review-batchbar']) {
    const box = await page.getByTestId(testId).boundingBox();
    expect(box!.x + box!.width, testId).toBeLessThanOrEqual(390);
  }
  const card = await page.getByTestId('review-item').first().boundingBox();
  expect(card!.x + card!.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/review-queue-390.png`, fullPage: true });
  await context.close();
});

test('the product page says what each list asks of a buyer, or nothing', async ({ page }) => {
  await page.goto('/products/64-17-5.html');
  await expect(page.getByTestId('regulated')).toBeVisible();
  await expect(page.getByText('本品列入管制名录')).toHaveCount(0);
  await expect(page.getByTestId('buyer-order-notice')).toHaveCount(0);
  await page.goto('/products/7664-93-9.html');
  await expect(page.getByTestId('buyer-order-notice')).toContainText('第三类易制毒化学品须持易制毒化学品购买备案证明或易制毒化学品购买许可证');
});
