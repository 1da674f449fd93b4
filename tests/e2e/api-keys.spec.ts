import { expect, test } from '@playwright/test';
import { ErrorCode } from '@/lib/contracts/error-codes';
import { apiKeyHeaders } from '@/lib/shared/api-key-signature';
import { freshMember, memberPage, SIZES } from './harness';
import { apiAs } from './orders-harness';
import { expectNoSidewaysScroll, shot } from './views';

/**
 * Issue 34, API keys (decision 0162), at 1280 and 390 px: an organisation's
 * owner makes a key in 会员中心 → API 密钥, copies its one-time secret, a
 * procurement system (here: this test, from Node) signs a call with it, the
 * call shows in 调用记录, and after 吊销 the same call is refused.
 */

async function signedGet(baseUrl: string, keyId: string, secret: string, pathWithQuery: string): Promise<{ code: number; msg: string }> {
  const response = await fetch(baseUrl + pathWithQuery, { headers: apiKeyHeaders(keyId, secret, { method: 'GET', pathWithQuery }) });
  return (await response.json()) as { code: number; msg: string };
}

for (const size of SIZES) {
  test(`at ${size.width} px an owner makes an organisation's API key, it signs a call, the call is listed, and revoking stops it`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const group = `密钥课题组${size.width}${Date.now().toString(36)}`;
    const ownerName = await freshMember('e2e_akey', 'Teacher12345');
    const owner = await apiAs(browser, ownerName, 'Teacher12345');
    await owner.post('/organisation_create', { name: group });

    const ownerPage = await memberPage(browser, size, ownerName, 'Teacher12345');
    await ownerPage.goto('/member/account/apiKeys');
    await expect(ownerPage.getByText('还没有 API 密钥')).toBeVisible();

    await ownerPage.getByRole('button', { name: '新建密钥' }).click();
    const dialog = ownerPage.getByRole('dialog').filter({ hasText: '新建 API 密钥' });
    // Nothing is made without a name; the refusal stays in the form.
    await dialog.getByRole('button', { name: /^创\s*建$/ }).click();
    await expect(dialog.getByText('请填写密钥名称')).toBeVisible();
    await dialog.getByLabel('名称').fill('学校采购平台');
    // A limit out of range is refused with a message, not silently changed.
    await dialog.getByLabel('每分钟调用上限').fill('5');
    await dialog.getByRole('button', { name: /^创\s*建$/ }).click();
    await expect(dialog.getByText('每分钟调用上限须为 10 到 600 之间的整数')).toBeVisible();
    await dialog.getByLabel('每分钟调用上限').fill('');
    await expect(dialog.getByRole('checkbox', { name: /^商品/ })).toHaveCount(0);
    await dialog.getByRole('checkbox', { name: /^订单/ }).check();
    await dialog.getByRole('button', { name: /^创\s*建$/ }).click();

    const shown = ownerPage.getByRole('dialog').filter({ hasText: '签名密钥只显示这一次' });
    await expect(shown).toBeVisible();
    const keyId = (await shown.getByTestId('fresh-key-id').innerText()).trim();
    const secret = (await shown.getByTestId('fresh-key-secret').innerText()).trim();
    expect(keyId).toMatch(/^cmk_[0-9a-f]{24}$/);
    expect(secret).toMatch(/^cms_/);
    await shot(ownerPage, `api-key-secret-${size.width}`);
    await shown.getByRole('button', { name: '我已保存签名密钥' }).click();

    const row = ownerPage.getByTestId('api-key').filter({ hasText: '学校采购平台' });
    await expect(row).toContainText('有效');
    await expect(row).toContainText(group);
    await expect(row).toContainText('读取目录、订单');
    await expect(row).toContainText('从未使用');
    // The secret is shown nowhere after that.
    await expect(ownerPage.getByText(secret)).toHaveCount(0);

    const baseUrl = new URL(ownerPage.url()).origin;
    expect(await signedGet(baseUrl, keyId, secret, '/api/product/7732-18-5')).toMatchObject({ code: 0 });

    await ownerPage.reload();
    await expect(row).toContainText('最近使用');
    await row.getByRole('button', { name: '调用记录' }).click();
    const calls = ownerPage.getByRole('dialog').filter({ hasText: '调用记录：学校采购平台' });
    await expect(calls).toContainText('GET /api/product/7732-18-5');
    await expect(calls).toContainText('成功');
    await expectNoSidewaysScroll(ownerPage, { slackPx: 1 });
    await shot(ownerPage, `api-key-calls-${size.width}`);
    await calls.getByRole('button', { name: '关闭' }).click();
    await expect(calls).toBeHidden();

    await row.getByRole('button', { name: /^吊\s*销$/ }).click();
    const confirm = ownerPage.getByRole('dialog').filter({ hasText: '吊销密钥「学校采购平台」？' });
    await expect(confirm).toContainText('不能恢复');
    await confirm.getByRole('button', { name: /^吊\s*销$/ }).click();
    await expect(ownerPage.getByText('密钥「学校采购平台」已吊销')).toBeVisible();
    await expect(row).toContainText('已吊销');
    await expect(row.getByRole('button', { name: /^吊\s*销$/ })).toHaveCount(0);
    expect(await signedGet(baseUrl, keyId, secret, '/api/product/7732-18-5')).toMatchObject({ code: ErrorCode.API_KEY_UNKNOWN });
    await shot(ownerPage, `api-keys-${size.width}`);
  });
}
