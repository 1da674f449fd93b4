import type { Metadata } from 'next';
import { WebhooksView } from '@/components/webhooks/WebhooksView';

export const metadata: Metadata = { title: 'Webhook 通知' };

/** /member/account/webhooks — signed event notifications to the member's or their organisation's systems (issue 34). */
export default function WebhooksPage() {
  return <WebhooksView />;
}
