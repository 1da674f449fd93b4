import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PageLinks } from '@/components/layout/PageLinks';
import { CasNumber } from '@/components/layout/IdNumber';
import { chineseNameDirectory, DIRECTORY_LETTERS, DIRECTORY_PAGE_SIZE, directoryPath } from '@/lib/server/catalog/directory';
import { db } from '@/lib/server/core/db';
import { pageNumberOf } from '@/lib/contracts/pagination';
import { productPath } from '@/lib/shared/format';

/** The same for every visitor: rendered once per letter and page, refreshed hourly. */
export const dynamic = 'force-static';
export const revalidate = 3600;

type Props = { params: Promise<{ letter: string; page: string }> };

function read(letter: string, page: string): { letter: string; page: number } | null {
  const upper = letter.toUpperCase();
  const number = pageNumberOf(page);
  return DIRECTORY_LETTERS.includes(upper) && letter === upper && number !== null ? { letter: upper, page: number } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { letter, page } = await params;
  const read_ = read(letter, page);
  if (!read_) return { title: '页面不存在' };
  return {
    title: `中文名目录 ${read_.letter}${read_.page > 1 ? ` 第 ${read_.page} 页` : ''}`,
    description: `按拼音首字母 ${read_.letter} 排列的化学品中文名、英文名与 CAS 号，点击查看产品与报价。`,
    alternates: { canonical: directoryPath(read_.letter, read_.page) },
  };
}

/** /products/directory/:letter/:page — products by the first letter of their Chinese name's pinyin. */
export default async function DirectoryPage({ params }: Props) {
  const { letter: rawLetter, page: rawPage } = await params;
  const at = read(rawLetter, rawPage);
  if (!at) notFound();
  const byLetter = await chineseNameDirectory(db());
  const entries = byLetter.get(at.letter) ?? [];
  const shown = entries.slice((at.page - 1) * DIRECTORY_PAGE_SIZE, at.page * DIRECTORY_PAGE_SIZE);
  if (at.page > 1 && shown.length === 0) notFound();
  return (
    <div className="pub-stack">
      <h1 className="page-title">中文名目录：{at.letter}</h1>
      <nav aria-label="拼音首字母" className="pub-tags" data-testid="directory-letters">
        {DIRECTORY_LETTERS.map((l) =>
          l === at.letter ? (
            <strong key={l} className="pub-tag pub-tag--green" aria-current="page">
              {l}
            </strong>
          ) : (byLetter.get(l)?.length ?? 0) > 0 ? (
            <Link key={l} href={directoryPath(l)} prefetch={false} className="pub-tag">
              {l}
            </Link>
          ) : (
            <span key={l} className="pub-tag" aria-disabled="true">
              {l}
            </span>
          ),
        )}
      </nav>
      <section className="pub-card">
        <div className="pub-card__body">
          {shown.length === 0 ? (
            <p className="muted">没有以 {at.letter} 开头的中文名。</p>
          ) : (
            <ul className="directory-list" data-testid="directory-list">
              {shown.map((e) => (
                <li key={e.cas}>
                  <Link href={productPath(e.cas)} prefetch={false}>
                    {e.nameZh}
                  </Link>{' '}
                  <span className="muted">
                    {e.name} · CAS <CasNumber cas={e.cas} />
                  </span>
                </li>
              ))}
            </ul>
          )}
          <PageLinks page={at.page} pageSize={DIRECTORY_PAGE_SIZE} total={entries.length} href={(n) => directoryPath(at.letter, n)} />
        </div>
      </section>
      <p className="muted">中文名来自官方名录，或按中国化学会命名原则由英文名生成（产品页注明出处）。</p>
    </div>
  );
}
