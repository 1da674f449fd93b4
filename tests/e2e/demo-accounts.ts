import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The demo accounts the local demo seeds (scripts/db-setup.ts), by the role a test plays. */
export const DEMO = {
  buyer: { account: 'demo_buyer', password: 'Buyer12345', home: '/member' },
  seller: { account: 'demo_seller', password: 'Seller12345', home: '/member' },
  seller2: { account: 'demo_seller2', password: 'Seller12345', home: '/member' },
  seller3: { account: 'demo_seller3', password: 'Seller12345', home: '/member' },
  operator: { account: 'operator', password: 'Operator12345', home: '/admin' },
} as const;

export type DemoRole = keyof typeof DEMO;

/** Where the setup project keeps each role's signed-in browser state (under var/, never committed). */
export const storageStateOf = (role: DemoRole) => path.resolve(`var/test/auth/${role}.json`);

type SavedState = { cookies: Parameters<import('@playwright/test').BrowserContext['addCookies']>[0] };

/**
 * The page's browser is signed in as the demo role, from the state the setup
 * project saved, and shows the role's landing page, as after a sign-in on /login.
 * For tests that need a signed-in member, not the sign-in itself; a test that
 * signs out or changes the member's password must sign in through the UI
 * (or use a fresh member), or it would end the session the others share.
 */
export async function signInAs(page: Page, role: DemoRole): Promise<void> {
  const state = JSON.parse(fs.readFileSync(storageStateOf(role), 'utf8')) as SavedState;
  await page.context().addCookies(state.cookies);
  await page.goto(DEMO[role].home);
  await expect(page).toHaveURL(new RegExp(`${DEMO[role].home}$`), { timeout: 30_000 });
}

/** The demo role these credentials sign in as, if they are a demo account's own. */
export function demoRoleOf(account: string, password: string): DemoRole | undefined {
  return (Object.keys(DEMO) as DemoRole[]).find((role) => DEMO[role].account === account && DEMO[role].password === password);
}
