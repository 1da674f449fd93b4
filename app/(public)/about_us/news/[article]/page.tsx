import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { HelpMarkdown, HelpShell } from '@/components/help/HelpShell';
import { readNews } from '@/lib/server/help/content';
import { helpPath } from '@/lib/shared/help-sections';

type Props = { params: Promise<{ article: string }> };

/*
 * Rendered on the first request and then served from the page cache for an
 * hour (never at build time: the canonical address comes from the running
 * server's PUBLIC_BASE_URL); unknown names are a 404.
 */
export const dynamic = 'force-static';
export const revalidate = 3600;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = readNews((await params).article);
  return article ? { title: article.title, description: article.summary } : {};
}

/** One news article of the help centre. */
export default async function NewsArticlePage({ params }: Props) {
  const article = readNews((await params).article);
  if (!article) notFound();
  return (
    <HelpShell current="news" title={article.title}>
      <p className="muted">{article.date}</p>
      <HelpMarkdown html={article.html} />
      <p>
        <Link href={helpPath('news')}>← 返回新闻资讯</Link>
      </p>
    </HelpShell>
  );
}
