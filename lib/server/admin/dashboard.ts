import { membersDisabledSince } from '@/lib/server/account/directory';
import { auditEntriesToday } from '@/lib/server/audit/service';
import { certificatesAwaitingReview } from '@/lib/server/certificates/queries';
import type { Db } from '@/lib/server/core/db';
import type { DashboardFigure } from '@/lib/contracts/admin/schema';
import { goodsAwaitingReview } from '@/lib/server/goods/queries';
import { ordersAwaitingTransferReview } from '@/lib/server/orders/payments';
import { offlineRechargesAwaitingReview } from '@/lib/server/recharge/queries';
import { chinaDayStart, chinaToday } from '@/lib/shared/china-day';

/**
 * The console dashboard's figures. Each area that has something waiting for
 * an operator adds one entry here (its own count query, its console page);
 * the dashboard shows them in this order: what waits for review first.
 */
export type DashboardEntry = {
  key: string;
  label: string;
  /** The console page where the operator acts on what is counted. */
  href: string;
  count: (db: Db, now: Date) => Promise<number>;
};

export const DASHBOARD_ENTRIES: DashboardEntry[] = [
  { key: 'goodsPending', label: '待审核商品', href: '/admin/goods', count: (db) => goodsAwaitingReview(db) },
  { key: 'certificatesPending', label: '待审核资质证书', href: '/admin/certificates', count: (db, now) => certificatesAwaitingReview(db, chinaToday(now)) },
  { key: 'rechargesPending', label: '待确认线下充值', href: '/admin/recharges', count: (db) => offlineRechargesAwaitingReview(db) },
  { key: 'orderTransfersPending', label: '待确认订单转账', href: '/admin/order-payments', count: (db) => ordersAwaitingTransferReview(db) },
  {
    key: 'membersDisabledToday',
    label: '今日停用会员',
    href: '/admin/members?status=disabled',
    count: (db, now) => membersDisabledSince(db, chinaDayStart(chinaToday(now))),
  },
  { key: 'auditToday', label: '今日操作日志', href: '/admin/audit', count: (db, now) => auditEntriesToday(db, now) },
];


export async function dashboardFigures(db: Db, now = new Date()): Promise<DashboardFigure[]> {
  return Promise.all(DASHBOARD_ENTRIES.map(async ({ count, ...entry }) => ({ ...entry, count: await count(db, now) })));
}
