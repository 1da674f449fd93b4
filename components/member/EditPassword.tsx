'use client';
import { App, Button, Card, Form, Input, type FormInstance } from 'antd';
import { useState } from 'react';
import { NewPasswordFields } from '@/components/auth/NewPasswordFields';
import { type ApiError, call } from '@/lib/api/client';
import { changePasswordContract } from '@/lib/contracts/auth/calls';

export type ChangePasswordValues = { oldPassword: string; newPassword: string };

/**
 * Changing the password while signed in (spec: EditPassword): the old one is
 * checked by the server (a wrong one lands under its field), this session
 * stays and the others end. Used by the account page and SideRight's dialog.
 */
export function useChangePassword(form: FormInstance<ChangePasswordValues>, onDone?: () => void) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const { oldPassword, newPassword } = await form.validateFields();
    setBusy(true);
    try {
      await call(changePasswordContract, { oldPassword, newPassword }, { noErrorModal: true });
      void message.success('密码已修改，其他设备上的登录已退出');
      form.resetFields();
      onDone?.();
    } catch (e) {
      const error = e as ApiError;
      if (error.code === 3011) form.setFields([{ name: 'oldPassword', errors: [error.message] }]);
      else void message.error(error.message);
    } finally {
      setBusy(false);
    }
  };
  return { submit, busy };
}

export function ChangePasswordFields() {
  return (
    <>
      <Form.Item name="oldPassword" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields name="newPassword" label="新密码" />
    </>
  );
}

/** /member/account/editPassword: the same change as the dialog, as a page the account menu links to. */
export function EditPassword() {
  const [form] = Form.useForm<ChangePasswordValues>();
  const { submit, busy } = useChangePassword(form);
  return (
    <Card title="修改密码" data-testid="edit-password" style={{ maxWidth: 560 }}>
      <p className="muted" style={{ marginTop: 0 }}>
        修改后当前设备保持登录，其他设备上的登录将退出。忘记原密码？退出后在登录页用短信验证码重设。
      </p>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        <ChangePasswordFields />
        <Button type="primary" htmlType="submit" loading={busy}>
          保存新密码
        </Button>
      </Form>
    </Card>
  );
}
