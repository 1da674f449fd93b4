// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';

type Check = { isOutdated(ua: string, w: object, flex: boolean): boolean; run(): void };
const source = fs.readFileSync(path.join(import.meta.dirname, 'browser-check.js'), 'utf8');
const modern = { fetch: () => {}, Promise, IntersectionObserver: function IntersectionObserver() {} };
const CHROME = (v: number) => `Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.4240.75 Safari/537.36`;

function load(): Check {
  new Function(source)();
  return (window as unknown as { chemmartBrowserCheck: Check }).chemmartBrowserCheck;
}

describe('the old-browser notice', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    localStorage.clear();
  });

  it('flags Chrome 86 and lower, not Chrome 87', () => {
    const check = load();
    expect(check.isOutdated(CHROME(86), modern, true)).toBe(true);
    expect(check.isOutdated(CHROME(49), modern, true)).toBe(true);
    expect(check.isOutdated(CHROME(87), modern, true)).toBe(false);
  });

  it('flags a browser without fetch, Promise, IntersectionObserver or flexbox', () => {
    const check = load();
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0';
    expect(check.isOutdated(firefox, modern, true)).toBe(false);
    expect(check.isOutdated(firefox, { ...modern, fetch: undefined }, true)).toBe(true);
    expect(check.isOutdated(firefox, { ...modern, Promise: undefined }, true)).toBe(true);
    expect(check.isOutdated(firefox, { ...modern, IntersectionObserver: undefined }, true)).toBe(true);
    expect(check.isOutdated(firefox, modern, false)).toBe(true);
  });

  it('shows a Chinese notice recommending Chrome, with an upgrade link and an ignore button that sticks', () => {
    Object.defineProperty(window.navigator, 'userAgent', { configurable: true, value: CHROME(80) });
    load();
    const notice = document.getElementById('old-browser-notice');
    expect(notice?.textContent).toContain('浏览器版本过低');
    expect(notice?.textContent).toContain('Chrome');
    expect(document.getElementById('old-browser-upgrade')?.getAttribute('href')).toMatch(/^https:\/\//);
    (document.getElementById('old-browser-ignore') as HTMLButtonElement).click();
    expect(document.getElementById('old-browser-notice')).toBeNull();
    load();
    expect(document.getElementById('old-browser-notice')).toBeNull();
  });
});
