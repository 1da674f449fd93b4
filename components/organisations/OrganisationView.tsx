'use client';
import { accountLabel } from '@/lib/shared/member-types';
import { App, Button, Card, Empty, Form, Input, List, Modal, Result, Skeleton, Space, Typography } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { beijingTime } from '@/components/money/MoneyText';
import {
  leaveOrganisation,
  removeMember,
  renameOrganisation,
  setMemberRoles,
  useOrganisation,
  type OrganisationDetail,
  type OrganisationMember,
} from '@/lib/api/organisations';
import type { OrganisationRole } from '@/lib/contracts/organisations/schema';
import { ApprovalQueue } from './ApprovalQueue';
import { ApprovalRulesCard } from './ApprovalRulesCard';
import { FundsPanel } from './FundsPanel';
import { InvitePanel } from './InvitePanel';
import { DepositPanel } from './DepositPanel';
import { OrganisationOrders } from './OrganisationOrders';
import { PaymentQueue } from './PaymentQueue';
import { SpendingReport } from './SpendingReport';
import { TermsPanel } from './TermsPanel';
import { kindLabel, ORGANISATIONS_PATH, RolePicker, RoleTags } from './roles';

function RolesDialog({
  organisation,
  member,
  onClose,
  onSaved,
}: {
  organisation: OrganisationDetail;
  member: OrganisationMember;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ roles: OrganisationRole[] }>();
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      open
      title={`${accountLabel(member.displayName, member.username)}的角色`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ roles: member.roles }}
        onFinish={async ({ roles }) => {
          setSaving(true);
          try {
            await setMemberRoles(organisation.id, member.memberId, roles);
            void message.success('角色已保存');
            onSaved();
          } catch (e) {
            form.setFields([{ name: 'roles', errors: [(e as Error).message] }]);
          } finally {
            setSaving(false);
          }
        }}
      >
        <Form.Item name="roles" label="角色" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个角色' }]}>
          <RolePicker />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Members({ organisation, onChanged }: { organisation: OrganisationDetail; onChanged: () => void }) {
  const { message, modal } = App.useApp();
  const [editing, setEditing] = useState<OrganisationMember | null>(null);
  const owner = organisation.myRoles.includes('owner');
  const remove = (m: OrganisationMember) =>
    modal.confirm({
      title: `把 ${accountLabel(m.displayName, m.username)} 移出「${organisation.name}」？`,
      content: '对方将看不到本组织；其以往的记录保留在「已离开的成员」中。',
      okText: '移出',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await removeMember(organisation.id, m.memberId);
          void message.success('已移出');
          onChanged();
        } catch (e) {
          void message.error((e as Error).message);
        }
      },
    });
  return (
    <Card title={`成员（${organisation.members.length}）`} style={{ marginTop: 16 }} data-testid="members">
      <List
        dataSource={organisation.members}
        renderItem={(m) => (
          <List.Item
            data-testid="member-row"
            data-username={m.username}
            actions={
              owner && m.memberId !== organisation.myMemberId
                ? [
                    <Button key="roles" type="link" size="small" onClick={() => setEditing(m)}>
                      角色
                    </Button>,
                    <Button key="remove" type="link" size="small" danger onClick={() => remove(m)}>
                      移出
                    </Button>,
                  ]
                : owner
                  ? [
                      <Button key="roles" type="link" size="small" onClick={() => setEditing(m)}>
                        角色
                      </Button>,
                    ]
                  : []
            }
          >
            <List.Item.Meta
              title={`${accountLabel(m.displayName, m.username)}${m.memberId === organisation.myMemberId ? ' · 我' : ''}`}
              description={
                <Space size={4} wrap>
                  <RoleTags roles={m.roles} />
                  <span className="muted">{beijingTime(m.joinedAt).slice(0, 10)} 加入</span>
                </Space>
              }
            />
          </List.Item>
        )}
      />
      {editing && (
        <RolesDialog
          organisation={organisation}
          member={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            onChanged();
          }}
        />
      )}
    </Card>
  );
}

function FormerMembers({ organisation }: { organisation: OrganisationDetail }) {
  if (organisation.formerMembers.length === 0) return null;
  return (
    <Card title="已离开的成员" size="small" style={{ marginTop: 16 }} data-testid="former-members">
      <List
        size="small"
        dataSource={organisation.formerMembers}
        renderItem={(m) => (
          <List.Item data-testid="former-member">
            {accountLabel(m.displayName, m.username)} · {beijingTime(m.joinedAt).slice(0, 10)} 至 {beijingTime(m.leftAt!).slice(0, 10)} ·{' '}
            {m.removedBy ? `由 ${m.removedBy} 移出` : '本人退出'}
          </List.Item>
        )}
      />
    </Card>
  );
}

function Rename({ organisation, onChanged }: { organisation: OrganisationDetail; onChanged: () => void }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ name: string }>();
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        改名
      </Button>
      <Modal open={open} title="修改组织名称" okText="保存" cancelText="取消" onCancel={() => setOpen(false)} onOk={() => form.submit()} destroyOnHidden>
        <Form
          form={form}
          initialValues={{ name: organisation.name }}
          onFinish={async ({ name }) => {
            try {
              await renameOrganisation(organisation.id, name);
              void message.success('名称已修改');
              setOpen(false);
              onChanged();
            } catch (e) {
              form.setFields([{ name: 'name', errors: [(e as Error).message] }]);
            }
          }}
        >
          <Form.Item name="name" rules={[{ required: true, whitespace: true, min: 2, max: 60, message: '名称为 2–60 个字' }]}>
            <Input maxLength={60} aria-label="组织名称" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** /member/organisations/:id — who belongs with which roles; owners invite, change roles and remove; anyone may leave. */
export function OrganisationView({ id }: { id: number }) {
  const router = useRouter();
  const { message, modal } = App.useApp();
  const { data, error, isLoading, mutate } = useOrganisation(id);
  const changed = () => void mutate();

  if (error && !data)
    return (
      <Result
        status="warning"
        title={error.message}
        extra={
          <Link href={ORGANISATIONS_PATH}>
            <Button>返回我的组织</Button>
          </Link>
        }
      />
    );
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 6 }} />;

  const leave = () =>
    modal.confirm({
      title: `退出「${data.name}」？`,
      content: '退出后将看不到本组织，也不能再以其名义采购；要回来需要重新邀请。',
      okText: '退出',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await leaveOrganisation(data.id);
          void message.success('已退出');
          router.push(ORGANISATIONS_PATH);
        } catch (e) {
          void message.error((e as Error).message);
        }
      },
    });
  const owner = data.myRoles.includes('owner');

  return (
    <div data-testid="organisation">
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {data.name}
        </Typography.Title>
        <Space size={4} wrap>
          <span>{kindLabel(data.kind)}</span>·<span>创建于 {beijingTime(data.createdAt).slice(0, 10)}</span>·<span>我的角色</span>
          <RoleTags roles={data.myRoles} />
        </Space>
        <div style={{ marginTop: 12 }}>
          <Space wrap>
            {owner && <Rename organisation={data} onChanged={changed} />}
            <Button size="small" danger onClick={leave}>
              退出组织
            </Button>
            <Link href={ORGANISATIONS_PATH}>返回我的组织</Link>
          </Space>
        </div>
      </Card>
      {data.myRoles.includes('approver') && <ApprovalQueue organisationId={data.id} />}
      {data.myRoles.includes('payer') && <PaymentQueue organisationId={data.id} />}
      {data.myRoles.some((r) => r === 'owner' || r === 'finance' || r === 'payer') && <DepositPanel organisationId={data.id} />}
      <Members organisation={data} onChanged={changed} />
      {owner ? (
        <InvitePanel organisation={data} onChanged={changed} />
      ) : (
        <Empty style={{ marginTop: 16 }} image={Empty.PRESENTED_IMAGE_SIMPLE} description="邀请成员和调整角色由组织的负责人进行" />
      )}
      <FundsPanel organisation={data} />
      <ApprovalRulesCard organisation={data} onChanged={changed} />
      {data.myRoles.some((r) => r === 'owner' || r === 'approver' || r === 'finance') && (
        <>
          <OrganisationOrders organisationId={data.id} />
          <SpendingReport organisationId={data.id} />
          <TermsPanel organisationId={data.id} />
        </>
      )}
      <FormerMembers organisation={data} />
    </div>
  );
}
