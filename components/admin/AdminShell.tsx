'use client';
import { Menu } from 'antd';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { useIsMobile } from '@/components/layout/viewport';

/** The console's sections; the review screens (goods, certificates, recharges, vouchers) belong to their areas. */
export const CONSOLE_NAV = [
  { href: '/admin', label: '概览' },
  { href: '/admin/goods', label: '商品审核' },
  { href: '/admin/certificates', label: '证书审核' },
  { href: '/admin/safety', label: '安全数据' },
  { href: '/admin/ratings', label: '评价管理' },
  { href: '/admin/recharges', label: '充值确认' },
  { href: '/admin/order-payments', label: '订单转账' },
  { href: '/admin/payouts', label: '提现打款' },
  { href: '/admin/reconciliation', label: '对账' },
  { href: '/admin/vouchers', label: '优惠券' },
  { href: '/admin/treasury', label: '平台资金' },
  { href: '/admin/express', label: '快递公司' },
  { href: '/admin/merchandising', label: '推荐列表' },
  { href: '/admin/members', label: '会员' },
  { href: '/admin/audit', label: '操作日志' },
  { href: '/admin/outbox', label: '待发邮件' },
] as const;

/** The section a path belongs to: the longest nav entry it starts with. */
export function consoleSectionOf(pathname: string): string {
  return CONSOLE_NAV.filter((e) => pathname === e.href || pathname.startsWith(`${e.href}/`)).reduce(
    (best, e) => (e.href.length > best.length ? e.href : best),
    '/admin',
  );
}

/**
 * The operator console: a menu on the left at desktop width, a wrapped row
 * of links above the content on a phone (like the member centre's).
 */
export function AdminShell({ operatorName, children }: { operatorName: string; children: ReactNode }) {
  const mobile = useIsMobile();
  const current = consoleSectionOf(usePathname());
  const links = CONSOLE_NAV.map((e) => ({
    key: e.href,
    label: (
      <Link href={e.href} prefetch={false}>
        {e.label}
      </Link>
    ),
  }));
  return (
    <div className={mobile ? 'member-shell member-shell--mobile' : 'member-shell'} data-testid="admin-shell">
      {mobile ? (
        <nav aria-label="运营后台菜单" className="member-nav-mobile">
          {links.map((l) => (
            <span key={l.key} className={l.key === current ? 'is-current' : undefined}>
              {l.label}
            </span>
          ))}
        </nav>
      ) : (
        <nav aria-label="运营后台菜单" className="member-side-left">
          <div className="admin-side-title">
            运营后台
            <small>{operatorName}</small>
          </div>
          <Menu mode="inline" selectedKeys={[current]} items={links} />
        </nav>
      )}
      <div className="member-shell__content">{children}</div>
    </div>
  );
}
