import type { z } from 'zod';
import type { PayFromOrganisationInput } from '@/lib/contracts/organisation-deposit/schema';
import type { payFromOrganisationContract } from '@/lib/contracts/organisation-deposit/calls';
import { toPayment } from '@/lib/server/orders/payments';
import type { Db } from '@/lib/server/core/db';
import { orderLedgerKey, orderReference } from '@/lib/server/orders/ledger-keys';
import * as payments from '@/lib/server/orders/payment-records';
import { findOrder, findOrderByNo } from '@/lib/server/orders/queries';
import { orderNotFound } from '@/lib/server/orders/views';
import { presentOrganisationOrders } from '@/lib/server/orders/organisation-orders';
import { moveOrganisationDeposit, organisationBalance } from '@/lib/server/organisation-deposit/ledger';
import { requireOrganisationRoles } from '@/lib/server/organisations/service';
import { runWorkflow } from '@/lib/server/outbox/run';
import { readyToPay } from './order-payment';
import { settleOrder } from './order-settlement';

/*
 * Paying as the organisation (decision 0161): a payer of the organisation
 * pays an order placed for it — waiting for payment, or dispatched on terms
 * and still owed — in full from the organisation's deposit. The debit, the
 * payment part (naming the organisation and the payer, so a refund goes back
 * there) and the order's settlement are one transaction under the order's
 * money lock; the same key answers the first payment and moves nothing.
 */

type Input = z.output<typeof PayFromOrganisationInput>;

type Result = z.input<(typeof payFromOrganisationContract)['response']>;

export async function payFromOrganisation(db: Db, payerId: number, input: Input): Promise<Result> {
  const held = await requireOrganisationRoles(db, input.organisationId, payerId, ['payer']);
  const seen = await findOrderByNo(db, input.orderNo);
  // Another organisation's order, a personal one, or a purchaser's unsubmitted draft reads as missing.
  if (!seen || seen.organisationId !== input.organisationId || seen.status === 'created') throw orderNotFound();
  const repeated = await runWorkflow(db, 'organisation-payment', async (ctx) => {
    const locked = await payments.lockOrderForMoney(ctx.trx, seen.id);
    if (!locked) throw orderNotFound();
    if ((await payments.paymentsByKey(ctx.trx, locked.id, input.idempotencyKey)).length > 0) return true;
    await readyToPay(ctx, locked);
    const dueCents = Number(locked.payableCents) - Number(locked.paidCents);
    const key = input.idempotencyKey;
    await moveOrganisationDeposit(ctx.trx, input.organisationId, {
      kind: 'payment',
      amountCents: dueCents,
      reference: orderReference(locked),
      idempotencyKey: orderLedgerKey(locked, key),
      memberId: payerId,
      orderId: locked.id,
    });
    await payments.recordPaymentParts(ctx.trx, locked, key, [
      { method: 'deposit', amountCents: dueCents, status: 'settled', organisationId: input.organisationId, paidBy: payerId },
    ]);
    await settleOrder(ctx, locked, { amountCents: dueCents, depositCents: dueCents, channel: '机构预存款' }, payerId, 'pay');
    return false;
  });
  const row = (await findOrder(db, seen.id))!;
  // The organisation's view of the order: the buyer's delivery details and permits stay theirs.
  const [[order], parts, balanceCents] = await Promise.all([
    presentOrganisationOrders(db, payerId, { approver: held.includes('approver'), payer: true }, [row]),
    payments.paymentsOf(db, row.id),
    organisationBalance(db, input.organisationId),
  ]);
  return { order: order!, payments: parts.map(toPayment), repeated, balanceCents };
}
