import fs from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { importMembers } from '@/lib/server/account/service';
import { createDb, type Db } from '@/lib/server/core/db';

/**
 * What only a test can do: read the SMS codes the
 * development outbox kept, from the end-to-end server's own database, and
 * read mail the SMTP sink received.
 */
const DB_FILE = path.resolve('var/test/e2e.db');

/**
 * An approved certificate stored straight in the end-to-end database, with
 * its file: the member's verified name (`holder`) without an operator's
 * review in the browser. `validTo` null for an open-ended licence.
 */
export async function approvedCertificate(
  db: Db,
  member: { id: number; username: string },
  certificate: { scope: 'buyer' | 'supplier'; kind: string; number: string; holder: string; validTo: string | null },
): Promise<void> {
  const at = new Date().toISOString();
  const upload = await db
    .insertInto('uploads')
    .values({
      memberId: member.id,
      purpose: 'certificate',
      originalName: 'licence.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1,
      sha256: `e2e-${member.username}`,
      storageKey: `e2e-${member.username}`,
      createdAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('certificates')
    .values({
      memberId: member.id,
      ...certificate,
      validFrom: '2020-01-01',
      uploadId: upload.id,
      status: 'approved',
      rejectReason: null,
      revision: 1,
      reviewedBy: null,
      reviewedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
}

/** Set-up a test does straight in the end-to-end server's database (a Kysely handle, closed after `work`). */
export async function withE2eDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const { db } = createDb({ kind: 'sqlite', file: DB_FILE });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

function query<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

/**
 * Passes the captcha the way a person does: ticks "我不是机器人", and Chromium
 * works out the proof of work (no answer is read from the server).
 */
export async function solveCaptcha(page: Page): Promise<void> {
  const widget = page.getByTestId('captcha-widget');
  await expect(widget).toBeVisible();
  const started = Date.now();
  await widget.getByText('我不是机器人', { exact: true }).click();
  await expect(widget.getByText('已验证')).toBeVisible({ timeout: 10_000 });
  // The cost is meant to keep a person waiting under a second; two busy shared cores get some slack.
  const tookMs = Date.now() - started;
  console.log(`captcha solved by Chromium in ${tookMs} ms`);
  expect(tookMs).toBeLessThan(5_000);
}

export function latestSmsCode(phone: string): string {
  const body = query<{ body: string }>("select body from dev_outbox where channel = 'sms' and recipient = ? order by id desc limit 1", phone)?.body;
  const code = body?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}

/** As if the person waited out the 60 s between two codes to one phone. */
export function waitOutResendInterval(phone: string): void {
  const db = new Database(DB_FILE, { fileMustExist: true });
  try {
    db.prepare('update verification_codes set created_at = ? where target = ?').run(new Date(Date.now() - 61_000).toISOString(), phone);
  } finally {
    db.close();
  }
}

/** The text of the newest mail to an address, decoded from its transfer encoding. */
export function latestMailText(address: string): string {
  const dir = path.resolve('var/test/e2e-mail');
  const file = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(`-${address}.eml`))
    .sort()
    .at(-1);
  if (!file) throw new Error(`no mail to ${address}`);
  const raw = fs.readFileSync(path.join(dir, file), 'utf8');
  const split = raw.search(/\r?\n\r?\n/);
  const body = raw.slice(split).trim();
  return /^Content-Transfer-Encoding:\s*base64/im.test(raw.slice(0, split)) ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
}

/**
 * The newest mail to an address once it has arrived: workflow mails leave through the outbox after the
 * request has answered, so the test waits for the scheduler's delivery as the person would wait for the mail.
 */
export async function awaitMailText(address: string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return latestMailText(address);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Signs in on /login by username, phone or email and password; lands on /member. */
export async function signInWithPassword(page: Page, account: string, password: string) {
  await page.goto('/login');
  await page.getByPlaceholder('用户名 / 手机号 / 邮箱').fill(account);
  await page.getByPlaceholder('密码').fill(password);
  // On a loaded machine a click can land before React has hydrated the form and is lost: press again until it signs in.
  await expect(async () => {
    if (/\/login/.test(page.url())) await page.getByRole('button', { name: /^登\s*录$/ }).click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/(member|admin)$/, { timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
}

/** Gives a demo member an email address (verified), so the workflow mails reach the SMTP sink. */
export function setMemberEmail(username: string, email: string): void {
  const db = new Database(DB_FILE, { fileMustExist: true });
  try {
    db.prepare('update members set email = ?, email_verified_at = ? where username = ?').run(email, new Date().toISOString(), username);
  } finally {
    db.close();
  }
}

let memberCounter = 0;

/** A buyer (only) no other test touches, stored straight in the end-to-end database: its lists start empty and its password may change. */
export async function freshMember(prefix: string, password: string): Promise<string> {
  memberCounter += 1;
  const username = `${prefix}_${Date.now().toString(36)}_${memberCounter}`;
  const { db } = createDb({ kind: 'sqlite', file: DB_FILE });
  try {
    await importMembers(db, [{ username, password, memberType: 'teacher', isBuyer: true, isSeller: false, displayName: '测试买家', companyName: null }]);
  } finally {
    await db.destroy();
  }
  return username;
}

/** A seller (only, a licensed company) no other test touches, stored straight in the end-to-end database. */
export async function freshSellerAccount(prefix: string, password: string): Promise<{ username: string; id: number }> {
  memberCounter += 1;
  const username = `${prefix}_${Date.now().toString(36)}_${memberCounter}`;
  const { db } = createDb({ kind: 'sqlite', file: DB_FILE });
  try {
    await importMembers(db, [
      {
        username,
        password,
        memberType: 'licence',
        isBuyer: false,
        isSeller: true,
        displayName: '测试卖家',
        companyName: `端到端运费${memberCounter}${Date.now().toString(36)}有限公司`,
      },
    ]);
    const { id } = await db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    return { username, id };
  } finally {
    await db.destroy();
  }
}

/** Chooses 广东省 / 广州市 / 天河区 in an address form's three-level area cascader, the way a person clicks through it. */
export async function chooseTianhe(page: Page, form: Locator): Promise<void> {
  await form.getByLabel('所在地区').click();
  const item = (label: string) => page.locator('.ant-cascader-menu-item', { hasText: new RegExp(`^${label}$`) });
  const levels = ['广东省', '广州市', '天河区'];
  for (const [index, level] of levels.entries()) {
    const next = levels[index + 1];
    // A click that lands while the menu is still opening is lost; press again until the next column shows.
    await expect(async () => {
      await item(level).click({ timeout: 5_000 });
      if (next) await expect(item(next)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }
}

/** The member menu's navigation, opening its drawer first at phone width. */
export async function openMemberMenu(page: Page): Promise<Locator> {
  // At phone width (690 px and below) the menu sits behind a button; wider, it is always shown.
  if ((page.viewportSize()?.width ?? 1280) <= 690) await page.getByTestId('member-menu-button').click();
  const menu = page.getByRole('navigation', { name: '会员菜单' });
  await expect(menu).toBeVisible();
  return menu;
}

/** A page size a spec runs at: a laptop or a phone. */
export type Size = { name: 'desktop' | 'mobile'; width: number; height: number };
export const SIZES: Size[] = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

/**
 * A member signed in with their password, in a browser context of its own at
 * `size`. The first sign-in on a cold server can take longer than the helper
 * waits: it waits on, else signs in once more.
 */
export async function memberPage(browser: Browser, size: Size, account: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, isMobile: size.name === 'mobile', acceptDownloads: true });
  const page = await context.newPage();
  await signInWithPassword(page, account, password).catch(async () => {
    const arrived = await page.waitForURL(/\/member$/, { timeout: 30_000 }).then(
      () => true,
      () => false,
    );
    if (!arrived) await signInWithPassword(page, account, password);
  });
  return page;
}

/** Adds `quantity` packs of the first offer in stock on a product page to the cart, and waits for the page to say so. */
export async function addFirstOffer(page: Page, productPath: string, quantity: number): Promise<void> {
  await page.goto(productPath);
  const add = page.getByTestId('offer-table').getByTestId('add-to-cart').first();
  await add.getByRole('spinbutton').fill(String(quantity));
  await add.getByRole('button', { name: /^加购 / }).click();
  await expect(page.getByText(/已加入购物车（共 \d+ 件）/)).toBeVisible();
}
