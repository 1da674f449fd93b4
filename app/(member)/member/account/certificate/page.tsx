import type { Metadata } from 'next';
import { CertificatesView } from '@/components/certificates/CertificatesView';
import { requireCurrentMember } from '@/lib/server/account/current';

export const metadata: Metadata = { title: '资质证书' };

export default async function CertificatePage() {
  const member = await requireCurrentMember();
  return <CertificatesView isSeller={member.roles.seller} />;
}
