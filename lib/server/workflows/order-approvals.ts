import type { z } from 'zod';
import { nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { tell, type TellNote as Note } from './tell';
import * as orders from '@/lib/server/orders/lifecycle';
import { hasRegulatedLine, presentOrganisationOrders } from '@/lib/server/orders/organisation-orders';
import { findOrder, findOrderByNo, linesOf } from '@/lib/server/orders/queries';
import { requireOrderTransition } from '@/lib/server/orders/transitions';
import { orderNotFound } from '@/lib/server/orders/views';
import { changedMeanwhile } from '@/lib/server/orders/lifecycle';
import { lockOrderForMoney } from '@/lib/server/orders/payment-records';
import type { OrderRow } from '@/lib/server/orders/lifecycle';
import { approvalsNeeded, approverIds, recordApprovalDecision } from '@/lib/server/organisations/approvals';
import { requireOrganisationRoles } from '@/lib/server/organisations/service';
import { restoreVoucher } from '@/lib/server/voucher/service';
import { orderReference } from '@/lib/server/orders/ledger-keys';
import type { ApprovalDecisionInput, OrganisationOrderSchema } from '@/lib/contracts/organisations/schema';
import type { WorkflowContext } from '@/lib/server/outbox/run';
import { runWorkflow } from '@/lib/server/outbox/run';
import { formatYuan } from '@/lib/shared/format';

/*
 * Orders placed for an organisation whose rules ask for approval (decision
 * 0158): submitted, they wait in `pending_approval` (unpayable, unseen by the
 * seller); each approver's decision is recorded with the order's revision;
 * the last approval the rules ask for submits the order to the seller, a
 * rejection cancels it. A price agreed later in negotiation is approved again.
 */

/** How many approvals the order needs now under its organisation's rules (0 for a personal order). */
export async function approvalsNeededFor(db: Db, row: OrderRow, payableCents = Number(row.payableCents)): Promise<0 | 1 | 2> {
  if (!row.organisationId) return 0;
  return approvalsNeeded(db, row.organisationId, { payableCents, regulated: hasRegulatedLine(await linesOf(db, [row.id])) });
}

/** The approvers who may decide on the order: the organisation's, never its buyer. */
async function eligibleApprovers(db: Db, row: OrderRow): Promise<number[]> {
  return (await approverIds(db, row.organisationId!)).filter((id) => id !== row.buyerId);
}

/** Refuses to send an order for approval that too few approvers could ever decide (7671): it would hold stock with no way on. */
export async function requireEnoughApprovers(db: Db, row: OrderRow, needed: number): Promise<void> {
  const approvers = (await eligibleApprovers(db, row)).length;
  if (approvers < needed)
    throw new AppError(
      ErrorCode.ORGANISATION_NO_APPROVER,
      needed === 2 && approvers === 1
        ? '这张订单按组织规则需两位审批人审批，但组织里除您之外只有一位审批人：请负责人再指定一位审批人'
        : '这张订单按组织规则需要审批，但组织里没有可以审批它的人（不能审批自己的订单）：请负责人先指定审批人',
      { needed, approvers },
    );
}

/** Tells the organisation's approvers (never the buyer) that an order waits for them. */
export async function tellApprovers(ctx: WorkflowContext, row: OrderRow, why: string): Promise<void> {
  const approvers = await eligibleApprovers(ctx.trx, row);
  const notes: Note[] = approvers.map((memberId) => ({
    memberId,
    kind: 'organisation',
    title: `订单待审批：${row.orderNo}`,
    body: `${why}应付 ${formatYuan(Number(row.payableCents))}。请在「我的组织」的审批队列中通过或驳回。`,
    link: `/member/organisations/${row.organisationId}`,
  }));
  if (notes.length > 0) await tell(ctx, notes);
}

const sellerLink = (row: OrderRow) => `/member/seller/saleOrder/1?orderNo=${row.orderNo}`;

/** The seller's notice of a newly submitted order (submit_order and the last approval say the same). */
export function sellerTold(row: OrderRow): Note {
  return {
    memberId: row.sellerId,
    kind: 'order_submitted',
    title: `新订单：${row.orderNo}`,
    body: row.creditLineId
      ? `买家以账期提交了订单 ${row.orderNo}，应付 ${formatYuan(Number(row.payableCents))}。这是按您给予该组织的账期下的单：无需等待付款，请及时发货，货款在应付日前由买家付清。`
      : `买家提交了订单 ${row.orderNo}，应付 ${formatYuan(Number(row.payableCents))}，付款后请及时发货。`,
    link: `/member/seller/saleOrder/1?orderNo=${row.orderNo}`,
  };
}

/**
 * An order placed for an organisation, as one of its approvers reaches it,
 * with the roles they hold there. A personal order, a draft, or another
 * organisation's order reads as missing (5101); a member without the
 * approver role is refused (7663).
 */
export async function orderForApprover(db: Db, memberId: number, orderNo: string) {
  const row = await findOrderByNo(db, orderNo);
  if (!row || !row.organisationId || row.status === 'created') throw orderNotFound();
  const held = await requireOrganisationRoles(db, row.organisationId, memberId, ['approver']).catch((e: unknown) => {
    if (e instanceof AppError && e.code === ErrorCode.ORGANISATION_NOT_FOUND) throw orderNotFound();
    throw e;
  });
  return { row, held };
}

/** order_approval: an approver of the order's organisation approves or rejects it. */
export async function decideOrderApproval(
  db: Db,
  memberId: number,
  input: z.output<typeof ApprovalDecisionInput>,
): Promise<z.input<typeof OrganisationOrderSchema>> {
  const { row, held } = await orderForApprover(db, memberId, input.orderNo);
  if (row.buyerId === memberId) throw new AppError(ErrorCode.ORGANISATION_APPROVAL_OWN_ORDER, '不能审批自己下的订单：请由组织的另一位审批人审批');
  requireOrderTransition(row.status, input.approve ? 'approve' : 'reject_approval', 'approver');
  if (input.version !== undefined && input.version !== row.version) throw changedMeanwhile();

  await runWorkflow(db, 'order-approval', async (ctx) => {
    // Under the order's lock, read again: two approvers at once count each other's decisions (PostgreSQL), and a price agreed meanwhile is a new revision.
    const locked = await lockOrderForMoney(ctx.trx, row.id);
    if (!locked || locked.status !== 'pending_approval' || locked.version !== row.version) throw changedMeanwhile();
    const needed = await approvalsNeededFor(ctx.trx, locked);
    const approvedBy = await recordApprovalDecision(ctx.trx, {
      organisationId: row.organisationId!,
      orderId: row.id,
      orderNo: row.orderNo,
      orderVersion: row.version,
      approve: input.approve,
      reason: input.reason,
      decidedBy: memberId,
    });
    const buyerLink = `/member/buyer/orderPayList/1?orderNo=${row.orderNo}`;
    if (!input.approve) {
      await orders.rejectApproval(ctx.trx, row, memberId, input.reason!);
      if (row.voucherId !== null) await restoreVoucher(ctx.trx, row.buyerId, row.voucherId, orderReference(row));
      await tell(ctx, [
        { memberId: row.buyerId, kind: 'organisation', title: `订单审批未通过：${row.orderNo}`, body: `理由：${input.reason}。订单已取消。`, link: buyerLink },
        // A seller who already had it (a price agreed, then approved again) learns it ended, not why: the reason is the buyer's organisation's.
        ...(row.releasedAt
          ? [
              {
                memberId: row.sellerId,
                kind: 'order_cancelled' as const,
                title: `订单已取消：${row.orderNo}`,
                body: `买方单位未批准订单 ${row.orderNo} 的新价格，订单已取消。`,
                link: sellerLink(row),
              },
            ]
          : []),
      ]);
      return;
    }
    if (approvedBy >= Math.max(1, needed)) {
      await orders.approve(ctx.trx, row, memberId, needed === 2 ? '第二级审批通过' : '审批通过');
      await tell(ctx, [
        {
          memberId: row.buyerId,
          kind: 'organisation',
          title: `订单已审批通过：${row.orderNo}`,
          body: '订单已提交给卖家，现在可以付款了。',
          link: buyerLink,
          webhook: {
            type: 'order.approved',
            organisationId: row.organisationId ?? null,
            data: { orderNo: row.orderNo, organisationId: row.organisationId ?? null },
          },
        },
        row.releasedAt
          ? {
              memberId: row.sellerId,
              kind: 'order_negotiation',
              title: `买方已批准新价格：${row.orderNo}`,
              body: `订单 ${row.orderNo} 议定的新价格已通过买方单位审批，等待买家付款。`,
              link: sellerLink(row),
            }
          : sellerTold(row),
      ]);
    } else {
      await orders.recordApprovalStep(ctx.trx, row, memberId, `第一级审批通过（共需 ${needed} 级）`, nowIso());
      await tellApprovers(ctx, row, '第一级审批已通过，还需另一位审批人审批。');
    }
  });
  const after = (await findOrder(db, row.id))!;
  return (await presentOrganisationOrders(db, memberId, { approver: true, payer: held.includes('payer') }, [after]))[0]!;
}
