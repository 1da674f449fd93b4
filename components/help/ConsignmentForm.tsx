'use client';
import { Button, Card, Form, Input, Radio } from 'antd';
import { sendConsignment, type NewConsignment } from '@/lib/api/help';
import { CONTACT_DEFAULTS, ContactFields } from './ContactFields';
import { RequestResult } from './RequestResult';
import { useRequestForm } from './useRequestForm';

type Values = Omit<NewConsignment, 'hazardous'> & { hazardous?: boolean };

/** 寄售申请: what to consign and where it is; the operator follows up. */
export function ConsignmentForm() {
  const [form] = Form.useForm<Values>();
  const { submit, result, error, sending } = useRequestForm(form, (values: Values) => sendConsignment(values as NewConsignment));
  return (
    <Card title="申请寄售" data-testid="consignment-form">
      <Form<Values>
        form={form}
        name="consignment"
        layout="vertical"
        requiredMark={false}
        size="large"
        initialValues={{ ...CONTACT_DEFAULTS, productName: '', cas: '', quantity: '', location: '', hazardous: undefined, note: '' }}
        onFinish={submit}
      >
        <Form.Item name="productName" label="产品名称" rules={[{ required: true, whitespace: true, message: '请填写产品名称' }]}>
          <Input maxLength={100} placeholder="如 无水乙醇" />
        </Form.Item>
        <Form.Item name="cas" label="CAS 号（选填）">
          <Input maxLength={20} className="mono" placeholder="如 64-17-5" />
        </Form.Item>
        <Form.Item name="quantity" label="数量与包装" rules={[{ required: true, whitespace: true, message: '请填写数量与包装' }]}>
          <Input maxLength={100} placeholder="如 500 mL × 40 瓶" />
        </Form.Item>
        <Form.Item name="location" label="存货所在地" rules={[{ required: true, whitespace: true, message: '请填写存货所在地' }]}>
          <Input maxLength={60} placeholder="如 江苏省苏州市" />
        </Form.Item>
        <Form.Item name="hazardous" label="是否属于危险化学品（含易制毒、易制爆、剧毒）" rules={[{ required: true, message: '请说明是否属于危险化学品' }]}>
          <Radio.Group
            optionType="button"
            options={[
              { value: true, label: '是' },
              { value: false, label: '否' },
            ]}
          />
        </Form.Item>
        <Form.Item name="note" label="补充说明（选填）">
          <Input.TextArea rows={3} maxLength={1000} placeholder="纯度、批号、有效期、期望价格等" />
        </Form.Item>
        <ContactFields companyRequired />
        <RequestResult result={result} error={error} what="寄售申请" />
        <Button type="primary" htmlType="submit" size="large" loading={sending} block>
          提交寄售申请
        </Button>
      </Form>
    </Card>
  );
}
