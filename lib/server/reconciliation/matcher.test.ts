import { describe, expect, it } from 'vitest';
import { matchSettlement, type OurRecord } from './matcher';
import type { ParsedLine } from './settlement-csv';

const DAY = { start: '2026-11-24T16:00:00.000Z', end: '2026-11-25T16:00:00.000Z' };
const AT = '2026-11-25T02:00:00.000Z';

const line = (lineNo: number, ourNo: string, over: Partial<ParsedLine> = {}): ParsedLine => ({
  lineNo,
  providerNo: `P${lineNo}`,
  ourNo,
  kind: 'payment',
  amountCents: 10_000,
  feeCents: 60,
  status: 'success',
  at: AT,
  ...over,
});
const ours = (ourNo: string, over: Partial<OurRecord> = {}): OurRecord => ({
  kind: 'payment',
  ourNo,
  amountCents: 10_000,
  state: 'success',
  statusLabel: '已支付',
  at: AT,
  providerNo: null,
  ...over,
});

describe('matching a settlement file against our records', () => {
  it('matches equal lines, and sorts every other line into one category', () => {
    const { matched, mismatches } = matchSettlement(
      [
        line(2, 'OP000001'),
        line(3, 'OP000002'),
        line(4, 'OP000003'),
        line(5, 'OP000004', { amountCents: 9_999 }),
        line(6, 'OP000005', { status: 'failed' }),
        line(7, 'RF000006', { kind: 'refund', status: 'failed' }),
        line(8, 'R000007'),
      ],
      [
        ours('OP000001'),
        // OP000002: we never heard of it.
        ours('OP000003', { state: 'pending', statusLabel: '待支付', at: null }),
        ours('OP000004'),
        ours('OP000005'),
        ours('RF000006', { kind: 'refund', statusLabel: '已退回' }),
        ours('R000007', { state: 'failed', statusLabel: '支付失败' }),
        ours('PO20261125000008', { kind: 'payout', statusLabel: '已到账', amountCents: 50_000 }),
      ],
      DAY,
    );
    expect(matched).toBe(1);
    expect(mismatches.map((m) => [m.lineNo, m.ourNo, m.outcome])).toEqual([
      [3, 'OP000002', 'missing_ours'],
      [4, 'OP000003', 'missing_ours'],
      [5, 'OP000004', 'amount_differs'],
      [6, 'OP000005', 'status_differs'],
      [7, 'RF000006', 'status_differs'],
      [8, 'R000007', 'status_differs'],
      [null, 'PO20261125000008', 'missing_file'],
    ]);
    expect(mismatches[1]!.detail).toBe('渠道记为成功 ¥100.00，我方仍为“待支付”（可能未收到渠道通知）');
    expect(mismatches[2]).toMatchObject({ fileAmountCents: 9_999, ourAmountCents: 10_000, detail: '渠道记为成功 ¥99.99，我方金额 ¥100.00' });
    expect(mismatches[6]).toMatchObject({ fileAmountCents: null, ourAmountCents: 50_000, providerNo: null, ourStatus: '已到账' });
  });

  it('a failed line of a pending record is a status difference; equal failures match', () => {
    const { matched, mismatches } = matchSettlement(
      [line(2, 'OP000001', { status: 'failed' }), line(3, 'OP000002', { status: 'failed' })],
      [ours('OP000001', { state: 'pending', statusLabel: '待支付', at: null }), ours('OP000002', { state: 'failed', statusLabel: '支付失败' })],
      DAY,
    );
    expect(matched).toBe(1);
    expect(mismatches.map((m) => m.outcome)).toEqual(['status_differs']);
  });

  it('a number of one kind never matches a record of another', () => {
    const { mismatches } = matchSettlement([line(2, 'PO20261125000001', { kind: 'payout' })], [ours('PO20261125000001', { kind: 'payment' })], DAY);
    expect(mismatches.map((m) => m.outcome)).toEqual(['missing_ours', 'missing_file']);
  });

  it('expects in the file only our successes recorded within the day (not failures, not pending, not other days)', () => {
    const { mismatches } = matchSettlement(
      [],
      [
        ours('OP000001', { at: DAY.start }),
        ours('OP000002', { at: '2026-11-25T15:59:59.999Z' }),
        ours('OP000003', { at: DAY.end }),
        ours('OP000004', { at: '2026-11-24T15:59:59.999Z' }),
        ours('OP000005', { state: 'failed' }),
        ours('OP000006', { state: 'pending', at: null }),
      ],
      DAY,
    );
    expect(mismatches.map((m) => m.ourNo)).toEqual(['OP000001', 'OP000002']);
  });
});
