'use client';
import { Alert, Button, Form, Input } from 'antd';
import { call } from '@/lib/api/client';
import { NewPasswordFields } from './NewPasswordFields';
import { useSubmit } from './useSubmit';
import { updatePasswordContract } from '@/lib/contracts/auth/calls';

type Values = { account: string; oldPassword: string; newPassword: string };

/** The login page's "修改密码": account and old password, no session needed. */
export function UpdatePasswordForm({ onDone }: { onDone: () => void }) {
  const { busy, error, run } = useSubmit(async ({ account, oldPassword, newPassword }: Values) => {
    await call(updatePasswordContract, { account, oldPassword, newPassword }, { noErrorModal: true });
    onDone();
  });
  return (
    <Form<Values> layout="vertical" onFinish={run} requiredMark={false}>
      <Form.Item name="account" label="账号" rules={[{ required: true, message: '请输入用户名、手机号或邮箱' }]}>
        <Input placeholder="用户名 / 手机号 / 邮箱" autoComplete="username" />
      </Form.Item>
      <Form.Item name="oldPassword" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields name="newPassword" label="新密码" />
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
      <Button type="primary" htmlType="submit" block loading={busy}>
        修改密码
      </Button>
    </Form>
  );
}
