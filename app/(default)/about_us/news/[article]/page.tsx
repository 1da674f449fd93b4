import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { HelpMarkdown, HelpShell } from '@/components/help/HelpShell';
import { listNews, readNews } from '@/lib/server/help/content';
import { helpPath } from '@/lib/shared/help-sections';

type Props = { params: Promise<{ article: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => listNews().map((a) => ({ article: a.slug }));

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
