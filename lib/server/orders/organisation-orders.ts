import { fundSummaries } from '@/lib/server/funds/order-funds';
import type { z } from 'zod';
import { memberLabels, sellerNames } from '@/lib/server/account/service';
import type { Db } from '@/lib/server/core/db';
import { approvalRecords, approvalRulesOf } from '@/lib/server/organisations/approvals';
import { approvalsRequired } from '@/lib/server/organisations/approval-rules';
import { organisationNames, requireOrganisationRoles, verifiedDetailsOf } from '@/lib/server/organisations/service';
import { offsetOf } from '@/lib/contracts/pagination';
import type { OrganisationOrderPageSchema, OrganisationOrderSchema, OrganisationOrdersQuery, OrganisationRole } from '@/lib/contracts/organisations/schema';
import { invoiceFixesAmount, owesOnTerms } from './terms-state';
import { buyerRequirementsOf } from './permit-needs';
import * as repo from './repo';
import type { OrderLineRow, OrderRow } from './repo';
import { ORDER_STATUS_LABELS } from './transitions';

/*
 * The orders bought for an organisation, for those who oversee its buying
 * (owner, approver, finance; decision 0158), and the approvers' queue (the
 * ones waiting for approval). A purchaser reads their own in 我的订单; the
 * order itself stays its two parties' (opening one is theirs).
 */

type OrganisationOrder = z.input<typeof OrganisationOrderSchema>;

/** Whether any line is of a substance the regulated lists ask something of buyers for (an approval rule may look at it). */
export function hasRegulatedLine(lines: Pick<OrderLineRow, 'cas'>[]): boolean {
  return lines.some((l) => l.cas !== null && buyerRequirementsOf(l.cas).length > 0);
}

/** The orders as the organisation's overseers see them; the viewer's id and roles decide `canDecide` and `canPay`. */
export async function presentOrganisationOrders(
  db: Db,
  viewerId: number,
  viewer: { approver: boolean; payer: boolean },
  rows: OrderRow[],
): Promise<OrganisationOrder[]> {
  const ids = rows.map((r) => r.id);
  const organisationIds = [...new Set(rows.flatMap((r) => (r.organisationId ? [r.organisationId] : [])))];
  const [lines, approvals, people, sellers, rules, funds] = await Promise.all([
    repo.linesOf(db, ids),
    approvalRecords(db, ids),
    memberLabels(db, [viewerId, ...rows.map((r) => r.buyerId)]),
    sellerNames(
      db,
      rows.map((r) => r.sellerId),
    ),
    // Each organisation's rules read once, however many of its orders are listed.
    Promise.all(organisationIds.map(async (id) => [id, await approvalRulesOf(db, id)] as const)).then((pairs) => new Map(pairs)),
    fundSummaries(
      db,
      rows.flatMap((r) => (r.fundId ? [r.fundId] : [])),
    ),
  ]);
  const viewerName = people.get(viewerId)?.username;
  return rows.map((r) => {
    const own = lines.filter((l) => l.orderId === r.id);
    const decided = approvals.get(r.id) ?? [];
    const orgRules = r.organisationId ? rules.get(r.organisationId) : undefined;
    const required =
      r.status === 'pending_approval' && orgRules ? approvalsRequired(orgRules, { payableCents: Number(r.payableCents), regulated: hasRegulatedLine(own) }) : 0;
    return {
      orderNo: r.orderNo,
      buyer: people.get(r.buyerId) ?? { username: '', displayName: '' },
      seller: sellers.get(r.sellerId) ?? '',
      status: r.status,
      statusLabel: ORDER_STATUS_LABELS[r.status],
      payableCents: Number(r.payableCents),
      purchaseOrderNo: r.purchaseOrderNo ?? null,
      projectNo: r.projectNo ?? null,
      fund: r.fundId ? (funds.get(r.fundId) ?? null) : null,
      createdAt: r.createdAt,
      lines: own.map((l) => ({ cas: l.cas, name: l.productNameZh ?? l.productName, pack: `${Number(l.packSize)} ${l.unitCode}`, quantity: l.quantity })),
      approvalsRequired: required,
      approvals: decided,
      version: r.version,
      canDecide:
        viewer.approver &&
        r.status === 'pending_approval' &&
        r.buyerId !== viewerId &&
        !decided.some((d) => d.orderVersion === r.version && d.username === viewerName),
      canPay: viewer.payer && (r.status === 'submitted' || owesOnTerms(r)),
      canCancel: viewer.approver && r.buyerId !== viewerId && (r.status === 'submitted' || r.status === 'negotiating') && !invoiceFixesAmount(r),
    };
  });
}

export async function organisationOrders(
  db: Db,
  memberId: number,
  query: z.output<typeof OrganisationOrdersQuery>,
): Promise<z.input<typeof OrganisationOrderPageSchema>> {
  const which = query.pending ? 'pending' : query.toPay ? 'toPay' : 'all';
  const allowed: Record<typeof which, OrganisationRole[]> = {
    pending: ['approver'],
    toPay: ['payer'],
    all: ['owner', 'approver', 'finance', 'payer'],
  };
  const held = await requireOrganisationRoles(db, query.organisationId, memberId, allowed[which]);
  const [rows, total] = await Promise.all([
    repo.pageOfOrganisationOrders(db, query.organisationId, which, offsetOf(query), query.pageSize),
    repo.countOrganisationOrders(db, query.organisationId, which),
  ]);
  const viewer = { approver: held.includes('approver'), payer: held.includes('payer') };
  return { list: await presentOrganisationOrders(db, memberId, viewer, rows), total, page: query.page, pageSize: query.pageSize };
}

/**
 * The organisations that have bought from the seller (orders released to
 * them), newest customer first, with whether each is verified: the seller
 * grants payment terms to one of these (decision 0160).
 */
export async function organisationCustomersOf(db: Db, sellerId: number) {
  const rows = await repo.organisationCustomerCounts(db, sellerId);
  const names = await organisationNames(
    db,
    rows.map((r) => r.organisationId),
  );
  const list = [];
  for (const row of rows) {
    const verified = (await verifiedDetailsOf(db, row.organisationId)).length > 0;
    list.push({ organisation: { id: row.organisationId, name: names.get(row.organisationId) ?? '' }, verified, orders: row.orders });
  }
  return { list };
}
