'use client';
import { App, Button, Result } from 'antd';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { chooseRole, upgradeRoles } from '@/lib/api/auth';
import type { ApiError } from '@/lib/api/client';
import type { MemberInfo } from '@/lib/api/member';

/** What a member without the role sees on a seller (or buyer) page: why, and the one step that opens it. */
export function RoleRefusal({ member, role = 'seller' }: { member: MemberInfo; role?: 'seller' | 'buyer' }) {
  const router = useRouter();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const hasRole = role === 'seller' ? member.roles.buyer : member.roles.seller;
  const name = role === 'seller' ? '卖家' : '买家';
  const other = role === 'seller' ? '买家' : '卖家';
  const does = role === 'seller' ? '发布和管理商品' : '询价';
  const open = async () => {
    setBusy(true);
    try {
      await (hasRole ? upgradeRoles() : chooseRole(role));
      router.refresh();
    } catch (e) {
      void message.error((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Result
      status="403"
      title={`该功能仅对${name}开放`}
      subTitle={hasRole ? `您当前是${other}。升级为买卖双方后即可${does}。` : `请先开通${name}身份，再${does}。`}
      extra={
        <Button type="primary" loading={busy} onClick={open}>
          {hasRole ? '升级为买卖双方' : `开通${name}身份`}
        </Button>
      }
    />
  );
}
