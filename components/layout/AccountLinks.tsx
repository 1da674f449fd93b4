'use client';
import { Button, Space } from 'antd';
import Link from 'next/link';
import { signOutAndReload } from '@/lib/api/auth';
import { useMemberInfo } from '@/lib/api/member';
import { MessageBell } from '@/components/member/Messages';
import { CartBadge } from '@/components/orders/CartBadge';
import { useHasSession } from './session';

/** Sign-in and registration links, or the signed-in member's name and a way out. */
export function AccountLinks() {
  const signedIn = useHasSession();
  const { data: member } = useMemberInfo(signedIn);
  if (!signedIn) {
    return (
      <Space size="middle">
        <Link href="/login">登录</Link>
        <Link href="/register/selectType">免费注册</Link>
      </Space>
    );
  }
  const leave = () => signOutAndReload();
  return (
    <Space size="middle">
      <CartBadge />
      <MessageBell />
      {member?.roles.operator && (
        <Link href="/admin" prefetch={false} data-testid="console-link">
          运营后台
        </Link>
      )}
      <Link href="/member" prefetch={false} data-testid="member-link">
        {member ? member.displayName : '会员中心'}
      </Link>
      <Button type="link" size="small" onClick={leave} style={{ padding: 0 }}>
        退出
      </Button>
    </Space>
  );
}
