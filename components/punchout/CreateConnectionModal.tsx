'use client';
import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { createPunchoutConnection, type PunchoutOrganisation } from '@/lib/api/punchout';
import { accountLabel } from '@/lib/shared/member-types';

type Values = { organisationId: number; name: string; fromDomain: string; fromIdentity: string; actingMemberId: number };

/** The rules of one From credential field, its name in the messages (请填写凭据域). */
const credentialRules = (label: string) => [
  { required: true, whitespace: true, message: `请填写${label}` },
  { max: 100, message: `${label}最多 100 个字符` },
  { pattern: /^[\x21-\x7e]+$/, message: `${label}只能是英文字母、数字和符号，不含空格` },
];

/** Connects a procurement system to one of the member's organisations; on success hands back its one-time shared secret. */
export function CreateConnectionModal({
  organisations,
  onCreated,
  onClose,
}: {
  organisations: PunchoutOrganisation[];
  onCreated: (created: { name: string; sharedSecret: string }) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const organisationId = Form.useWatch('organisationId', form);
  const purchasers = organisations.find((o) => o.id === organisationId)?.purchasers ?? [];

  const submit = async (values: Values) => {
    setSaving(true);
    setError(null);
    try {
      const created = await createPunchoutConnection(values);
      onCreated({ name: created.connection.name, sharedSecret: created.sharedSecret });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title="以 cXML PunchOut 接入采购系统"
      okText="接入"
      cancelText="取消"
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ organisationId: organisations[0]?.id, fromDomain: 'NetworkID' }}
        onFinish={submit}
        onValuesChange={(changed) => {
          if ('organisationId' in changed) form.setFieldValue('actingMemberId', undefined);
        }}
      >
        <Form.Item label="组织" name="organisationId" rules={[{ required: true, message: '请选择组织' }]}>
          <Select options={organisations.map((o) => ({ value: o.id, label: o.name }))} />
        </Form.Item>
        <Form.Item
          label="采购系统名称"
          name="name"
          rules={[
            { required: true, whitespace: true, message: '请填写采购系统名称' },
            { max: 40, message: '最多 40 个字' },
          ]}
        >
          <Input placeholder="如：学校采购平台、SAP Ariba" maxLength={40} />
        </Form.Item>
        <Form.Item label="凭据域" name="fromDomain" rules={credentialRules('凭据域')} extra="采购系统在 cXML 抬头 From 凭据中的 domain，通常为 NetworkID">
          <Input placeholder="NetworkID" maxLength={100} />
        </Form.Item>
        <Form.Item label="身份" name="fromIdentity" rules={credentialRules('身份')} extra="From 凭据中的 Identity，由采购系统的管理员提供，如 AN01000000001">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          label="默认采购人"
          name="actingMemberId"
          rules={[{ required: true, message: '请选择默认采购人' }]}
          extra="请求中的邮箱对应本组织的某位采购人时以其身份进行，否则以默认采购人身份进行"
        >
          <Select
            placeholder={purchasers.length === 0 ? '这个组织还没有可选的采购人（负责人不能作为默认采购人）' : '选择一位采购人（负责人除外）'}
            options={purchasers.map((p) => ({ value: p.id, label: accountLabel(p.displayName, p.username) }))}
          />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 0 }}>
        经采购系统审批后发来的订单直接提交给卖家，不再走本组织在 ChemMart 的审批规则；付款仍按组织的方式进行。
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} role="alert" />}
    </Modal>
  );
}
