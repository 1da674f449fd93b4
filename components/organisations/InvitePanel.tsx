'use client';
import { App, Button, Card, Empty, Form, Input, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { beijingTime } from '@/components/money/MoneyText';
import { createInviteLink, inviteMember, revokeInvitation, type OrganisationDetail, type OrganisationInvitation } from '@/lib/api/organisations';
import type { OrganisationRole } from '@/lib/contracts/organisations/schema';
import { RolePicker, RoleTags } from './roles';

type InviteValues = { who: string; roles: OrganisationRole[] };

function InviteForm({ organisation, onChanged }: { organisation: OrganisationDetail; onChanged: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<InviteValues>();
  const [saving, setSaving] = useState(false);
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ roles: ['purchaser'] }}
      data-testid="invite-form"
      onFinish={async ({ who, roles }) => {
        setSaving(true);
        try {
          const sent = await inviteMember(organisation.id, who, roles);
          void message.success(`已邀请 ${sent.invitee}，对方接受后加入`);
          form.resetFields();
          onChanged();
        } catch (e) {
          form.setFields([{ name: 'who', errors: [(e as Error).message] }]);
        } finally {
          setSaving(false);
        }
      }}
    >
      <Form.Item name="who" label="按用户名或手机号邀请" rules={[{ required: true, whitespace: true, message: '请填写对方的用户名或手机号' }]}>
        <Input placeholder="用户名或手机号" maxLength={40} autoComplete="off" />
      </Form.Item>
      <Form.Item name="roles" label="角色" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个角色' }]}>
        <RolePicker />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        发送邀请
      </Button>
    </Form>
  );
}

function LinkForm({ organisation, onCreated }: { organisation: OrganisationDetail; onCreated: (link: OrganisationInvitation) => void }) {
  const [form] = Form.useForm<{ roles: OrganisationRole[] }>();
  const [saving, setSaving] = useState(false);
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ roles: ['purchaser'] }}
      data-testid="link-form"
      onFinish={async ({ roles }) => {
        setSaving(true);
        try {
          onCreated(await createInviteLink(organisation.id, roles));
        } catch (e) {
          form.setFields([{ name: 'roles', errors: [(e as Error).message] }]);
        } finally {
          setSaving(false);
        }
      }}
    >
      <Form.Item name="roles" label="通过链接加入的成员获得" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个角色' }]}>
        <RolePicker withoutOwner />
      </Form.Item>
      <Button htmlType="submit" loading={saving}>
        生成邀请链接（7 天有效）
      </Button>
    </Form>
  );
}

const linkUrl = (path: string) => (typeof window === 'undefined' ? path : `${window.location.origin}${path}`);

/** Owners: invite by name or phone, make a link, and see or revoke what is still open. */
export function InvitePanel({ organisation, onChanged }: { organisation: OrganisationDetail; onChanged: () => void }) {
  const { message, modal } = App.useApp();
  const [fresh, setFresh] = useState<OrganisationInvitation | null>(null);
  const revoke = (i: OrganisationInvitation) =>
    modal.confirm({
      title: i.kind === 'link' ? '作废这个邀请链接？' : `撤回对 ${i.invitee} 的邀请？`,
      content: i.kind === 'link' ? '作废后，还没用过链接的人将无法加入；已加入的成员不受影响。' : '对方将不能再接受这个邀请。',
      okText: i.kind === 'link' ? '作废' : '撤回',
      okButtonProps: { danger: true },
      cancelText: '保留',
      onOk: async () => {
        try {
          await revokeInvitation(organisation.id, i.id);
          void message.success(i.kind === 'link' ? '链接已作废' : '邀请已撤回');
          if (fresh?.id === i.id) setFresh(null);
          onChanged();
        } catch (e) {
          void message.error((e as Error).message);
        }
      },
    });

  return (
    <Card title="邀请成员" style={{ marginTop: 16 }} data-testid="invite-panel">
      <InviteForm organisation={organisation} onChanged={onChanged} />
      <div style={{ borderTop: '1px solid #f0f0f0', margin: '16px 0', paddingTop: 16 }}>
        <LinkForm
          organisation={organisation}
          onCreated={(link) => {
            setFresh(link);
            onChanged();
          }}
        />
        {fresh?.path && (
          <div style={{ marginTop: 12 }} data-testid="fresh-link">
            <Typography.Text type="secondary">把链接发给要加入的人（登录后打开即可加入）：</Typography.Text>
            <Typography.Paragraph copyable={{ text: linkUrl(fresh.path), tooltips: ['复制', '已复制'] }} style={{ wordBreak: 'break-all', marginTop: 4 }}>
              <code data-testid="fresh-link-url">{linkUrl(fresh.path)}</code>
            </Typography.Paragraph>
          </div>
        )}
      </div>
      <Typography.Title level={5}>未处理的邀请与链接</Typography.Title>
      {organisation.invitations.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有未处理的邀请" />
      ) : (
        <List
          size="small"
          dataSource={organisation.invitations}
          data-testid="open-invitations"
          renderItem={(i) => (
            <List.Item
              data-testid="open-invitation"
              actions={[
                <Button key="revoke" type="link" danger size="small" onClick={() => revoke(i)}>
                  {i.kind === 'link' ? '作废' : '撤回'}
                </Button>,
              ]}
            >
              <Space size={4} wrap>
                <span>{i.kind === 'link' ? `邀请链接（已使用 ${i.uses} 次）` : `邀请 ${i.invitee}`}</span>
                <RoleTags roles={i.roles} />
                <span className="muted">{beijingTime(i.expiresAt).slice(0, 10)} 前有效</span>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
