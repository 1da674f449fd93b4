'use client';
import { Menu, type MenuProps } from 'antd';
import { usePathname } from 'next/navigation';
import Link from 'next/link';
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
        { key: '/member/account/coupons', label: <Link href="/member/account/coupons">优惠券</Link> },
        { key: '/member/account/receiptAddress', label: <Link href="/member/account/receiptAddress/1">收货地址</Link> },
        { key: '/member/account/invoiceInfo', label: <Link href="/member/account/invoiceInfo/1">发票信息</Link> },
        { key: '/member/account/certificate', label: <Link href="/member/account/certificate">资质证书</Link> },
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
        { key: '/cart', label: <Link href="/cart" prefetch={false}>购物车</Link> },
        { key: '/member/buyer/invoice', label: <Link href="/member/buyer/invoice/1">发票管理</Link> },
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
        { key: '/member/seller/receiptAccount', label: <Link href="/member/seller/receiptAccount/1">收款账户</Link> },
      ],
    });
  }
  return items;
}

/** Group headings dropped: the phone's row of links. */
function workingEntries(items: Item[]): Item[] {
  return items.flatMap((item) => (item && 'type' in item && item.type === 'group' ? (item.children ?? []) : [item]));
}

export function SideLeft({ member, mode = 'inline' }: { member: MemberInfo; mode?: 'inline' | 'horizontal' }) {
  // Paged routes select their menu entry by their fixed prefix.
  const pathname = usePathname().replace(/^(\/member\/(?:seller\/goodsManage|seller\/inquiryManage|buyer\/inquiryManage|buyer\/inqueryOrder|buyer\/orderPayList|seller\/receiptAccount|seller\/uploadProduct)|\/member\/seller\/quoteDetail)(\/.*)?$/, '$1').replace('/member/seller/quoteDetail', '/member/seller/inquiryManage');
  const selected = pathname
    .replace(/^(\/member\/(?:seller\/saleOrder|buyer\/invoice))\/.*$/, '$1')
    .replace(/^(\/member\/account\/(?:receiptAddress|invoiceInfo|property))\/\d+$/, '$1');
  if (mode === 'horizontal') {
    // At 390 px a horizontal antd Menu folds entries into "···", and with the coming-soon entries first a
    // seller's only working one (商品管理) was always folded away: phones get the working links, wrapped.
    return (
      <nav aria-label="会员菜单" className="member-nav-mobile">
        {workingEntries(memberMenu(member)).map((item) => (
          <span key={String(item!.key)} className={item!.key === selected ? 'is-current' : undefined}>
            {'label' in item! ? item.label : null}
          </span>
        ))}
      </nav>
    );
  }
  return (
    <nav aria-label="会员菜单" className="member-side-left">
      <Menu mode={mode} selectedKeys={[selected]} items={memberMenu(member)} />
    </nav>
  );
}
