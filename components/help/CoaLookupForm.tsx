'use client';
import { Alert, Button, Form, Input, List } from 'antd';
import { lookupCoa, type CoaLookup } from '@/lib/api/help';
import { useRequestForm } from './useRequestForm';
import { CasNumber } from '@/components/layout/IdNumber';

type Values = { cas: string; lot: string };

/** COA 下载: CAS number and lot number in, the seller's certificates out. */
export function CoaLookupForm() {
  const [form] = Form.useForm<Values>();
  const { submit, result, error, sending } = useRequestForm<Values, CoaLookup>(form, (v) => lookupCoa(v.cas, v.lot));
  return (
    <section className="help-form" data-testid="coa-lookup">
      <h2>按批号查询 COA</h2>
      <Form<Values> form={form} name="coa" layout="vertical" requiredMark={false} size="large" initialValues={{ cas: '', lot: '' }} onFinish={submit}>
        <Form.Item name="cas" label="CAS 号" rules={[{ required: true, whitespace: true, message: '请填写 CAS 号' }]}>
          <Input maxLength={20} className="mono" placeholder="如 7664-93-9" />
        </Form.Item>
        <Form.Item name="lot" label="批号" rules={[{ required: true, whitespace: true, message: '请填写批号' }]}>
          <Input maxLength={40} className="mono" placeholder="瓶签上的 Lot No. / Batch No." />
        </Form.Item>
        {error && <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} title={error} />}
        <Button type="primary" htmlType="submit" size="large" loading={sending} block>
          查询
        </Button>
      </Form>
      {result && (
        <List
          style={{ marginTop: 16 }}
          bordered
          header={
            <span role="status">
              {result.productName}（CAS <CasNumber cas={result.cas} />
              ），批号 {result.lotNumber}：找到 {result.certificates.length} 份 COA
            </span>
          }
          dataSource={result.certificates}
          renderItem={(c) => (
            <List.Item
              actions={[
                <a key="pdf" href={c.url} target="_blank" rel="noopener">
                  下载 COA（PDF）
                </a>,
              ]}
            >
              纯度 {c.purity}
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
