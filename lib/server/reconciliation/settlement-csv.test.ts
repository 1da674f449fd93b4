import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/server/core/errors';
import { formatSettlementFile, type SettlementFileLine } from '@/lib/shared/settlement-file';
import { chinaTimeToIso, csvFields, parseSettlementFile, yuanToCents } from './settlement-csv';

const DAY = '2026-11-25';
const HEADER = '渠道流水号,商户单号,业务类型,金额(元),手续费(元),状态,完成时间';
const utf8 = (text: string) => new TextEncoder().encode(text);

/** The AppError a parse throws, as { code, message, data }. */
function refusal(bytes: Uint8Array, day = DAY) {
  try {
    parseSettlementFile(bytes, day);
  } catch (e) {
    const error = e as { code: number; message: string; data: unknown };
    return { code: error.code, message: error.message, data: error.data };
  }
  throw new Error('parsed');
}

describe('the settlement file reader', () => {
  it('reads the file the development provider writes (BOM, remarks, CRLF), amounts in cents and times in Beijing', () => {
    const lines: SettlementFileLine[] = [
      { providerNo: 'DEV01', ourNo: 'OP000012', kind: 'payment', amountCents: 16600, feeCents: 100, status: 'success', at: '2026-11-25T01:02:03.000Z' },
      { providerNo: 'DEVR02', ourNo: 'RF000003', kind: 'refund', amountCents: 5000, feeCents: 0, status: 'failed', at: '2026-11-24T16:00:00.000Z' },
      { providerNo: 'T-3', ourNo: 'PO20261125000001', kind: 'payout', amountCents: 1_000_000, feeCents: 0, status: 'success', at: '2026-11-25T15:59:59.000Z' },
    ];
    const text = formatSettlementFile({ title: '测试', day: DAY }, lines);
    expect(text.startsWith('\uFEFF# 测试')).toBe(true);
    const parsed = parseSettlementFile(utf8(text), DAY);
    expect(parsed.map(({ lineNo: _, ...l }) => l)).toEqual([lines[1], lines[0], lines[2]]);
    expect(parsed.map((l) => l.lineNo)).toEqual([4, 5, 6]);
  });

  it('takes Chinese kind and status words, columns in another order and English headers', () => {
    const text = `状态,商户单号,渠道流水号,业务类型,金额(元),手续费(元),完成时间\n成功,r000012,X1,支付,12.30,0.07,2026/11/25 08:00:00\n`;
    const parsed = parseSettlementFile(utf8(text), DAY);
    expect(parsed[0]).toMatchObject({ ourNo: 'R000012', kind: 'payment', amountCents: 1230, feeCents: 7, status: 'success', at: '2026-11-25T00:00:00.000Z' });
    const english = parseSettlementFile(utf8('provider_no,our_no,type,amount,fee,status,time\nX,RF000001,refund,1.00,0.00,failed,2026-11-25 00:00:00\n'), DAY);
    expect(english[0]).toMatchObject({ kind: 'refund', status: 'failed', at: '2026-11-24T16:00:00.000Z' });
  });

  it('reads a GB18030 file (Excel on Chinese Windows)', () => {
    // The header and one line (支付, 成功) as Excel saves "CSV (逗号分隔)" on Chinese Windows.
    const bytes = Buffer.from(
      'c7feb5c0c1f7cbaebac52cc9ccbba7b5a5bac52cd2b5cef1c0e0d0cd2cbdf0b6ee28d4aa292ccad6d0f8b7d128d4aa292cd7b4ccac2ccdeab3c9cab1bce40d0a41312c4f503030303030312cd6a7b8b62c312e30302c302e30302cb3c9b9a62c323032362d31312d32352031303a30303a30300d0a',
      'hex',
    );
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    expect(parseSettlementFile(new Uint8Array(bytes), DAY)).toHaveLength(1);
  });

  it('refuses an empty file, a file of remarks only, bytes that are not text, and a header without the columns', () => {
    expect(refusal(new Uint8Array()).code).toBe(ErrorCode.RECONCILIATION_FILE_EMPTY);
    expect(refusal(utf8('\uFEFF# 只有备注\n\n')).code).toBe(ErrorCode.RECONCILIATION_FILE_EMPTY);
    const binary = refusal(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0xff, 0xfe, 0x00]));
    expect(binary.code).toBe(ErrorCode.RECONCILIATION_FILE_INVALID);
    expect(binary.message).toContain('不是 CSV');
    const columns = refusal(utf8('渠道流水号,商户单号,金额（元）\nA,OP000001,1.00\n'));
    expect(columns).toMatchObject({ code: ErrorCode.RECONCILIATION_FILE_INVALID, data: { missingColumns: ['业务类型', '手续费(元)', '状态', '完成时间'] } });
    expect(columns.message).toContain('表头缺少列');
  });

  it('accepts a header with no lines: a day without transactions', () => {
    expect(parseSettlementFile(utf8(`${HEADER}\r\n`), DAY)).toEqual([]);
  });

  it('refuses the whole file for bad lines, naming each (amount decimals, kind, number, status, time, day, columns, repeats)', () => {
    const bad = [
      'A1,OP000001,payment,12.3,0.00,success,2026-11-25 10:00:00',
      'A2,OP000002,payment,-1.00,0.00,success,2026-11-25 10:00:00',
      'A3,OP000003,transfer,1.00,0.00,success,2026-11-25 10:00:00',
      'A4,RF000004,payment,1.00,0.00,success,2026-11-25 10:00:00',
      'A5,OP000005,payment,1.00,0.00,done,2026-11-25 10:00:00',
      'A6,OP000006,payment,1.00,0.00,success,2026-11-31 10:00:00',
      'A7,OP000007,payment,1.00,0.00,success,2026-11-26 00:00:00',
      'A8,OP000008,payment,1.00',
      'A9,OP000009,payment,1.00,0.1,success,2026-11-25 10:00:00',
      'B1,OP000010,payment,1.00,0.00,success,2026-11-25 10:00:00',
      'B2,OP000010,payment,1.00,0.00,success,2026-11-25 10:00:01',
      '"B3,OP000011,payment,1.00,0.00,success,2026-11-25 10:00:00',
      'A 0,OP000012,payment,1.00,0.00,success,2026-11-25 10:00:00',
      'A1,OP000013,payment,0.00,0.00,success,2026-11-25 10:00:00',
    ];
    const r = refusal(utf8([HEADER, ...bad].join('\n')));
    expect(r.code).toBe(ErrorCode.RECONCILIATION_LINES_INVALID);
    expect(r.message).toMatch(/^对账单第 2 行：金额“12\.3”不正确.*（共 13 行有误）$/);
    const lines = (r.data as { lines: { line: number; message: string }[]; total: number }).lines;
    expect(lines.map((l) => l.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15]);
    expect(lines.map((l) => l.message)).toEqual([
      expect.stringContaining('恰好两位小数'),
      expect.stringContaining('金额“-1.00”'),
      expect.stringContaining('业务类型“transfer”'),
      expect.stringContaining('不是支付单号'),
      expect.stringContaining('状态“done”'),
      expect.stringContaining('完成时间“2026-11-31 10:00:00”'),
      expect.stringContaining('不在账单日 2026-11-25 内'),
      '有 4 列，表头有 7 列',
      expect.stringContaining('手续费“0.1”'),
      '商户单号 OP000010 与第 11 行重复',
      '引号没有闭合',
      expect.stringContaining('渠道流水号'),
      expect.stringContaining('金额“0.00”'),
    ]);
  });

  it('reads quoted fields, yuan and Beijing times exactly', () => {
    expect(csvFields('"a,b","say ""hi""", c ')).toEqual(['a,b', 'say "hi"', 'c']);
    expect(csvFields('"open')).toBeNull();
    expect(yuanToCents('0.01')).toBe(1);
    expect(yuanToCents('1234567.89')).toBe(123456789);
    expect(yuanToCents('1.234')).toBeNull();
    expect(yuanToCents('1e3')).toBeNull();
    expect(chinaTimeToIso('2026-11-25 00:00:00')).toBe('2026-11-24T16:00:00.000Z');
    expect(chinaTimeToIso('2026-02-29 00:00:00')).toBeNull();
    expect(chinaTimeToIso('2026-11-25 24:00:00')).toBeNull();
  });
});
