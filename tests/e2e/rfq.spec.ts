import { expect, test, type Locator, type Page } from '@playwright/test';
import { latestMailText, memberPage, setMemberEmail, SIZES, type Size } from './harness';
import { fillQuote } from './orders-harness';
import { SHOTS } from './views';

/**
 * The RFQ flow end to end: a buyer pastes a list of three CAS numbers (one
 * not in the catalog) and sends one inquiry; two sellers quote on aspirin —
 * one from the inquiry zone, one from their inquiry list — and the first
 * appends a better price per gram; the buyer compares per gram and accepts;
 * the other seller sees the line as lost; both sellers got mail. At 1280 px
 * and again at 390 px.
 */
const NOT_IN_CATALOG = '31415-92-6';
const SELLER1_MAIL = 'seller1@e2e.test';
const SELLER2_MAIL = 'seller2@e2e.test';

async function shot(page: Page, size: Size, name: string) {
  if (size.name === 'mobile')
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} scrolls sideways`).toBeLessThanOrEqual(size.width);
  await page.screenshot({ path: `${SHOTS}/rfq-${name}-${size.width}.png`, fullPage: true });
}

function quoteRows(line: Locator, size: Size): Locator {
  return size.name === 'mobile' ? line.getByTestId('quote-card') : line.locator('tbody tr.ant-table-row');
}

for (const size of SIZES) {
  test(`RFQ at ${size.width} px: list inquiry → two sellers quote, one appends → buyer compares per gram and accepts → loser sees it, both mailed`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    setMemberEmail('demo_seller', SELLER1_MAIL);
    setMemberEmail('demo_seller2', SELLER2_MAIL);

    // The buyer pastes three CAS numbers and sends one inquiry.
    const buyer = await memberPage(browser, size, 'demo_buyer', 'Buyer12345');
    await buyer.goto('/member/buyer/inquiryAdd');
    // Sending an empty line says what is missing, in Chinese, and keeps what was typed.
    await buyer.getByLabel('CAS 号').fill('64-17-6');
    await buyer.getByRole('button', { name: /发送询价/ }).click();
    await expect(buyer.getByText('CAS 号不正确：格式如 64-17-5，末位为校验位')).toBeVisible();
    await expect(buyer.getByText('请填写数量')).toBeVisible();
    await expect(buyer.getByLabel('CAS 号')).toHaveValue('64-17-6');
    await shot(buyer, size, 'inquiry-add-lines');
    await buyer.getByText('清单询价', { exact: true }).click();
    await buyer.getByLabel('粘贴清单').fill(`50-78-2 100 g\n7647-14-5 1 kg\n${NOT_IN_CATALOG} 500 g`);
    await buyer.getByRole('button', { name: '识别清单' }).click();
    const matrix = buyer.getByTestId('list-matrix');
    await expect(matrix.getByTestId('matrix-row')).toHaveCount(3);
    await expect(matrix.getByTestId('matrix-row').nth(0)).toContainText('目录中有');
    await expect(matrix.getByTestId('matrix-row').nth(2)).toContainText('目录外');
    await expect(buyer.getByTestId('matrix-summary')).toContainText('目录中有 2 行，目录外 1 行');
    await shot(buyer, size, 'inquiry-add-matrix');
    await buyer.getByRole('button', { name: /发送询价（3 行）/ }).click();
    const done = buyer.getByText(/询价已发布，询价单号 XJ\d+/);
    await expect(done).toBeVisible();
    const inquiryNo = (await done.textContent())!.match(/XJ\d+/)![0];

    // Seller 1 quotes from the inquiry zone: ¥60 / 100 g = ¥0.60/g.
    const seller1 = await memberPage(browser, size, 'demo_seller', 'Seller12345');
    await seller1.goto('/inquiryZone/1?keyword=50-78-2');
    const zoneCard = seller1.getByTestId('zone-inquiry').filter({ hasText: inquiryNo });
    await expect(zoneCard).toBeVisible();
    await expect(zoneCard).toContainText(NOT_IN_CATALOG);
    await expect(zoneCard).not.toContainText('13800138000');
    await shot(seller1, size, 'inquiry-zone');
    await zoneCard
      .getByTestId('zone-line')
      .filter({ hasText: '50-78-2' })
      .getByRole('button', { name: /报\s*价/ })
      .click();
    let modal = await fillQuote(seller1, '60', '100');
    await shot(seller1, size, 'quote-modal');
    await modal.getByRole('button', { name: '提交报价' }).click();
    await expect(modal).toBeHidden();

    // Seller 2 quotes from their inquiry list: ¥110 / 250 g = ¥0.44/g.
    const seller2 = await memberPage(browser, size, 'demo_seller2', 'Seller12345');
    await seller2.goto(`/member/seller/inquiryManage/not_quote/1?keyword=${inquiryNo}`);
    const toQuote = seller2.getByTestId('seller-row').filter({ hasText: '50-78-2' });
    await expect(toQuote).toBeVisible();
    await shot(seller2, size, 'seller-inquiry-manage');
    await toQuote.getByRole('button', { name: /报\s*价/ }).click();
    modal = await fillQuote(seller2, '110', '250');
    await modal.getByRole('button', { name: '提交报价' }).click();
    await expect(modal).toBeHidden();

    // Seller 1 appends a better price per gram (more per pack): ¥200 / 500 g = ¥0.40/g.
    await seller1.goto(`/member/seller/inquiryManage/quoted/1?keyword=${inquiryNo}`);
    const quoted = seller1.getByTestId('seller-row').filter({ hasText: '50-78-2' });
    await quoted.getByRole('button', { name: '追加报价' }).click();
    await expect(seller1.getByText(/你当前的报价：¥60\.00/)).toBeVisible();
    modal = await fillQuote(seller1, '200', '500');
    await modal.getByRole('button', { name: '提交追加报价' }).click();
    await expect(modal).toBeHidden();
    await quoted.getByRole('link', { name: /详\s*情/ }).click();
    await expect(seller1.getByTestId('quote-detail')).toBeVisible();
    await expect(seller1.getByTestId('detail-line-1').getByTestId('my-quotation')).toHaveCount(2);
    await expect(seller1.getByTestId('detail-line-1')).toContainText('已追加新报价');
    await shot(seller1, size, 'quote-detail');

    // The buyer compares per gram: seller 1's appended offer is the cheapest per gram, though dearer per pack.
    await buyer.goto('/member/buyer/inquiryManage/all/1');
    await expect(buyer.getByTestId('message-bell')).toBeVisible();
    await buyer.getByTestId('inquiry-card').filter({ hasText: inquiryNo }).getByRole('button', { name: '查看报价' }).click();
    const line = buyer.getByTestId('line-1');
    await expect(line).toContainText('50-78-2');
    const rows = quoteRows(line, size);
    await expect(rows).toHaveCount(2);
    // By landed cost (the default: the pack covering 100 g plus the seller's freight), seller 2's single 250 g pack comes first.
    await expect(rows.nth(0)).toContainText('¥125.00');
    await expect(rows.nth(0)).toContainText('+ 运费 ¥15.00');
    if (size.name === 'mobile') await line.getByText('折算单价', { exact: true }).click();
    else await line.getByRole('columnheader', { name: '折算单价' }).click();
    await expect(rows.nth(0)).toContainText('¥0.4000/g');
    await expect(rows.nth(0)).toContainText('最低价');
    await expect(rows.nth(0)).toContainText('¥200.00');
    await expect(rows.nth(1)).toContainText('¥0.4400/g');
    await expect(line).toContainText('报价历史（1）');
    await expect(buyer.getByTestId('line-3')).toContainText('目录外');
    await shot(buyer, size, 'quoted');
    await rows
      .nth(0)
      .getByRole('button', { name: /采\s*纳/ })
      .click();
    await buyer.getByRole('button', { name: '确认采纳' }).click();
    await expect(line).toContainText('待下单');
    await expect(quoteRows(line, size).nth(0)).toContainText('已采纳');

    // The other seller sees the line as lost.
    await seller2.goto(`/member/seller/inquiryManage/lost/1?keyword=${inquiryNo}`);
    await expect(seller2.getByTestId('seller-row').filter({ hasText: '50-78-2' })).toContainText('未中标');
    await shot(seller2, size, 'seller-lost');

    // Both sellers got mail; the messages are in the bell too.
    await expect.poll(() => safeMail(SELLER1_MAIL), { timeout: 20_000 }).toContain(`${inquiryNo} 中「`);
    expect(safeMail(SELLER1_MAIL)).toContain('已被买家采纳');
    await expect.poll(() => safeMail(SELLER2_MAIL), { timeout: 20_000 }).toContain(inquiryNo);
    expect(safeMail(SELLER2_MAIL)).toContain('未被采纳');
    expect(safeMail(SELLER2_MAIL)).not.toContain('¥');
    await seller2.getByTestId('message-bell').click();
    await expect(seller2.getByTestId('message-list')).toContainText(`报价未被采纳：${inquiryNo}`);
    await shot(seller2, size, 'messages');

    // The member home shows the latest messages.
    await buyer.goto('/member');
    await expect(buyer.getByTestId('latest-messages')).toContainText(inquiryNo);
    await shot(buyer, size, 'member-home');

    // The orders page is empty until orders exist.
    await buyer.goto('/member/buyer/inqueryOrder/1');
    await expect(buyer.getByText('还没有由询价生成的订单')).toBeVisible();
    await shot(buyer, size, 'inquiry-orders');
    for (const p of [buyer, seller1, seller2]) await p.context().close();
  });
}

function safeMail(address: string): string {
  try {
    return latestMailText(address);
  } catch {
    return '';
  }
}

test('the inquiry zone is public and server-rendered; bad and past-the-end pages redirect; visitors are asked to sign in', async ({ page }) => {
  const html = await (await page.request.get('/inquiryZone/1')).text();
  expect(html).toContain('询价专区');
  expect(html).toContain('data-testid="zone-inquiry"');
  await page.goto('/inquiryZone/abc');
  await expect(page).toHaveURL(/\/inquiryZone\/1$/);
  await page.goto('/inquiryZone/999');
  await expect(page).toHaveURL(/\/inquiryZone\/\d+$/);
  expect(page.url()).not.toMatch(/\/999$/);
  const login = page
    .getByTestId('zone-inquiry')
    .first()
    .getByRole('link', { name: /登录后报价/ })
    .first();
  await expect(login).toBeVisible();
  await login.click();
  await expect(page).toHaveURL(/\/login\?redirect=%2FinquiryZone%2F/);
});
