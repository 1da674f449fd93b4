import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { regulatedData } from '@/lib/server/regulated/lists';
import { HELP_SECTIONS } from '@/lib/shared/help-sections';
import { siteContact } from './contact';
import { HELP_CONTENT_DIR, listNews, readHelpSection, readNews, readServicePage } from './content';
import { renderMarkdown } from './markdown';

describe('help content', () => {
  it('has the twenty sections of the spec and the platform’s own, each with its Markdown file and no file without a section', () => {
    // Spec §2's twenty, plus seller_performance (issue 33: how the sellers' figures are computed).
    expect(HELP_SECTIONS).toHaveLength(21);
    expect(new Set(HELP_SECTIONS.map((s) => s.slug)).size).toBe(21);
    const files = fs
      .readdirSync(HELP_CONTENT_DIR)
      .filter((f) => f.endsWith('.md'))
      .map((f) => f.slice(0, -3))
      .sort();
    expect(files).toEqual(HELP_SECTIONS.map((s) => s.slug).sort());
  });

  it('renders every section with no placeholder left unfilled and only links that resolve', () => {
    const known = new Set([
      '/',
      '/register',
      '/register/selectType',
      '/resetpassword',
      '/member',
      '/about_us',
      '/consignment',
      '/international_logistics',
      '/products/direct/1',
      '/products/promotion/1',
      '/categories/electronic_grade/1',
    ]);
    for (const s of HELP_SECTIONS) known.add(`/about_us/${s.slug}`);
    for (const section of HELP_SECTIONS) {
      const page = readHelpSection(section.slug)!;
      expect(page.html).not.toContain('{{');
      for (const [, href] of page.html.matchAll(/href="([^"]+)"/g)) {
        if (href!.startsWith('/products/') && href!.endsWith('.html')) continue;
        expect(known, `${section.slug} links ${href}`).toContain(href);
      }
    }
    expect(readHelpSection('no_such_section')).toBeNull();
  });

  it('states for every regulated list the requirement data/regulated holds, word for word', () => {
    const html = readHelpSection('dangerous_goods_purchase')!.html;
    for (const r of regulatedData().requirements) expect(html).toContain(r.requirement.slice(0, 30));
    expect(html).toContain('<table>');
    // Entry counts as data/regulated/README.md states them, not CSV rows.
    expect(html.match(/<td>(\d+)<\/td>/g)).toEqual(['<td>38</td>', '<td>74</td>', '<td>148</td>', '<td>2828</td>']);
  });

  it('shows the configured contact data, marked as placeholder until it is set', () => {
    expect(siteContact({}).placeholder).toBe(true);
    const configured = siteContact({
      SITE_CONTACT_COMPANY: '某某公司',
      SITE_CONTACT_PHONE: '021-1',
      SITE_CONTACT_EMAIL: 'a@b.cn',
      SITE_CONTACT_ADDRESS: '上海',
    });
    expect(configured).toMatchObject({ phone: '021-1', placeholder: false });
    expect(readHelpSection('contact_us')!.html).toContain(siteContact().phone);
  });

  it('lists news newest first and renders each article; unknown or unsafe slugs are null', () => {
    const news = listNews();
    expect(news.length).toBeGreaterThan(0);
    expect([...news].sort((a, b) => b.date.localeCompare(a.date)).map((a) => a.slug)).toEqual(news.map((a) => a.slug));
    for (const a of news) expect(readNews(a.slug)!.html).toContain('<p>');
    expect(readNews('../terms_of_agreement')).toBeNull();
    expect(readNews('missing')).toBeNull();
  });

  it('renders both service pages', () => {
    expect(readServicePage('consignment')).toContain('<h2>');
    expect(readServicePage('international_logistics')).toContain('MSDS');
  });
});

describe('renderMarkdown', () => {
  it('escapes raw HTML and refuses script links', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>');
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('opens external links in a new tab without opener, and wraps tables for narrow screens', () => {
    const html = renderMarkdown('[a](https://example.org) [b](/about_us)\n\n| x | y |\n|---|---|\n| 1 | 2 |');
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">a</a>');
    expect(html).toContain('<a href="/about_us">b</a>');
    expect(html).toContain('<div class="help-table"><table>');
  });
});
