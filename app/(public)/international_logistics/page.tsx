import type { Metadata } from 'next';
import { HelpMarkdown } from '@/components/help/HelpShell';
import { LazyHelpForm } from '@/components/public/LazyHelpForm';
import { readServicePage } from '@/lib/server/help/content';

/** Static text and a form that loads on first use: rendered once, cached for an hour. */
export const dynamic = 'force-static';
export const revalidate = 3600;

export const metadata: Metadata = { title: '国际物流', description: '化学品进出口运输：危险货物分类、MSDS 等单证与在线询价。' };

/** /international_logistics — import and export shipping of chemicals, and the request form. */
export default function InternationalLogisticsPage() {
  return (
    <div className="service-page">
      <article className="service-page__text">
        <h1 className="page-title">国际物流</h1>
        <HelpMarkdown html={readServicePage('international_logistics')} />
      </article>
      <LazyHelpForm kind="logistics" />
    </div>
  );
}
