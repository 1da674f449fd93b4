'use client';
import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Menu, type MenuProps } from 'antd';
import { usePathname } from 'next/navigation';
import Link from 'next/link';
import { isValidElement, useState, type ReactNode } from 'react';
import type { MemberInfo } from '@/lib/api/member';

type Item = Required<MenuProps>['items'][number];

/** The member menu: the account group for everyone, then only the groups of the roles held. */
export function memberMenu(member: MemberInfo): Item[] {
  const items: Item[] = [
    {
      type: 'group',
      key: 'account',
      label: '我的账户',
      children: [
        { key: '/member', label: <Link href="/member">会员首页</Link> },
        { key: '/member/account/improveInfo', label: <Link href="/member/account/improveInfo">完善资料</Link> },
        { key: '/member/account/property', label: <Link href="/member/account/property/1">我的余额</Link> },
        { key: '/member/account/recharge', label: <Link href="/member/account/recharge">充值</Link> },
        { key: '/member/account/statements', label: <Link href="/member/account/statements">对账单</Link> },
        { key: '/member/account/withdraw', label: <Link href="/member/account/withdraw/1">余额提现</Link> },
        { key: '/member/account/coupons', label: <Link href="/member/account/coupons">优惠券</Link> },
        { key: '/member/account/receiptAddress', label: <Link href="/member/account/receiptAddress/1">收货地址</Link> },
        { key: '/member/account/invoiceInfo', label: <Link href="/member/account/invoiceInfo/1">发票信息</Link> },
        { key: '/member/account/certificate', label: <Link href="/member/account/certificate">资质证书</Link> },
        { key: '/member/organisations', label: <Link href="/member/organisations">我的组织</Link> },
        { key: '/member/account/apiKeys', label: <Link href="/member/account/apiKeys">API 密钥</Link> },
        { key: '/member/account/webhooks', label: <Link href="/member/account/webhooks">Webhook 通知</Link> },
        { key: '/member/account/punchout', label: <Link href="/member/account/punchout">PunchOut 采购系统</Link> },
        { key: '/member/account/editPassword', label: <Link href="/member/account/editPassword">修改密码</Link> },
      ],
    },
  ];
  if (member.roles.buyer) {
    items.push({
      type: 'group',
      key: 'buyer',
      label: '我是买家',
      children: [
        { key: '/member/buyer/inquiryAdd', label: <Link href="/member/buyer/inquiryAdd">发布询价</Link> },
        { key: '/member/buyer/inquiryManage', label: <Link href="/member/buyer/inquiryManage/all/1">询价管理</Link> },
        { key: '/member/buyer/inqueryOrder', label: <Link href="/member/buyer/inqueryOrder/1">询价订单</Link> },
        { key: '/member/buyer/orderPayList', label: <Link href="/member/buyer/orderPayList/1">我的订单</Link> },
        {
          key: '/cart',
          label: (
            <Link href="/cart" prefetch={false}>
              购物车
            </Link>
          ),
        },
        { key: '/member/buyer/invoice', label: <Link href="/member/buyer/invoice/1">发票管理</Link> },
        { key: '/member/buyer/priceWatches', label: <Link href="/member/buyer/priceWatches/1">价格提醒</Link> },
      ],
    });
  }
  if (member.roles.seller) {
    items.push({
      type: 'group',
      key: 'seller',
      label: '我是卖家',
      children: [
        { key: '/member/seller/goodsManage', label: <Link href="/member/seller/goodsManage/on_shelf/1">商品管理</Link> },
        { key: '/member/seller/inquiryManage', label: <Link href="/member/seller/inquiryManage/not_quote/1">报价管理</Link> },
        { key: '/inquiryZone', label: <Link href="/inquiryZone/1">询价专区</Link> },
        { key: '/member/seller/uploadProduct', label: <Link href="/member/seller/uploadProduct">批量上传</Link> },
        { key: '/member/seller/saleOrder', label: <Link href="/member/seller/saleOrder/1">销售订单</Link> },
        { key: '/member/seller/freight', label: <Link href="/member/seller/freight">运费模板</Link> },
        { key: '/member/seller/lots', label: <Link href="/member/seller/lots/1">批次管理</Link> },
        { key: '/member/seller/receiptAccount', label: <Link href="/member/seller/receiptAccount/1">收款账户</Link> },
        { key: '/member/seller/creditTerms', label: <Link href="/member/seller/creditTerms">账期客户</Link> },
        { key: '/member/seller/statements', label: <Link href="/member/seller/statements">卖家对账单</Link> },
        { key: '/member/seller/withdraw', label: <Link href="/member/seller/withdraw/1">货款提现</Link> },
      ],
    });
  }
  return items;
}

/** The text of the entry a path selects (the phone's menu button names the current page). */
function entryText(items: Item[], key: string): string | undefined {
  for (const item of items) {
    if (!item) continue;
    if ('type' in item && item.type === 'group') {
      const found = entryText(item.children ?? [], key);
      if (found) return found;
    } else if (item.key === key && 'label' in item && isValidElement<{ children?: ReactNode }>(item.label)) {
      const text = item.label.props.children;
      if (typeof text === 'string') return text;
    }
  }
  return undefined;
}

/** The menu entry a path selects: paged routes by their fixed prefix. */
function selectedKey(path: string): string {
  const pathname = path
    .replace(
      /^(\/member\/(?:seller\/goodsManage|seller\/inquiryManage|buyer\/inquiryManage|buyer\/inqueryOrder|buyer\/orderPayList|seller\/receiptAccount|seller\/uploadProduct)|\/member\/seller\/quoteDetail)(\/.*)?$/,
      '$1',
    )
    .replace('/member/seller/quoteDetail', '/member/seller/inquiryManage');
  return pathname
    .replace(/^(\/member\/(?:seller\/saleOrder|buyer\/invoice|buyer\/priceWatches|organisations))\/.*$/, '$1')
    .replace(/^(\/member\/(?:account\/(?:receiptAddress|invoiceInfo|property|withdraw)|seller\/withdraw|seller\/lots))\/\d+$/, '$1');
}

/**
 * At phone width the 13 to 21 entries filled the first 250 px of every member page: one button naming
 * the current entry opens them in a drawer, so no menu squeezes the content at 390 px.
 */
function PhoneMemberMenu({ items, selected }: { items: Item[]; selected: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="member-menu-bar">
      <Button block icon={<MenuOutlined />} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)} data-testid="member-menu-button">
        <span className="member-menu-bar__label">
          会员菜单 · <strong>{entryText(items, selected) ?? '会员中心'}</strong>
        </span>
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} placement="left" size={280} title="会员菜单" styles={{ body: { padding: 0 } }}>
        <nav aria-label="会员菜单">
          <Menu mode="inline" selectedKeys={[selected]} items={items} onClick={() => setOpen(false)} />
        </nav>
      </Drawer>
    </div>
  );
}

export function SideLeft({ member, mode = 'inline' }: { member: MemberInfo; mode?: 'inline' | 'horizontal' }) {
  const selected = selectedKey(usePathname());
  const items = memberMenu(member);
  if (mode === 'horizontal') return <PhoneMemberMenu items={items} selected={selected} />;
  return (
    <nav aria-label="会员菜单" className="member-side-left">
      <Menu mode={mode} selectedKeys={[selected]} items={items} />
    </nav>
  );
}
