import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { nowIso } from '@/lib/server/core/db';
import { listOffer } from '@/tests/kits/goods';
import { seedDeposit } from '@/tests/kits/money';
import { signInAs } from './demo-accounts';
import { freshMember, memberPage, SIZES, withE2eDb, type Size } from './harness';
import { apiAs, xlsxRows, type Api } from './orders-harness';
import { SHOTS, expectNoSidewaysScroll } from './views';

/**
 * Issue 30, permits by quantity (decision 0154), as a buyer meets them: the
 * buyer lists 2 kg of sulfuric acid on the purchase filing they upload; the
 * certificate page and checkout show what remains and what the order takes; a
 * litre (1.83 kg by density) is paid; at the cashier the next litre is flagged
 * and payment refused naming the permit and what is left; the seller's
 * register of controlled sales lists the sale with the permit number.
 */

const SULFURIC = '7664-93-9';
const ADDRESS = { receiver: '赵老师', phone: '13912345678', areaCodes: ['31', '3101', '310110'], detail: '邯郸路 220 号化学楼', isDefault: true };
// A real 8×8 PNG, judged by its bytes like any scan.
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4o6SEFTEMLQkAvM5EAT6yk8sAAAAASUVORK5CYII=';

function chinaDay(offsetDays = 0): string {
  return new Date(Date.now() + 8 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** demo_seller's 1 L bottle of sulfuric acid on the shelf (written once; goods management has its own tests), and the buyer's deposit. */
async function acidLitreAndDeposit(username: string): Promise<number> {
  return withE2eDb(async (db) => {
    const buyer = await db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    await seedDeposit(db, buyer.id, 1_000_000);
    const seller = await db.selectFrom('members').select('id').where('username', '=', 'demo_seller').executeTakeFirstOrThrow();
    const existing = await db.selectFrom('goods').select('id').where('sellerId', '=', seller.id).where('purity', '=', '98% 端到端').executeTakeFirst();
    return existing?.id ?? listOffer(db, seller.id, SULFURIC, { size: 1, unit: 'L', cents: 3_000, purity: '98% 端到端', percent: 98 });
  });
}

async function uploadPermit(page: Page, file: string, number: string, size: Size) {
  await page.goto('/member/account/certificate');
  if (size.name === 'mobile') await expect(page.locator('[data-layout="mobile"]')).toBeVisible({ timeout: 20_000 });
  const section = page.getByRole('region', { name: '购买资质' });
  const dialog = page.getByRole('dialog', { name: /上传购买资质证书/ });
  await expect(async () => {
    if (!(await dialog.isVisible())) await section.getByRole('button', { name: '上传证书' }).click();
    await expect(dialog.getByLabel('证书编号')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await dialog.getByLabel('证书类型').click();
  await page.locator('.ant-select-item-option', { hasText: '易制毒化学品购买备案证明' }).click();
  await dialog.getByLabel('证书编号').fill(number);
  await dialog.getByLabel('持证单位').fill('复旦大学化学系');
  await dialog.getByLabel('有效期开始').fill(chinaDay(-10));
  await dialog.getByLabel('有效期截止').fill(chinaDay(365));
  // The form opens with one row to fill; more can be added and removed.
  await dialog.getByRole('button', { name: '添加品种' }).click();
  await expect(dialog.getByTestId('allowance-row')).toHaveCount(2);
  await dialog.getByRole('button', { name: '删除这一品种' }).last().click();
  await dialog.getByLabel('许可品种 CAS 号').fill(SULFURIC);
  await dialog.getByLabel('许可数量', { exact: true }).fill('2');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: '选择文件' }).click();
  await (await chooser).setFiles(file);
  await expect(dialog.getByText('filing.png')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/permit-form-${size.width}.png` });
  await dialog.getByRole('button', { name: '提交审核' }).click();
  await expect(dialog).toBeHidden();
  const card = section.getByTestId('certificate-card').filter({ hasText: number });
  await expect(card.getByTestId('allowance')).toHaveText('剩余 2 kg / 共 2 kg');
  return card;
}

async function submittedOrder(api: Api, goodsId: number): Promise<string> {
  const cart = await api.post<{ lines: { id: number; goodsId: number }[] }>('/cart_add', { goodsId, quantity: 1 });
  const line = cart.lines.find((l) => l.goodsId === goodsId)!;
  const created = await api.post<{ orders: { orderNo: string }[] }>('/create_order', { cartItemIds: [line.id] });
  const orderNo = created.orders[0]!.orderNo;
  await api.post('/submit_order', { orderNo });
  return orderNo;
}

for (const size of SIZES) {
  test(`permits by quantity at ${size.width} px: the filing's 2 kg shown, a litre paid, the next refused at the cashier naming what is left`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const file = testInfo.outputPath('filing.png');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.from(PNG_BASE64, 'base64'));
    const permitNo = `（沪）3J31010120260${size.width}${Date.now() % 1000}`;
    const username = await freshMember(`e2e_permit${size.width}`, 'Buyer12345');
    const api = await apiAs(browser, username, 'Buyer12345');
    await api.post('/transaction_create', ADDRESS);
    const goodsId = await acidLitreAndDeposit(username);

    const buyer = await memberPage(browser, size, username, 'Buyer12345');
    const card = await uploadPermit(buyer, file, permitNo, size);
    // SHORTCUT: the operator's approval (the review screen has its own tests).
    await withE2eDb((db) => db.updateTable('certificates').set({ status: 'approved', reviewedAt: nowIso() }).where('number', '=', permitNo).execute());

    // Checkout: what the litre takes against what the filing has left.
    await api.post('/cart_add', { goodsId, quantity: 1 });
    await buyer.goto('/cart');
    await buyer.getByRole('button', { name: '去结算' }).click();
    await expect(buyer.getByTestId('permit-remaining')).toContainText(`${permitNo} 剩余 2 kg / 共 2 kg，本单需要 1.83 kg`);
    await expectNoSidewaysScroll(buyer);
    await buyer.screenshot({ path: `${SHOTS}/permit-checkout-${size.width}.png`, fullPage: true });
    await buyer.getByRole('button', { name: '提交订单' }).click();
    const made = buyer.getByTestId('created-order');
    const first = (await made.locator('[data-id-number="order"]').first().innerText()).trim();
    await made.getByRole('button', { name: '确认提交' }).click();
    await made.getByRole('link', { name: '去付款' }).click();
    await expect(buyer).toHaveURL(new RegExp(`/payment\\?order=${first}$`));
    await buyer.getByTestId('cashier-pay').click();
    await expect(buyer.getByTestId('cashier-result')).toContainText('付款成功');

    // The next litre: flagged before paying, and refused naming the permit and what remains.
    const second = await submittedOrder(api, goodsId);
    await buyer.goto(`/payment?order=${second}`);
    const note = buyer.getByTestId('permit-remaining');
    await expect(note).toContainText('许可证剩余数量不够本单');
    await expect(note).toContainText('剩余 169.8 g / 共 2 kg，本单需要 1.83 kg');
    await buyer.getByTestId('cashier-pay').click();
    const refusal = buyer.getByTestId('cashier-error');
    await expect(refusal).toContainText(permitNo);
    await expect(refusal).toContainText('剩余 169.8 g，本单需要 1.83 kg');
    await expectNoSidewaysScroll(buyer);
    await buyer.screenshot({ path: `${SHOTS}/permit-refused-${size.width}.png`, fullPage: true });

    await buyer.goto('/member/account/certificate');
    await expect(card.getByTestId('allowance')).toHaveText('剩余 169.8 g / 共 2 kg');

    if (size.name === 'desktop') {
      // The seller's register of controlled sales: the paid litre with the buyer's permit number.
      const sellerContext = await browser.newContext({ viewport: { width: size.width, height: size.height }, acceptDownloads: true });
      const seller = await sellerContext.newPage();
      await signInAs(seller, 'seller');
      await seller.goto('/member/seller/saleOrder/1');
      await seller.getByTestId('controlled-sales').click();
      const [download] = await Promise.all([seller.waitForEvent('download'), seller.getByTestId('controlled-sales-download').click()]);
      expect(download.suggestedFilename()).toMatch(/^管制品销售记录-.+\.xlsx$/);
      const rows = await xlsxRows(download);
      expect(rows[0]).toContain('买方证件');
      const sold = rows.find((r) => r.includes(first));
      expect(sold, `${first} in the register`).toBeDefined();
      expect(sold!.join('|')).toContain(permitNo);
      expect(sold!.join('|')).toContain('1.83 kg');
      expect(rows.some((r) => r.includes(second))).toBe(false);
      await sellerContext.close();
    }
  });
}
