import { expect, test } from '@playwright/test';
import { child, parseCxml } from '@/lib/server/punchout/cxml';
import { structureProblems } from '@/lib/server/punchout/cxml-structure';
import { cartLinesOf, ProcurementSimulator, totalOf } from '../api/procurement-simulator';
import { freshMember, memberPage, SIZES } from './harness';
import { apiAs, ensureBuyerDefaults } from './orders-harness';
import { expectNoSidewaysScroll, shot } from './views';

/**
 * Issue 34, cXML PunchOut (decision 0165), at 1280 and 390 px: an owner
 * connects the group's procurement system on 会员中心 → PunchOut 采购系统;
 * the system (a simulator in this test) sends a setup request; the
 * purchaser's browser opens the start link, adds a product to the cart and
 * sends the cart back with 送回采购系统; the approved requisition comes back
 * as an OrderRequest and the owner finds the order with its PO number.
 */

const PRODUCT = '/products/64-17-5.html';

for (const size of SIZES) {
  test(`PunchOut at ${size.width} px: connect, shop from the procurement system, send the cart back, the OrderRequest becomes the group's order`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const piName = await freshMember('e2e_pout', 'Teacher12345');
    const studentName = await freshMember('e2e_pous', 'Teacher12345');
    const pi = await apiAs(browser, piName, 'Teacher12345');
    const group = `PunchOut课题组${size.width}${Date.now().toString(36)}`;
    const organisation = await pi.post<{ id: number }>('/organisation_create', { name: group });
    const invitation = await pi.post<{ id: number }>('/organisation_invite', { organisationId: organisation.id, who: studentName, roles: ['purchaser'] });
    const student = await apiAs(browser, studentName, 'Teacher12345');
    await student.post('/organisation_invitation_answer', { invitationId: invitation.id, accept: true });
    await ensureBuyerDefaults(student);

    // The owner connects the procurement system; the shared secret is shown once.
    const ownerPage = await memberPage(browser, size, piName, 'Teacher12345');
    await ownerPage.goto('/member/account/punchout');
    await expect(ownerPage.getByText('还没有接入的采购系统')).toBeVisible();
    await expect(ownerPage.getByText(/\/punchout\/cxml$/)).toBeVisible();
    await ownerPage.getByRole('button', { name: '接入采购系统' }).click();
    const dialog = ownerPage.getByRole('dialog').filter({ hasText: '以 cXML PunchOut 接入采购系统' });
    await dialog.getByRole('button', { name: /^接\s*入$/ }).click();
    await expect(dialog.getByText('请填写采购系统名称')).toBeVisible();
    await expect(dialog.getByText('请填写身份')).toBeVisible();
    const identity = `AN${size.width}${Date.now()}`;
    await dialog.getByLabel('采购系统名称').fill('学校采购平台');
    await dialog.getByLabel('身份', { exact: true }).fill(identity);
    await dialog.getByLabel('默认采购人').click();
    // The owner is a purchaser too, but a procurement system never signs in as the owner: once the options show, not offered.
    const studentOption = ownerPage.locator('.ant-select-item-option').filter({ hasText: studentName });
    await expect(studentOption).toBeVisible();
    await expect(ownerPage.locator('.ant-select-item-option').filter({ hasText: piName })).toHaveCount(0);
    await studentOption.click();
    await dialog.getByRole('button', { name: /^接\s*入$/ }).click();
    const shown = ownerPage.getByRole('dialog').filter({ hasText: '共享密钥只显示这一次' });
    const secret = (await shown.getByTestId('fresh-punchout-secret').innerText()).trim();
    expect(secret).toMatch(/^pos_/);
    await shot(ownerPage, `punchout-secret-${size.width}`);
    await shown.getByRole('button', { name: '我已保存共享密钥' }).click();
    const row = ownerPage.getByTestId('punchout-connection').filter({ hasText: '学校采购平台' });
    await expect(row).toContainText('有效');
    await expect(row).toContainText(`NetworkID / ${identity}`);
    await expect(row).toContainText(group);
    await expectNoSidewaysScroll(ownerPage, { slackPx: 1 });
    await shot(ownerPage, `punchout-connections-${size.width}`);

    // The procurement system opens a session; the purchaser's browser follows the start link.
    const system = new ProcurementSimulator(`${baseURL}/punchout/cxml`, { domain: 'NetworkID', identity }, secret);
    await system.listen();
    try {
      const setup = await system.post(system.setupRequest({ buyerCookie: `req-${size.width}` }));
      expect(setup.status).toBe(200);
      const startUrl = new URL(child(setup.root, 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL')!.text);
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, isMobile: size.name === 'mobile' });
      const shopper = await context.newPage();
      await shopper.goto(`${baseURL}${startUrl.pathname}`);
      await expect(shopper).toHaveURL(`${baseURL}/`);

      await shopper.goto(PRODUCT);
      const add = shopper.getByTestId('offer-table').getByTestId('add-to-cart').first();
      await add.getByRole('spinbutton').fill('2');
      await add.getByRole('button', { name: /^加购 / }).click();
      await expect(shopper.getByText(/已加入购物车（共 \d+ 件）/)).toBeVisible();

      await shopper.goto('/cart');
      const bar = shopper.getByRole('form', { name: 'PunchOut' });
      await expect(bar).toContainText('您正从贵单位的采购系统选购');
      await expect(shopper.getByTestId('cart-line')).toHaveCount(1);
      // The order is placed in the procurement system: the cart's summary sends the cart back rather than checking out.
      await expect(shopper.getByRole('button', { name: /去结算/ })).toHaveCount(0);
      await expect(shopper.locator('.cart-summary').getByRole('button', { name: '送回采购系统' })).toBeVisible();
      await expectNoSidewaysScroll(shopper, { slackPx: 1 });
      await shot(shopper, `punchout-cart-${size.width}`);
      await bar.getByRole('button', { name: '送回采购系统' }).click();
      // The transfer page posts the cart to the procurement system by itself.
      await expect(shopper).toHaveURL(system.returnUrl);
      await expect(shopper.getByText('requisition updated')).toBeVisible();
      await context.close();

      const message = system.received.at(-1)!;
      expect(structureProblems(parseCxml(message))).toEqual([]);
      const lines = cartLinesOf(parseCxml(message));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ quantity: 2, extrinsics: expect.objectContaining({ CASNumber: '64-17-5' }), classification: '12350000' });

      const purchaseOrderNo = `PO-PUNCH-${size.width}-${Date.now().toString(36)}`;
      const placed = await system.post(system.orderRequest({ orderId: purchaseOrderNo, items: lines, total: totalOf(parseCxml(message)) }));
      const status = child(placed.root, 'Response', 'Status')!;
      expect(placed.status, status.text).toBe(200);
      const orderNo = /DD\d{14}/.exec(status.text)![0];

      // The owner finds it among the group's orders, submitted, with the PO number.
      await ownerPage.goto('/member/organisations');
      await ownerPage.getByTestId('organisation-row').filter({ hasText: group }).getByRole('link', { name: group }).click();
      const order = ownerPage.getByTestId('organisation-order').filter({ hasText: orderNo });
      await expect(order).toContainText(`采购单号 ${purchaseOrderNo}`);
      await expect(order).toContainText('待付款');
      await order.scrollIntoViewIfNeeded();
      await shot(ownerPage, `punchout-order-${size.width}`, { fullPage: false });
    } finally {
      await system.close();
      await ownerPage.context().close();
    }
  });
}
