import type { Metadata } from 'next';
import { PunchoutView } from '@/components/punchout/PunchoutView';

export const metadata: Metadata = { title: 'PunchOut 采购系统' };

/** /member/account/punchout — an organisation's cXML PunchOut connections (issue 34). */
export default function PunchoutPage() {
  return <PunchoutView />;
}
