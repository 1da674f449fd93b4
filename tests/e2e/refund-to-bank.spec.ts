import { expect, test, type Browser, type Page } from '@playwright/test';
import { importMembers } from '@/lib/server/account/service';
import { seedDeposit } from '@/tests/kits/money';
import { approvedCertificate, signInWithPassword, withE2eDb } from './harness';
import { apiAs, ensureBuyerDefaults, paidOrder } from './orders-harness';
import { DESKTOP, PHONE, SHOTS, expectNoSidewaysScroll } from './views';

/*
 * A refund of a bank-transfer payment goes back to the buyer's bank account
 * (decision 0139), and the platform pays it by hand: the seller refunds part
 * of an order paid by transfer; the buyer, who keeps no account with us,
 * names one in their verified name on the order; one operator batches the
 * payout, another approves it; the batch is paid in the bank's portal and
 * the operator records the bank's serial number; the buyer sees the refund
 * back in their bank account. At 1280 and 390 px.
 */

const PASSWORD = 'Refund12345';
const HOLDER = '苏州端到端试剂有限公司';

let counter = 0;

/** A fresh member in the end-to-end database; a buyer gets an approved licence in HOLDER's name (their verified name) and a deposit. */
async function member(prefix: string, role: 'buyer' | 'operator'): Promise<string> {
  counter += 1;
  const username = `${prefix}_${Date.now().toString(36)}_${counter}`;
  await withE2eDb(async (db) => {
    await importMembers(db, [
      {
        username,
        password: PASSWORD,
        memberType: 'licence',
        isBuyer: role === 'buyer',
        isSeller: false,
        displayName: `${prefix}${counter}`,
        companyName: role === 'buyer' ? HOLDER : null,
      },
    ]);
    const { id } = await db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    if (role === 'operator') {
      await db.updateTable('members').set({ isOperator: 1 }).where('id', '=', id).execute();
      return;
    }
    await approvedCertificate(
      db,
      { id, username },
      { scope: 'buyer', kind: 'hazardous_business_licence', number: '苏(苏)应急危化经字〔2024〕000321', holder: HOLDER, validTo: '2099-12-31' },
    );
    await seedDeposit(db, id, 100_000, `e2e-refund-${username}`);
  });
  return username;
}

async function signedIn(browser: Browser, username: string, width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: width === PHONE.width ? PHONE : DESKTOP });
  await signInWithPassword(page, username, PASSWORD);
  return page;
}

test.beforeAll(async ({ request }) => {
  for (const url of ['/login', '/member/buyer/orderPayList/1', '/admin/payouts']) await request.get(url);
});

for (const size of [DESKTOP, PHONE]) {
  test(`a bank-transfer refund goes back to the buyer's bank, paid by hand (${size.width} px)`, async ({ browser }) => {
    test.setTimeout(420_000);
    const [buyerName, preparerName, approverName] = [await member('rb_buyer', 'buyer'), await member('rb_opa', 'operator'), await member('rb_opb', 'operator')];

    // Set-up through the API, as the parties would: the buyer pays by bank transfer, an operator confirms it, the seller refunds ¥2.00.
    const buyerApi = await apiAs(browser, buyerName, PASSWORD);
    await ensureBuyerDefaults(buyerApi);
    const order = await paidOrder(buyerApi, 'transfer');
    const operatorApi = await apiAs(browser, 'operator', 'Operator12345');
    await operatorApi.get('/confirm_order_payment', { paymentId: order.transferPaymentId!, decision: 'confirm' });
    const sellerApi = await apiAs(browser, 'demo_seller', 'Seller12345');
    await sellerApi.post('/order_partial_refund', {
      orderNo: order.orderNo,
      amountCents: 200,
      reason: '少发一瓶，退回差价',
      idempotencyKey: `e2e-rb-${order.orderNo}`,
    });

    // The buyer opens the order: the refund waits in the deposit; they name the bank account.
    const buyer = await signedIn(browser, buyerName, size.width);
    await buyer.goto(`/member/buyer/orderPayList/1?orderNo=${order.orderNo}`);
    await expect(buyer.getByText(order.orderNo).first()).toBeVisible({ timeout: 45_000 });
    await buyer
      .getByRole('button', { name: /^详\s*情$/ })
      .first()
      .click();
    const refund = buyer.getByTestId('order-refunds').getByTestId('refund').first();
    await expect(refund.getByTestId('refund-status')).toHaveText('已退到预存款，待退回银行账户', { timeout: 15_000 });
    await expect(refund).toContainText('¥2.00');
    await refund.getByRole('button', { name: '退回到银行账户' }).click();
    const dialog = buyer.getByRole('dialog', { name: /退回银行账户/ });
    await expect(dialog.getByLabel('户名')).toHaveValue(HOLDER, { timeout: 15_000 });
    // Typed and chosen with Enter, as a person using the keyboard would: a click on an option of the
    // long bank list could land while the list still scrolled into place (CI's busy machine).
    await dialog.getByLabel('开户银行').click();
    await buyer.keyboard.type('招商');
    await buyer.keyboard.press('Enter');
    await dialog.getByLabel('银行账号').fill(`5120${Date.now()}`);
    await buyer.screenshot({ path: `${SHOTS}/refund-to-bank-dialog-${size.width}.png` });
    await dialog.getByRole('button', { name: '确认退回到此账户' }).click();
    // The dialog closes once the payout is made; a refusal stays in it, and the failure then says which.
    const problem = dialog.getByTestId('refund-payout-problem');
    await expect
      .poll(async () => ((await problem.count()) > 0 ? `refused: ${await problem.innerText()}` : (await dialog.isVisible()) ? 'still open' : 'closed'), {
        timeout: 30_000,
      })
      .toBe('closed');
    await expect(refund.getByTestId('refund-status')).toHaveText('正在退回银行账户', { timeout: 30_000 });
    await expect(refund.getByTestId('refund-where')).toContainText('正在经平台打款退回买家银行账户');
    const payoutNo = (await refund.getByTestId('refund-where').innerText()).match(/PO\d+/)![0];
    await expectNoSidewaysScroll(buyer);

    // One operator batches it, another approves it.
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
    const approver = await signedIn(browser, approverName, size.width);
    await approver.goto(batchUrl);
    await approver.getByRole('button', { name: /^批\s*准$/ }).click();
    await expect(approver.getByTestId('batch-status')).toHaveText('已批准');
    await approver.close();

    // Paid by hand in the bank's portal; the operator records the bank's serial number.
    await preparer.reload();
    await expect(preparer.getByTestId('batch-status')).toHaveText('已批准');
    await preparer.getByRole('button', { name: /已在网银付款/ }).click();
    await preparer.getByRole('button', { name: '已在网银付款', exact: true }).click();
    await expect(preparer.getByTestId('batch-payout-status')).toHaveText('打款中', { timeout: 15_000 });
    await preparer.getByRole('button', { name: '登记到账' }).click();
    await preparer.getByLabel('银行流水号').fill('太短');
    await preparer.getByRole('button', { name: '确认已到账' }).click();
    await expect(preparer.getByTestId('hand-paid-problem')).toContainText('银行流水号应为');
    // One bank receipt backs one payout: each run records a serial number of its own.
    const serialNo = `CMB${Date.now()}`;
    await preparer.getByLabel('银行流水号').fill(serialNo);
    await preparer.getByRole('button', { name: '确认已到账' }).click();
    await expect(preparer.getByTestId('batch-payout-status')).toHaveText('已到账', { timeout: 15_000 });
    await expect(preparer.getByText(serialNo)).toBeVisible();
    await expectNoSidewaysScroll(preparer);
    await preparer.screenshot({ path: `${SHOTS}/refund-to-bank-batch-${size.width}.png`, fullPage: true });

    // The buyer sees the refund back in their bank account.
    await buyer.reload();
    await buyer
      .getByRole('button', { name: /^详\s*情$/ })
      .first()
      .click();
    const done = buyer.getByTestId('order-refunds').getByTestId('refund').first();
    await expect(done.getByTestId('refund-status')).toHaveText('已退回', { timeout: 15_000 });
    await expect(done.getByTestId('refund-where')).toContainText('已退回买家银行账户');
    await expect(done.getByRole('button', { name: '退回到银行账户' })).toHaveCount(0);
    await expectNoSidewaysScroll(buyer);
    await buyer.screenshot({ path: `${SHOTS}/refund-to-bank-done-${size.width}.png`, fullPage: true });
  });
}
