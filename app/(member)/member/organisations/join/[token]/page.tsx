import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JoinView } from '@/components/organisations/JoinView';
import { requireCurrentMember } from '@/lib/server/account/current';

export const metadata: Metadata = { title: '加入组织', robots: { index: false } };

type Props = { params: Promise<{ token: string }> };

/** /member/organisations/join/:token — an invitation link; signing in first comes back here. */
export default async function JoinOrganisationPage({ params }: Props) {
  const { token } = await params;
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) notFound();
  await requireCurrentMember();
  return <JoinView token={token} />;
}
