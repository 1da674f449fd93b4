'use client';
import { App, Button, Result } from 'antd';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { chooseRole, upgradeRoles } from '@/lib/api/auth';
import type { ApiError } from '@/lib/api/client';
import type { MemberInfo } from '@/lib/api/member';

/** What a member without the seller role sees on a seller page: why, and the one step that opens it. */
export function RoleRefusal({ member }: { member: MemberInfo }) {
  const router = useRouter();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const hasRole = member.roles.buyer;
  const open = async () => {
    setBusy(true);
    try {
      await (hasRole ? upgradeRoles() : chooseRole('seller'));
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
      title="该功能仅对卖家开放"
      subTitle={hasRole ? '您当前是买家。升级为买卖双方后即可发布和管理商品。' : '请先开通卖家身份，再发布和管理商品。'}
      extra={<Button type="primary" loading={busy} onClick={open}>{hasRole ? '升级为买卖双方' : '开通卖家身份'}</Button>}
    />
  );
}
