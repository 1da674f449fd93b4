import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { memberPage, SIZES, withE2eDb, type Size } from './harness';
import { readDownload } from './orders-harness';
import { SHOTS } from './views';

/**
 * Issue 29: a buyer pastes 20 lines and sends one inquiry; one seller quotes
 * every line in the browser sheet (keyboard, a refused row fixed, the draft
 * surviving a reload), another downloads the .xlsx, fills it and uploads it;
 * the buyer sees both sellers' quotations on every line. At 1280 and 390 px.
 */

const LINES = 20;

async function shot(page: Page, size: Size, name: string) {
  if (size.name === 'mobile')
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} scrolls sideways`).toBeLessThanOrEqual(size.width);
  await page.screenshot({ path: `${SHOTS}/quote-sheet-${name}-${size.width}.png`, fullPage: true });
}

/** Catalog substances nobody sells yet (no price reference to trip over), a different set per page size. */
async function quietCas(offset: number): Promise<string[]> {
  return withE2eDb(async (db) => {
    const rows = await db
      .selectFrom('substances')
      .select('cas')
      .where('cas', 'is not', null)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('goods').select('goods.id').whereRef('goods.substanceId', '=', 'substances.id'))))
      .orderBy('id')
      .offset(offset)
      .limit(LINES)
      .execute();
    return rows.map((r) => r.cas!);
  });
}

for (const [index, size] of SIZES.entries()) {
  test(`quotation sheet at ${size.width} px: 20 lines quoted in the browser and by .xlsx`, async ({ browser }) => {
    test.setTimeout(240_000);
    const cas = await quietCas(100 + index * LINES);
    expect(cas).toHaveLength(LINES);

    const buyer = await memberPage(browser, size, 'demo_buyer', 'Buyer12345');
    await buyer.goto('/member/buyer/inquiryAdd');
    await buyer.getByText('清单询价', { exact: true }).click();
    await buyer.getByLabel('粘贴清单').fill(cas.map((c, i) => `${c} ${i + 1} kg`).join('\n'));
    await buyer.getByRole('button', { name: '识别清单' }).click();
    await expect(buyer.getByTestId('list-matrix').getByTestId('matrix-row')).toHaveCount(LINES);
    await buyer.getByRole('button', { name: new RegExp(`发送询价（${LINES} 行）`) }).click();
    const sentNote = buyer.getByText(/询价已发布，询价单号 XJ\d+/);
    await expect(sentNote).toBeVisible();
    const inquiryNo = (await sentNote.textContent())!.match(/XJ\d+/)![0];

    // Seller 1 opens the whole inquiry from the list of lines to quote.
    const seller1 = await memberPage(browser, size, 'demo_seller', 'Seller12345');
    await seller1.goto(`/member/seller/inquiryManage/not_quote/1?keyword=${inquiryNo}`);
    await seller1.getByTestId('quote-sheet-link').first().click();
    const sheet = seller1.getByTestId('quote-sheet');
    await expect(sheet).toBeVisible();
    await expect(sheet.locator('table.quote-sheet tbody tr')).toHaveCount(LINES);
    await expect(seller1.getByTestId('sheet-allowance')).toContainText('24 小时内还可报价');

    // Prices typed down a column with Enter, as in a spreadsheet; packs of 500 g answer lines asked in kg.
    await seller1.getByLabel('第 1 行 单价（元）').click();
    for (let i = 1; i <= LINES; i++) {
      await seller1.keyboard.type(i === 5 ? '0' : String(40 + i));
      await seller1.keyboard.press('Enter');
    }
    await seller1.getByLabel('第 1 行 包装规格').click();
    for (let i = 1; i <= LINES; i++) {
      await seller1.keyboard.type('500');
      await seller1.keyboard.press('Enter');
    }
    for (let i = 1; i <= LINES; i++) await seller1.getByLabel(`第 ${i} 行 包装单位`).selectOption('g');
    await expect(seller1.getByLabel('第 20 行 单价（元）')).toHaveValue('60');
    await expect(seller1.getByTestId('draft-state')).toContainText('草稿已保存', { timeout: 15_000 });
    await seller1.reload();
    await expect(seller1.getByLabel('第 7 行 单价（元）')).toHaveValue('47');
    await expect(seller1.getByLabel('第 7 行 包装单位')).toHaveValue('g');

    await seller1.getByTestId('sheet-submit').click();
    await seller1
      .getByRole('dialog')
      .getByRole('button', { name: /^提\s*交$/ })
      .click();
    await expect(seller1.getByTestId('sheet-errors')).toContainText('第 5 行：单价须为正数（元）');
    await expect(seller1.getByTestId('sheet-row-5')).toHaveClass(/has-error/);
    await shot(seller1, size, 'refused-row');
    await seller1.getByLabel('第 5 行 单价（元）').fill('45');
    await seller1.getByTestId('sheet-submit').click();
    await seller1
      .getByRole('dialog')
      .getByRole('button', { name: /^提\s*交$/ })
      .click();
    await expect(seller1.getByTestId('sheet-result')).toContainText(`新报价 ${LINES} 行，更新 0 行，未变 0 行`);
    await expect(seller1.getByTestId('sheet-row-1')).toContainText('已报 ¥41.00/500 g');
    await shot(seller1, size, 'sent');

    // Seller 2 fills the downloaded .xlsx (1 kg packs) and uploads it.
    const seller2 = await memberPage(browser, size, 'demo_seller2', 'Seller12345');
    await seller2.goto(`/member/seller/inquiryManage/not_quote/1?keyword=${inquiryNo}`);
    await seller2.getByTestId('quote-sheet-link').first().click();
    await expect(seller2.getByTestId('quote-sheet').locator('table.quote-sheet tbody tr')).toHaveCount(LINES);
    const [download] = await Promise.all([seller2.waitForEvent('download'), seller2.getByTestId('sheet-download').click()]);
    expect(download.suggestedFilename()).toBe(`报价单-${inquiryNo}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readDownload(download)) as unknown as ArrayBuffer);
    const ws = workbook.getWorksheet('报价单')!;
    expect(ws.getRow(2).getCell(3).text).toBe(cas[0]);
    for (let r = 2; r <= LINES + 1; r++) {
      ws.getRow(r).getCell(9).value = 70 + r;
      ws.getRow(r).getCell(10).value = 1;
      ws.getRow(r).getCell(11).value = 'kg';
      ws.getRow(r).getCell(14).value = 3;
    }
    await seller2.getByLabel('上传填好的 Excel 报价单').setInputFiles({
      name: '报价单.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
    await expect(seller2.getByTestId('sheet-result')).toContainText(`新报价 ${LINES} 行`);
    await expect(seller2.getByTestId('sheet-row-20')).toContainText('已报 ¥91.00/1 kg');
    await shot(seller2, size, 'uploaded');

    // The buyer sees two quotations on every line.
    await buyer.goto(`/member/buyer/inquiryManage/all/1?keyword=${inquiryNo}`);
    await expect(buyer.getByText(inquiryNo).first()).toBeVisible();
    const counts = await withE2eDb((db) =>
      db
        .selectFrom('quotations')
        .innerJoin('inquiryLines', 'inquiryLines.id', 'quotations.lineId')
        .select((eb) => ['inquiryLines.lineNo', eb.fn.countAll<number>().as('n')])
        .where('quotations.status', '=', 'active')
        .where('inquiryLines.cas', 'in', cas)
        .groupBy('inquiryLines.lineNo')
        .execute(),
    );
    expect(counts.map((c) => Number(c.n))).toEqual(Array.from({ length: LINES }, () => 2));
    await buyer.context().close();
    await seller1.context().close();
    await seller2.context().close();
  });
}
