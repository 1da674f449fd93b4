import { expect, test } from '@playwright/test';
import { signInAs } from './demo-accounts';
import { approvedCertificate, freshMember, memberPage, SIZES, withE2eDb } from './harness';
import { apiAs, demoWaterInCart, ensureBuyerDefaults, xlsxRows } from './orders-harness';
import { expectNoSidewaysScroll, shot } from './views';

/**
 * Issue 32, funds (经费卡; decision 0159), at 1280 and 390 px: the demo PI
 * creates a fund for the research group and adds to its budget; the student
 * orders for the group charged to it at checkout; the fund shows the amount
 * held and its ledger the order's reservation and the budget change.
 */

const label = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

for (const size of SIZES) {
  test(`at ${size.width} px the PI makes a fund, the student charges an order to it, the ledger shows both`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const code = `E2E-${size.width}-${Date.now().toString(36)}`;

    await signInAs(page, 'buyer');
    await page.goto('/member/organisations');
    await page.getByTestId('organisation-row').filter({ hasText: '王老师课题组' }).getByRole('link', { name: '王老师课题组' }).click();
    const funds = page.getByTestId('funds');
    await funds.getByRole('button', { name: '新建经费卡' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '新建经费卡' });
    await dialog.getByLabel('经费卡号 / 项目编号').fill(code);
    await dialog.getByLabel('名称').fill('端到端测试经费');
    await dialog.getByLabel('初始额度（元）').fill('1000');
    await dialog.getByRole('button', { name: label('保存') }).click();
    await expect(dialog).toBeHidden();
    const fund = funds.getByTestId('fund').filter({ hasText: code });
    await expect(fund).toContainText('可用 ¥1,000.00');
    await expect(fund).toContainText('全部采购人');

    await fund.getByRole('button', { name: '调整额度' }).click();
    const budget = page.getByRole('dialog').filter({ hasText: `调整额度：${code}` });
    await budget.getByLabel('金额（元）').fill('500');
    await budget.getByLabel('原因').fill('追加拨款');
    await budget.getByRole('button', { name: '确认调整' }).click();
    await expect(budget).toBeHidden();
    await expect(fund).toContainText('可用 ¥1,500.00');

    // The student charges an order to it at checkout.
    const student = await apiAs(browser, 'demo_student', 'Student12345');
    await ensureBuyerDefaults(student);
    const cartLineId = await demoWaterInCart(student);
    const studentPage = await memberPage(browser, size, 'demo_student', 'Student12345');
    await studentPage.goto(`/member/buyer/createOrder?cart=${cartLineId}`);
    const references = studentPage.getByTestId('purchase-references');
    await references.getByRole('combobox', { name: '为谁采购' }).click();
    await studentPage.locator('.ant-select-item-option', { hasText: '王老师课题组（以组织名义）' }).click();
    await references.getByRole('combobox', { name: '经费卡' }).click();
    await studentPage.locator('.ant-select-item-option', { hasText: code }).click();
    await expect(references.getByLabel('项目编号 / 经费卡号')).toHaveValue(code);
    await expect(studentPage.getByTestId('payable')).toContainText('¥');
    await expectNoSidewaysScroll(studentPage, { slackPx: 1 });
    await shot(studentPage, `fund-checkout-${size.width}`);
    await studentPage.getByRole('button', { name: '提交订单' }).click();
    const made = studentPage.getByTestId('created-order');
    await expect(made).toHaveCount(1);
    const orderNo = (await made.locator('[data-id-number="order"]').first().innerText()).trim();
    const submitted = await student.post<{ payableCents: number; status: string; fund: { code: string } | null }>('/submit_order', { orderNo });
    expect(submitted.fund?.code).toBe(code);
    await studentPage.context().close();

    // The PI sees the amount held and the ledger.
    await page.reload();
    const held = (submitted.payableCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect(fund).toContainText(`订单占用 ¥${held}`);
    await expect(page.getByTestId('organisation-order').filter({ hasText: orderNo })).toContainText(`经费卡 ${code}`);
    await fund.getByRole('button', { name: '流水' }).click();
    const ledger = page.getByTestId('fund-ledger');
    await expect(ledger.locator('tbody tr.ant-table-row')).toHaveCount(3);
    await expect(ledger.locator('tbody tr.ant-table-row').first()).toContainText('订单占用');
    await expect(ledger.locator('tbody tr.ant-table-row').first()).toContainText(orderNo);
    await expect(ledger).toContainText('追加拨款');
    await expect(ledger).toContainText('新建经费卡，初始额度');
    await shot(page, `fund-ledger-${size.width}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await fund.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page, { slackPx: 1 });
    await shot(page, `funds-${size.width}`, { fullPage: false });
  });
}

test('the whole chain for a new research group: fund and rules, an order for it at 1280 px, the PI approves on a phone, payment charges the fund, the report and the contract show it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const password = 'Chain12345';
  const [piName, studentName] = await Promise.all([freshMember('e2e_chain_pi', password), freshMember('e2e_chain_st', password)]);
  const pi = await apiAs(browser, piName, password);
  const student = await apiAs(browser, studentName, password);
  await ensureBuyerDefaults(student);
  const group = `链路课题组-${Date.now().toString(36)}`;
  const organisationId = (await pi.post<{ id: number }>('/organisation_create', { name: group })).id;
  await pi.post('/organisation_rules', {
    organisationId,
    approveEveryOrder: true,
    approvalAboveCents: null,
    approveRegulated: true,
    secondApprovalAboveCents: null,
    requireFund: true,
  });
  const code = `CHAIN-${Date.now().toString(36)}`;
  await pi.post('/organisation_fund_create', {
    organisationId,
    code,
    name: '链路测试经费',
    validFrom: '2025-01-01',
    validUntil: '2030-12-31',
    budgetCents: 500_000,
    chargerIds: null,
  });
  const invitation = await pi.post<{ id: number }>('/organisation_invite', { organisationId, who: studentName, roles: ['purchaser'] });
  await student.post('/organisation_invitation_answer', { invitationId: invitation.id, accept: true });
  await withE2eDb(async (db) => {
    const member = await db.selectFrom('members').select(['id', 'username']).where('username', '=', piName).executeTakeFirstOrThrow();
    await approvedCertificate(db, member, {
      scope: 'buyer',
      kind: 'hazardous_business_licence',
      number: '沪(杨)应急危化经字〔2025〕000777',
      holder: '端到端大学化学系',
      validTo: '2030-12-31',
    });
  });
  const cartLineId = await demoWaterInCart(student);

  // The student orders for the group, charged to its fund; the rules send it for approval.
  const studentPage = await memberPage(browser, SIZES[0]!, studentName, password);
  await studentPage.goto(`/member/buyer/createOrder?cart=${cartLineId}`);
  const references = studentPage.getByTestId('purchase-references');
  await references.getByRole('combobox', { name: '为谁采购' }).click();
  await studentPage.locator('.ant-select-item-option', { hasText: `${group}（以组织名义）` }).click();
  // The rules ask for a fund: the checkout says so (its preview is refused) and will not place the order without one.
  await expect(studentPage.getByTestId('checkout-error')).toContainText('该组织要求每张订单指定经费卡');
  await expect(studentPage.getByRole('button', { name: '提交订单' })).toBeDisabled();
  await references.getByRole('combobox', { name: '经费卡' }).click();
  await studentPage.locator('.ant-select-item-option', { hasText: code }).click();
  await references.getByLabel('采购单号').fill('PO-CHAIN-1');
  await studentPage.getByRole('button', { name: '提交订单' }).click();
  const made = studentPage.getByTestId('created-order');
  await expect(made).toHaveCount(1);
  const orderNo = (await made.locator('[data-id-number="order"]').first().innerText()).trim();
  const submitted = await student.post<{ status: string; payableCents: number }>('/submit_order', { orderNo });
  expect(submitted.status).toBe('pending_approval');

  // The PI, on a phone, sees the amount held on the fund and approves.
  const piPage = await memberPage(browser, SIZES[1]!, piName, password);
  await piPage.goto(`/member/organisations/${organisationId}`);
  const fund = piPage.getByTestId('fund').filter({ hasText: code });
  const yuan = (cents: number) => `¥${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(fund).toContainText(`订单占用 ${yuan(submitted.payableCents)}`);
  const waiting = piPage.getByTestId('approval-queue').getByTestId('pending-order').filter({ hasText: orderNo });
  await expect(waiting).toContainText(`经费卡 ${code}`);
  await waiting.getByRole('button', { name: label('通过') }).click();
  await expect(piPage.getByText('已审批通过，订单已提交给卖家')).toBeVisible();

  // Paid online through the development provider: the fund's hold becomes spending.
  const started = await student.get<{ paymentUrl: string }>('/payment', { orderNo, idempotencyKey: `e2e-${orderNo}`, onlineCents: submitted.payableCents });
  const tradeNo = new URL(started.paymentUrl, 'http://x').searchParams.get('tradeNo')!;
  const checkout = await student.post<{ notifications: { success: object } }>('/payment/dev_checkout_order', { tradeNo });
  await student.post('/payment/notify', checkout.notifications.success);
  await piPage.reload();
  await expect(fund).toContainText(`已支出 ${yuan(submitted.payableCents)}`);
  await expect(fund).toContainText('订单占用 ¥0.00');

  // The report by fund, and its export.
  const report = piPage.getByTestId('spending-report');
  await report.getByText('按经费卡').click();
  await expect(report.getByRole('row').filter({ hasText: code })).toContainText(yuan(submitted.payableCents));
  await report.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(piPage, { slackPx: 1 });
  await shot(piPage, 'spending-report-390', { fullPage: false });
  const downloading = piPage.waitForEvent('download');
  await report.getByRole('link', { name: '导出 Excel' }).click();
  const rows = await xlsxRows(await downloading);
  expect(rows[0]).toEqual(['经费卡', '订单数', '实付（元）', '已退款（元）', '净支出（元）']);
  expect(rows.find((r) => r[0] === `${code} 链路测试经费`)?.[1]).toBe('1');
  await piPage.context().close();

  // The contract names the group with what its owner proved.
  const contract = await studentPage.request.get(`/api/contract?orderNo=${orderNo}`);
  expect(await contract.text()).toContain(
    `采购单位：${group}（已核验：危险化学品经营许可证 端到端大学化学系（沪(杨)应急危化经字〔2025〕000777））；采购单号：PO-CHAIN-1`,
  );
  await studentPage.context().close();
});
