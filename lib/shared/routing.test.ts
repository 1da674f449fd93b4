import { describe, expect, it } from 'vitest';
import { decideRoute } from './routing';

describe('decideRoute', () => {
  it('moves /products/<cas> permanently to the .html page, keeping the query', () => {
    expect(decideRoute('/products/64-17-5', '', false)).toEqual({ kind: 'redirect', location: '/products/64-17-5.html', status: 301 });
    expect(decideRoute('/products/64-17-5', '?from=ad', false)).toMatchObject({ location: '/products/64-17-5.html?from=ad' });
  });

  it('leaves .html pages and the direct and promotion lists alone', () => {
    expect(decideRoute('/products/64-17-5.html', '', false)).toEqual({ kind: 'next' });
    expect(decideRoute('/products/direct/2', '', false)).toEqual({ kind: 'next' });
    expect(decideRoute('/products/promotion/1', '', false)).toEqual({ kind: 'next' });
    expect(decideRoute('/products/', '', false)).toEqual({ kind: 'next' });
  });

  it('sends a visitor without a token from member pages to the login page', () => {
    expect(decideRoute('/member/buyer/inquiryAdd', '?cas=64-17-5', false)).toEqual({
      kind: 'redirect',
      location: '/login?redirect=%2Fmember%2Fbuyer%2FinquiryAdd%3Fcas%3D64-17-5',
      status: 307,
    });
    expect(decideRoute('/member', '', false)).toMatchObject({ kind: 'redirect', status: 307 });
  });

  it('lets a member with a token in, and does not guard look-alike paths', () => {
    expect(decideRoute('/member/buyer/inquiryAdd', '', true)).toEqual({ kind: 'next' });
    expect(decideRoute('/members-area', '', false)).toEqual({ kind: 'next' });
  });

  it('guards the operator console the same way (the layout then checks the operator role)', () => {
    expect(decideRoute('/admin', '', false)).toEqual({ kind: 'redirect', location: '/login?redirect=%2Fadmin', status: 307 });
    expect(decideRoute('/admin/members', '?status=disabled', false)).toMatchObject({ location: '/login?redirect=%2Fadmin%2Fmembers%3Fstatus%3Ddisabled' });
    expect(decideRoute('/admin/audit', '', true)).toEqual({ kind: 'next' });
    expect(decideRoute('/administrator', '', false)).toEqual({ kind: 'next' });
  });
});
