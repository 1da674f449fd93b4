import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrganisationView } from '@/components/organisations/OrganisationView';
import { requireCurrentMember } from '@/lib/server/account/current';
import { pageNumberOf } from '@/lib/contracts/pagination';

export const metadata: Metadata = { title: '组织管理' };

type Props = { params: Promise<{ id: string }> };

/** /member/organisations/:id — members, roles and invitations of one organisation (its members only: the API answers "not found" to others). */
export default async function OrganisationPage({ params }: Props) {
  // An organisation id reads like a page number: a positive whole number.
  const id = pageNumberOf((await params).id);
  if (id === null) notFound();
  await requireCurrentMember();
  return <OrganisationView id={id} />;
}
