import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { listNews, readHelpSection } from '@/lib/server/help/content';
import { siteContact } from '@/lib/server/help/contact';
import { LazyHelpForm } from '@/components/public/LazyHelpForm';
import { helpPath, helpSection, newsPath } from '@/lib/shared/help-sections';
import { HelpMarkdown, HelpShell } from './HelpShell';

export function helpSectionMetadata(slug: string): Metadata {
  const section = helpSection(slug);
  if (!section) return {};
  // /about_us/components/{section} shows the same page: one canonical address for crawlers.
  return { title: `${section.title} - 帮助中心`, description: section.summary, alternates: { canonical: helpPath(slug) } };
}

/** One help section: its Markdown, and the working part some sections have (a form loaded on first use, the news list). */
export function HelpSectionPage({ slug }: { slug: string }) {
  const page = readHelpSection(slug);
  if (!page) notFound();
  const placeholderContact = slug === 'contact_us' && siteContact().placeholder;
  return (
    <HelpShell current={slug} title={page.title}>
      {placeholderContact && (
        <div className="help-content">
          <blockquote role="note">以下联系方式为占位信息，部署时在 SITE_CONTACT_* 设置中配置运营主体的真实信息。</blockquote>
        </div>
      )}
      <HelpMarkdown html={page.html} />
      {slug === 'usage_feedback' && <LazyHelpForm kind="feedback" />}
      {slug === 'coa_download' && <LazyHelpForm kind="coa" />}
      {slug === 'news' && (
        <ul className="news-list">
          {listNews().map((a) => (
            <li key={a.slug}>
              <Link href={newsPath(a.slug)}>{a.title}</Link>
              <div className="muted">
                {a.date} · {a.summary}
              </div>
            </li>
          ))}
        </ul>
      )}
    </HelpShell>
  );
}
