import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { chinaLastMonth, chinaThisMonth, monthLabel } from '@/lib/shared/china-month';
import { requestSign, unixSecondsNow } from '@/lib/shared/sign';
import { freshIp, url } from './helpers';
import { freshMember, get, post, type FreshMember } from './kit';
import { listGoods, PLAIN_CAS } from './order-helpers';
import { depositAmounts, key, pay, paymentSuite, submittedOrder, type Order } from './orders-payment-helpers';

/*
 * Monthly statements (docs/decisions/0134-monthly-statements.md) over money
 * moved through the real calls: a fresh seller's goods are bought and paid
 * from a fresh buyer's deposit (proceeds held, commission taken), one order
 * is received (proceeds released), one refunded before dispatch (proceeds
 * reversed, the buyer refunded). SHORTCUTS, as in the other payment tests:
 * the goods are put on shelf directly (`listGoods`), and the dispatch sets
 * the order's state directly; neither moves money.
 */

const { db, watch } = paymentSuite();
const month = chinaThisMonth();

type Statement = {
  month: string;
  current: boolean;
  member: { name: string; seller: boolean; buyer: boolean };
  summary: {
    opening: { totalCents: number };
    lines: { key: string; label: string; cents: number; count: number; core: boolean }[];
    memos: { key: string; frozenCents: number; count: number }[];
    netCents: number;
    closing: { totalCents: number; balanceCents: number; frozenCents: number };
    ledgerClosingCents: number;
    balanced: boolean;
    movementCount: number;
  };
  movements: { list: { id: number; kind: string; netCents: number }[]; total: number; page: number; pageSize: number };
};

const statement = (token: string, query: Record<string, string | number>) => get<Statement>('/api/member/statement', token, query);
const lineOf = (s: Statement, lineKey: string) => s.summary.lines.find((l) => l.key === lineKey)!;
const yuan = (cents: number) => (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

type Got = { status: number; headers: http.IncomingHttpHeaders; bytes: Buffer; json: { code: number; msg: string } | null };

/** A signed GET of a file route, its bytes (or its envelope when refused). */
function fetchBytes(pathWithQuery: string, token: string): Promise<Got> {
  const time = String(unixSecondsNow());
  const headers = { time, sign: requestSign(inject('signSecret'), time), authorization: `Bearer ${token}` };
  return new Promise((resolve, reject) => {
    http
      .get(url(pathWithQuery), { headers, localAddress: freshIp() }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const json = String(response.headers['content-type']).includes('application/json') ? (JSON.parse(bytes.toString('utf8')) as Got['json']) : null;
          resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes, json });
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Sums of one member's ledger rows of the given kinds (all of them this month: the members are fresh). */
async function ledgerNet(memberId: number, kinds: string[]) {
  const rows = await db.selectFrom('depositLedger').select(['kind', 'amountCents', 'frozenDeltaCents']).where('memberId', '=', memberId).execute();
  const picked = rows.filter((r) => kinds.includes(r.kind));
  return { cents: picked.reduce((s, r) => s + Number(r.amountCents) + Number(r.frozenDeltaCents), 0), count: picked.length, all: rows.length };
}

let seller: FreshMember;
let buyer: FreshMember;
let received: Order;
let refunded: Order;

beforeAll(async () => {
  seller = await freshMember(db, 'stmt_seller', { seller: true }, { companyName: '对账测试化工有限公司' });
  watch.add(seller.id);
  const goodsId = await listGoods(db, seller.id, PLAIN_CAS, 23_456);
  buyer = await watch.buyer('stmt_buyer', 1_000_000);

  const payFromDeposit = async () => {
    const order = await submittedOrder(buyer.token, goodsId);
    const paid = await pay(buyer.token, { orderNo: order.orderNo, idempotencyKey: key(), depositCents: order.payableCents });
    expect(paid.body.code, paid.body.msg).toBe(0);
    return paid.body.data.order;
  };
  received = await payFromDeposit();
  // SHORTCUT: dispatched directly (see above), then received through the real call.
  await db
    .updateTable('orders')
    .set({ status: 'dispatched', dispatchedAt: new Date().toISOString(), trackingNo: 'SF1234567890' })
    .where('orderNo', '=', received.orderNo)
    .execute();
  const receipt = await post('/api/confirm_receive', buyer.token, { orderNo: received.orderNo });
  expect(receipt.body.code, receipt.body.msg).toBe(0);

  refunded = await payFromDeposit();
  const refund = await post('/api/order_refund', seller.token, { orderNo: refunded.orderNo, reason: '缺货，无法发货' });
  expect(refund.body.code, refund.body.msg).toBe(0);
  await watch.check();
});

describe('the statement of a month', () => {
  it('a seller’s figures are the ledger’s: sales, commission, refunds, closing', async () => {
    const { body } = await statement(seller.token, { month });
    expect(body.code, body.msg).toBe(0);
    const s = body.data;
    expect(s).toMatchObject({ month, current: true, member: { name: '对账测试化工有限公司', seller: true } });
    const sales = await ledgerNet(seller.id, ['sale_held']);
    const commission = await ledgerNet(seller.id, ['commission']);
    const reversals = await ledgerNet(seller.id, ['sale_reversal']);
    expect(sales.count).toBe(2);
    expect(lineOf(s, 'sales')).toMatchObject({ cents: sales.cents, count: 2, core: true });
    expect(lineOf(s, 'commission')).toMatchObject({ cents: commission.cents, count: commission.count });
    expect(lineOf(s, 'saleRefunds')).toMatchObject({ cents: reversals.cents, count: 1 });
    expect(s.summary.memos.find((m) => m.key === 'saleRelease')).toMatchObject({ count: 1 });
    const held = await depositAmounts(db, seller.id);
    expect(s.summary.opening.totalCents).toBe(0);
    expect(s.summary.closing).toEqual({ totalCents: held.balanceCents + held.frozenCents, ...held });
    expect(s.summary).toMatchObject({
      netCents: sales.cents + commission.cents + reversals.cents,
      ledgerClosingCents: s.summary.closing.totalCents,
      balanced: true,
    });
    expect(s.movements.total).toBe(sales.all);
  });

  it('a buyer’s: the recharge, the two payments and the refund', async () => {
    const s = (await statement(buyer.token, { month, pageSize: 2 })).body.data;
    expect(lineOf(s, 'recharge')).toMatchObject({ cents: 1_000_000, count: 1 });
    expect(lineOf(s, 'payments')).toMatchObject({ cents: -(received.paidCents + refunded.paidCents), count: 2 });
    expect(lineOf(s, 'refunds')).toMatchObject({ cents: refunded.paidCents, count: 1 });
    expect(s.summary.closing.totalCents).toBe(1_000_000 - received.paidCents);
    expect(s.summary.balanced).toBe(true);
    // Paged: two per page, oldest first, four movements in all.
    expect(s.movements).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    const second = (await statement(buyer.token, { month, page: 2, pageSize: 2 })).body.data.movements.list;
    expect(s.movements.list[0]!.id).toBeLessThan(second[0]!.id);
    expect(second.map((m) => m.kind)).toEqual(['payment', 'refund']);
  });

  it('last month was empty for these fresh members', async () => {
    const s = (await statement(seller.token, { month: chinaLastMonth() })).body.data;
    expect(s).toMatchObject({ current: false, summary: { opening: { totalCents: 0 }, closing: { totalCents: 0 }, movementCount: 0, balanced: true } });
  });
});

describe('the statement files', () => {
  it('the PDF carries the platform, the member, the month and the figures', async () => {
    const got = await fetchBytes(`/api/member/statement_pdf?month=${month}`, seller.token);
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toContain('attachment');
    expect(got.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const s = (await statement(seller.token, { month })).body.data;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'statement-')), 's.pdf');
    fs.writeFileSync(file, got.bytes);
    let text: string | null = null;
    try {
      text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-'], { encoding: 'utf8' });
    } catch {
      if (process.env.CI) throw new Error('pdftotext (poppler-utils) is missing: the statement PDF text cannot be checked');
    }
    if (text === null) return;
    for (const expected of [
      'ChemMart 化学品商城',
      `${monthLabel(month)}资金对账单`,
      '对账测试化工有限公司',
      '销售货款',
      yuan(lineOf(s, 'sales').cents),
      '平台佣金',
      yuan(lineOf(s, 'commission').cents),
      yuan(lineOf(s, 'saleRefunds').cents),
      yuan(s.summary.closing.totalCents),
      '生成时间',
      received.orderNo,
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('the workbook has the summary rows and every movement', async () => {
    const got = await fetchBytes(`/api/member/statement_xlsx?month=${month}`, buyer.token);
    expect(got.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(got.bytes as unknown as ArrayBuffer);
    const rows = [...book.getWorksheet('汇总')!.getSheetValues()].map((r) => (Array.isArray(r) ? r.slice(1) : []));
    expect(rows).toContainEqual(['充值', 1, 10_000]);
    expect(rows).toContainEqual(['支付订单', 2, -(received.paidCents + refunded.paidCents) / 100]);
    expect(rows).toContainEqual(['退款（到账）', 1, refunded.paidCents / 100]);
    expect(rows.find((r) => r[0] === '期末余额（可用 + 冻结）')?.[2]).toBe((1_000_000 - received.paidCents) / 100);
    const movements = book.getWorksheet('资金明细')!;
    expect(movements.rowCount).toBe(1 + 4);
    expect(movements.getColumn(4).numFmt).toBe('#,##0.00');
  });
});

describe('refusals', () => {
  it('a month that is not YYYY-MM, or has not begun, is refused with a clear message', async () => {
    for (const bad of ['2026-13', '202611', 'abc', '1999-12']) {
      const { body } = await statement(seller.token, { month: bad });
      expect(body.code, bad).toBe(ErrorCode.VALIDATION_FAILED);
      expect(body.msg).toContain('YYYY-MM');
    }
    const [year, m] = month.split('-').map(Number) as [number, number];
    const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
    const future = await statement(seller.token, { month: next });
    expect(future.body.code).toBe(ErrorCode.STATEMENT_MONTH_IN_FUTURE);
    expect(future.body.msg).toContain('还没有开始');
    const file = await fetchBytes(`/api/member/statement_pdf?month=${next}`, seller.token);
    expect(file.json).toMatchObject({ code: ErrorCode.STATEMENT_MONTH_IN_FUTURE });
  });

  it('another member only ever reads their own statement; nobody signed out reads any', async () => {
    const stranger = await freshMember(db, 'stmt_stranger', { buyer: true });
    const s = await statement(stranger.token, { month, memberId: seller.id });
    if (s.body.code === 0) {
      expect(s.body.data.summary.movementCount).toBe(0);
      expect(s.body.data.member.name).not.toBe('对账测试化工有限公司');
    } else {
      expect(s.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    }
    const xlsx = await fetchBytes(`/api/member/statement_xlsx?month=${month}&memberId=${seller.id}`, stranger.token);
    if (!xlsx.json) {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
      expect(book.getWorksheet('资金明细')!.rowCount).toBe(2);
    }
    expect((await statement('', { month })).body.code).toBe(ErrorCode.SESSION_INVALID);
  });
});
