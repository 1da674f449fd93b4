import type { z } from 'zod';
import { memberLabels, sellerNames } from '@/lib/server/account/service';
import type { Db } from '@/lib/server/core/db';
import { requireOrganisationRoles } from '@/lib/server/organisations/service';
import { offsetOf } from '@/lib/contracts/pagination';
import type { OrganisationOrderPageSchema, OrganisationOrdersQuery } from '@/lib/contracts/organisations/schema';
import * as repo from './repo';
import { ORDER_STATUS_LABELS } from './transitions';

/*
 * The orders bought for an organisation, for those who oversee its buying
 * (owner, approver, finance; decision 0158). A purchaser reads their own in
 * 我的订单; the order itself stays its two parties' (opening one is theirs).
 */
export async function organisationOrders(
  db: Db,
  memberId: number,
  query: z.output<typeof OrganisationOrdersQuery>,
): Promise<z.input<typeof OrganisationOrderPageSchema>> {
  await requireOrganisationRoles(db, query.organisationId, memberId, ['owner', 'approver', 'finance']);
  const [rows, total] = await Promise.all([
    repo.pageOfOrganisationOrders(db, query.organisationId, offsetOf(query), query.pageSize),
    repo.countOrganisationOrders(db, query.organisationId),
  ]);
  const [buyers, sellers] = await Promise.all([
    memberLabels(
      db,
      rows.map((r) => r.buyerId),
    ),
    sellerNames(
      db,
      rows.map((r) => r.sellerId),
    ),
  ]);
  return {
    list: rows.map((r) => ({
      orderNo: r.orderNo,
      buyer: buyers.get(r.buyerId) ?? { username: '', displayName: '' },
      seller: sellers.get(r.sellerId) ?? '',
      status: r.status,
      statusLabel: ORDER_STATUS_LABELS[r.status],
      payableCents: Number(r.payableCents),
      purchaseOrderNo: r.purchaseOrderNo ?? null,
      projectNo: r.projectNo ?? null,
      createdAt: r.createdAt,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
