import { expect, test } from '@playwright/test';
import { solveCaptcha } from './harness';

/** Every page works under the content security policy: Chromium reports not one violation. */
test('the pages pass the content security policy, the structure editor and the captcha included', async ({ page }) => {
  test.setTimeout(120_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|EvalError/i.test(message.text())) violations.push(`${page.url()}: ${message.text().slice(0, 200)}`);
  });
  for (const path of ['/', '/login', '/products/7664-93-9.html', '/searchResults/acid/1', '/products/promotion/1', '/api-docs']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/structureSearch/c1ccncc1/1');
  await expect(page.locator('.structure-panel[data-editor-ready]')).toBeVisible({ timeout: 60_000 });
  await page.goto('/register?type=teacher');
  await solveCaptcha(page);
  expect(violations).toEqual([]);
});

test('no page can be framed, the QR confirmation page above all', async ({ page, baseURL }) => {
  await page.goto('/login');
  // A page of our own origin tries to frame the confirmation page: the browser must refuse.
  await page.setContent(`<iframe id="f" src="${baseURL}/login/qr/abcdefghijklmnopqrstuvwxyz"></iframe>`);
  await page.waitForTimeout(1500);
  const framed = page.frames().find((f) => f.url().includes('/login/qr/'));
  const text = framed ? await framed.evaluate(() => document.body?.innerText ?? '').catch(() => '') : '';
  expect(text).not.toContain('扫码登录');
  expect(text).not.toContain('登录');
});
