'use client';
import { Button, Card, Descriptions } from 'antd';
import { useState } from 'react';
import { signOutAndReload, type MemberHome } from '@/lib/api/auth';
import { MEMBER_TYPES } from '@/lib/shared/member-types';
import { maskPhone } from '@/lib/shared/identity';
import { ChangePasswordModal } from './ChangePasswordModal';

/** The account summary beside the member home, with the change-password dialog. */
export function SideRight({ home }: { home: MemberHome }) {
  const [changing, setChanging] = useState(false);
  const { member } = home;
  const type = MEMBER_TYPES.find((t) => t.value === member.memberType)?.label ?? member.memberType;
  return (
    <Card title="账户信息" data-testid="side-right">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'u', label: '用户名', children: member.username },
          { key: 't', label: '注册类型', children: type },
          { key: 'p', label: '手机', children: member.phone ? maskPhone(member.phone) : '未绑定' },
          { key: 'e', label: '邮箱', children: member.emailVerified ? member.email : '未绑定' },
          { key: 'l', label: '本次登录', children: home.lastLoginAt ? new Date(home.lastLoginAt).toLocaleString('zh-CN') : '—' },
        ]}
      />
      <Button block onClick={() => setChanging(true)}>
        修改密码
      </Button>
      <Button block danger style={{ marginTop: 8 }} onClick={() => void signOutAndReload()}>
        退出登录
      </Button>
      <ChangePasswordModal open={changing} onClose={() => setChanging(false)} />
    </Card>
  );
}
