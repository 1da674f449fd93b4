'use client';
import { Card, Tag } from 'antd';
import { useRouter } from 'next/navigation';
import { EmailBindingForm } from '@/components/auth/EmailBindingForm';
import type { MemberInfo } from '@/lib/api/member';

export function BindEmail({ member }: { member: MemberInfo }) {
  const router = useRouter();
  return (
    <Card title="绑定邮箱" data-testid="bind-email">
      {member.emailVerified ? (
        <p>
          已绑定 <strong>{member.email}</strong> <Tag color="green">已验证</Tag>，可用它登录和接收订单通知。
        </p>
      ) : (
        <EmailBindingForm onBound={() => router.refresh()} />
      )}
    </Card>
  );
}
