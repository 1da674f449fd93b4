import type { Metadata } from 'next';
import { OrganisationsView } from '@/components/organisations/OrganisationsView';
import { requireCurrentMember } from '@/lib/server/account/current';

export const metadata: Metadata = { title: '我的组织' };

/** /member/organisations — the member's research groups and companies, invitations to answer, a new one. */
export default async function OrganisationsPage() {
  const member = await requireCurrentMember();
  return <OrganisationsView member={member} page={1} />;
}
