'use client';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { type ApiError, call } from '@/lib/api/client';
import type { MemberInfo } from '@/lib/api/member';
import { NoticeAlert } from './NoticeAlert';
import { useNoticeSubmit } from './useSubmit';
import { sendEmailRegisterCodeContract, verifyEmailContract } from '@/lib/contracts/auth/calls';

/** Email + code sent to it: binds a verified email to the signed-in member (BindEmail, and the login page's binding part). */
export function EmailBindingForm({ onBound }: { onBound: (member: MemberInfo) => void }) {
  const [form] = Form.useForm<{ email: string; code: string }>();
  const [sending, setSending] = useState(false);
  const { busy, notice, setNotice, run } = useNoticeSubmit(async (values: { email: string; code: string }) =>
    onBound(await call(verifyEmailContract, values, { noErrorModal: true })),
  );
  const send = async () => {
    const { email } = await form.validateFields(['email']).catch(() => ({ email: null }));
    if (!email) return;
    setSending(true);
    try {
      await call(sendEmailRegisterCodeContract, { email }, { noErrorModal: true });
      setNotice({ type: 'success', text: `验证码已发送至 ${email}，请查收邮件（5 分钟内有效）` });
    } catch (e) {
      setNotice({ type: 'error', text: (e as ApiError).message });
    } finally {
      setSending(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={run} requiredMark={false}>
      <Form.Item
        name="email"
        label="邮箱"
        rules={[
          { required: true, message: '请输入邮箱' },
          { type: 'email', message: '邮箱格式不正确' },
        ]}
      >
        <Input placeholder="name@example.com" autoComplete="email" />
      </Form.Item>
      <Form.Item label="邮箱验证码" required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="code"
            noStyle
            rules={[
              { required: true, message: '请输入邮件中的验证码' },
              { pattern: /^\d{6}$/, message: '请输入 6 位数字验证码' },
            ]}
          >
            <Input placeholder="6 位数字" maxLength={6} inputMode="numeric" />
          </Form.Item>
          <Button onClick={send} loading={sending} style={{ minWidth: 120 }}>
            发送验证码
          </Button>
        </Space.Compact>
      </Form.Item>
      <NoticeAlert notice={notice} />
      <Button type="primary" htmlType="submit" block loading={busy}>
        绑定邮箱
      </Button>
    </Form>
  );
}
