import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { freshMember, memberPage, SIZES } from './harness';
import { expectNoSidewaysScroll, shot } from './views';

/**
 * Issue 34, signed webhooks (decision 0163), at 1280 and 390 px: a member
 * adds a receiving address (a receiver this test runs), keeps the one-time
 * secret, sends a test event that the receiver verifies by the documented
 * recipe, reads the delivery and its answer, and deletes the address.
 */

for (const size of SIZES) {
  test(`at ${size.width} px a member adds a webhook address, tests it, reads the delivery and deletes it`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const bodies: { signature: string; body: string }[] = [];
    const receiver = http.createServer((request, response) => {
      let body = '';
      request.on('data', (c: Buffer) => (body += c.toString()));
      request.on('end', () => {
        bodies.push({ signature: String(request.headers['x-chemmart-signature'] ?? ''), body });
        response.writeHead(200).end('received');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/chemmart`;
    try {
      const name = await freshMember('e2e_whk', 'Teacher12345');
      const member = await memberPage(browser, size, name, 'Teacher12345');
      await member.goto('/member/account/webhooks');
      await expect(member.getByText('还没有接收地址')).toBeVisible();

      await member.getByRole('button', { name: '添加接收地址' }).click();
      const dialog = member.getByRole('dialog').filter({ hasText: '添加接收地址' });
      await dialog.getByRole('button', { name: /^添\s*加$/ }).click();
      await expect(dialog.getByText('请填写接收地址')).toBeVisible();
      await expect(dialog.getByText('请至少选择一个事件')).toBeVisible();
      // Only http(s): an ftp address is refused in the form.
      await dialog.getByLabel('接收地址').fill('ftp://example.com/x');
      await expect(dialog.getByText('接收地址须为 http:// 或 https:// 开头的完整网址')).toBeVisible();
      await dialog.getByLabel('接收地址').fill(hookUrl);
      await dialog.getByLabel('说明').fill('实验室 ERP');
      await dialog.getByRole('checkbox', { name: '订单已付款' }).check();
      await dialog.getByRole('checkbox', { name: '订单已发货' }).check();
      await dialog.getByRole('button', { name: /^添\s*加$/ }).click();

      const shownSecret = member.getByRole('dialog').filter({ hasText: '签名密钥只显示这一次' });
      const secret = (await shownSecret.getByTestId('fresh-webhook-secret').innerText()).trim();
      expect(secret).toMatch(/^whsec_/);
      await shot(member, `webhook-secret-${size.width}`);
      await shownSecret.getByRole('button', { name: '我已保存签名密钥' }).click();

      const row = member.getByTestId('webhook-endpoint').filter({ hasText: '实验室 ERP' });
      await expect(row).toContainText('订单已付款、订单已发货');
      await expect(row).toContainText('我自己');
      await row.getByRole('button', { name: '发送测试' }).click();
      await expect(member.getByText('测试事件已送达，对方应答 HTTP 200')).toBeVisible();

      // The receiver checks the signature as docs/integration.md says.
      expect(bodies).toHaveLength(1);
      const [, t, v1] = bodies[0]!.signature.match(/^t=(\d+),v1=([0-9a-f]{64})$/) ?? [];
      expect(createHmac('sha256', secret).update(`${t}.${bodies[0]!.body}`).digest('hex')).toBe(v1);
      expect(JSON.parse(bodies[0]!.body)).toMatchObject({ type: 'ping' });

      await expect(row).toContainText('最近：已送达');
      await row.getByRole('button', { name: '投递记录' }).click();
      const deliveries = member.getByRole('dialog').filter({ hasText: '投递记录：实验室 ERP' });
      const delivery = deliveries.getByTestId('webhook-delivery').first();
      await expect(delivery).toContainText('测试');
      await expect(delivery).toContainText('已送达');
      await expect(delivery.getByTestId('webhook-attempt')).toContainText('HTTP 200');
      await expect(delivery.getByTestId('webhook-attempt')).toContainText('received');
      await expectNoSidewaysScroll(member, { slackPx: 1 });
      await shot(member, `webhook-deliveries-${size.width}`);
      await deliveries.getByRole('button', { name: '关闭' }).click();

      await row.getByRole('button', { name: /^删\s*除$/ }).click();
      const confirm = member.getByRole('dialog').filter({ hasText: '删除这个接收地址？' });
      await confirm.getByRole('button', { name: /^删\s*除$/ }).click();
      await expect(member.getByText('接收地址已删除')).toBeVisible();
      await expect(member.getByText('还没有接收地址')).toBeVisible();
      await shot(member, `webhooks-${size.width}`);
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
}
