import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './demo-accounts';
import { freshMember, memberPage, openMemberMenu, SIZES } from './harness';
import { apiAs, demoWaterInCart, ensureBuyerDefaults } from './orders-harness';
import { expectNoSidewaysScroll, shot } from './views';

/**
 * Issue 32, organisations (decision 0158), at 1280 and 390 px: the demo
 * teacher opens their research group from the member menu, invites one
 * member by username (who accepts from 我的组织) and another by a link (who
 * joins from it), changes a role, removes a member with confirmation, and
 * voids the link. The history keeps who was removed and by whom.
 */

/** antd puts a space between the two characters of a two-character button label. */
const label = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

async function memberRow(page: Page, username: string) {
  return page.getByTestId('member-row').and(page.locator(`[data-username="${username}"]`));
}

for (const size of SIZES) {
  test(`at ${size.width} px the owner of a research group invites, changes roles, removes and voids a link`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const password = 'Group12345';
    const [invitee, linkJoiner] = await Promise.all([freshMember(`e2e_orgi${size.width}`, password), freshMember(`e2e_orgl${size.width}`, password)]);

    await signInAs(page, 'buyer');
    const menu = await openMemberMenu(page);
    await menu.getByRole('link', { name: '我的组织' }).click();
    await expect(page).toHaveURL(/\/member\/organisations$/);
    const row = page.getByTestId('organisation-row').filter({ hasText: '王老师课题组' });
    await expect(row).toContainText('负责人');
    await row.getByRole('link', { name: '王老师课题组' }).click();
    await expect(page.getByRole('heading', { name: '王老师课题组' })).toBeVisible();
    await expect(await memberRow(page, 'demo_student')).toContainText('采购人');

    // By username: the invitee answers from 我的组织.
    const inviteForm = page.getByTestId('invite-form');
    await inviteForm.getByPlaceholder('用户名或手机号').fill('no_such_member_here');
    await inviteForm.getByRole('button', { name: '发送邀请' }).click();
    await expect(inviteForm).toContainText('没有用户名或手机号为「no_such_member_here」的会员');
    await inviteForm.getByPlaceholder('用户名或手机号').fill(invitee);
    await inviteForm.getByRole('button', { name: '发送邀请' }).click();
    await expect(page.getByTestId('open-invitation').filter({ hasText: `邀请 ${invitee}` })).toBeVisible();

    const inviteePage = await memberPage(browser, size, invitee, password);
    await inviteePage.goto('/member/organisations');
    const toMe = inviteePage.getByTestId('invitation-to-me').filter({ hasText: '王老师课题组' });
    await expect(toMe).toContainText('demo_buyer 邀请您加入课题组');
    await toMe.getByRole('button', { name: label('接受') }).click();
    await expect(inviteePage).toHaveURL(/\/member\/organisations\/\d+$/);
    await expect(inviteePage.getByRole('heading', { name: '王老师课题组' })).toBeVisible();
    await expect(inviteePage.getByText('邀请成员和调整角色由组织的负责人进行')).toBeVisible();
    await inviteePage.context().close();

    // By link: made here, opened by another member, who joins with one click.
    const linkForm = page.getByTestId('link-form');
    await linkForm.getByRole('button', { name: /生成邀请链接/ }).click();
    const url = (await page.getByTestId('fresh-link-url').textContent())!;
    expect(url).toMatch(/\/member\/organisations\/join\/[A-Za-z0-9_-]{32}$/);
    await expectNoSidewaysScroll(page, { slackPx: 1 });
    await shot(page, `organisation-owner-${size.width}`);

    const joinerPage = await memberPage(browser, size, linkJoiner, password);
    await joinerPage.goto(new URL(url).pathname);
    const join = joinerPage.getByTestId('join');
    await expect(join).toContainText('demo_buyer 邀请您加入课题组「王老师课题组」');
    await expect(join).toContainText('采购人');
    await shot(joinerPage, `organisation-join-${size.width}`);
    await join.getByRole('button', { name: label('加入') }).click();
    await expect(joinerPage.getByRole('heading', { name: '王老师课题组' })).toBeVisible();
    await joinerPage.context().close();

    // The owner sees both; gives the link's member the approver role, and removes the invitee.
    await page.reload();
    const joined = await memberRow(page, linkJoiner);
    await joined.getByRole('button', { name: label('角色') }).click();
    const rolesDialog = page.getByRole('dialog');
    await rolesDialog.getByRole('checkbox', { name: /审批人/ }).check();
    await rolesDialog.getByRole('button', { name: label('保存') }).click();
    await expect(rolesDialog).toBeHidden();
    await expect(joined).toContainText('审批人');

    await (await memberRow(page, invitee)).getByRole('button', { name: label('移出') }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `把 测试买家（账号 ${invitee}） 移出「王老师课题组」？` });
    await confirm.getByRole('button', { name: label('移出') }).click();
    await expect(await memberRow(page, invitee)).toHaveCount(0);
    await expect(page.getByTestId('former-member').filter({ hasText: invitee })).toContainText('由 demo_buyer 移出');

    // The link, voided after a confirmation, leaves the open list.
    const openLink = page.getByTestId('open-invitation').filter({ hasText: '邀请链接（已使用 1 次）' });
    await openLink.getByRole('button', { name: label('作废') }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: '作废这个邀请链接？' })
      .getByRole('button', { name: label('作废') })
      .click();
    await expect(openLink).toHaveCount(0);
    await expectNoSidewaysScroll(page, { slackPx: 1 });
    await shot(page, `organisation-history-${size.width}`);
  });
}

test('a student orders for the research group with a purchase-order number at 1280 px; on a phone the PI approves the order waiting for it and finds the new one', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const student = await apiAs(browser, 'demo_student', 'Student12345');
  await ensureBuyerDefaults(student);
  const cartLineId = await demoWaterInCart(student);

  const studentPage = await memberPage(browser, SIZES[0]!, 'demo_student', 'Student12345');
  await studentPage.goto(`/member/buyer/createOrder?cart=${cartLineId}`);
  const references = studentPage.getByTestId('purchase-references');
  await references.getByRole('combobox', { name: '为谁采购' }).click();
  await studentPage.locator('.ant-select-item-option', { hasText: '王老师课题组（以组织名义）' }).click();
  const purchaseOrderNo = `PO-E2E-${Date.now().toString(36)}`;
  await references.getByLabel('采购单号').fill(purchaseOrderNo);
  await references.getByLabel('项目编号 / 经费卡号').fill('NSFC-22178001');
  await expect(studentPage.getByTestId('payable')).toContainText('¥');
  await shot(studentPage, 'organisation-checkout-1280');
  await studentPage.getByRole('button', { name: '提交订单' }).click();
  const made = studentPage.getByTestId('created-order');
  await expect(made).toHaveCount(1);
  const orderNo = (await made.locator('[data-id-number="order"]').first().innerText()).trim();
  const contract = await studentPage.request.get(`/api/contract?orderNo=${orderNo}`);
  // Another spec may have had the PI's licence approved: the organisation's verified details then follow its name.
  expect(await contract.text()).toMatch(
    new RegExp(`采购信息：采购单位：王老师课题组(（已核验：[^；]*）)?；采购单号：${purchaseOrderNo}；项目编号：NSFC-22178001`),
  );
  await student.post('/submit_order', { orderNo });
  await studentPage.context().close();

  await page.setViewportSize({ width: SIZES[1]!.width, height: SIZES[1]!.height });
  await signInAs(page, 'buyer');
  await page.goto('/member/organisations');
  await page.getByTestId('organisation-row').filter({ hasText: '王老师课题组' }).getByRole('link', { name: '王老师课题组' }).click();
  const order = page.getByTestId('organisation-order').filter({ hasText: orderNo });
  await expect(order).toContainText(`采购单号 ${purchaseOrderNo}`);
  await expect(order).toContainText('小李（账号 demo_student） 向');
  await order.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page, { slackPx: 1 });
  await shot(page, 'organisation-orders-390', { fullPage: false });

  // The demo's order above the group's ¥500 rule waits for the PI (lib/server/workflows/demo-organisation.ts).
  const queue = page.getByTestId('approval-queue');
  const waiting = queue.getByTestId('pending-order').filter({ hasText: 'PO-2026-118' });
  await waiting.scrollIntoViewIfNeeded();
  await expect(waiting).toContainText('小李（账号 demo_student）');
  await expect(waiting).toContainText('需 1 级审批');
  await shot(page, 'organisation-approval-390', { fullPage: false });
  await waiting.getByRole('button', { name: label('通过') }).click();
  await expect(page.getByText('已审批通过，订单已提交给卖家')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect(page.getByTestId('organisation-order').filter({ hasText: 'PO-2026-118' })).toContainText('待付款');
});
