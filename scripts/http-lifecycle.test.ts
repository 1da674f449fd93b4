import { describe, expect, it } from 'vitest';
import { requestKind } from './http-lifecycle.mjs';

describe('request kinds for /metrics', () => {
  it('group URLs into a few kinds, so a product page per CAS number is one label', () => {
    expect(requestKind('/products/64-17-5.html')).toBe('product_page');
    expect(requestKind('/products/100-02-7.html?from=home')).toBe('product_page');
    expect(requestKind('/api/unit?x=1')).toBe('api');
    expect(requestKind('/_next/static/chunks/a.js')).toBe('static');
    expect(requestKind('/searchResults/acid/1')).toBe('search_page');
    expect(requestKind('/structureSearch/c1ccncc1/1')).toBe('search_page');
    expect(requestKind('/files/12')).toBe('file');
    expect(requestKind('/readyz')).toBe('operations');
    expect(requestKind('/member/orders/1')).toBe('page');
    expect(requestKind(undefined)).toBe('page');
  });
});
