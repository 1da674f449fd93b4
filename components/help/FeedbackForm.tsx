'use client';
import { Button, Form, Input, Select } from 'antd';
import { sendFeedback, type NewFeedback } from '@/lib/api/help';
import { FEEDBACK_TOPICS } from '@/lib/shared/service-requests';
import { CONTACT_DEFAULTS, ContactFields } from './ContactFields';
import { RequestResult } from './RequestResult';
import { useRequestForm } from './useRequestForm';

type Values = Omit<NewFeedback, 'topic'> & { topic?: NewFeedback['topic'] };

/** 使用反馈: stored for the operator and acknowledged by mail. */
export function FeedbackForm() {
  const [form] = Form.useForm<Values>();
  const { submit, result, error, sending } = useRequestForm(form, async (values: Values) => {
    const receipt = await sendFeedback(values as NewFeedback);
    form.setFieldsValue({ content: '', pageUrl: '' });
    return receipt;
  });
  return (
    <section className="help-form" data-testid="feedback-form">
      <h2>提交反馈</h2>
      <Form<Values>
        form={form}
        name="feedback"
        layout="vertical"
        requiredMark={false}
        size="large"
        initialValues={{ ...CONTACT_DEFAULTS, topic: undefined, content: '', pageUrl: '' }}
        onFinish={submit}
      >
        <Form.Item name="topic" label="反馈类型" rules={[{ required: true, message: '请选择反馈类型' }]}>
          <Select size="large" placeholder="请选择" options={FEEDBACK_TOPICS.map((t) => ({ value: t, label: t }))} />
        </Form.Item>
        <Form.Item name="content" label="反馈内容" rules={[{ required: true, whitespace: true, message: '请填写反馈内容' }]}>
          <Input.TextArea rows={5} maxLength={2000} showCount placeholder="在哪个页面、做了什么、看到了什么提示，您期望的结果（至少 10 个字）" />
        </Form.Item>
        <Form.Item name="pageUrl" label="相关页面地址（选填）">
          <Input maxLength={300} placeholder="如 /products/64-17-5.html" />
        </Form.Item>
        <ContactFields companyRequired="hidden" />
        <RequestResult result={result} error={error} what="反馈" />
        <Button type="primary" htmlType="submit" size="large" loading={sending} block>
          提交反馈
        </Button>
      </Form>
    </section>
  );
}
