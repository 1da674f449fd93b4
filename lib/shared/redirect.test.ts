import { describe, expect, it } from 'vitest';
import { homePathOf, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirect('/member/buyer/inquiryAdd?cas=64-17-5')).toBe('/member/buyer/inquiryAdd?cas=64-17-5');
  });

  it('refuses other origins and falls back', () => {
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', 'member', '', null, undefined]) {
      expect(safeRedirect(bad)).toBe('/member');
    }
  });
});

describe('homePathOf', () => {
  it('takes an operator to the console and anyone else to the member centre', () => {
    expect(homePathOf({ operator: true })).toBe('/admin');
    expect(homePathOf({ operator: false })).toBe('/member');
    expect(safeRedirect(null, homePathOf({ operator: true }))).toBe('/admin');
    expect(safeRedirect('/admin/goods', homePathOf({ operator: false }))).toBe('/admin/goods');
  });
});
