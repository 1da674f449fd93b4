'use client';
import { Button, Card, Form, Input, Radio, Select } from 'antd';
import { sendLogistics, type NewLogistics } from '@/lib/api/help';
import { DANGEROUS_GOODS_CLASSES, LOGISTICS_DIRECTIONS, TRANSPORT_MODES } from '@/lib/shared/service-requests';
import { CONTACT_DEFAULTS, ContactFields } from './ContactFields';
import { RequestResult } from './RequestResult';
import { useRequestForm } from './useRequestForm';

type Values = Partial<Pick<NewLogistics, 'direction' | 'dangerClass' | 'transportMode' | 'hasMsds'>> &
  Omit<NewLogistics, 'direction' | 'dangerClass' | 'transportMode' | 'hasMsds'>;

const required = (message: string) => [{ required: true, whitespace: true, message }];

/** 国际物流询价: route, goods and their danger class; the operator quotes. */
export function LogisticsForm() {
  const [form] = Form.useForm<Values>();
  const { submit, result, error, sending } = useRequestForm(form, (values: Values) => sendLogistics(values as NewLogistics));
  return (
    <Card title="国际物流询价" data-testid="logistics-form">
      <Form<Values>
        form={form}
        name="logistics"
        layout="vertical"
        requiredMark={false}
        size="large"
        initialValues={{
          ...CONTACT_DEFAULTS,
          direction: undefined,
          origin: '',
          destination: '',
          productName: '',
          cas: '',
          unNumber: '',
          dangerClass: undefined,
          transportMode: 'any',
          weight: '',
          hasMsds: undefined,
          note: '',
        }}
        onFinish={submit}
      >
        <Form.Item name="direction" label="进口 / 出口" rules={[{ required: true, message: '请选择进口或出口' }]}>
          <Radio.Group optionType="button" options={LOGISTICS_DIRECTIONS.map((d) => ({ value: d.value, label: d.label.replace(/（.*）/, '') }))} />
        </Form.Item>
        <Form.Item name="origin" label="起运地" rules={required('请填写起运地')}>
          <Input maxLength={60} placeholder="如 德国 汉堡" />
        </Form.Item>
        <Form.Item name="destination" label="目的地" rules={required('请填写目的地')}>
          <Input maxLength={60} placeholder="如 中国 上海" />
        </Form.Item>
        <Form.Item name="productName" label="货物品名" rules={required('请填写货物品名')}>
          <Input maxLength={100} placeholder="如 乙腈" />
        </Form.Item>
        <Form.Item name="cas" label="CAS 号（选填）">
          <Input maxLength={20} className="mono" placeholder="如 75-05-8" />
        </Form.Item>
        <Form.Item name="unNumber" label="UN 编号（选填）" extra="见 MSDS 第 14 部分“运输信息”">
          <Input maxLength={8} className="mono" placeholder="如 UN1648" />
        </Form.Item>
        <Form.Item name="dangerClass" label="危险品类别" rules={[{ required: true, message: '请选择危险品类别' }]}>
          <Select size="large" placeholder="请选择" options={DANGEROUS_GOODS_CLASSES.map((c) => ({ value: c.value, label: c.label }))} />
        </Form.Item>
        <Form.Item name="transportMode" label="运输方式">
          <Select size="large" options={TRANSPORT_MODES.map((m) => ({ value: m.value, label: m.label }))} />
        </Form.Item>
        <Form.Item name="weight" label="毛重与件数" rules={required('请填写货物重量与件数')}>
          <Input maxLength={60} placeholder="如 320 kg / 2 个 IBC 吨桶" />
        </Form.Item>
        <Form.Item name="hasMsds" label="是否已有中英文 MSDS" rules={[{ required: true, message: '请说明是否已有 MSDS' }]}>
          <Radio.Group
            optionType="button"
            options={[
              { value: true, label: '已有' },
              { value: false, label: '还没有' },
            ]}
          />
        </Form.Item>
        <Form.Item name="note" label="补充说明（选填）">
          <Input.TextArea rows={3} maxLength={1000} placeholder="期望时效、贸易条款（如 FOB、CIF）、是否需要报关等" />
        </Form.Item>
        <ContactFields />
        <RequestResult result={result} error={error} what="物流询价" />
        <Button type="primary" htmlType="submit" size="large" loading={sending} block>
          提交询价
        </Button>
      </Form>
    </Card>
  );
}
