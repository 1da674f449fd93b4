'use client';
import { App, Button, Card, Empty, Form, Input, List, Skeleton, Space, Typography } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { beijingTime } from '@/components/money/MoneyText';
import { answerInvitation, createOrganisation, useInvitationsToMe, useMyOrganisations, type InvitationToMe } from '@/lib/api/organisations';
import type { MemberInfo } from '@/lib/api/member';
import { kindLabel, ORGANISATIONS_PATH, RoleTags } from './roles';

/** Invitations addressed to the member, answered here. */
function InvitationsToMe() {
  const { message } = App.useApp();
  const router = useRouter();
  const { data, mutate } = useInvitationsToMe();
  const [busy, setBusy] = useState<number | null>(null);
  if (!data || data.list.length === 0) return null;

  const answer = async (invitation: InvitationToMe, accept: boolean) => {
    setBusy(invitation.id);
    try {
      await answerInvitation(invitation.id, accept);
      void message.success(accept ? `已加入「${invitation.organisationName}」` : '已拒绝邀请');
      await mutate();
      if (accept) router.push(`${ORGANISATIONS_PATH}/${invitation.organisationId}`);
    } catch (e) {
      void message.error((e as Error).message);
      await mutate();
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title={`待处理的邀请（${data.list.length}）`} style={{ marginBottom: 16 }} data-testid="invitations-to-me">
      <List
        dataSource={data.list}
        renderItem={(i) => (
          <List.Item
            data-testid="invitation-to-me"
            actions={[
              <Button key="accept" type="primary" size="small" loading={busy === i.id} onClick={() => void answer(i, true)}>
                接受
              </Button>,
              <Button key="decline" size="small" disabled={busy === i.id} onClick={() => void answer(i, false)}>
                拒绝
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={`${i.invitedBy} 邀请您加入${kindLabel(i.kind)}「${i.organisationName}」`}
              description={
                <>
                  角色 <RoleTags roles={i.roles} /> · {beijingTime(i.expiresAt).slice(0, 10)} 前有效
                </>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

/** Teachers and licence members create; students read why they cannot. */
function CreateForm({ member, onCreated }: { member: MemberInfo; onCreated: (id: number) => void }) {
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);
  if (member.memberType === 'student')
    return (
      <Typography.Paragraph type="secondary" data-testid="student-note">
        学生账号不能创建组织：请课题组负责人（教师账号）在「我的组织」中邀请您，或向其索取邀请链接。
      </Typography.Paragraph>
    );
  const kind = member.memberType === 'teacher' ? '课题组' : '单位';
  return (
    <Form
      form={form}
      layout="inline"
      style={{ rowGap: 8 }}
      onFinish={async ({ name }) => {
        setSaving(true);
        try {
          const created = await createOrganisation(name);
          form.resetFields();
          onCreated(created.id);
        } catch (e) {
          form.setFields([{ name: 'name', errors: [(e as Error).message] }]);
        } finally {
          setSaving(false);
        }
      }}
    >
      <Form.Item
        name="name"
        label={`新建${kind}`}
        rules={[
          { required: true, whitespace: true, message: '请填写名称' },
          { min: 2, max: 60, message: '名称为 2–60 个字' },
        ]}
        style={{ minWidth: 260, flex: 1 }}
      >
        <Input placeholder={member.memberType === 'teacher' ? '如：张老师课题组' : '如：某某研究所'} maxLength={60} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          创建
        </Button>
      </Form.Item>
    </Form>
  );
}

/** /member/organisations — the member's organisations, invitations to answer, and a new one. */
export function OrganisationsView({ member, page }: { member: MemberInfo; page: number }) {
  const router = useRouter();
  const { message } = App.useApp();
  const { data, error, isLoading, mutate } = useMyOrganisations(page);
  return (
    <>
      <InvitationsToMe />
      <Card title="我的组织" data-testid="organisations">
        <Typography.Paragraph type="secondary">
          课题组或单位的成员以组织名义采购：负责人邀请成员并分配角色（负责人、审批人、采购人、财务）。一个会员可以同时属于几个组织。
        </Typography.Paragraph>
        <CreateForm
          member={member}
          onCreated={(id) => {
            void message.success('已创建，现在可以邀请成员了');
            void mutate();
            router.push(`${ORGANISATIONS_PATH}/${id}`);
          }}
        />
        <div style={{ marginTop: 16 }}>
          {error && !data ? (
            <Empty description={error.message}>
              <Button onClick={() => void mutate()}>重试</Button>
            </Empty>
          ) : isLoading && !data ? (
            <Skeleton active paragraph={{ rows: 3 }} />
          ) : !data || data.total === 0 ? (
            <Empty description="您还不属于任何组织。接受邀请或打开负责人发来的邀请链接即可加入。" />
          ) : (
            <List
              dataSource={data.list}
              data-testid="organisation-list"
              renderItem={(o) => (
                <List.Item data-testid="organisation-row" extra={<Link href={`${ORGANISATIONS_PATH}/${o.id}`}>管理</Link>}>
                  <List.Item.Meta
                    title={<Link href={`${ORGANISATIONS_PATH}/${o.id}`}>{o.name}</Link>}
                    description={
                      <Space size={4} wrap>
                        <span>{kindLabel(o.kind)}</span>·<span>{o.memberCount} 位成员</span>·<span>我的角色</span>
                        <RoleTags roles={o.myRoles} />
                      </Space>
                    }
                  />
                </List.Item>
              )}
            />
          )}
          {data && <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="个" basePath={`${ORGANISATIONS_PATH}/page`} />}
        </div>
      </Card>
    </>
  );
}
