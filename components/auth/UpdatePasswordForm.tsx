'use client';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { apiPost, type ApiError } from '@/lib/api/client';
import { PASSWORD_HINT, PASSWORD_RULE } from '@/lib/shared/identity';

type Values = { account: string; oldPassword: string; newPassword: string; confirm: string };

export const newPasswordRules = [{ required: true, message: '请输入新密码' }, { pattern: PASSWORD_RULE, message: PASSWORD_HINT }];

export function confirmRule(field: string) {
  return ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: (_: unknown, value: string) => (!value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致'))),
  });
}

/** The login page's "修改密码": account and old password, no session needed. */
export function UpdatePasswordForm({ onDone }: { onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async ({ account, oldPassword, newPassword }: Values) => {
    setBusy(true);
    setError(null);
    try {
      await apiPost('/update_password', { account, oldPassword, newPassword }, { noErrorModal: true });
      onDone();
    } catch (e) {
      setError((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<Values> layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item name="account" label="账号" rules={[{ required: true, message: '请输入用户名、手机号或邮箱' }]}>
        <Input placeholder="用户名 / 手机号 / 邮箱" autoComplete="username" />
      </Form.Item>
      <Form.Item name="oldPassword" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPassword" label="新密码" rules={newPasswordRules} extra={PASSWORD_HINT}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirm" label="确认新密码" dependencies={['newPassword']} rules={[{ required: true, message: '请再次输入新密码' }, confirmRule('newPassword')]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
      <Button type="primary" htmlType="submit" block loading={busy}>修改密码</Button>
    </Form>
  );
}
