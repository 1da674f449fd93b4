'use client';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import type { SignedIn } from '@/lib/api/auth';
import { call } from '@/lib/api/client';
import { useSubmit } from './useSubmit';
import { loginContract } from '@/lib/contracts/auth/calls';

type Values = { account: string; password: string };

export function AccountLoginForm({ onSignedIn }: { onSignedIn: (s: SignedIn) => void }) {
  const { busy, error, run } = useSubmit(async (values: Values) => onSignedIn(await call(loginContract, values, { noErrorModal: true })));
  return (
    <Form<Values> layout="vertical" onFinish={run} requiredMark={false}>
      <Form.Item name="account" label="账号" rules={[{ required: true, message: '请输入用户名、手机号或邮箱' }]}>
        <Input prefix={<UserOutlined />} placeholder="用户名 / 手机号 / 邮箱" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" />
      </Form.Item>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
      <Button type="primary" htmlType="submit" block loading={busy}>
        登录
      </Button>
    </Form>
  );
}
