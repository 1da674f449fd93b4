import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** Where every spec keeps its screenshots (under var/, never committed). */
export const SHOTS = 'var/test/screenshots';
fs.mkdirSync(SHOTS, { recursive: true });

/** The two widths every page is looked at: a laptop and a phone. */
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** A screenshot named `name` under SHOTS, the whole page unless told otherwise. */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: options.fullPage ?? true });
}

/**
 * The page at 1280 and at 390 px, a screenshot `<name>-<width>.png` of each;
 * `check` runs at each width first (at 390 px, say, that nothing scrolls sideways).
 */
export async function shotsAtBothWidths(page: Page, name: string, check?: (width: number) => Promise<void>): Promise<void> {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    if (check) await check(size.width);
    await shot(page, `${name}-${size.width}`);
  }
}

/**
 * The document is no wider than the window: nothing makes a phone scroll sideways.
 * `slackPx` forgives sub-pixel rounding; `within` compares with a fixed width instead of the window's.
 */
export async function expectNoSidewaysScroll(page: Page, options: { slackPx?: number; within?: number; message?: string } = {}): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  const overflow = scrollWidth - (options.within ?? innerWidth);
  expect(overflow, options.message ?? `${page.url()} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(options.slackPx ?? 0);
}
