'use client';
import { ownerChoice } from '@/components/integration/owner-choice';
import { Alert, Checkbox, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { createApiKey, type ApiKeyOwner } from '@/lib/api/api-keys';
import { API_KEY_SCOPE_DESCRIPTIONS, API_KEY_SCOPE_LABELS, type ApiKeyScope } from '@/lib/contracts/api-keys/scopes';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from '@/lib/contracts/api-keys/schema';

type Values = { name: string; owner: string; scopes: ApiKeyScope[]; rateLimitPerMinute: number | null };

/** Names a key, chooses whose it is and what it may call; on success hands the new key and its one-time secret back. */
export function CreateKeyModal({
  owners,
  onCreated,
  onClose,
}: {
  owners: ApiKeyOwner[];
  onCreated: (created: { keyName: string; keyId: string; secret: string }) => void;
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
      const created = await createApiKey({
        name: values.name,
        ownerKind: owner.ownerKind,
        ...(owner.organisationId !== null ? { organisationId: owner.organisationId } : {}),
        scopes: values.scopes,
        ...(values.rateLimitPerMinute ? { rateLimitPerMinute: values.rateLimitPerMinute } : {}),
      });
      onCreated({ keyName: created.key.name, keyId: created.key.keyId, secret: created.secret });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title="新建 API 密钥" okText="创建" cancelText="取消" confirmLoading={saving} onCancel={onClose} onOk={() => form.submit()} destroyOnHidden>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ owner: owners[0] ? ownerChoice(owners[0]) : undefined, scopes: ['catalog'], rateLimitPerMinute: null }}
        onFinish={submit}
        onValuesChange={(changed) => {
          // Scopes the new owner may not give (goods on an organisation's key) are dropped.
          if ('owner' in changed) {
            const next = owners.find((o) => ownerChoice(o) === changed.owner);
            form.setFieldValue(
              'scopes',
              ((form.getFieldValue('scopes') as ApiKeyScope[]) ?? []).filter((s) => next?.scopes.includes(s)),
            );
          }
        }}
      >
        <Form.Item
          label="名称"
          name="name"
          rules={[
            { required: true, whitespace: true, message: '请填写密钥名称' },
            { max: 40, message: '密钥名称不超过 40 个字' },
          ]}
        >
          <Input placeholder="如：学校采购平台、ERP 库存同步" maxLength={40} />
        </Form.Item>
        <Form.Item label="属于" name="owner" rules={[{ required: true, message: '请选择密钥属于店铺还是组织' }]}>
          <Select options={owners.map((o) => ({ value: ownerChoice(o), label: o.ownerKind === 'seller' ? '我的店铺（卖家）' : `组织：${o.label}` }))} />
        </Form.Item>
        <Form.Item label="权限" name="scopes" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一项权限' }]}>
          <Checkbox.Group style={{ display: 'grid', gap: 8 }}>
            {(owner?.scopes ?? []).map((scope) => (
              <Checkbox key={scope} value={scope}>
                <strong>{API_KEY_SCOPE_LABELS[scope]}</strong>
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {API_KEY_SCOPE_DESCRIPTIONS[scope]}
                </Typography.Text>
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Form.Item
          label="每分钟调用上限"
          name="rateLimitPerMinute"
          extra={`不填为 ${DEFAULT_RATE_LIMIT_PER_MINUTE} 次；可设 10–600 次`}
          rules={[{ type: 'integer', min: 10, max: 600, message: '每分钟调用上限须为 10 到 600 之间的整数' }]}
        >
          <InputNumber style={{ width: 160 }} placeholder={String(DEFAULT_RATE_LIMIT_PER_MINUTE)} aria-label="每分钟调用上限" />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 0 }}>
        用密钥的调用记在您的名下：组织的密钥只能以本组织的名义下单、付款和查看本组织的订单，店铺的密钥只能处理本店的报价、销售订单和商品；登录、账户、提现和密钥管理不能用密钥调用。
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} role="alert" />}
    </Modal>
  );
}
