import { expect, test, type Browser, type Page } from '@playwright/test';
import { importMembers } from '@/lib/server/account/service';
import { chinaToday } from '@/lib/shared/china-day';
import { rechargeNumber } from '@/lib/shared/money';
import { signInWithPassword, withE2eDb } from './harness';
import { DESKTOP, PHONE, SHOTS, expectNoSidewaysScroll } from './views';

/*
 * An operator uploads a settlement file in which the provider reports an
 * online recharge as paid that we still hold as waiting (its notification
 * never came); the mismatch is listed, resolved with a note, and shows who
 * resolved it. A file that is not a bill is refused with its reason. At 1280
 * and at 390 px.
 */

const PASSWORD = 'Recon12345';
const HEADER = '渠道流水号,商户单号,业务类型,金额(元),手续费(元),状态,完成时间';

let counter = 0;

/** A fresh operator, and an online recharge of a fresh member still waiting for the development provider's notification. */
async function operatorAndWaitingRecharge(): Promise<{ operator: string; rechargeNo: string }> {
  counter += 1;
  const stamp = `${Date.now().toString(36)}_${counter}`;
  const [operator, payer] = [`rec_op_${stamp}`, `rec_payer_${stamp}`];
  return withE2eDb(async (db) => {
    await importMembers(db, [
      { username: operator, password: PASSWORD, memberType: 'teacher', isBuyer: false, isSeller: false, displayName: `对账员${counter}`, companyName: null },
      { username: payer, password: PASSWORD, memberType: 'teacher', isBuyer: true, isSeller: false, displayName: '付款人', companyName: null },
    ]);
    await db.updateTable('members').set({ isOperator: 1 }).where('username', '=', operator).execute();
    const { id: memberId } = await db.selectFrom('members').select('id').where('username', '=', payer).executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const row = await db
      .insertInto('recharges')
      .values({
        memberId,
        method: 'online',
        amountCents: 30_000,
        status: 'pending',
        proofUploadId: null,
        payerName: null,
        remark: null,
        provider: 'dev',
        providerTradeNo: null,
        idempotencyKey: `e2e-rec-${stamp}`,
        rejectReason: null,
        reviewedBy: null,
        settledAt: null,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { operator, rechargeNo: rechargeNumber(row.id) };
  });
}

async function signedIn(browser: Browser, username: string, width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: width === PHONE.width ? PHONE : DESKTOP });
  await signInWithPassword(page, username, PASSWORD);
  return page;
}

const fileInput = (page: Page) => page.locator('input[type=file]');

test.beforeAll(async ({ request }) => {
  await request.get('/admin/reconciliation');
});

for (const size of [DESKTOP, PHONE]) {
  test(`a settlement file's mismatch is listed and resolved with a note (${size.width} px)`, async ({ browser }) => {
    test.setTimeout(300_000);
    const { operator, rechargeNo } = await operatorAndWaitingRecharge();
    const page = await signedIn(browser, operator, size.width);
    await page.goto('/admin/reconciliation');
    await expect(page.getByRole('heading', { name: '对账' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('开发环境模拟：')).toBeVisible();

    // Not a bill: refused, with the reason on the page.
    await fileInput(page).setInputFiles({ name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('单号,金额\nR1,1.00\n') });
    await page.getByRole('button', { name: '开始对账' }).click();
    await expect(page.getByText(/未对账：对账单表头缺少列/)).toBeVisible();

    // The provider's bill: our waiting recharge, paid on its side.
    const bill = `\uFEFF# 测试渠道对账单\r\n${HEADER}\r\nE2E${counter}${size.width},${rechargeNo},payment,300.00,1.80,success,${chinaToday()} 09:30:00\r\n`;
    await fileInput(page).setInputFiles({ name: `bill-${size.width}.csv`, mimeType: 'text/csv', buffer: Buffer.from(bill) });
    await page.getByRole('button', { name: '开始对账' }).click();
    await expect(page.getByText(/对账单 1 笔/)).toBeVisible({ timeout: 30_000 });

    const row = page.getByRole('row', { name: new RegExp(rechargeNo) });
    await expect(row).toContainText('我方缺失');
    await expect(row).toContainText('可能未收到渠道通知');
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/reconciliation-${size.width}.png`, fullPage: true });

    await row.getByRole('button', { name: /^处\s*理$/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: '确认处理' })).toBeDisabled();
    await dialog.getByLabel('处理说明').fill('已向渠道查询：付款成功，补发通知后到账');
    await dialog.getByRole('button', { name: '确认处理' }).click();
    await expect(page.getByText(/差异 #\d+ 已处理/)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(rechargeNo) })).toHaveCount(0);

    await page.getByText(/^已处理/).click();
    const resolved = page.getByRole('row', { name: new RegExp(rechargeNo) });
    await expect(resolved).toContainText('已向渠道查询：付款成功，补发通知后到账');
    await expect(resolved).toContainText(`对账员${counter}`);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/reconciliation-resolved-${size.width}.png`, fullPage: true });
  });
}
