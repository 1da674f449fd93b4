'use client';
import { Alert, Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useState } from 'react';
import { showSaveFailure } from '@/components/account/form-errors';
import { useExpressCreate, useExpressUpdate, type AdminExpressCompany, type ExpressCompanyFields } from '@/lib/api/admin';
import { numberRange } from '@/components/form/number-rules';

const FIELDS = ['name', 'code', 'trackingUrlTemplate', 'enabled', 'dangerousGoods', 'sortOrder'] as const;

type Props = { company: AdminExpressCompany | null; open: boolean; onClose: () => void; onSaved: () => void };

/** Add or edit an express company; the server's refusals land under their fields, nothing typed is lost. */
export function ExpressForm({ company, open, onClose, onSaved }: Props) {
  const [form] = Form.useForm<ExpressCompanyFields>();
  const create = useExpressCreate();
  const update = useExpressUpdate();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: ExpressCompanyFields) => {
    setFailure(null);
    const fields = { ...values, trackingUrlTemplate: values.trackingUrlTemplate?.trim() || null };
    try {
      await (company ? update.execute({ ...fields, id: company.id }) : create.execute(fields));
      onSaved();
    } catch (error) {
      setFailure(showSaveFailure(form, error, FIELDS));
    }
  };

  return (
    <Modal
      open={open}
      title={company ? `修改快递公司：${company.name}` : '新增快递公司'}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ loading: create.isMutating || update.isMutating }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ExpressCompanyFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={company ?? { name: '', code: '', trackingUrlTemplate: '', enabled: true, dangerousGoods: false, sortOrder: 100 }}
      >
        <Form.Item
          name="name"
          label="名称"
          rules={[
            { required: true, whitespace: true, message: '请填写快递公司名称' },
            { min: 2, max: 30, message: '名称应为 2–30 个字' },
          ]}
        >
          <Input maxLength={30} placeholder="如：顺丰速运" />
        </Form.Item>
        <Form.Item
          name="code"
          label="编码"
          normalize={(v: string) => v.toUpperCase()}
          rules={[
            { required: true, message: '请填写快递公司编码' },
            { pattern: /^[A-Z][A-Z0-9_]{1,19}$/, message: '编码应为 2–20 位大写字母、数字或下划线，以字母开头' },
          ]}
        >
          <Input maxLength={20} placeholder="如：SF" />
        </Form.Item>
        <Form.Item name="trackingUrlTemplate" label="运单查询网址（{no} 处填运单号，可不填）">
          <Input maxLength={300} placeholder="https://example.com/track?no={no}" />
        </Form.Item>
        <Form.Item
          name="sortOrder"
          label="排序（越小越靠前）"
          rules={[{ required: true, message: '请填写排序' }, numberRange('排序', 0, 9999, { integer: true })]}
        >
          <InputNumber precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="dangerousGoods" label="可承运危险化学品（具备危险货物道路运输资质）" valuePropName="checked">
          <Switch checkedChildren="是" unCheckedChildren="否" />
        </Form.Item>
        <Form.Item name="enabled" label="启用（停用后卖家发货时不再可选）" valuePropName="checked">
          <Switch checkedChildren="启用" unCheckedChildren="停用" />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
