import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { INQUIRY_STATUSES, QUOTATION_STATUSES } from '@/lib/contracts/inquiry/schema';
import { acceptEvent, allowedBuyerActions, assertQuotable, INQUIRY_MACHINE, inquiryTransition, QUOTATION_MACHINE, quotationTransition } from './transitions';

function codeOf(run: () => unknown): number | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : -1;
  }
}

/** The rows of the table under a heading of docs/state-machines.md: event → [from, to]. */
function docTable(heading: string): Map<string, { from: string[]; to: string }> {
  const text = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/state-machines.md'), 'utf8');
  const section = text.split(/^## /m).find((s) => s.startsWith(heading))!;
  const rows = section.split('\n').filter((l) => /^\| `/.test(l));
  return new Map(
    rows.map((row) => {
      const [event, from, to] = row
        .split('|')
        .slice(1, 4)
        .map((c) => c.trim());
      return [event!.replaceAll('`', ''), { from: from!.split(',').map((s) => s.trim()), to: to! }];
    }),
  );
}

describe('the inquiry machine', () => {
  it('is the table in docs/state-machines.md', () => {
    const doc = docTable('Inquiry');
    expect([...doc.keys()].sort()).toEqual(Object.keys(INQUIRY_MACHINE).sort());
    for (const [event, rule] of Object.entries(INQUIRY_MACHINE)) expect(doc.get(event), event).toEqual({ from: [...rule.from], to: rule.to });
  });

  it('allows every listed transition and refuses every other one with 4004 (4009 once expired)', () => {
    for (const [event, rule] of Object.entries(INQUIRY_MACHINE) as [keyof typeof INQUIRY_MACHINE, (typeof INQUIRY_MACHINE)[keyof typeof INQUIRY_MACHINE]][]) {
      for (const from of INQUIRY_STATUSES) {
        if (rule.from.includes(from)) expect(inquiryTransition(from, event)).toBe(rule.to);
        else
          expect(
            codeOf(() => inquiryTransition(from, event)),
            `${from} --${event}`,
          ).toBe(from === 'expired' ? ErrorCode.INQUIRY_EXPIRED : ErrorCode.INQUIRY_TRANSITION_INVALID);
      }
    }
  });

  it('says the state in Chinese', () => {
    expect(() => inquiryTransition('closed', 'cancel')).toThrow('询价单当前为“已关闭”，不能取消');
  });

  it('accepting the last open line makes the inquiry accepted', () => {
    expect(acceptEvent(1, 2)).toBe('accept_line');
    expect(acceptEvent(2, 2)).toBe('accept_last_line');
  });

  it('offers the buyer only legal actions', () => {
    expect(allowedBuyerActions('open')).toEqual(['close', 'cancel']);
    expect(allowedBuyerActions('quoted')).toEqual(['accept', 'close', 'cancel']);
    expect(allowedBuyerActions('accepted')).toEqual(['close']);
    expect(allowedBuyerActions('expired')).toEqual([]);
  });

  it('takes quotations only while open, quoted or partly accepted and before the deadline', () => {
    const now = '2026-01-01T00:00:00.000Z';
    expect(codeOf(() => assertQuotable('partly_accepted', '2026-01-02T00:00:00.000Z', now))).toBeNull();
    expect(codeOf(() => assertQuotable('quoted', '2025-12-31T00:00:00.000Z', now))).toBe(ErrorCode.INQUIRY_EXPIRED);
    expect(codeOf(() => assertQuotable('closed', null, now))).toBe(ErrorCode.INQUIRY_TRANSITION_INVALID);
  });
});

describe('the quotation machine', () => {
  it('is the table in docs/state-machines.md', () => {
    const doc = docTable('Quotation');
    expect([...doc.keys()].sort()).toEqual(Object.keys(QUOTATION_MACHINE).sort());
    for (const [event, rule] of Object.entries(QUOTATION_MACHINE)) expect(doc.get(event), event).toEqual({ from: [...rule.from], to: rule.to });
  });

  it('moves only active quotations; every other state is final', () => {
    for (const [event, rule] of Object.entries(QUOTATION_MACHINE) as [
      keyof typeof QUOTATION_MACHINE,
      (typeof QUOTATION_MACHINE)[keyof typeof QUOTATION_MACHINE],
    ][]) {
      for (const from of QUOTATION_STATUSES) {
        if (rule.from.includes(from)) expect(quotationTransition(from, event)).toBe(rule.to);
        else expect(codeOf(() => quotationTransition(from, event))).not.toBeNull();
      }
    }
  });

  it('names why: expired 4010, lost to another quotation 4008, otherwise 4005 with the state', () => {
    expect(codeOf(() => quotationTransition('expired', 'accept'))).toBe(ErrorCode.QUOTATION_EXPIRED);
    expect(codeOf(() => quotationTransition('lost', 'accept'))).toBe(ErrorCode.LINE_ALREADY_ACCEPTED);
    expect(codeOf(() => quotationTransition('accepted', 'cancel'))).toBe(ErrorCode.QUOTATION_TRANSITION_INVALID);
    expect(() => quotationTransition('cancelled', 'accept')).toThrow('报价当前为“已撤销”，不能采纳');
  });
});
