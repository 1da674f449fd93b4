import { describe, expect, it } from 'vitest';
import { contentDisposition, downloadResponse, XLSX_CONTENT_TYPE } from './file-response';

describe('contentDisposition', () => {
  it('encodes a Chinese name per RFC 5987 with an ASCII fallback, and never lets quotes or slashes through as syntax', () => {
    expect(contentDisposition('报价单-XJ1.xlsx', 'attachment')).toBe(
      'attachment; filename="___-XJ1.xlsx"; filename*=UTF-8\'\'%E6%8A%A5%E4%BB%B7%E5%8D%95-XJ1.xlsx',
    );
    expect(contentDisposition('a"b\\c (1).pdf')).toBe('inline; filename="a_b_c (1).pdf"; filename*=UTF-8\'\'a%22b%5Cc%20%281%29.pdf');
  });
});

describe('downloadResponse', () => {
  it('answers the bytes as a private, uncached, unsniffed attachment, with the headers given added', async () => {
    const response = downloadResponse(new Uint8Array([1, 2, 3]), XLSX_CONTENT_TYPE, '对账单.xlsx', { 'x-export-orders': '3' });
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': XLSX_CONTENT_TYPE,
      'content-disposition': contentDisposition('对账单.xlsx', 'attachment'),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'x-export-orders': '3',
    });
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([1, 2, 3]);
  });
});
