import type { Metadata } from 'next';
import { AdminCertificatesView } from '@/components/certificates/AdminCertificatesView';

export const metadata: Metadata = { title: '证书审核', robots: { index: false } };

/** The console layout guards /admin; the calls behind this page answer 3012 to anyone but operators. */
export default function AdminCertificatesPage() {
  return <AdminCertificatesView />;
}
