import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrganisationsView } from '@/components/organisations/OrganisationsView';
import { requireCurrentMember } from '@/lib/server/account/current';
import { pageNumberOf } from '@/lib/contracts/pagination';

export const metadata: Metadata = { title: '我的组织' };

type Props = { params: Promise<{ page: string }> };

/** /member/organisations/page/:page — further pages of the member's organisations. */
export default async function OrganisationsPagedPage({ params }: Props) {
  const page = pageNumberOf((await params).page);
  if (page === null) notFound();
  const member = await requireCurrentMember();
  return <OrganisationsView member={member} page={page} />;
}
