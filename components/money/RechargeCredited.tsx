'use client';
import { Button } from 'antd';
import Link from 'next/link';
import type { Recharge } from '@/lib/api/money';

/** Where a paid recharge shows: the member's ledger, or the organisation it was made for (decision 0161). */
export function rechargeCreditedTo(recharge: Pick<Recharge, 'organisation'>): string {
  return recharge.organisation ? `「${recharge.organisation.name}」的机构预存款` : '预存款';
}

/** The primary way on from a paid recharge: its ledger. */
export function RechargeCreditedLink({ recharge }: { recharge: Pick<Recharge, 'organisation'> }) {
  const { organisation } = recharge;
  return organisation ? (
    <Link href={`/member/organisations/${organisation.id}`}>
      <Button type="primary">返回组织</Button>
    </Link>
  ) : (
    <Link href="/member/account/property/1">
      <Button type="primary">查看资金明细</Button>
    </Link>
  );
}
