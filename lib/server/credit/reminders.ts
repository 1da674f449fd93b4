import type { Db } from '@/lib/server/core/db';
import { logger } from '@/lib/server/core/logger';
import { notify } from '@/lib/server/notifications/service';
import { currentMembers } from '@/lib/server/organisations/access';
import { runWorkflow } from '@/lib/server/outbox/run';
import { chinaToday } from '@/lib/shared/china-day';
import { formatYuan } from '@/lib/shared/format';
import * as repo from './repo';
import { daysOverdue, DUE_SOON_DAYS, reminderDue, type ReminderKind } from './terms';

/*
 * Reminders of what is owed on terms (decision 0160): DUE_SOON_DAYS before
 * the due day, and 1, 7 and 30 days after it. The purchaser who placed the
 * order (and pays it) and the organisation's owners and finance are told
 * each time; the seller too once it is overdue. Each
 * reminder of an order is recorded in the same transaction as its messages,
 * so it goes out once whichever instance runs the job.
 */

const ORGANISATION_READERS = new Set(['owner', 'finance']);

function texts(kind: ReminderKind, order: repo.OwedOrder, today: string) {
  const amount = formatYuan(order.owedCents);
  if (kind === 'due_soon')
    return {
      title: `账期订单即将到期：${order.orderNo}`,
      body: `订单 ${order.orderNo} 的欠款 ${amount} 应于 ${order.dueOn} 前付清（${DUE_SOON_DAYS} 天内到期），请安排付款。`,
    };
  const late = daysOverdue(order.dueOn, today);
  return {
    title: `账期订单已逾期 ${late} 天：${order.orderNo}`,
    body: `订单 ${order.orderNo} 的欠款 ${amount} 应于 ${order.dueOn} 付清，现已逾期 ${late} 天。逾期未付期间，该组织不能再以账期下单。`,
  };
}

/** Sends the reminders due today; answers how many orders were reminded. */
export async function sendTermsReminders(db: Db, now = new Date()): Promise<number> {
  const today = chinaToday(now);
  let sent = 0;
  for (const order of await repo.owedOrders(db, {})) {
    const kind = reminderDue(order.dueOn, today);
    if (!kind) continue;
    try {
      const recorded = await runWorkflow(db, 'terms-reminder', async (ctx) => {
        if (!(await repo.recordReminder(ctx.trx, order.orderId, kind, now.toISOString()))) return false;
        const { title, body } = texts(kind, order, today);
        const readers = (await currentMembers(ctx.trx, order.organisationId)).filter((m) => m.roles.some((r) => ORGANISATION_READERS.has(r)));
        const overseers = readers.filter((m) => m.memberId !== order.buyerId);
        await notify(ctx, [
          { memberId: order.buyerId, kind: 'terms_due', title, body, link: `/payment?order=${order.orderNo}` },
          ...overseers.map((m) => ({ memberId: m.memberId, kind: 'terms_due' as const, title, body, link: `/member/organisations/${order.organisationId}` })),
          ...(kind === 'due_soon'
            ? []
            : [
                {
                  memberId: order.sellerId,
                  kind: 'terms_due' as const,
                  title,
                  body: `${body}（您是卖家：可在「账期客户」中暂停该组织的账期。）`,
                  link: '/member/seller/creditTerms',
                },
              ]),
        ]);
        return true;
      });
      if (recorded) sent += 1;
    } catch (error) {
      logger().error({ err: error, orderNo: order.orderNo }, 'terms reminder failed');
    }
  }
  return sent;
}
