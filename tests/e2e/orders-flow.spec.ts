import { execFileSync } from 'node:child_process';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { capitalYuan } from '@/lib/server/orders/contract/numerals';
import { chinaToday } from '@/lib/shared/china-day';
import { signInWithPassword } from './harness';
import { demoRoleOf, signInAs } from './demo-accounts';
import { apiAs, backdateDispatch, fillQuote, readDownload, xlsxRows } from './orders-harness';
import { SHOTS } from './views';

/*
 * The whole order chain in Chromium at 1280 px, driven through the pages as
 * the people would: the buyer sends a list inquiry → demo_seller quotes →
 * the buyer accepts and orders from the quotation → downloads the contract
 * PDF and reads its text → pays at the cashier with a voucher and the
 * deposit → the seller ships with a tracking number → the buyer sees the
 * logistics and confirms receipt → requests an invoice, the seller uploads
 * it, the buyer downloads it → both export their orders as .xlsx.
 *
 * Sodium chloride is on no regulated list, so no certificate gate stands
 * before paying. Setup done outside the pages: the operator issues the buyer
 * a voucher of its own (signed API calls); the dispatch is moved back in the
 * database so the development logistics provider has events to show.
 */

const CAS = '7647-14-5';
const PRICE_YUAN = 268;
const VOUCHER = { faceValueCents: 2_000, minOrderCents: 10_000 };

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 900 } });

test.beforeAll(async ({ request }) => {
  // The first visit of a fresh server renders cold; warm the pages so each stays within the test's wait.
  for (const url of [
    '/login',
    '/member/buyer/inquiryAdd',
    '/member/seller/inquiryManage/not_quote/1',
    '/member/buyer/inquiryManage/all/1',
    '/member/buyer/createOrder',
    '/payment',
    '/member/buyer/orderPayList/1',
    '/member/seller/saleOrder/1',
    '/member/buyer/invoice/1',
  ])
    await request.get(url);
});

async function session(browser: Browser, account: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const role = demoRoleOf(account, password);
  if (role) await signInAs(page, role);
  else await signInWithPassword(page, account, password);
  return page;
}

/** The amount a page shows as "¥1,234.56", in cents. */
function centsIn(text: string): number {
  const match = text.match(/¥([\d,]+\.\d{2})/);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Math.round(Number(match[1]!.replace(/,/g, '')) * 100);
}

const yuan = (cents: number) => `¥${(cents / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;

/** The rows of an export as records keyed by the header row. */
function records(rows: string[][]): Record<string, string>[] {
  const [header, ...body] = rows;
  return body.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i] ?? ''])));
}

test('list inquiry → quotation → accept → order → contract PDF → voucher + deposit → shipped → logistics → receipt → invoice → both exports', async ({
  browser,
}) => {
  test.setTimeout(300_000);

  // Setup (signed API, as the operator's console does): a voucher of this run's own, so other specs' use of the demo vouchers does not matter.
  const voucherTitle = `全流程测试券${Date.now().toString(36).slice(-6)}`;
  await test.step('the operator issues the buyer a voucher', async () => {
    const operator = await apiAs(browser, 'operator', 'Operator12345');
    const today = chinaToday();
    const until = chinaToday(new Date(Date.now() + 30 * 86_400_000));
    const batch = await operator.post<{ id: number }>('/admin/voucher_create', {
      title: voucherTitle,
      ...VOUCHER,
      validFrom: today,
      validUntil: until,
      scope: '全场通用',
    });
    await operator.post('/admin/voucher_issue', { batchId: batch.id, account: 'demo_buyer' });
  });

  const buyer = await session(browser, 'demo_buyer', 'Buyer12345');
  const seller = await session(browser, 'demo_seller', 'Seller12345');

  let inquiryNo = '';
  await test.step('the buyer sends a list inquiry', async () => {
    await buyer.goto('/member/buyer/inquiryAdd');
    await buyer.getByText('清单询价', { exact: true }).click();
    await buyer.getByLabel('粘贴清单').fill(`${CAS} 1 kg\n50-99-7 500 g`);
    await buyer.getByRole('button', { name: '识别清单' }).click();
    await expect(buyer.getByTestId('list-matrix').getByTestId('matrix-row')).toHaveCount(2);
    await buyer.getByRole('button', { name: /发送询价（2 行）/ }).click();
    const done = buyer.getByText(/询价已发布，询价单号 XJ\d+/);
    await expect(done).toBeVisible();
    inquiryNo = (await done.textContent())!.match(/XJ\d+/)![0];
  });

  await test.step('demo_seller quotes ¥268 for a 1 kg pack', async () => {
    await seller.goto(`/member/seller/inquiryManage/not_quote/1?keyword=${inquiryNo}`);
    const row = seller.getByTestId('seller-row').filter({ hasText: CAS });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /报\s*价/ }).click();
    const modal = await fillQuote(seller, String(PRICE_YUAN), '1');
    await modal.getByRole('button', { name: '提交报价' }).click();
    await expect(modal).toBeHidden();
  });

  await test.step('the buyer accepts the quotation and orders from it', async () => {
    await buyer.goto('/member/buyer/inquiryManage/all/1');
    await buyer.getByTestId('inquiry-card').filter({ hasText: inquiryNo }).getByRole('button', { name: '查看报价' }).click();
    const line = buyer.getByTestId('quoted').getByTestId('line-1');
    await expect(line).toContainText(CAS);
    const quote = line.locator('tbody tr.ant-table-row');
    await expect(quote).toHaveCount(1);
    await expect(quote).toContainText(yuan(PRICE_YUAN * 100));
    await quote.getByRole('button', { name: /采\s*纳/ }).click();
    await buyer.getByRole('button', { name: '确认采纳' }).click();
    await expect(line).toContainText('待下单');
    await buyer
      .getByTestId('quoted')
      .getByRole('link', { name: /^下\s*单$/ })
      .click();
    await expect(buyer).toHaveURL(/\/member\/buyer\/createOrder\?quotations=\d+/);
  });

  let orderNo = '';
  let payableCents = 0;
  await test.step('createOrder: one order at the quoted price, made and its contract PDF read', async () => {
    const group = buyer.getByTestId('checkout-group');
    await expect(group).toHaveCount(1);
    await expect(group).toContainText(CAS);
    await expect(group).toContainText(yuan(PRICE_YUAN * 100));
    await expect(buyer.getByTestId('payable')).toContainText('¥');
    await buyer.screenshot({ path: `${SHOTS}/flow-create-order-1280.png`, fullPage: true });
    await buyer.getByRole('button', { name: '提交订单' }).click();
    const made = buyer.getByTestId('created-order');
    await expect(made).toHaveCount(1);
    orderNo = (await made.locator('[data-id-number="order"]').first().innerText()).trim();
    expect(orderNo).toMatch(/^DD\d{14}$/);
    payableCents = centsIn(await made.getByText(/^应付/).innerText());

    const [download] = await Promise.all([buyer.waitForEvent('download'), made.getByRole('link', { name: /下载合同 PDF/ }).click()]);
    const pdf = await readDownload(download);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', await download.path(), '-'], { encoding: 'utf8' });
    expect(text).toContain(orderNo);
    expect(text).toContain(CAS);
    expect(text).toContain('人民币');
    expect(text.replace(/\s+/g, '')).toContain(`人民币${capitalYuan(payableCents)}`);

    await made.getByRole('button', { name: '确认提交' }).click();
    await expect(made).toContainText('已提交');
    await made.getByRole('link', { name: '去付款' }).click();
    await expect(buyer).toHaveURL(new RegExp(`/payment\\?order=${orderNo}$`));
  });

  let paidCents = 0;
  await test.step('the cashier: the voucher takes ¥20 off, the deposit pays the rest', async () => {
    const cashier = buyer.getByTestId('cashier');
    await expect(cashier).toContainText(orderNo);
    await expect(buyer.getByTestId('cashier-due')).toHaveText(yuan(payableCents));
    await expect(cashier.getByTestId('cashier-blocked')).toHaveCount(0);
    const balanceBefore = centsIn(await cashier.getByText(/^使用预存款（可用/).innerText());
    await cashier.getByLabel('优惠券').click();
    await buyer.locator('.ant-select-item-option', { hasText: voucherTitle }).click();
    paidCents = payableCents - VOUCHER.faceValueCents;
    await expect(buyer.getByTestId('cashier-due')).toHaveText(yuan(paidCents));
    await expect(buyer.getByTestId('cashier-deposit')).toHaveValue((paidCents / 100).toFixed(2));
    await buyer.screenshot({ path: `${SHOTS}/flow-cashier-1280.png`, fullPage: true });
    await buyer.getByTestId('cashier-pay').click();
    await expect(buyer.getByTestId('cashier-result')).toContainText('付款成功');
    await expect(buyer.getByTestId('cashier-result')).toContainText(`已付 ${yuan(paidCents)}`);

    // The deposit went down by exactly what was paid from it; the voucher is now used.
    await buyer.goto('/member/account/property/1');
    await expect(buyer.getByTestId('balance')).toContainText(/\d/);
    await expect
      .poll(async () => Math.round(Number((await buyer.getByTestId('balance').innerText()).replace(/[^\d.]/g, '')) * 100))
      .toBe(balanceBefore - paidCents);
    await buyer.goto('/member/account/coupons');
    await expect(buyer.getByTestId('coupons').getByRole('tab', { name: /已使用/ })).toBeVisible();
    await buyer
      .getByTestId('coupons')
      .getByRole('tab', { name: /已使用/ })
      .click();
    await expect(buyer.getByTestId('voucher-card').filter({ hasText: voucherTitle })).toBeVisible();
  });

  const trackingNo = `SF${Date.now()}`.slice(0, 15);
  const saleRow = () => seller.getByTestId('sale-orders').locator('tr', { hasText: orderNo });
  await test.step('the seller ships it with a tracking number', async () => {
    await seller.goto('/member/seller/saleOrder/1?status=paid');
    await expect(saleRow()).toContainText('待发货');
    await saleRow()
      .getByRole('button', { name: /^发\s*货$/ })
      .click();
    await expect(seller.getByRole('dialog', { name: /发货/ })).toBeVisible();
    const dialog = seller.getByTestId('ship-dialog');
    await dialog.getByLabel('快递公司').click();
    await seller.locator('.ant-select-item-option').first().click();
    await dialog.getByLabel('物流单号').fill(trackingNo);
    await seller.getByRole('button', { name: /确认发货/ }).click();
    await expect(seller.getByText('已保存物流单号')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  // Test shortcut: two days pass, so the development logistics provider has the parcel collected and moving.
  backdateDispatch(orderNo, 2);

  await test.step('the buyer sees the logistics and confirms receipt', async () => {
    await buyer.goto('/member/buyer/orderPayList/1?status=dispatched');
    const row = buyer.getByTestId('order-table').locator('tbody tr', { hasText: orderNo });
    await expect(row).toContainText('已发货');
    await row.getByRole('button', { name: '查看物流' }).click();
    const info = buyer.getByTestId('ship-info');
    await expect(info).toContainText(trackingNo);
    await expect(info).toContainText('开发环境模拟');
    await expect(info.locator('.ant-timeline-item').first()).toBeVisible();
    await expect(info).toContainText('已揽收');
    await buyer.screenshot({ path: `${SHOTS}/flow-logistics-1280.png` });
    await buyer.keyboard.press('Escape');
    await expect(info).toBeHidden();

    await row.getByRole('button', { name: '确认收货' }).click();
    const ask = buyer.getByRole('dialog').filter({ hasText: '确认已收到货物？' });
    await expect(ask).toContainText(yuan(paidCents));
    await ask.getByRole('button', { name: '确认收货' }).click();
    await expect(buyer.getByText('已确认收货')).toBeVisible();
    await buyer.goto(`/member/buyer/orderPayList/1?keyword=${orderNo}`);
    await expect(buyer.getByTestId('order-table').locator('tbody tr', { hasText: orderNo })).toContainText('已收货');
  });

  const invoicePdf = Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% invoice for ${orderNo}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);
  await test.step('the buyer requests an invoice, the seller uploads it, the buyer downloads it', async () => {
    await buyer.goto('/member/buyer/invoice/1');
    const buyerRow = buyer.getByTestId('buyer-invoices').locator('tr', { hasText: orderNo });
    await buyerRow.getByRole('button', { name: /^申请开票$/ }).click();
    await expect(buyer.getByTestId('request-invoice')).toContainText('发票类型');
    await buyer.getByRole('button', { name: /提交申请/ }).click();
    await expect(buyer.getByText('已提交开票申请')).toBeVisible();
    await expect(buyerRow).toContainText('待开票');

    await seller.goto(`/member/seller/saleOrder/1?keyword=${orderNo}`);
    await saleRow()
      .getByRole('button', { name: /^开具发票$/ })
      .click();
    const issue = seller.getByTestId('issue-invoice-dialog');
    await issue.locator('input[type=file]').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: invoicePdf });
    await expect(issue.getByText('invoice.pdf')).toBeVisible();
    await expect(issue.locator('.ant-upload-list-item-uploading')).toHaveCount(0);
    const invoiceNumber = String(Date.now()).slice(-10);
    await issue.getByLabel('发票号码').fill(invoiceNumber);
    await seller.getByRole('button', { name: /提\s*交/ }).click();
    await expect(seller.getByText('发票已开具')).toBeVisible();

    await buyer.reload();
    await expect(buyerRow).toContainText('已开票');
    await buyerRow.getByRole('button', { name: /^查看发票$/ }).click();
    const view = buyer.getByTestId('view-invoice');
    await expect(view.getByTestId('invoice-number')).toHaveText(invoiceNumber);
    const [download] = await Promise.all([buyer.waitForEvent('download'), view.getByTestId('download-invoice').click()]);
    expect((await readDownload(download)).equals(invoicePdf)).toBe(true);
    await view.getByRole('button', { name: '关闭' }).click();
  });

  await test.step("both export their orders as .xlsx with this order's row", async () => {
    await buyer.goto('/member/buyer/orderPayList/1');
    const list = buyer.getByTestId('order-pay-list');
    await expect(list.getByTestId('order-table').locator('tbody tr', { hasText: orderNo })).toBeVisible();
    const [buyerExport] = await Promise.all([buyer.waitForEvent('download'), list.getByRole('link', { name: /导出/ }).click()]);
    expect(buyerExport.suggestedFilename()).toMatch(/\.xlsx$/);
    const bought = records(await xlsxRows(buyerExport)).filter((r) => r['订单号'] === orderNo);
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({ CAS号: CAS, 物流单号: trackingNo });
    expect(Number(bought[0]!['优惠（元）'])).toBe(VOUCHER.faceValueCents / 100);
    expect(Number(bought[0]!['已付（元）'])).toBe(paidCents / 100);

    await seller.goto(`/member/seller/saleOrder/1?keyword=${orderNo}`);
    await expect(saleRow()).toBeVisible();
    const [sellerExport] = await Promise.all([seller.waitForEvent('download'), seller.getByTestId('sale-export').click()]);
    expect(sellerExport.suggestedFilename()).toMatch(/\.xlsx$/);
    const sold = records(await xlsxRows(sellerExport));
    expect(sold.map((r) => r['订单号'])).toEqual([orderNo]);
    expect(sold[0]).toMatchObject({ CAS号: CAS, 物流单号: trackingNo });
    expect(Number(sold[0]!['单价（元）'])).toBe(PRICE_YUAN);
  });

  for (const page of [buyer, seller]) await page.context().close();
});
