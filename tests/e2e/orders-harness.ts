import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Download, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { DEVELOPMENT_SIGN_SECRET } from '@/lib/server/core/config';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import { demoRoleOf, signInAs } from './demo-accounts';
import { signInWithPassword, type Size } from './harness';

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

  /** A multipart upload of one file (field `file`), as the browser's upload widget sends it. */
  async upload<T>(url: string, file: { name: string; mimeType: string; buffer: Buffer }, fields: Record<string, string>): Promise<T> {
    const response = await this.request.post(`/api${url}`, { multipart: { file, ...fields }, headers: this.headers() });
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
  const role = demoRoleOf(username, password);
  if (role) await signInAs(page, role);
  else await signInWithPassword(page, username, password);
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

export type Order = { orderNo: string; status: string; payableCents: number; invoice: unknown; regulated: unknown[]; actions: string[] };

/** demo_seller's goods on shelf, those with a COA first. */
function sellerGoodsIds(): number[] {
  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        `select g.id from goods g join members m on m.id = g.seller_id
         where m.username = 'demo_seller' and g.status = 'on_shelf' and g.stock >= 5
         order by g.coa_upload_id is null, g.price_cents limit 40`,
      )
      .all() as { id: number }[];
    return rows.map((r) => r.id);
  } finally {
    db.close();
  }
}

/** The buyer's saved invoice details and address: create_order takes the defaults. */
/** A research group made by `piName` (a fresh teacher), with demo_buyer joined as its purchaser, ready to order (decision 0158). */
export async function groupWithDemoBuyer(browser: Browser, piName: string, group: string): Promise<{ pi: Api; buyer: Api; organisationId: number }> {
  const pi = await apiAs(browser, piName, 'Teacher12345');
  const organisation = await pi.post<{ id: number }>('/organisation_create', { name: group });
  const invitation = await pi.post<{ id: number }>('/organisation_invite', { organisationId: organisation.id, who: 'demo_buyer', roles: ['purchaser'] });
  const buyer = await apiAs(browser, 'demo_buyer', 'Buyer12345');
  await buyer.post('/organisation_invitation_answer', { invitationId: invitation.id, accept: true });
  await ensureBuyerDefaults(buyer);
  return { pi, buyer, organisationId: organisation.id };
}

export async function ensureBuyerDefaults(buyer: Api): Promise<void> {
  const invoices = await buyer.get<{ total: number }>('/invoice_list', { page: 1, pageSize: 10 });
  if (invoices.total === 0) {
    const categories = await buyer.get<{ id: number; code: string }[]>('/invoice_categories');
    const category = categories.find((c) => c.code === 'e_normal') ?? categories[0]!;
    await buyer.post('/invoice_create', { categoryId: category.id, title: '复旦大学化学系', email: 'invoice@example.edu.cn', isDefault: true });
  }
  const addresses = await buyer.get<{ total: number }>('/transaction', { page: 1, pageSize: 10 });
  if (addresses.total === 0) {
    await buyer.post('/transaction_create', {
      receiver: '王老师',
      phone: '13800138000',
      areaCodes: ['31', '3101', '310110'],
      detail: '邯郸路 220 号化学楼',
      isDefault: true,
    });
  }
}

let goodsCursor = 0;

/**
 * A submitted order from demo_buyer to demo_seller of one goods the buyer may pay for (no regulated gate),
 * paid by deposit, or online through the development provider (its signed success notification posted
 * to the notify call, as its /payment page does).
 */
export async function paidOrder(buyer: Api, how: 'deposit' | 'online' | 'transfer' = 'deposit'): Promise<Order & { transferPaymentId?: number }> {
  const ids = sellerGoodsIds();
  for (; goodsCursor < ids.length; goodsCursor += 1) {
    const goodsId = ids[goodsCursor]!;
    const cart = await buyer.post<{ lines: { id: number; goodsId: number }[] }>('/cart_add', { goodsId, quantity: 1 });
    const line = cart.lines.find((l) => l.goodsId === goodsId)!;
    const preview = await buyer.post<{ orders: Order[] }>('/create_order', { cartItemIds: [line.id], preview: true });
    if (preview.orders[0]!.regulated.length > 0) {
      await buyer.post('/cart_delete', { ids: [line.id] });
      continue;
    }
    const created = await buyer.post<{ orders: Order[] }>('/create_order', { cartItemIds: [line.id] });
    const { orderNo } = created.orders[0]!;
    const submitted = await buyer.post<Order>('/submit_order', { orderNo });
    if (how === 'online') {
      const started = await buyer.get<{ paymentUrl: string }>('/payment', { orderNo, idempotencyKey: `e2e-${orderNo}`, onlineCents: submitted.payableCents });
      const tradeNo = new URL(started.paymentUrl, 'http://x').searchParams.get('tradeNo')!;
      const checkout = await buyer.post<{ notifications: { success: object } }>('/payment/dev_checkout_order', { tradeNo });
      await buyer.post('/payment/notify', checkout.notifications.success);
      goodsCursor += 1;
      return { ...submitted, status: 'paid' };
    }
    if (how === 'transfer') {
      // A transfer slip of its own (one slip backs one payment): a tiny PNG with random trailing bytes.
      const slip = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'), randomBytes(16)]);
      const proof = await buyer.upload<{ id: number }>(
        '/upload_file',
        { name: '转账回单.png', mimeType: 'image/png', buffer: slip },
        { purpose: 'recharge_proof' },
      );
      const started = await buyer.get<{ order: Order; payments: { id: number; method: string }[] }>('/payment', {
        orderNo,
        idempotencyKey: `e2e-${orderNo}`,
        transferCents: submitted.payableCents,
        proofUploadId: proof.id,
        payerName: '端到端付款人',
      });
      goodsCursor += 1;
      return { ...started.order, transferPaymentId: started.payments.find((p) => p.method === 'transfer')!.id };
    }
    const paid = await buyer.get<{ order: Order }>('/payment', { orderNo, idempotencyKey: `e2e-${orderNo}`, depositCents: submitted.payableCents });
    expect(paid.order.status).toBe('paid');
    goodsCursor += 1;
    return paid.order;
  }
  throw new Error('demo_seller has no goods demo_buyer may pay for');
}

/** A cart line of one pack of demo_seller's water (no permit, no regulated gate) in `buyer`'s cart: an order for an organisation any spec may place. */
export async function demoWaterInCart(buyer: Api): Promise<number> {
  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
  let goodsId: number;
  try {
    const row = db
      .prepare(
        `select g.id from goods g join members m on m.id = g.seller_id join substances s on s.id = g.substance_id
         where m.username = 'demo_seller' and s.cas = '7732-18-5' and g.status = 'on_shelf' limit 1`,
      )
      .get() as { id: number } | undefined;
    if (!row) throw new Error('demo_seller has no water on shelf');
    goodsId = row.id;
  } finally {
    db.close();
  }
  const cart = await buyer.post<{ lines: { id: number; goodsId: number }[] }>('/cart_add', { goodsId, quantity: 1 });
  return cart.lines.find((l) => l.goodsId === goodsId)!.id;
}

/**
 * Opens 发货 on the order's row of the seller's sales list (a card at phone
 * width) and fills the dialog with the first carrier offered and a fresh
 * tracking number; answers the dialog for what else the spec fills in.
 */
export async function openShipDialog(page: Page, orderNo: string, size: Size) {
  await page.goto(`/member/seller/saleOrder/1?keyword=${orderNo}`);
  const row =
    size.name === 'mobile' ? page.getByTestId('sale-card').filter({ hasText: orderNo }) : page.getByTestId('sale-orders').locator('tr', { hasText: orderNo });
  await row.getByRole('button', { name: /^发\s*货$/ }).click();
  await expect(page.getByRole('dialog', { name: /发货/ })).toBeVisible();
  const dialog = page.getByTestId('ship-dialog');
  await expect(async () => {
    await dialog.getByLabel('快递公司').click({ timeout: 5_000 });
    await expect(page.locator('.ant-select-item-option').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.locator('.ant-select-item-option').first().click();
  await dialog.getByLabel('物流单号').fill(`SF${Date.now()}`.slice(0, 15));
  return { row, dialog };
}
