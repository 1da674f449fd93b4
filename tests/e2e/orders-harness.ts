import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Download, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { DEVELOPMENT_SIGN_SECRET } from '@/lib/server/core/config';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import { signInWithPassword } from './harness';

/*
 * Helpers the RFQ and order specs share: a member's signed API for setup
 * steps, the test-only shortcut that moves a dispatch back in time, the
 * quote dialog, and reading what the browser downloaded.
 */

const DB_FILE = path.resolve('var/test/e2e.db');

type Envelope<T> = { code: number; msg: string; data: T };

/** A member's signed API, with the session a real sign-in gave (the page's own token cookie). */
export class Api {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  private headers() {
    const time = String(unixSecondsNow());
    return { time, sign: requestSign(DEVELOPMENT_SIGN_SECRET, time), authorization: `Bearer ${this.token}` };
  }

  async get<T>(url: string, params: Record<string, string | number> = {}): Promise<T> {
    const response = await this.request.get(`/api${url}`, { params, headers: this.headers() });
    return this.unwrap<T>(url, response.json());
  }

  async post<T>(url: string, data: object): Promise<T> {
    const response = await this.request.post(`/api${url}`, { data, headers: this.headers() });
    return this.unwrap<T>(url, response.json());
  }

  private async unwrap<T>(url: string, body: Promise<Envelope<T>>): Promise<T> {
    const envelope = await body;
    if (envelope.code !== 0) throw new Error(`${url}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  }
}

/** Signs in in a context of its own and answers that member's signed API. */
export async function apiAs(browser: Browser, username: string, password: string): Promise<Api> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInWithPassword(page, username, password);
  const token = (await context.cookies()).find((c) => c.name === 'token')?.value;
  if (!token) throw new Error(`no session for ${username}`);
  return new Api(context.request, token);
}

/**
 * Test-only shortcut: as if the order had been dispatched `days` ago. The
 * development logistics provider's events follow the dispatch time.
 */
export function backdateDispatch(orderNo: string, days: number): void {
  const db = new Database(DB_FILE, { fileMustExist: true });
  try {
    db.prepare('update orders set dispatched_at = ? where order_no = ?').run(new Date(Date.now() - days * 86_400_000).toISOString(), orderNo);
  } finally {
    db.close();
  }
}

/** The quote dialog: price per pack and pack size (the unit stays the inquiry line's). */
export async function fillQuote(page: Page, yuan: string, packSize: string) {
  const modal = page.getByTestId('quote-modal');
  await expect(modal).toBeVisible();
  await modal.getByLabel('价格（元，含税，每包装）').fill(yuan);
  await modal.getByLabel('包装规格', { exact: true }).fill(packSize);
  return modal;
}

export async function readDownload(download: Download): Promise<Buffer> {
  return fs.readFileSync(await download.path());
}

/** Every row of a downloaded workbook's first sheet, as the cells' text (empty cells kept, so columns line up with the header). */
export async function xlsxRows(download: Download): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readDownload(download)) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => cells.push(String(cell.text ?? '')));
    rows.push(cells);
  });
  return rows;
}
