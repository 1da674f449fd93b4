import type { Metadata } from 'next';
import { ServicePage } from '@/components/help/ServicePage';
import { readServicePage } from '@/lib/server/help/content';

/** Static text and a form that loads on first use: rendered once, cached for an hour. */
export const dynamic = 'force-static';
export const revalidate = 3600;

export const metadata: Metadata = { title: '寄售服务', description: '把化学品库存交给平台代为销售：流程、可寄售范围与在线申请。' };

/** /consignment — 代售 / 寄售: what it is, and the request form. */
export default function ConsignmentPage() {
  return <ServicePage title="寄售服务" html={readServicePage('consignment')} form="consignment" />;
}
