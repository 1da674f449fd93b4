import type { Metadata } from 'next';
import { AdminCertificatesView } from '@/components/certificates/AdminCertificatesView';
import { consoleOperator } from '@/lib/server/admin/guard';

export const metadata: Metadata = { title: '证书审核', robots: { index: false } };

/** The console layout refuses non-operators and the page checks again; the calls behind it answer 3012 to anyone but operators. */
export default async function AdminCertificatesPage() {
  if (!(await consoleOperator())) return null;
  return <AdminCertificatesView />;
}
