import fs from 'node:fs';
import path from 'node:path';
import { regulatedData, type ListKey } from '@/lib/server/regulated/lists';
import { helpSection } from '@/lib/shared/help-sections';
import { siteContact } from './contact';
import { renderMarkdown, tableCell } from './markdown';

/** The help centre's Markdown: one file per section, news articles in news/. */
export const HELP_CONTENT_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'content', 'help');

const LIST_LABELS: Record<ListKey, string> = {
  precursor: '易制毒化学品',
  explosive_precursor: '易制爆危险化学品',
  highly_toxic: '剧毒化学品',
  hazardous: '危险化学品',
};

function categoryLabel(list: ListKey, category: string): string {
  if (category === '*') return '全部品种';
  if (category === '1-pharma') return '第一类（药品类）';
  return list === 'precursor' ? `第${'一二三'[Number(category) - 1] ?? category}类` : category;
}

/** Numbered entries, not rows: one entry may span rows (several CAS numbers), one row may name several (`1;2`). */
function entryCount(entries: { category: string | null; item: string | null }[]): number {
  return new Set(entries.flatMap((e) => (e.item ?? '').split(';').map((item) => `${e.category ?? ''}|${item}`))).size;
}

/**
 * Tables generated from data/regulated, so the help text about regulated
 * purchases says exactly what the product pages' badges and the API say.
 */
function regulatedTables(): Record<string, string> {
  const data = regulatedData();
  const requirements = [
    '| 名录 | 类别 | 购买方须具备 | 依据 |',
    '|---|---|---|---|',
    ...data.requirements.map((r) => `| ${LIST_LABELS[r.list]} | ${categoryLabel(r.list, r.category)} | ${tableCell(r.requirement)} | ${tableCell(r.basis)} |`),
  ].join('\n');
  const lists = [
    '| 名录 | 文件与版本 | 发布机关 | 条目数 |',
    '|---|---|---|---|',
    ...Object.values(data.lists).map((l) => `| ${LIST_LABELS[l.key]} | 《${tableCell(l.source.document)}》${tableCell(l.source.edition)} | ${tableCell(l.source.authority)} | ${entryCount(l.entries)} |`),
  ].join('\n');
  return { 'regulated.requirements': requirements, 'regulated.lists': lists };
}

/** Fills `{{contact.phone}}`-style placeholders: contact data lives in one place (contact.ts). */
function fill(source: string): string {
  const contact = siteContact();
  const values: Record<string, string> = {
    'contact.company': contact.company,
    'contact.phone': contact.phone,
    'contact.email': contact.email,
    'contact.address': contact.address,
    'contact.hours': contact.hours,
  };
  const needsRegulated = source.includes('{{regulated.');
  if (needsRegulated) Object.assign(values, regulatedTables());
  return source.replace(/\{\{([a-z.]+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

export type HelpPage = { slug: string; title: string; html: string };

/** A section's page, or null for a slug that is not one of the twenty. */
export function readHelpSection(slug: string): HelpPage | null {
  const section = helpSection(slug);
  if (!section) return null;
  const source = fs.readFileSync(path.join(HELP_CONTENT_DIR, `${slug}.md`), 'utf8');
  return { slug, title: section.title, html: renderMarkdown(fill(source)) };
}

export type NewsArticle = { slug: string; title: string; date: string; summary: string };

/** `---` front matter of `key: value` lines, then the Markdown body. */
function parseFrontMatter(text: string): { meta: Record<string, string>; body: string } {
  const match = text.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n?/);
  if (!match) return { meta: {}, body: text };
  const meta = Object.fromEntries(
    match[1]!
      .split(/\r?\n/)
      .map((line) => line.match(/^(\w+):\s*(.*)$/))
      .filter((m): m is RegExpMatchArray => m !== null)
      .map((m) => [m[1]!, m[2]!.trim()]),
  );
  return { meta, body: text.slice(match[0].length) };
}

const NEWS_SLUG = /^[a-z0-9-]{1,80}$/;

function readArticleFile(slug: string) {
  const file = path.join(HELP_CONTENT_DIR, 'news', `${slug}.md`);
  if (!NEWS_SLUG.test(slug) || !fs.existsSync(file)) return null;
  const { meta, body } = parseFrontMatter(fs.readFileSync(file, 'utf8'));
  return { slug, title: meta.title ?? slug, date: meta.date ?? '', summary: meta.summary ?? '', body };
}

/** News articles, newest first. */
export function listNews(): NewsArticle[] {
  const dir = path.join(HELP_CONTENT_DIR, 'news');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => readArticleFile(f.slice(0, -3)))
    .filter((a): a is NonNullable<typeof a> => a !== null)
    .map(({ body: _body, ...article }) => article)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

export function readNews(slug: string): (NewsArticle & { html: string }) | null {
  const article = readArticleFile(slug);
  if (!article) return null;
  const { body, ...meta } = article;
  return { ...meta, html: renderMarkdown(fill(body)) };
}

/** The text of a service page (/consignment, /international_logistics), from content/services/. */
export function readServicePage(name: 'consignment' | 'international_logistics'): string {
  const file = path.join(/*turbopackIgnore: true*/ process.cwd(), 'content', 'services', `${name}.md`);
  return renderMarkdown(fill(fs.readFileSync(file, 'utf8')));
}
