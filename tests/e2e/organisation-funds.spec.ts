import { expect, test } from '@playwright/test';
import { signInAs } from './demo-accounts';
import { memberPage, SIZES, withE2eDb } from './harness';
import { apiAs, ensureBuyerDefaults } from './orders-harness';
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
    const goodsId = await withE2eDb(async (db) => {
      const row = await db
        .selectFrom('goods')
        .innerJoin('members', 'members.id', 'goods.sellerId')
        .innerJoin('substances', 'substances.id', 'goods.substanceId')
        .select('goods.id')
        .where('members.username', '=', 'demo_seller')
        .where('substances.cas', '=', '7732-18-5')
        .where('goods.status', '=', 'on_shelf')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    const cart = await student.post<{ lines: { id: number; goodsId: number }[] }>('/cart_add', { goodsId, quantity: 1 });
    const line = cart.lines.find((l) => l.goodsId === goodsId)!;
    const studentPage = await memberPage(browser, size, 'demo_student', 'Student12345');
    await studentPage.goto(`/member/buyer/createOrder?cart=${line.id}`);
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
    await expect(ledger.locator('tbody tr')).toHaveCount(3);
    await expect(ledger.locator('tbody tr').first()).toContainText('订单占用');
    await expect(ledger.locator('tbody tr').first()).toContainText(orderNo);
    await expect(ledger).toContainText('追加拨款');
    await expect(ledger).toContainText('新建经费卡，初始额度');
    await shot(page, `fund-ledger-${size.width}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await fund.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page, { slackPx: 1 });
    await shot(page, `funds-${size.width}`, { fullPage: false });
  });
}
