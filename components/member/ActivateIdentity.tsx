'use client';
import { App, Button, Card, Space, Tag } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { chooseRole, upgradeRoles } from '@/lib/api/auth';
import type { ApiError } from '@/lib/api/client';
import type { MemberInfo } from '@/lib/api/member';

/** Choose buyer or seller after sign-up, or upgrade to both; says which roles are held (an operator gets the way to the console instead of the prompt). */
export function ActivateIdentity({ member }: { member: MemberInfo }) {
  const router = useRouter();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const { buyer, seller, operator } = member.roles;
  const run = async (key: string, action: () => Promise<MemberInfo>, done: string) => {
    setBusy(key);
    try {
      await action();
      void message.success(done);
      router.refresh();
    } catch (e) {
      void message.error((e as ApiError).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card title="我的身份" data-testid="activate-identity">
      {operator && (
        <p data-testid="console-entry">
          <Tag color="purple">平台运营</Tag> 您是平台运营人员，审核与运营工作在运营后台。 <Link href="/admin">进入运营后台</Link>
        </p>
      )}
      {/* An operator does not buy or sell by default: no prompt to pick a side. */}
      {!buyer && !seller && !operator && (
        <>
          <p>注册完成！请选择您在 ChemMart 的身份，之后也可以升级为买卖双方。</p>
          <Space wrap>
            <Button type="primary" loading={busy === 'buyer'} onClick={() => run('buyer', () => chooseRole('buyer'), '已开通买家身份')}>
              我是买家（采购）
            </Button>
            <Button loading={busy === 'seller'} onClick={() => run('seller', () => chooseRole('seller'), '已开通卖家身份')}>
              我是卖家（销售）
            </Button>
          </Space>
        </>
      )}
      {(buyer || seller) && (
        <Space wrap>
          {buyer && <Tag color="blue">买家</Tag>}
          {seller && <Tag color="green">卖家</Tag>}
          {!(buyer && seller) && (
            <Button size="small" loading={busy === 'upgrade'} onClick={() => run('upgrade', upgradeRoles, '已升级为买卖双方')}>
              升级为买卖双方
            </Button>
          )}
        </Space>
      )}
    </Card>
  );
}
