'use client';
import { App, Button, Card, Result, Skeleton } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { joinByLink, useInvitePreview } from '@/lib/api/organisations';
import { kindLabel, ORGANISATIONS_PATH, RoleTags } from './roles';

/** /member/organisations/join/:token — what the link offers, and joining with one click. */
export function JoinView({ token }: { token: string }) {
  const router = useRouter();
  const { message } = App.useApp();
  const { data, error, isLoading } = useInvitePreview(token);
  const [joining, setJoining] = useState(false);
  const back = (
    <Link href={ORGANISATIONS_PATH}>
      <Button>我的组织</Button>
    </Link>
  );
  if (error && !data) return <Result status="warning" title={error.message} extra={back} data-testid="join-refused" />;
  if (isLoading || !data) return <Skeleton active />;
  if (data.alreadyMember)
    return (
      <Result
        status="info"
        title={`您已经是「${data.organisationName}」的成员`}
        extra={
          <Link href={`${ORGANISATIONS_PATH}/${data.organisationId}`}>
            <Button type="primary">查看组织</Button>
          </Link>
        }
      />
    );
  return (
    <Card title="加入组织" data-testid="join">
      <p>
        {data.invitedBy} 邀请您加入{kindLabel(data.kind)}「<strong>{data.organisationName}</strong>」。
      </p>
      <p>
        加入后的角色：
        <RoleTags roles={data.roles} />
      </p>
      <Button
        type="primary"
        loading={joining}
        onClick={async () => {
          setJoining(true);
          try {
            await joinByLink(token);
            void message.success(`已加入「${data.organisationName}」`);
            router.push(`${ORGANISATIONS_PATH}/${data.organisationId}`);
          } catch (e) {
            void message.error((e as Error).message);
            setJoining(false);
          }
        }}
      >
        加入
      </Button>
    </Card>
  );
}
