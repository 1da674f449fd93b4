'use client';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import type { SignedIn } from '@/lib/api/auth';
import { apiPost, type ApiError } from '@/lib/api/client';

type Values = { account: string; password: string };

export function AccountLoginForm({ onSignedIn }: { onSignedIn: (s: SignedIn) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (values: Values) => {
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await apiPost<SignedIn>('/login', values, { noErrorModal: true }));
    } catch (e) {
      setError((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<Values> layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item name="account" label="账号" rules={[{ required: true, message: '请输入用户名、手机号或邮箱' }]}>
        <Input prefix={<UserOutlined />} placeholder="用户名 / 手机号 / 邮箱" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" />
      </Form.Item>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
      <Button type="primary" htmlType="submit" block loading={busy}>登录</Button>
    </Form>
  );
}
