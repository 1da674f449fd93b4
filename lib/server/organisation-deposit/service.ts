import type { z } from 'zod';
import { memberLabels } from '@/lib/server/account/service';
import type { Db } from '@/lib/server/core/db';
import { AppError } from '@/lib/server/core/errors';
import { offsetOf } from '@/lib/contracts/pagination';
import { rechargeNumber } from '@/lib/shared/money';
import type { OrganisationDepositQuery, OrganisationDepositSchema } from '@/lib/contracts/organisation-deposit/schema';
import { organisationNames, requireOrganisationRoles } from '@/lib/server/organisations/service';
import * as repo from './repo';

/* Reading an organisation's deposit: its owners, finance and payers (decision 0161); a purchaser is refused (7663), an outsider reads 7660. */

const KIND_LABELS = { recharge: '充值', payment: '订单付款', refund: '退款' } as const;

/** `recharge:12` → 充值单 R000012, `order:DD…` → 订单 DD… */
function referenceLabel(reference: string): string {
  const [kind, id = ''] = reference.split(':');
  if (kind === 'recharge') return `充值单 ${rechargeNumber(Number(id))}`;
  if (kind === 'order') return `订单 ${id}`;
  return reference;
}

export async function organisationDeposit(
  db: Db,
  memberId: number,
  query: z.output<typeof OrganisationDepositQuery>,
): Promise<z.input<typeof OrganisationDepositSchema>> {
  const held = await requireOrganisationRoles(db, query.organisationId, memberId, ['owner', 'finance', 'payer']);
  const [balanceCents, { rows, total }] = await Promise.all([
    repo.balanceOf(db, query.organisationId),
    repo.pageOfEntries(db, query.organisationId, offsetOf(query), query.pageSize),
  ]);
  const people = await memberLabels(
    db,
    rows.flatMap((r) => (r.memberId === null ? [] : [r.memberId])),
  );
  return {
    organisationId: query.organisationId,
    balanceCents,
    mayPay: held.includes('payer'),
    ledger: {
      list: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        kindLabel: KIND_LABELS[r.kind],
        amountCents: Number(r.amountCents),
        balanceAfterCents: Number(r.balanceAfterCents),
        reference: r.reference,
        referenceLabel: referenceLabel(r.reference),
        member: r.memberId === null ? null : (people.get(r.memberId) ?? null),
        createdAt: r.createdAt,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    },
  };
}

/** The organisation a payer recharges on the recharge page (?organisationId=), or null when the caller is not its payer. */
export async function organisationToRecharge(db: Db, memberId: number, organisationId: number): Promise<{ id: number; name: string } | null> {
  try {
    await requireOrganisationRoles(db, organisationId, memberId, ['payer']);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
  const names = await organisationNames(db, [organisationId]);
  return { id: organisationId, name: names.get(organisationId) ?? '' };
}
