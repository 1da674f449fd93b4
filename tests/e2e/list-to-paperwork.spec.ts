import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { expect, test, type Page } from '@playwright/test';
import { restrictionsFor } from '@/lib/server/regulated/service';
import { signInAs } from './demo-accounts';
import { freshMember, memberPage, SIZES, withE2eDb, type Size } from './harness';
import { apiAs, openShipDialog } from './orders-harness';
import { SHOTS } from './views';

/**
 * Issue 30, the whole way: a buyer pastes a 20-line list (18 offers of one
 * seller, 2 that nobody sells), keeps one seller, fills the cart, checks out
 * and pays online; the seller ships with the lot written in the dialog; the
 * buyer downloads the order's 报销资料 and its files are opened (the zip, the
 * delivery note's text, the index sheet). At 1280 and 390 px.
 */

const ADDRESS = { receiver: '钱老师', phone: '13912345678', areaCodes: ['44', '4401', '440106'], detail: '天河路 100 号', postcode: '510000', isDefault: true };

/** 18 substances demo_seller offers from stock and nobody restricts, then 2 with no goods at all. */
async function pasteText(): Promise<string> {
  return withE2eDb(async (db) => {
    const offers = await db
      .selectFrom('goods')
      .innerJoin('substances', 'substances.id', 'goods.substanceId')
      .innerJoin('members', 'members.id', 'goods.sellerId')
      .select(['substances.cas'])
      .where('members.username', '=', 'demo_seller')
      .where('goods.status', '=', 'on_shelf')
      .where((eb) => eb(eb.ref('goods.stock'), '>', eb(eb.ref('goods.reserved'), '+', 20)))
      .where('substances.cas', 'is not', null)
      .orderBy('goods.priceCents')
      .execute();
    const unrestricted = [...new Set(offers.map((o) => o.cas!))].filter((cas) => {
      try {
        return restrictionsFor(cas).lists.every((l) => !l.onList);
      } catch {
        return false;
      }
    });
    const none = await db
      .selectFrom('substances')
      .select('cas')
      .where('cas', 'is not', null)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('goods').select('goods.id').whereRef('goods.substanceId', '=', 'substances.id'))))
      .orderBy('id', 'desc')
      .offset(10)
      .limit(2)
      .execute();
    expect(unrestricted.length).toBeGreaterThanOrEqual(18);
    return [...unrestricted.slice(0, 18).map((cas) => `${cas}\t1`), ...none.map((n) => `${n.cas} 1 L`)].join('\n');
  });
}

async function sellerShips(page: Page, orderNo: string, lot: string, size: Size) {
  const { dialog } = await openShipDialog(page, orderNo, size);
  await dialog.getByLabel('第 1 行批号').fill(lot);
  await page.screenshot({ path: `${SHOTS}/ship-with-lot-${size.width}.png` });
  await page.getByRole('button', { name: /确认发货/ }).click();
  await expect(page.getByText('已保存物流单号')).toBeVisible();
}

for (const size of SIZES) {
  test(`list to paperwork at ${size.width} px: 20 pasted lines → cart → pay → shipped with a lot → the pack downloaded and opened`, async ({ browser }) => {
    test.setTimeout(240_000);
    const username = await freshMember('e2e_pack', 'Buyer12345');
    const api = await apiAs(browser, username, 'Buyer12345');
    await api.post('/transaction_create', ADDRESS);
    const text = await pasteText();

    const buyer = await memberPage(browser, size, username, 'Buyer12345');
    await buyer.goto('/cart/quick');
    await buyer.getByLabel('粘贴清单').fill(text);
    await buyer.getByText('尽量同一卖家').click();
    await buyer.getByRole('button', { name: '匹配在售商品' }).click();
    await expect(buyer.getByTestId('quick-order-summary')).toContainText('共 20 行：18 行可直接购买');
    await buyer.getByRole('button', { name: '加入购物车（18 种）' }).click();
    await expect(buyer.getByTestId('quick-order-placed')).toContainText('已加入购物车 18 种商品');
    await buyer.getByTestId('quick-order-placed').getByRole('button', { name: '去购物车结算' }).click();
    await expect(buyer).toHaveURL(/\/cart$/);
    await expect(buyer.getByTestId('cart-totals')).toContainText('已选 18 种');
    await buyer.getByRole('button', { name: '去结算' }).click();

    await buyer.getByRole('button', { name: '提交订单' }).click();
    const made = buyer.getByTestId('created-order');
    await expect(made).toHaveCount(1);
    const orderNo = (await made.locator('[data-id-number="order"]').first().innerText()).trim();
    await made.getByRole('button', { name: '确认提交' }).click();
    await made.getByRole('link', { name: '去付款' }).click();
    await expect(buyer).toHaveURL(new RegExp(`/payment\\?order=${orderNo}$`));
    await buyer.getByText('在线支付', { exact: true }).click();
    await buyer.getByTestId('cashier-pay').click();
    await expect(buyer).toHaveURL(/\/payment\?tradeNo=OP\d{6}$/);
    await buyer.getByRole('button', { name: '支付成功' }).click();
    await expect(buyer.getByText('支付成功，订单已付款')).toBeVisible();

    const sellerContext = await browser.newContext({ viewport: { width: size.width, height: size.height }, isMobile: size.name === 'mobile' });
    const seller = await sellerContext.newPage();
    await signInAs(seller, 'seller');
    const lot = `LOT-${size.width}-${Date.now() % 100_000}`;
    await sellerShips(seller, orderNo, lot, size);
    await sellerContext.close();

    await buyer.goto(`/member/buyer/orderPayList/1?keyword=${orderNo}`);
    const row =
      size.name === 'mobile'
        ? buyer.getByTestId('order-card').filter({ hasText: orderNo })
        : buyer.getByTestId('order-table').locator('tr', { hasText: orderNo });
    await row.getByRole('button', { name: /^详\s*情$/ }).click();
    await expect(buyer.getByTestId('order-detail').getByTestId('shipped-lot').first()).toContainText(`批号 ${lot}`);
    await buyer.getByRole('button', { name: '关闭' }).click();

    const [download] = await Promise.all([buyer.waitForEvent('download'), row.getByTestId('paperwork').click()]);
    expect(download.suggestedFilename()).toBe(`报销资料-${orderNo}.zip`);
    const zip = await JSZip.loadAsync(fs.readFileSync(await download.path()));
    const names = Object.keys(zip.files);
    expect(names).toContain(`01-购销合同-${orderNo}.pdf`);
    expect(names).toContain(`03-送货验收单-${orderNo}.pdf`);
    const notePath = `${await download.path()}-note.pdf`;
    fs.writeFileSync(notePath, await zip.file(`03-送货验收单-${orderNo}.pdf`)!.async('uint8array'));
    const note = execFileSync('pdftotext', ['-enc', 'UTF-8', notePath, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    expect(note).toContain(orderNo);
    expect(note).toContain(lot);
    expect(note).toContain('共18种');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await zip.file('索引.xlsx')!.async('uint8array')) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(String(sheet.getCell('A2').value)).toBe(orderNo);
    expect(String(sheet.getCell('J2').value)).toContain('发票：尚未申请');
    await buyer.screenshot({ path: `${SHOTS}/paperwork-${size.width}.png`, fullPage: true });
  });
}
