import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE } from './views';

/*
 * axe-core (WCAG 2.0/2.1 A and AA rules) on every public page at 1280 and
 * 390 px: no serious or critical finding. What a finding names — the rule,
 * how many elements and the first of them — is in the failure message.
 */

const PUBLIC_PAGES = [
  '/',
  '/products/7664-93-9.html',
  '/products/50-78-2.html',
  // In no seller's catalogue: the inquiry page for an unknown CAS number.
  '/products/9999-99-9.html',
  '/searchResults/ethanol/1',
  '/structureSearch/c1ccncc1/1',
  '/products/promotion/1',
  '/products/direct/1',
  '/categories/electronic_grade/1',
  '/categories/inorganic/1',
  '/inquiryZone/1',
  '/about_us',
  '/about_us/shopping_guide',
  '/about_us/news/coa-lookup',
  '/consignment',
  '/international_logistics',
  '/login',
  '/register/selectType',
];

for (const size of [DESKTOP, PHONE]) {
  test(`no serious or critical accessibility finding on the public pages (${size.width} px)`, async ({ browser }) => {
    test.setTimeout(PUBLIC_PAGES.length * 20_000);
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    const findings: string[] = [];
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // At desktop width the structure page draws Ketcher: check it once it is up, with the names we give its controls.
      if (path.startsWith('/structureSearch/') && size.width === DESKTOP.width) {
        await expect(page.locator('.structure-panel[data-editor-ready]')).toBeVisible({ timeout: 60_000 });
      }
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const v of result.violations.filter((r) => r.impact === 'serious' || r.impact === 'critical')) {
        findings.push(
          `${path}: ${v.id} (${v.impact}) on ${v.nodes.length} element(s), first ${v.nodes[0]?.target.join(' ')}: ${v.nodes[0]?.failureSummary ?? ''}`,
        );
      }
    }
    await context.close();
    expect(findings, findings.join('\n')).toEqual([]);
  });
}
