import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RechargeForm } from '@/components/money/RechargeForm';
import { requireCurrentMember } from '@/lib/server/account/current';
import { db } from '@/lib/server/core/db';
import { pageNumberOf } from '@/lib/contracts/pagination';
import { organisationToRecharge } from '@/lib/server/organisation-deposit/service';
import { platformBankAccount } from '@/lib/server/payments/bank';

export const metadata: Metadata = { title: '充值' };
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ organisationId?: string }> };

/** /member/account/recharge — add money to the deposit; ?organisationId= a payer's organisation's deposit (decision 0161). */
export default async function RechargePage({ searchParams }: Props) {
  const raw = (await searchParams).organisationId;
  if (raw === undefined) return <RechargeForm bank={platformBankAccount()} />;
  // An organisation id reads like a page number; one the caller may not recharge reads as missing, like the API's 7660.
  const id = pageNumberOf(raw);
  if (id === null) notFound();
  const member = await requireCurrentMember();
  const organisation = await organisationToRecharge(db(), member.id, id);
  if (!organisation) notFound();
  return <RechargeForm bank={platformBankAccount()} organisation={organisation} />;
}
