import type { Metadata } from 'next';
import { ServicePage } from '@/components/help/ServicePage';
import { readServicePage } from '@/lib/server/help/content';

/** Static text and a form that loads on first use: rendered once, cached for an hour. */
export const dynamic = 'force-static';
export const revalidate = 3600;

export const metadata: Metadata = { title: '国际物流', description: '化学品进出口运输：危险货物分类、MSDS 等单证与在线询价。' };

/** /international_logistics — import and export shipping of chemicals, and the request form. */
export default function InternationalLogisticsPage() {
  return <ServicePage title="国际物流" html={readServicePage('international_logistics')} form="logistics" />;
}
