'use client';
import { ownerChoice } from '@/components/integration/owner-choice';
import { Alert, Checkbox, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { createWebhookEndpoint, type WebhookOwner } from '@/lib/api/webhooks';
import { WEBHOOK_EVENT_LABELS, type WebhookEvent } from '@/lib/contracts/webhooks/schema';

type Values = { url: string; description: string; owner: string; events: WebhookEvent[] };

/** Registers where events go and which; on success hands back the one-time signing secret. */
export function CreateEndpointModal({
  owners,
  onCreated,
  onClose,
}: {
  owners: WebhookOwner[];
  onCreated: (created: { url: string; secret: string }) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const chosen = Form.useWatch('owner', form);
  const owner = owners.find((o) => ownerChoice(o) === chosen) ?? owners[0];

  const submit = async (values: Values) => {
    if (!owner) return;
    setSaving(true);
    setError(null);
    try {
      const created = await createWebhookEndpoint({
        url: values.url,
        description: values.description ?? '',
        ownerKind: owner.ownerKind,
        ...(owner.organisationId !== null ? { organisationId: owner.organisationId } : {}),
        events: values.events,
      });
      onCreated({ url: created.endpoint.url, secret: created.secret });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title="添加接收地址" okText="添加" cancelText="取消" confirmLoading={saving} onCancel={onClose} onOk={() => form.submit()} destroyOnHidden>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ owner: owners[0] ? ownerChoice(owners[0]) : undefined, events: [], description: '' }}
        onFinish={submit}
        onValuesChange={(changed) => {
          // Events the new owner cannot hear (a seller's, for an organisation) are dropped.
          if ('owner' in changed) {
            const next = owners.find((o) => ownerChoice(o) === changed.owner);
            form.setFieldValue(
              'events',
              ((form.getFieldValue('events') as WebhookEvent[]) ?? []).filter((e) => next?.events.includes(e)),
            );
          }
        }}
      >
        <Form.Item
          label="接收地址"
          name="url"
          // Both address rules give one message: show the first that fails, not it twice.
          validateFirst
          rules={[
            { required: true, whitespace: true, message: '请填写接收地址' },
            { type: 'url', message: '接收地址须为 http:// 或 https:// 开头的完整网址' },
            { pattern: /^https?:\/\//i, message: '接收地址须为 http:// 或 https:// 开头的完整网址' },
          ]}
        >
          <Input placeholder="https://erp.example.edu.cn/hooks/chemmart" maxLength={500} inputMode="url" />
        </Form.Item>
        <Form.Item label="说明" name="description">
          <Input placeholder="如：学校采购平台" maxLength={60} />
        </Form.Item>
        <Form.Item label="接收谁的事件" name="owner" rules={[{ required: true, message: '请选择接收谁的事件' }]}>
          <Select options={owners.map((o) => ({ value: ownerChoice(o), label: o.ownerKind === 'member' ? '我自己' : `组织：${o.label}` }))} />
        </Form.Item>
        <Form.Item label="事件" name="events" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个事件' }]}>
          <Checkbox.Group style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 8 }}>
            {(owner?.events ?? []).map((event) => (
              <Checkbox key={event} value={event}>
                {WEBHOOK_EVENT_LABELS[event]}
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 0 }}>
        每个事件以 POST 发送 JSON，带 X-ChemMart-Signature 签名；对方 24 小时内未以 2xx 应答时自动重试。
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} role="alert" />}
    </Modal>
  );
}
