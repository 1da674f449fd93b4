import { chinaThisMonth } from '@/lib/shared/china-month';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { importMembers } from '@/lib/server/account/service';
import { seedDeposit } from '@/tests/kits/money';
import { approvedCertificate, signInWithPassword, withE2eDb } from './harness';
import { DESKTOP, PHONE, SHOTS, expectNoSidewaysScroll } from './views';

/*
 * A seller asks for a payout of their proceeds; two operators approve the
 * batch (above ¥50,000 it needs two, and the one who prepared it may not
 * approve); the development payout provider's simulated notification pays
 * it; the seller sees it paid. At 1280 and at 390 px.
 */

const PASSWORD = 'Payout12345';
const HOLDER = '浙江端到端化工有限公司';

let counter = 0;

/** A fresh member stored straight in the end-to-end database (like harness.freshMember), with the roles asked for. */
async function member(prefix: string, roles: { seller?: boolean; operator?: boolean }): Promise<string> {
  counter += 1;
  const username = `${prefix}_${Date.now().toString(36)}_${counter}`;
  await withE2eDb(async (db) => {
    await importMembers(db, [
      {
        username,
        password: PASSWORD,
        memberType: 'licence',
        isBuyer: false,
        isSeller: roles.seller ?? false,
        displayName: `${prefix}${counter}`,
        companyName: roles.seller ? HOLDER : null,
      },
    ]);
    if (roles.operator) await db.updateTable('members').set({ isOperator: 1 }).where('username', '=', username).execute();
  });
  return username;
}

/** The seller's business licence approved (the verified name), a collecting account in that name, and proceeds to withdraw. */
async function verifiedSellerWithMoney(username: string, cents: number): Promise<void> {
  await withE2eDb(async (db) => {
    const { id } = await db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await approvedCertificate(
      db,
      { id, username },
      { scope: 'supplier', kind: 'business_licence', number: '91330100M000100Y12', holder: HOLDER, validTo: null },
    );
    await db
      .insertInto('collectingAccounts')
      .values({
        memberId: id,
        accountType: 'corporate',
        holder: HOLDER,
        bankCode: 'CCB',
        branch: '杭州西湖支行',
        accountNumber: `3300${Date.now()}`,
        isDefault: 1,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await seedDeposit(db, id, cents, `e2e-payout-${username}`);
  });
}

async function signedIn(browser: Browser, username: string, width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: width === PHONE.width ? PHONE : DESKTOP });
  await signInWithPassword(page, username, PASSWORD);
  return page;
}

// The first visit of a fresh server renders cold; warm the pages so the steps stay within their waits.
test.beforeAll(async ({ request }) => {
  for (const page of ['/login', '/member/seller/withdraw/1', '/admin/payouts']) await request.get(page);
});

for (const size of [DESKTOP, PHONE]) {
  test(`a seller's payout is approved by two operators and paid (${size.width} px)`, async ({ browser }) => {
    test.setTimeout(420_000);
    const sellerName = await member('po_seller', { seller: true });
    const [preparerName, firstName, secondName] = [
      await member('po_opa', { operator: true }),
      await member('po_opb', { operator: true }),
      await member('po_opc', { operator: true }),
    ];
    await verifiedSellerWithMoney(sellerName, 8_000_000);

    // The seller asks for ¥60,000.00 (above the two-approval threshold).
    const seller = await signedIn(browser, sellerName, size.width);
    await seller.goto('/member/seller/withdraw/1');
    const summary = seller.getByTestId('payout-summary');
    // A cold page on a loaded machine: the first answers may take a while.
    await expect(summary).toContainText('80,000.00', { timeout: 60_000 });
    await expect(summary).toContainText(HOLDER);
    await seller.getByLabel('收款账户', { exact: true }).click();
    await seller.getByTitle(new RegExp(HOLDER)).first().click();
    await seller.getByLabel('提现金额').fill('60000');
    await seller.getByRole('button', { name: '申请提现' }).click();
    await expect(seller.getByTestId('payout-confirm')).toContainText('¥60,000.00');
    await seller.getByRole('button', { name: '确认提现' }).click();
    const history = seller.getByTestId('payout-history');
    await expect(history.getByTestId('payout-status').first()).toHaveText('待审核');
    await expect(summary).toContainText('20,000.00');
    await expectNoSidewaysScroll(seller);
    await seller.screenshot({ path: `${SHOTS}/payouts-seller-${size.width}.png`, fullPage: true });
    const payoutNo = (await history.locator('.mono').first().innerText()).trim();

    // The first operator prepares the batch and may not approve it.
    const preparer = await signedIn(browser, preparerName, size.width);
    await preparer.goto('/admin/payouts');
    const queue = preparer.getByTestId('admin-payouts');
    await queue
      .getByRole('row', { name: new RegExp(payoutNo) })
      .getByRole('checkbox')
      .check();
    await queue.getByRole('button', { name: /所选编成批次/ }).click();
    await expect(preparer).toHaveURL(/\/admin\/payouts\/PB\d+$/, { timeout: 30_000 });
    const batchUrl = preparer.url();
    await expect(preparer.getByText('须两位不同的运营人员批准')).toBeVisible();
    // Four eyes: the preparer's 批准 is disabled and says why (the server refuses it too, PAYOUT_APPROVAL_REFUSED).
    await expect(preparer.getByRole('button', { name: /^批\s*准$/ })).toBeDisabled();
    await expect(preparer.getByTestId('approve-blocker')).toHaveText('这是你编制的批次，须由另一位运营人员批准');

    for (const name of [firstName, secondName]) {
      const approver = await signedIn(browser, name, size.width);
      await approver.goto(batchUrl);
      await approver.getByRole('button', { name: /^批\s*准$/ }).click();
      await expect(approver.getByText('已批准').first()).toBeVisible();
      await approver.close();
    }

    // Sent through the development provider, then its simulated notification pays it.
    await preparer.reload();
    await expect(preparer.getByTestId('batch-status')).toHaveText('已批准');
    await expect(preparer.getByRole('link', { name: /下载银行批量代付文件/ })).toBeVisible();
    await preparer.getByRole('button', { name: '发送打款' }).click();
    await expect(preparer.getByTestId('batch-payout-status')).toHaveText('打款中');
    await expect(preparer.getByText('开发环境模拟打款')).toBeVisible();
    await preparer.getByRole('button', { name: '模拟到账' }).click();
    await expect(preparer.getByTestId('batch-payout-status')).toHaveText('已到账');
    await expectNoSidewaysScroll(preparer);
    await preparer.screenshot({ path: `${SHOTS}/payouts-batch-${size.width}.png`, fullPage: true });

    await seller.reload();
    await expect(seller.getByTestId('payout-history').getByTestId('payout-status').first()).toHaveText('已到账');
    await expect(seller.getByTestId('payout-summary')).toContainText('20,000.00');
    await expectNoSidewaysScroll(seller);

    // The seller reads this month's statement: the payout is there, and the closing balance is what is left.
    await seller.goto(`/member/seller/statements?month=${chinaThisMonth()}`);
    const statement = seller.getByTestId('monthly-statement');
    await expect(statement.getByTestId('statement-closing')).toContainText('¥20,000.00', { timeout: 30_000 });
    await expect(statement).toContainText('提现/结算');
    await expect(statement).toContainText('¥60,000.00');
    await expect(statement.getByTestId('statement-movements')).toContainText(payoutNo);
    await expectNoSidewaysScroll(seller);
    await seller.screenshot({ path: `${SHOTS}/payouts-statement-${size.width}.png`, fullPage: true });
  });
}
